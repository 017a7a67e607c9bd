import { describe, expect, it } from "vitest";
import { catalogueCards, cardsInCategory } from "./cards";
import { categories } from "./categories";
import { findTrip, trips, tripSlugs } from "../../content/trips";

describe("catalogue", () => {
  it("has a valid trip page for each of the spec's 24 slugs", () => {
    expect(tripSlugs).toHaveLength(24);
    expect(trips.map((trip) => trip.slug)).toEqual([...tripSlugs]);
    for (const slug of tripSlugs) expect(findTrip(slug)?.slug).toBe(slug);
  });

  it("has 23 cards: Summit Treks 7, Wild Adventures 6, Seasonal Escapes 10", () => {
    expect(catalogueCards).toHaveLength(23);
    expect(cardsInCategory("summit-treks")).toHaveLength(7);
    expect(cardsInCategory("wild-adventures")).toHaveLength(6);
    expect(cardsInCategory("seasonal-escapes")).toHaveLength(10);
    expect(categories.map((category) => category.path)).toEqual([
      "/summit-treks",
      "/wild-adventures",
      "/seasonal-escapes",
    ]);
  });

  it("prints no price of its own on a card (the trip's quote is its From), and every card links to a trip page", () => {
    for (const card of catalogueCards) expect(card, card.slug).not.toHaveProperty("fromPrice");
    for (const card of catalogueCards) expect(findTrip(card.slug), card.slug).toBeDefined();
  });

  it("has no placeholder text anywhere in the content", () => {
    const text = JSON.stringify(trips);
    expect(text).not.toMatch(/lorem|ipsum|\bTBD\b|TODO|placeholder/i);
  });

  it.each([
    ["point-lenana", "Point Lenana", 4985, 5, 8],
    ["technical-climbing", "Batian", 5199, 6, 4],
    ["rwenzori-mountains", "Margherita Peak", 5109, 8, 8],
    ["burguret-chogoria", "Point Lenana", 4985, 6, 10],
    ["timau-chogoria", "Point Lenana", 4985, 5, 12],
    ["kilimanjaro-marangu", "Uhuru Peak", 5895, 6, 8],
  ])("%s reaches %s at %i m in %i days, max %i people", (slug, summit, metres, days, maxGroup) => {
    const trip = findTrip(slug)!;
    expect(trip.summit).toEqual({ name: summit, elevationMetres: metres });
    expect(trip.days).toHaveLength(days);
    expect(trip.groupSize.max).toBe(maxGroup);
  });

  it.each([
    ["rwenzori-mountains", 16, 8, "-20°C"],
    ["burguret-chogoria", 12, 10, "0°C"],
    ["timau-chogoria", 14, 12, "0°C"],
    ["kilimanjaro-marangu", 16, 8, "-20°C"],
  ])(
    "the %s trek: minimum age %i, max group %i, 12 packing items with a %s sleeping bag",
    (slug, age, maxGroup, rating) => {
      const trip = findTrip(slug)!;
      expect(trip.requirements?.minimumAge).toBe(age);
      expect(trip.requirements?.maxGroupSize).toBe(maxGroup);
      expect(trip.packing).toHaveLength(12);
      expect(trip.packing.some((item) => /sleeping bag/i.test(item) && item.includes(rating))).toBe(
        true,
      );
    },
  );

  it("asks for a passport and a visa for Rwenzori and Kilimanjaro", () => {
    for (const slug of ["rwenzori-mountains", "kilimanjaro-marangu"]) {
      const documents = findTrip(slug)!.requirements!.documents.join(" ");
      expect(documents, slug).toMatch(/passport/i);
      expect(documents, slug).toMatch(/visa/i);
    }
  });

  it.each([
    ["alpine-lakes", 6, 10],
    ["wildlife-safari", 6, 8],
    ["maasai-cultural", 3, 15],
    ["maasai-mara-holiday", 3, 8],
  ])("%s has %i itinerary days and max %i people", (slug, days, maxGroup) => {
    const trip = findTrip(slug)!;
    expect(trip.days).toHaveLength(days);
    expect(trip.groupSize.max).toBe(maxGroup);
  });

  it("matches the spec's group sizes, durations and schedules for the short trips", () => {
    const expectations: Array<[string, number, number, string?]> = [
      ["hells-gate", 2, 20],
      ["lake-naivasha", 4, 16],
      ["wildlife-spotting", 2, 8],
      ["mount-longonot", 2, 20],
      ["ngong-hills", 2, 25, "7:00 AM"],
      ["nairobi-safari-walk", 2, 15, "9:00 AM"],
      ["crescent-island", 2, 15, "6:00 AM"],
      ["giraffe-centre", 2, 20, "8:00 AM"],
      ["ol-pejeta", 2, 8],
      ["diani-beach", 2, 20],
      ["samburu", 2, 8],
      ["team-building", 8, 50],
      ["student-expeditions", 15, 60],
    ];
    for (const [slug, min, max, start] of expectations) {
      const trip = findTrip(slug)!;
      expect(trip.groupSize, slug).toEqual({ min, max });
      if (start) expect(trip.schedule, slug).toContain(start);
    }
    expect(findTrip("alpine-lakes")!.maxElevationMetres).toBe(4500);
    expect(findTrip("technical-climbing")!.difficultyLabel).toBe("Grade V");
  });

  it("lists the Samburu Special Five and the Maasai Mara Big Five", () => {
    expect(findTrip("samburu")!.wildlife?.samburuSpecialFive).toHaveLength(5);
    expect(findTrip("maasai-mara-holiday")!.wildlife?.bigFive).toHaveLength(5);
    expect(findTrip("wildlife-spotting")!.wildlife?.conservation?.length).toBeGreaterThan(0);
  });

  it("has the programmes the spec names: 3 team-building, 4 student, 4 corporate packages", () => {
    expect(findTrip("team-building")!.programmes).toHaveLength(3);
    expect(findTrip("student-expeditions")!.programmes?.map((programme) => programme.id)).toEqual([
      "wildlife-conservation",
      "cultural-geography",
      "adventure-leadership",
      "brilliant-outdoor",
    ]);
    const corporate = findTrip("corporate-packages")!;
    expect(
      corporate.programmes?.map((programme) => [programme.name, programme.priceRange]),
    ).toEqual([
      ["Executive Safari Retreat", "$2,500-$4,000"],
      ["Coastal Corporate Getaway", "$800-$1,500"],
      ["Adventure Leadership Experience", "$1,800-$3,200"],
      ["Cultural Heritage Tour", "$1,200-$2,200"],
    ]);
    expect(corporate.highlights).toHaveLength(6);
    expect(corporate.included).toHaveLength(8);
    expect(corporate.notIncluded).toHaveLength(7);
    const sectionSizes = Object.fromEntries(
      corporate.sections.map((section) => [section.title, section.items.length]),
    );
    expect(sectionSizes).toMatchObject({
      "Luxury Features Available": 8,
      "Premium Activities & Experiences": 8,
      "Perfect For These Events": 8,
      "Concierge Services": 6,
    });
  });
});
