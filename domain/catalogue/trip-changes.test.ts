import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { describeTripChanges } from "./trip-changes";

const lenana = findTrip("point-lenana")!;
const copy = () => structuredClone(lenana);

describe("the readable diff of a trip's revisions", () => {
  it("lists nothing for an unchanged trip", () => {
    expect(describeTripChanges(lenana, copy())).toEqual([]);
  });

  it("names a changed day's field by the day's place in the itinerary", () => {
    const after = copy();
    after.days[3]!.distance = "11 km, 8 hours";
    expect(describeTripChanges(lenana, after)).toEqual([
      { field: "Day 4 › Distance", before: lenana.days[3]!.distance, after: "11 km, 8 hours" },
    ]);
  });

  it("reads an added day as added, by its title", () => {
    const after = copy();
    after.days.push({ ...after.days[4]!, day: 6, title: "Summit day again" });
    expect(describeTripChanges(lenana, after)).toEqual([
      { field: "Day 6", before: "", after: "Summit day again" },
    ]);
    expect(describeTripChanges(after, lenana)).toEqual([
      { field: "Day 6", before: "Summit day again", after: "" },
    ]);
  });

  it("joins lists with semicolons and names prices, tiers and traveller categories", () => {
    const after = copy();
    after.highlights = ["Sunrise", "Two valleys"];
    after.seo = { title: "Point Lenana trek" };
    after.pricing = {
      kind: "tier-calculator",
      tiers: [
        {
          id: "standard",
          name: "Standard",
          priceRange: { min: 800, max: 900 },
          basePrice: 850,
          description: "Bunkhouses",
          features: [],
        },
      ],
      discounts: [[4, 0.05]],
    };
    after.categoryPrices = { standard: { "kenyan-citizen": 60000 } };
    const changes = describeTripChanges(lenana, after);
    expect(changes).toContainEqual({
      field: "Highlights",
      before: lenana.highlights.join("; "),
      after: "Sunrise; Two valleys",
    });
    expect(changes).toContainEqual({
      field: "Search engines › SEO title",
      before: "",
      after: "Point Lenana trek",
    });
    expect(changes).toContainEqual({
      field: "Prices › Price type",
      before: "One price per person",
      after: "Tiers with a calculator",
    });
    expect(changes).toContainEqual({ field: "Prices › Tier 1", before: "", after: "Standard" });
    expect(changes).toContainEqual({ field: "Prices › Discount 1", before: "", after: "4, 5%" });
    expect(changes).toContainEqual({
      field:
        "Traveller categories (KES per person, by trip option) › standard › Kenyan citizen (KES)",
      before: "",
      after: "60000",
    });
  });
});
