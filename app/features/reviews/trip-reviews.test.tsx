import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TripReviews } from "./trip-reviews";

const review = {
  id: "r1",
  rating: 4,
  text: "Kamau paced us well.",
  firstName: "Achieng",
  country: "Kenya",
  date: "2030-03-07",
  reply: "Asante sana!",
  replyDate: "2030-03-09",
};

describe("the trip page's reviews", () => {
  it("draws nothing when the trip has no reviews", () => {
    const { container } = render(<TripReviews reviews={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("says the average and each rating in words, with the stars hidden from screen readers", () => {
    render(
      <TripReviews
        reviews={{
          summary: { count: 2, average: 4.5 },
          reviews: [review, { ...review, id: "r2", rating: 5, reply: null, replyDate: null }],
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "Reviews" });
    expect(section.textContent).toContain("4.5 out of 5");
    expect(section.textContent).toContain("Based on 2 reviews, every one from a completed booking");
    const [first] = within(section).getAllByRole("article", {
      name: "Review by Achieng from Kenya",
    });
    expect(first!.textContent).toContain("4 out of 5");
    expect(first!.textContent).toContain("Achieng, Kenya · Thu, Mar 7, 2030");
    expect(first!.textContent).toContain("Reply from the team · Sat, Mar 9, 2030");
    expect(first!.textContent).toContain("Asante sana!");
    for (const stars of section.querySelectorAll("svg"))
      expect(stars.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
