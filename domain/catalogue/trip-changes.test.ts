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

  describe("photos", () => {
    const lion = "0b6f3c1e-6a51-4f0e-9a8e-3f1c2d4b5a60";
    const balloon = "5d2e8a7c-1b3f-4c6d-8e9f-0a1b2c3d4e5f";
    const gone = "9f8e7d6c-5b4a-4321-8fed-cba987654321";
    const library = new Map([
      [lion, "A lion on a kopje"],
      [balloon, "Dawn balloon flight"],
    ]);
    const names = (id: string) => library.get(id);
    const withPhotos = (photos: NonNullable<typeof lenana.photos>) => ({ ...copy(), photos });

    it("names a changed photo by its alt text, not its id", () => {
      const before = withPhotos({ hero: lion });
      const after = withPhotos({ hero: balloon });
      expect(describeTripChanges(before, after, names)).toEqual([
        { field: "Photos › Hero photo", before: "A lion on a kopje", after: "Dawn balloon flight" },
      ]);
    });

    it("names a gallery's and a day's photos, and says when the library no longer holds one", () => {
      const after = withPhotos({ gallery: [balloon, gone] });
      after.days[1] = { ...after.days[1]!, photo: lion };
      expect(describeTripChanges(lenana, after, names)).toEqual([
        {
          field: "Day 2 › Day photo",
          before: "",
          after: "A lion on a kopje",
        },
        {
          field: "Photos › Gallery photos",
          before: "",
          after: "Dawn balloon flight; A photo no longer in the library",
        },
      ]);
    });

    it("reads a photo as its id when no names are given", () => {
      expect(
        describeTripChanges(withPhotos({ card: lion }), withPhotos({ card: balloon })),
      ).toEqual([{ field: "Photos › Card photo", before: lion, after: balloon }]);
    });
  });
});
