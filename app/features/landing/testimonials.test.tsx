import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicTestimonial } from "../../../domain/testimonials/public-testimonial";
import { Testimonials } from "./testimonials";

const base = { quote: "Kamau paced us well.", origin: "Kenya", trip: "Point Lenana Summit" };
const shown: PublicTestimonial[] = [
  {
    ...base,
    id: "t1",
    name: "Achieng",
    source: { kind: "review", rating: 4, date: "2030-03-07", month: "Mar 2030" },
  },
  {
    ...base,
    id: "t2",
    name: "Tom H.",
    source: {
      kind: "external",
      siteName: "TripAdvisor",
      url: "https://www.tripadvisor.com/r1",
      date: "2030-02-01",
      month: "Feb 2030",
      rating: null,
    },
  },
  { ...base, id: "t3", name: "Sarah M.", source: { kind: "sample" } },
];

function cardOf(name: string): HTMLElement {
  return screen.getAllByRole("figure").find((figure) => figure.textContent?.includes(name))!;
}

describe("the landing page's testimonials", () => {
  it("draws nothing when none is published", () => {
    const { container } = render(<Testimonials testimonials={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("labels only a review of this site verified, with its stars and month", () => {
    render(<Testimonials testimonials={shown} />);
    const verified = cardOf("Achieng");
    expect(verified.textContent).toContain("Rated 4 out of 5");
    expect(verified.textContent).toContain("Verified reviewMar 2030");
    expect(verified.querySelectorAll("svg.fill-current")).toHaveLength(4);
    expect(within(verified).queryByRole("link")).toBeNull();
  });

  it("links another site's review, without stars when the operator typed none", () => {
    render(<Testimonials testimonials={shown} />);
    const external = cardOf("Tom H.");
    const link = within(external).getByRole("link", { name: "on TripAdvisor, Feb 2030" });
    expect(link.getAttribute("href")).toBe("https://www.tripadvisor.com/r1");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(external.textContent).not.toMatch(/Verified|Rated/);
    expect(external.querySelector("svg")).toBeNull();
  });

  it("gives a sample neither a label nor stars", () => {
    render(<Testimonials testimonials={shown} />);
    const sample = cardOf("Sarah M.");
    expect(sample.textContent).toBe("“Kamau paced us well.”Sarah M., Kenya · Point Lenana Summit");
    expect(sample.querySelector("svg")).toBeNull();
  });
});
