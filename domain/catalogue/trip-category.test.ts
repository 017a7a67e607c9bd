import { describe, expect, it } from "vitest";
import { catalogueCards } from "./cards";
import { categoryOfTrip, isListingPath } from "./trip-category";

describe("the category a trip page goes back to", () => {
  it("is the category of the trip's catalogue card", () => {
    expect(categoryOfTrip("point-lenana")?.path).toBe("/summit-treks");
    expect(categoryOfTrip("hells-gate")?.path).toBe("/wild-adventures");
    expect(categoryOfTrip("ngong-hills")?.path).toBe("/seasonal-escapes");
    for (const card of catalogueCards) expect(categoryOfTrip(card.slug)?.id).toBe(card.category);
  });

  it("is the category that lists a trip without a card among its further trips", () => {
    expect(categoryOfTrip("wildlife-spotting")?.path).toBe("/wild-adventures");
    expect(categoryOfTrip("no-such-trip")).toBeUndefined();
  });

  it("returns to the landing page and the three listings, nowhere else", () => {
    for (const path of ["/", "/summit-treks", "/wild-adventures", "/seasonal-escapes"])
      expect(isListingPath(path)).toBe(true);
    for (const path of ["/seasonal-guide", "/itinerary/point-lenana", "/dashboard", ""])
      expect(isListingPath(path)).toBe(false);
  });
});
