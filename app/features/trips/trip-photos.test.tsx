import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { findTrip } from "../../../content/trips";
import { photoSources } from "../../../domain/media/photo-view";
import { ItineraryDays, PhotoGallery } from "./trip-sections";

// A trip's library photos below the fold (issue 29 slice 2): a day's photo beside its day and the
// gallery, each lazy, sized, with its alt text; a day without a photo stays as it was.

const lenana = findTrip("point-lenana")!;
const photo = (id: string, altText: string, credit: string | null = null) =>
  photoSources({
    id,
    contentHash: `${id}0123456789abcdef0123`.slice(0, 20),
    altText,
    credit,
    width: 1600,
    height: 1067,
    focalPoint: { x: 50, y: 50 },
    variants: [480, 800, 1200, 1600].flatMap((width) =>
      (["avif", "webp"] as const).map((format) => ({ format, width, height: 1, bytes: 1 })),
    ),
  });

describe("a trip's photos below the fold", () => {
  it("shows a day's photo beside that day only, lazily and sized", () => {
    const camp = photo("aa", "Shipton's Camp under the north face of Batian");
    // The days' labels are said in the page's language, which is read from its address.
    render(<ItineraryDays trip={lenana} photos={[null, camp, null, null, null]} />, {
      wrapper: MemoryRouter,
    });
    const days = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(days).toHaveLength(5);
    expect(within(days[0]!).queryByRole("img")).toBeNull();
    const image = within(days[1]!).getByRole("img", { name: camp.altText });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "1067"]);
    expect(image.closest("picture")?.querySelector("source")?.getAttribute("sizes")).toMatch(
      /14rem/,
    );
  });

  it("draws the days as before when the trip has no photos", () => {
    render(<ItineraryDays trip={lenana} />, { wrapper: MemoryRouter });
    expect(screen.queryAllByRole("img")).toEqual([]);
  });

  it("shows the gallery in the operator's order, lazily, with the credit when given", () => {
    const photos = [
      photo("bb", "Giant groundsels", "Wanjiru K."),
      photo("cc", "The Lewis Glacier"),
    ];
    render(<PhotoGallery photos={photos} />, { wrapper: MemoryRouter });
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Giant groundsels",
      "The Lewis Glacier",
    ]);
    expect(images.every((image) => image.getAttribute("loading") === "lazy")).toBe(true);
    expect(screen.getByText("Photo: Wanjiru K.")).toBeTruthy();
    expect(screen.getAllByRole("figure")).toHaveLength(2);
  });
});
