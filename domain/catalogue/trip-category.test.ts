import { describe, expect, it } from "vitest";
import { trips } from "../../content/trips";
import { catalogueCards, findCard } from "./cards";
import { findCategory } from "./categories";
import { alsoConsiderCards, categoryOfTrip, isListingPath } from "./trip-category";

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

describe("a listing's Also consider row", () => {
  const published = trips;

  it("shows the operator's choices from other listings with their own listing's card", () => {
    const wild = findCategory("wild-adventures")!;
    const row = alsoConsiderCards(wild, published);
    expect(row.map((card) => [card.slug, card.category])).toEqual([
      ["maasai-mara-holiday", "seasonal-escapes"],
    ]);
    expect(row[0]!.title).toBe(findCard("maasai-mara-holiday")!.title);
  });

  it("leaves out a trip listed here already, one named twice and one not published", () => {
    const row = alsoConsiderCards(
      { id: "wild-adventures", alsoConsider: ["samburu", "ngong-hills", "ngong-hills", "no-such"] },
      published,
    );
    expect(row.map((card) => card.slug)).toEqual(["ngong-hills"]);
    const archived = published.filter((trip) => trip.slug !== "ngong-hills");
    expect(
      alsoConsiderCards({ id: "wild-adventures", alsoConsider: ["ngong-hills"] }, archived),
    ).toEqual([]);
  });

  it("is empty where the operator chose nothing", () => {
    expect(alsoConsiderCards(findCategory("seasonal-escapes")!, published)).toEqual([]);
  });
});
