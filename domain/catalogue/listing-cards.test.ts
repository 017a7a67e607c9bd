import { describe, expect, it } from "vitest";
import { listingSeeds } from "../../content/pages/listings";
import { findTrip, trips } from "../../content/trips";
import { listingCards } from "./trip-category";

const listings = listingSeeds;

describe("a listing's cards (decisions 0065, 0070)", () => {
  it("keeps the spec's cards and counts when nothing was added or archived", () => {
    expect(listingCards(listings, "summit-treks", trips)).toHaveLength(7);
    expect(listingCards(listings, "wild-adventures", trips)).toHaveLength(6);
    expect(listingCards(listings, "seasonal-escapes", trips)).toHaveLength(10);
  });

  it("adds a published trip the operator listed there, drawn from its own words, and drops an archived one", () => {
    const lenana = findTrip("point-lenana")!;
    const added = {
      ...lenana,
      slug: "mount-kenya-in-a-day",
      title: "Mount Kenya in a Day",
      category: "summit-treks" as const,
    };
    const published = [...trips.filter((trip) => trip.slug !== "alpine-lakes"), added];
    const cards = listingCards(listings, "summit-treks", published);
    expect(cards.map((card) => card.slug)).not.toContain("alpine-lakes");
    expect(cards.at(-1)).toMatchObject({
      slug: "mount-kenya-in-a-day",
      title: "Mount Kenya in a Day",
      description: lenana.summary,
      category: "summit-treks",
    });
    expect(listingCards(listings, "wild-adventures", published)).toHaveLength(6);
  });
});
