import { describe, expect, it } from "vitest";
import { listingSeeds } from "../../content/pages/listings";
import { trips } from "../../content/trips";
import { catalogueCards, findCard } from "./cards";
import { isListingPath } from "./categories";
import {
  alsoConsiderCards,
  categoryOfTrip,
  listingCards,
  listingLinks,
  tripCard,
  type Listings,
} from "./trip-category";

const seeded: Listings = listingSeeds;
const of = (slug: string) => categoryOfTrip(seeded, { slug });
const slugs = (cards: ReadonlyArray<{ slug: string }>) => cards.map((card) => card.slug);

describe("the category a trip page goes back to", () => {
  it("is the listing whose cards hold the trip", () => {
    expect(of("point-lenana")?.path).toBe("/summit-treks");
    expect(of("hells-gate")?.path).toBe("/wild-adventures");
    expect(of("ngong-hills")?.path).toBe("/seasonal-escapes");
    for (const card of catalogueCards) expect(of(card.slug)?.id).toBe(card.category);
  });

  it("is the listing that links to a trip without a card", () => {
    expect(of("wildlife-spotting")?.path).toBe("/wild-adventures");
    expect(of("no-such-trip")).toBeUndefined();
  });

  it("follows the card when the operator moves it to another listing", () => {
    const moved: Listings = {
      ...seeded,
      "seasonal-escapes": {
        ...seeded["seasonal-escapes"],
        cards: seeded["seasonal-escapes"].cards.filter((c) => c.trip !== "maasai-mara-holiday"),
      },
      "wild-adventures": {
        ...seeded["wild-adventures"],
        cards: [...seeded["wild-adventures"].cards, { trip: "maasai-mara-holiday" }],
        alsoConsider: [],
      },
    };
    expect(categoryOfTrip(moved, { slug: "maasai-mara-holiday" })?.id).toBe("wild-adventures");
  });

  it("returns to the landing page and the three listings, nowhere else", () => {
    for (const path of ["/", "/summit-treks", "/wild-adventures", "/seasonal-escapes"])
      expect(isListingPath(path)).toBe(true);
    for (const path of ["/seasonal-guide", "/itinerary/point-lenana", "/dashboard", ""])
      expect(isListingPath(path)).toBe(false);
  });
});

describe("a listing's cards from its document (decision 0070)", () => {
  const summit = seeded["summit-treks"];

  it("shows the cards in the document's order, with the card's own words", () => {
    const [first, second, ...rest] = summit.cards;
    const reordered: Listings = {
      ...seeded,
      "summit-treks": { ...summit, cards: [second!, first!, ...rest] },
    };
    const cards = listingCards(reordered, "summit-treks", trips);
    expect(slugs(cards).slice(0, 2)).toEqual(["technical-climbing", "point-lenana"]);
    expect(cards[1]).toEqual({ ...findCard("point-lenana")! });
  });

  it("draws a card without words of its own from its trip, field by field", () => {
    const lenana = trips.find((trip) => trip.slug === "point-lenana")!;
    const plain: Listings = {
      ...seeded,
      "summit-treks": { ...summit, cards: [{ trip: "point-lenana", title: "Lenana at dawn" }] },
    };
    expect(listingCards(plain, "summit-treks", trips)[0]).toEqual({
      slug: "point-lenana",
      category: "summit-treks",
      title: "Lenana at dawn",
      duration: lenana.duration,
      difficulty: lenana.difficulty,
      description: lenana.summary,
    });
  });

  it("still shows a seed trip the operator took off every listing, after its spec listing's cards", () => {
    const without: Listings = {
      ...seeded,
      "summit-treks": { ...summit, cards: summit.cards.filter((c) => c.trip !== "point-lenana") },
    };
    expect(slugs(listingCards(without, "summit-treks", trips)).at(-1)).toBe("point-lenana");
    expect(listingCards(without, "summit-treks", trips)).toHaveLength(7);
  });

  it("leaves out an archived trip and a card named twice", () => {
    const twice: Listings = {
      ...seeded,
      "summit-treks": { ...summit, cards: [...summit.cards, summit.cards[0]!] },
    };
    const published = trips.filter((trip) => trip.slug !== "rwenzori-mountains");
    const cards = listingCards(twice, "summit-treks", published);
    expect(slugs(cards)).not.toContain("rwenzori-mountains");
    expect(cards).toHaveLength(6);
  });

  it("links a trip without a card by the trip's own title, unless it left the site", () => {
    expect(listingLinks(seeded["wild-adventures"], trips)).toEqual([
      expect.objectContaining({
        slug: "wildlife-spotting",
        title: "Nairobi National Park Wildlife Spotting",
      }),
    ]);
    const archived = trips.filter((trip) => trip.slug !== "wildlife-spotting");
    expect(listingLinks(seeded["wild-adventures"], archived)).toEqual([]);
  });

  it("gives a search result its own listing's card", () => {
    const mara = trips.find((trip) => trip.slug === "maasai-mara-holiday")!;
    expect(tripCard(seeded, mara)).toEqual(findCard("maasai-mara-holiday"));
  });
});

describe("a listing's Also consider row", () => {
  const wild = seeded["wild-adventures"];
  const choose = (...chosen: string[]): Listings => ({
    ...seeded,
    "wild-adventures": { ...wild, alsoConsider: chosen.map((trip) => ({ trip })) },
  });

  it("shows the operator's choices from other listings with their own listing's card", () => {
    const row = alsoConsiderCards(seeded, "wild-adventures", trips);
    expect(row.map((card) => [card.slug, card.category])).toEqual([
      ["maasai-mara-holiday", "seasonal-escapes"],
    ]);
    expect(row[0]!.title).toBe(findCard("maasai-mara-holiday")!.title);
  });

  it("leaves out a trip listed here already, one named twice and one not published", () => {
    const row = alsoConsiderCards(
      choose("samburu", "ngong-hills", "ngong-hills", "no-such"),
      "wild-adventures",
      trips,
    );
    expect(slugs(row)).toEqual(["ngong-hills"]);
    const archived = trips.filter((trip) => trip.slug !== "ngong-hills");
    expect(alsoConsiderCards(choose("ngong-hills"), "wild-adventures", archived)).toEqual([]);
  });

  it("is empty where the operator chose nothing", () => {
    expect(alsoConsiderCards(seeded, "seasonal-escapes", trips)).toEqual([]);
  });
});
