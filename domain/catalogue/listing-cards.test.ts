import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import { listingCards } from "./trip-category";

describe("a listing's cards (decision 0065)", () => {
  it("keeps the spec's cards and counts when nothing was added or archived", () => {
    expect(listingCards("summit-treks", trips)).toHaveLength(7);
    expect(listingCards("wild-adventures", trips)).toHaveLength(6);
    expect(listingCards("seasonal-escapes", trips)).toHaveLength(10);
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
    const cards = listingCards("summit-treks", published);
    expect(cards.map((card) => card.slug)).not.toContain("alpine-lakes");
    expect(cards.at(-1)).toMatchObject({
      slug: "mount-kenya-in-a-day",
      title: "Mount Kenya in a Day",
      description: lenana.summary,
      category: "summit-treks",
    });
    expect(listingCards("wild-adventures", published)).toHaveLength(6);
  });
});
