import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import {
  clampParticipants,
  groupDiscount,
  quoteTier,
  schoolEstimate,
  teamBuildingEstimate,
} from "./calculator";
import { tripOptions } from "./quote";
import {
  defaultSeasonalTiers,
  maasaiGroupDiscounts,
  samburuTiers,
  seasonalDurationFor,
  seasonalTiersFor,
  tierCalculators,
  trekTiers,
} from "./tiers";

const tierFigures = (
  tiers: ReadonlyArray<{
    name: string;
    priceRange: { min: number; max: number };
    basePrice: number;
    popular?: boolean;
  }>,
) =>
  tiers.map((tier) => [
    tier.name,
    tier.priceRange.min,
    tier.priceRange.max,
    tier.basePrice,
    tier.popular ?? false,
  ]);

describe("group discounts (generic: 4+ 5%, 6+ 10%, 8+ 15%; Maasai: 4+ 10%, 6+ 15%)", () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 0.05],
    [5, 0.05],
    [6, 0.1],
    [7, 0.1],
    [8, 0.15],
    [20, 0.15],
  ])("generic, %i people -> %f", (people, discount) =>
    expect(groupDiscount(people)).toBe(discount),
  );

  it.each([
    [3, 0],
    [4, 0.1],
    [5, 0.1],
    [6, 0.15],
    [15, 0.15],
  ])("Maasai, %i people -> %f", (people, discount) =>
    expect(groupDiscount(people, maasaiGroupDiscounts)).toBe(discount),
  );

  it("rounds the per-person price and multiplies for the total", () => {
    expect(quoteTier(1394, 2)).toEqual({
      participants: 2,
      discount: 0,
      perPerson: 1394,
      total: 2788,
    });
    expect(quoteTier(1394, 4)).toEqual({
      participants: 4,
      discount: 0.05,
      perPerson: 1324,
      total: 5296,
    });
    expect(quoteTier(1815, 8)).toEqual({
      participants: 8,
      discount: 0.15,
      perPerson: 1543,
      total: 12344,
    });
    expect(quoteTier(1300, 6, maasaiGroupDiscounts)).toEqual({
      participants: 6,
      discount: 0.15,
      perPerson: 1105,
      total: 6630,
    });
  });

  it("keeps participants within 1..max", () => {
    expect(clampParticipants(0, 8)).toBe(1);
    expect(clampParticipants(99, 15)).toBe(15);
    expect(clampParticipants(Number.NaN, 8)).toBe(1);
    expect(clampParticipants(3.7, 8)).toBe(3);
  });
});

describe("the tier tables: price range and base price per person", () => {
  it("technical climbing: Solo Climber and Partner Team", () => {
    expect(tierFigures(tierCalculators["technical-climbing"].tiers)).toEqual([
      ["Solo Climber", 1680, 1950, 1815, false],
      ["Partner Team", 1338, 1450, 1394, true],
    ]);
  });
  it("wildlife, Maasai, Hell's Gate, Lake Naivasha, Nairobi wildlife, Ol Pejeta, Diani", () => {
    expect(tierFigures(tierCalculators["wildlife-safari"].tiers)).toEqual([
      ["Standard", 800, 1200, 1000, false],
      ["Premium", 1200, 1600, 1400, false],
    ]);
    expect(tierFigures(tierCalculators["maasai-cultural"].tiers)).toEqual([
      ["Budget", 680, 980, 830, false],
      ["Mid-Range", 1100, 1500, 1300, true],
      ["Fully Immersive", 1700, 2400, 2050, false],
    ]);
    expect(tierFigures(tierCalculators["hells-gate"].tiers)).toEqual([
      ["Budget", 60, 80, 70, false],
      ["Standard", 80, 120, 100, true],
      ["Premium", 120, 160, 140, false],
    ]);
    expect(tierFigures(tierCalculators["lake-naivasha"].tiers)).toEqual([
      ["Budget", 90, 125, 105, false],
      ["Standard", 125, 180, 150, true],
      ["Premium", 180, 250, 215, false],
    ]);
    expect(tierFigures(tierCalculators["wildlife-spotting"].tiers)).toEqual([
      ["Budget", 80, 110, 95, false],
      ["Standard", 110, 160, 135, true],
      ["Premium", 160, 220, 190, false],
    ]);
    expect(tierFigures(tierCalculators["ol-pejeta"].tiers)).toEqual([
      ["Standard", 380, 480, 430, false],
      ["Premium", 580, 680, 630, false],
    ]);
    expect(tierFigures(tierCalculators["diani-beach"].tiers)).toEqual([
      ["Standard Beach", 550, 650, 600, false],
      ["Luxury Beach", 800, 1000, 900, false],
    ]);
  });
  // (Updated for issue 14: a booking takes the trip's own group size and the cart its duration,
  // so the tables no longer carry a max or a cart duration of their own.)
  it("Maasai defaults to Mid-Range; generic calculators default to the first tier", () => {
    expect(tierCalculators["maasai-cultural"]).toMatchObject({ defaultTierId: "mid-range" });
    for (const [slug, table] of Object.entries(tierCalculators)) {
      if (slug !== "maasai-cultural") expect(table.defaultTierId, slug).toBe(table.tiers[0]!.id);
    }
  });
  it("treks use the upper bound as base; corporate the midpoint", () => {
    expect(tierFigures(trekTiers["rwenzori-mountains"])).toEqual([
      ["Standard", 1600, 1800, 1800, false],
      ["Premium", 2200, 2400, 2400, true],
    ]);
    expect(tierFigures(trekTiers["burguret-chogoria"])).toEqual([
      ["Standard", 1500, 1700, 1700, false],
      ["Premium", 2000, 2200, 2200, true],
    ]);
    expect(tierFigures(trekTiers["timau-chogoria"])).toEqual([
      ["Standard", 950, 1100, 1100, false],
      ["Premium", 1400, 1600, 1600, true],
    ]);
    expect(tierFigures(trekTiers["kilimanjaro-marangu"])).toEqual([
      ["Standard", 1800, 2000, 2000, false],
      ["Premium", 2500, 2800, 2800, true],
    ]);
    expect(
      trekTiers["corporate-packages"].map((tier) => [
        tier.id,
        tier.priceRange.min,
        tier.priceRange.max,
        tier.basePrice,
      ]),
    ).toEqual([
      ["executive-safari", 2500, 4000, 3250],
      ["coastal-corporate", 800, 1500, 1150],
      ["adventure-leadership", 1800, 3200, 2500],
    ]);
    for (const tier of trekTiers["corporate-packages"])
      expect(tier.basePrice).toBe((tier.priceRange.min + tier.priceRange.max) / 2);
  });
});

describe("seasonal tiers (KES / USD)", () => {
  const figures = (slug: string) =>
    seasonalTiersFor(slug).map((tier) => [tier.kesPrice, tier.usdPrice]);
  it.each([
    [
      "mount-longonot",
      [
        [4500, 35],
        [6500, 50],
        [8500, 65],
      ],
    ],
    [
      "ngong-hills",
      [
        [3500, 25],
        [5500, 40],
        [7500, 55],
      ],
    ],
    [
      "nairobi-safari-walk",
      [
        [2500, 20],
        [3500, 28],
        [5000, 38],
      ],
    ],
    [
      "crescent-island",
      [
        [7500, 55],
        [10500, 78],
        [14500, 105],
      ],
    ],
    [
      "giraffe-centre",
      [
        [3500, 25],
        [5500, 40],
        [7500, 55],
      ],
    ],
    [
      "maasai-mara-holiday",
      [
        [95000, 700],
        [130000, 950],
        [185000, 1350],
      ],
    ],
    [
      "any-other-trip",
      [
        [5000, 38],
        [7500, 55],
        [11000, 80],
      ],
    ],
  ])("%s", (slug, expected) => expect(figures(slug)).toEqual(expected));

  it("durations, with '1 day' as the default", () => {
    expect(seasonalDurationFor("nairobi-safari-walk")).toBe("4 hours");
    expect(seasonalDurationFor("giraffe-centre")).toBe("6 hours");
    expect(seasonalDurationFor("maasai-mara-holiday")).toBe("3 days 2 nights");
    expect(seasonalDurationFor("team-building")).toBe("1-2 days");
    expect(seasonalDurationFor("student-expeditions")).toBe("2-3 days");
    expect(seasonalDurationFor("corporate-packages")).toBe("1-3 days");
    expect(seasonalDurationFor("unknown")).toBe("1 day");
    expect(defaultSeasonalTiers).toHaveLength(3);
  });

  it("Samburu: Ultra-Budget $160 / KES 21,560; Mid-Range $425 / KES 60,500; Premium $600 / KES 85,000", () => {
    expect(samburuTiers.map((tier) => [tier.name, tier.usdPrice, tier.kesPrice])).toEqual([
      ["Ultra-Budget", 160, 21560],
      ["Mid-Range", 425, 60500],
      ["Premium", 600, 85000],
    ]);
  });
});

describe("group programmes", () => {
  it("team building is $150 per person per day with a minimum of 8 people", () => {
    expect(teamBuildingEstimate(10, 2)).toBe(3000);
    expect(teamBuildingEstimate(3, 2)).toBe(8 * 150 * 2);
  });
  it.each([
    ["wildlife-conservation", 20, 2400],
    ["cultural-geography", 20, 3000],
    ["adventure-leadership", 15, 2700],
    ["brilliant-outdoor", 60, 13200],
    ["custom", 40, 0],
  ])("school program %s for %i students -> $%i", (program, students, estimate) =>
    expect(schoolEstimate(program, students)).toBe(estimate),
  );
});

describe("the options a trip offers", () => {
  it("every trip has options with positive prices (the quote function's source)", () => {
    for (const slug of [
      "point-lenana",
      "wildlife-spotting",
      "team-building",
      "student-expeditions",
      "ngong-hills",
    ]) {
      const options = tripOptions(findTrip(slug)!);
      expect(options.length, slug).toBeGreaterThan(0);
      for (const option of options) expect(option.normalPerPerson, slug).toBeGreaterThan(0);
    }
    expect(tripOptions(findTrip("wildlife-spotting")!)[0]?.normalPerPerson).toBe(95);
  });
});
