import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import type { Trip } from "../catalogue/trip-schema";
import { addDays } from "../calendar";
import { defaultSeasonCalendar } from "../seasons/calendar";
import { defaultPricingFactors } from "./dynamic-pricing";
import {
  bookedAroundDates,
  defaultPricingSettings,
  fromPrice,
  quoteTrip,
  tripOptions,
  type PricingSettings,
  type Quote,
  type QuoteRequest,
} from "./quote";

const today = "2026-11-24";

function trip(slug: string): Trip {
  const found = findTrip(slug);
  if (!found) throw new Error(`no trip ${slug}`);
  return found;
}

function quote(
  slug: string,
  request: QuoteRequest,
  { settings = defaultPricingSettings, bookedParticipants = 0 } = {},
): Quote {
  const result = quoteTrip(trip(slug), request, { today, settings, bookedParticipants });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

const noBookings = () => 0;

describe("tripOptions: one source per trip, its own content", () => {
  it.each([
    ["point-lenana", [["standard", 850]]],
    [
      "technical-climbing",
      [
        ["solo-climber", 1815],
        ["partner-team", 1394],
      ],
    ],
    [
      "kilimanjaro-marangu",
      [
        ["standard", 2000],
        ["premium", 2800],
      ],
    ],
    [
      "maasai-cultural",
      [
        ["budget", 830],
        ["mid-range", 1300],
        ["immersive", 2050],
      ],
    ],
    [
      "mount-longonot",
      [
        ["budget", 35],
        ["standard", 50],
        ["premium", 65],
      ],
    ],
    [
      "samburu",
      [
        ["ultra-budget", 160],
        ["mid-range", 425],
        ["premium", 600],
      ],
    ],
    [
      "team-building",
      [
        ["mount-kenya-leadership-summit", 750],
        ["lake-naivasha-team-adventure", 450],
        ["laikipia-ranch-retreat", 300],
      ],
    ],
    [
      "student-expeditions",
      [
        ["wildlife-conservation", 120],
        ["cultural-geography", 150],
        ["adventure-leadership", 180],
        ["brilliant-outdoor", 220],
      ],
    ],
  ])("%s", (slug, expected) => {
    expect(tripOptions(trip(slug)).map((option) => [option.id, option.normalPerPerson])).toEqual(
      expected,
    );
  });

  it("every trip in the catalogue has at least one priced option", () => {
    for (const each of trips) expect(tripOptions(each).length, each.slug).toBeGreaterThan(0);
  });

  it("uses the operator's base price where one is stored, and says what it replaces", () => {
    const [standard] = tripOptions(trip("point-lenana"), { "point-lenana/standard": 900 });
    expect(standard).toMatchObject({ normalPerPerson: 900, contentPerPerson: 850 });
  });
});

describe("quoteTrip", () => {
  it("a shoulder-season date five weeks ahead is the normal price, with no saving", () => {
    expect(quote("point-lenana", { participants: 2, date: "2026-12-30" })).toEqual({
      slug: "point-lenana",
      title: "Point Lenana Summit",
      option: { id: "standard", name: "Standard" },
      participants: 2,
      date: "2026-12-30",
      normalPerPerson: 850,
      perPerson: 850,
      total: 1700,
      categories: ["non-resident", "non-resident"],
      childAges: [],
      lines: [
        {
          kind: "trip",
          label: "Trip price, non-resident",
          category: "non-resident",
          people: 2,
          unitsPerPerson: 1,
          unitMinor: 85000,
          amountMinor: 170000,
          currency: "USD",
        },
      ],
      totals: [{ currency: "USD", amountMinor: 170000 }],
      needsProof: false,
      saving: 0,
      savingReason: null,
      season: "short-rains",
      currency: "USD",
    });
  });

  it("the off-season booked early: 850 x 0.85 x 0.95, saving the difference for the largest reason", () => {
    expect(quote("point-lenana", { participants: 1, date: "2027-04-01" })).toMatchObject({
      perPerson: 686,
      total: 686,
      saving: 164,
      savingReason: "Off-season discount",
    });
  });

  it("a peak-season price above the normal price shows no saving and no strike-through reason", () => {
    expect(quote("point-lenana", { participants: 1, date: "2027-01-15" })).toMatchObject({
      perPerson: 935,
      saving: 0,
      savingReason: null,
    });
  });

  it("a quiet date within three weeks is a last-minute special; a nearly full one costs more", () => {
    expect(quote("point-lenana", { participants: 2, date: "2026-12-05" })).toMatchObject({
      perPerson: 765,
      savingReason: "Last-minute special",
    });
    expect(
      quote("point-lenana", { participants: 2, date: "2026-12-05" }, { bookedParticipants: 6 }),
    ).toMatchObject({ perPerson: 935, saving: 0 });
  });

  it("uses one group-discount schedule: the trip's own where it has one, else the operator's", () => {
    // Hell's Gate follows the operator's schedule (8+ 15%); Maasai keeps its own (6+ 15%).
    expect(
      quote("hells-gate", { optionId: "standard", participants: 8, date: "2026-12-30" }),
    ).toMatchObject({ perPerson: 85, total: 680, savingReason: "Group discount" });
    expect(
      quote("maasai-cultural", { optionId: "mid-range", participants: 6, date: "2026-12-30" }),
    ).toMatchObject({ perPerson: 1105 });
    const operator: PricingSettings = {
      ...defaultPricingSettings,
      factors: { ...defaultPricingFactors, groupDiscounts: [[8, 0.2]] },
    };
    expect(
      quote(
        "hells-gate",
        { optionId: "standard", participants: 8, date: "2026-12-30" },
        { settings: operator },
      ).perPerson,
    ).toBe(80);
    expect(
      quote(
        "maasai-cultural",
        { optionId: "mid-range", participants: 6, date: "2026-12-30" },
        { settings: operator },
      ).perPerson,
    ).toBe(1105);
  });

  it("group rates (team building, schools, corporate) take no further group discount", () => {
    expect(
      quote("team-building", {
        optionId: "lake-naivasha-team-adventure",
        participants: 20,
        date: "2026-12-30",
      }),
    ).toMatchObject({ perPerson: 450, total: 9000, saving: 0 });
    expect(
      quote("corporate-packages", {
        optionId: "coastal-corporate",
        participants: 40,
        date: "2026-12-30",
      }),
    ).toMatchObject({ perPerson: 1150 });
  });

  it("without an option, quotes the cheapest", () => {
    expect(quote("technical-climbing", { participants: 2, date: "2026-12-30" }).option).toEqual({
      id: "partner-team",
      name: "Partner Team",
    });
  });

  it("reads the operator's base prices and season calendar; stays within the price limits", () => {
    const settings: PricingSettings = {
      factors: { ...defaultPricingFactors, peakSeasonAdjustment: 0.5 },
      // April moved to the dry season: peak.
      seasonCalendar: defaultSeasonCalendar.map((season, month) => (month === 3 ? "dry" : season)),
      basePrices: { "point-lenana/standard": 1000 },
    };
    const april = quote("point-lenana", { participants: 2, date: "2027-04-10" }, { settings });
    // 1000 x 1.5 x 0.95 (early) = 1425, held at 130% of the base.
    expect(april).toMatchObject({ normalPerPerson: 1000, perPerson: 1300, saving: 0 });
  });

  it("answers with prices and the date's season only: no demand level or factor breakdown", () => {
    expect(
      Object.keys(quote("mount-longonot", { participants: 2, date: "2026-12-05" })).sort(),
    ).toEqual([
      "categories",
      "childAges",
      "currency",
      "date",
      "lines",
      "needsProof",
      "normalPerPerson",
      "option",
      "participants",
      "perPerson",
      "saving",
      "savingReason",
      "season",
      "slug",
      "title",
      "total",
      "totals",
    ]);
  });

  it.each([
    [
      "point-lenana",
      { optionId: "gold", participants: 2, date: "2026-12-30" },
      { optionId: '"gold" is not an option of Point Lenana Summit. Choose Standard.' },
    ],
    [
      "point-lenana",
      { participants: 9, date: "2026-12-30" },
      { participants: "Point Lenana Summit takes 1 to 8 people per booking." },
    ],
    [
      "maasai-mara-holiday",
      { participants: 1, date: "2026-12-30" },
      { participants: "Maasai Mara Holiday Safari takes 2 to 8 people per booking." },
    ],
    [
      "point-lenana",
      { participants: 2.5, date: "2026-12-30" },
      { participants: "Point Lenana Summit takes 1 to 8 people per booking." },
    ],
    [
      "corporate-packages",
      { participants: 101, date: "2026-12-30" },
      {
        participants:
          "Corporate Holiday Packages takes 10 to 100 people per booking. For a larger group, ask us for a quote.",
      },
    ],
    [
      "point-lenana",
      { participants: 2, date: "2026-11-20" },
      { date: "The date is in the past. Choose today or a later date." },
    ],
    [
      "point-lenana",
      { participants: 2, date: "2028-11-25" },
      { date: "We take bookings up to 2 years ahead. Choose an earlier date." },
    ],
    [
      "point-lenana",
      { participants: 2, date: "2027-02-30" },
      { date: "Choose a travel date like 2027-01-15." },
    ],
    [
      "samburu",
      { optionId: "villa", participants: 0, date: "soon" },
      {
        optionId:
          '"villa" is not an option of Samburu Safari. Choose Ultra-Budget, Mid-Range or Premium.',
        participants: "Samburu Safari takes 2 to 8 people per booking.",
        date: "Choose a travel date like 2027-01-15.",
      },
    ],
  ])("%s %j is refused with a sentence per field", (slug, request, errors) => {
    const result = quoteTrip(trip(slug), request, {
      today,
      settings: defaultPricingSettings,
      bookedParticipants: 0,
    });
    expect(result).toEqual({ ok: false, errors, message: Object.values(errors).join(" ") });
  });

  it("accepts today in Nairobi and exactly two years ahead, and refuses yesterday", () => {
    expect(quote("point-lenana", { participants: 2, date: "2026-11-24" }).perPerson).toBe(765);
    const yesterday = quoteTrip(
      trip("point-lenana"),
      { participants: 2, date: "2026-11-23" },
      { today, settings: defaultPricingSettings, bookedParticipants: 0 },
    );
    expect(yesterday).toMatchObject({
      ok: false,
      errors: { date: "The date is in the past. Choose today or a later date." },
    });
    expect(quote("point-lenana", { participants: 2, date: "2028-11-24" }).perPerson).toBe(808);
  });

  it("a trip with nothing to book at a price is a quote request, not a price", () => {
    const custom = {
      ...trip("student-expeditions"),
      pricing: {
        kind: "school" as const,
        programs: [{ value: "custom", label: "Custom program", days: 0, price: 0 }],
      },
    };
    const result = quoteTrip(
      custom,
      { participants: 20, date: "2026-12-30" },
      {
        today,
        settings: defaultPricingSettings,
        bookedParticipants: 0,
      },
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { optionId: "Student Expeditions is priced on request: ask us for a quote." },
    });
    expect(
      fromPrice(custom, {
        today,
        settings: defaultPricingSettings,
        bookedParticipantsOn: noBookings,
      }),
    ).toBeNull();
  });
});

describe("fromPrice: the card's and the page's From", () => {
  const context = { today, settings: defaultPricingSettings, bookedParticipantsOn: noBookings };

  it("is the lowest price the smallest party can book in the next 12 months, on its first date", () => {
    expect(fromPrice(trip("point-lenana"), context)).toEqual({
      slug: "point-lenana",
      title: "Point Lenana Summit",
      option: { id: "standard", name: "Standard" },
      participants: 1,
      date: "2027-04-01",
      normalPerPerson: 850,
      perPerson: 686,
      total: 686,
      categories: ["non-resident"],
      childAges: [],
      lines: [expect.objectContaining({ kind: "trip", amountMinor: 68600, currency: "USD" })],
      totals: [{ currency: "USD", amountMinor: 68600 }],
      needsProof: false,
      saving: 164,
      savingReason: "Off-season discount",
      season: "long-rains",
      currency: "USD",
    });
    // Lake Naivasha's smallest party is four: the operator's 4+ discount applies to it.
    expect(fromPrice(trip("lake-naivasha"), context)).toMatchObject({
      option: { id: "budget" },
      participants: 4,
      perPerson: Math.round(105 * 0.85 * 0.95 * 0.95),
    });
  });

  it("one trip, one price: the From is the quote for its own date, party and option, and no bookable quote is lower", () => {
    for (const each of trips) {
      const from = fromPrice(each, context);
      expect(from, each.slug).not.toBeNull();
      const again = quoteTrip(
        each,
        { optionId: from!.option.id, participants: from!.participants, date: from!.date },
        { today, settings: defaultPricingSettings, bookedParticipants: 0 },
      );
      expect(again, each.slug).toEqual({ ok: true, quote: from });
      for (let day = 0; day < 365; day += 9) {
        for (const option of tripOptions(each)) {
          const other = quoteTrip(
            each,
            { optionId: option.id, participants: each.groupSize.min, date: addDays(today, day) },
            { today, settings: defaultPricingSettings, bookedParticipants: 0 },
          );
          expect(
            other.ok && other.quote.perPerson,
            `${each.slug} ${option.id} +${day}`,
          ).toBeGreaterThanOrEqual(from!.perPerson);
        }
      }
    }
  });

  it("skips dates that demand has made dearer", () => {
    // Seven travellers confirmed on Apr 2 make Mar 30 - Apr 5 high-demand for Point Lenana (8 max).
    const demand = bookedAroundDates(new Map([["2027-04-02", 7]]));
    expect(demand("2027-04-05")).toBe(7);
    expect(demand("2027-04-06")).toBe(0);
    expect(
      fromPrice(trip("point-lenana"), { ...context, bookedParticipantsOn: demand }),
    ).toMatchObject({
      date: "2027-04-06",
      perPerson: 686,
    });
  });
});
