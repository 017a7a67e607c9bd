import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import type { Trip } from "../catalogue/trip-schema";
import { parkIdList, type ParkFee } from "./park-fees";
import { defaultPricingSettings, quoteTrip, tripOptions, type QuoteRequest } from "./quote";
import { residentPriceFromUsd, travellerCategories } from "./traveller-categories";
import { dollarLinesTotal, feesAddedOn, parkFeesNote, tripPricePerPerson } from "./quote-lines";

const today = "2026-11-24";

function trip(slug: string): Trip {
  const found = findTrip(slug);
  if (!found) throw new Error(`no trip ${slug}`);
  return found;
}

/** The fees of decision 0033's seed, as the migration stores them. */
const fees: ParkFee[] = [
  fee("mount-kenya", "non-resident", 4000, "USD"),
  fee("mount-kenya", "east-african-resident", 60000, "KES"),
  fee("mount-kenya", "kenyan-citizen", 40000, "KES"),
  fee("maasai-mara", "non-resident", 20000, "USD"),
  fee("maasai-mara", "kenyan-citizen", 300000, "KES"),
  fee("maasai-mara", "east-african-resident", 300000, "KES"),
  // An older Mara rate, ended before the travel dates below.
  {
    ...fee("maasai-mara", "non-resident", 8000, "USD"),
    validFrom: "2020-01-01",
    validUntil: "2023-12-31",
  },
];

function fee(
  park: ParkFee["park"],
  category: ParkFee["category"],
  amountMinor: number,
  currency: ParkFee["currency"],
): ParkFee {
  return {
    id: `${park}-${category}-${amountMinor}`,
    authority: park === "maasai-mara" ? "Narok County Government" : "Kenya Wildlife Service",
    park,
    category,
    ageGroup: "adult",
    amountMinor,
    currency,
    basis: "per-day",
    validFrom: "2024-01-01",
    validUntil: null,
  };
}

/** A trip with its days in a park (no content trip names its parks yet, decision 0033). */
function inPark(slug: string, park: ParkFee["park"], days: number): Trip {
  return { ...trip(slug), parkFees: [{ park, days }] };
}

function quote(candidate: Trip, request: QuoteRequest) {
  const result = quoteTrip(candidate, request, {
    today,
    settings: defaultPricingSettings,
    bookedParticipants: 0,
    parkFees: fees,
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

describe("traveller categories and park fees as quote lines", () => {
  it("a mixed party pays each category's own price, and the Mara fee per person per day", () => {
    // Mara Holiday, budget option ($700), 2 days in the reserve, shoulder season at the normal price.
    const q = quote(inPark("maasai-mara-holiday", "maasai-mara", 2), {
      optionId: "budget",
      participants: 3,
      date: "2026-12-30",
      categories: ["non-resident", "kenyan-citizen", "non-resident"],
    });
    expect(q.lines).toEqual([
      expect.objectContaining({
        kind: "trip",
        category: "non-resident",
        people: 2,
        unitMinor: 70000,
        amountMinor: 140000,
        currency: "USD",
      }),
      expect.objectContaining({
        kind: "trip",
        category: "kenyan-citizen",
        people: 1,
        unitMinor: residentPriceFromUsd(700) * 100,
        currency: "KES",
      }),
      expect.objectContaining({
        kind: "fee",
        label: "Maasai Mara National Reserve fee, non-resident",
        people: 2,
        unitsPerPerson: 2,
        unitMinor: 20000,
        amountMinor: 80000,
        currency: "USD",
      }),
      expect.objectContaining({
        kind: "fee",
        label: "Maasai Mara National Reserve fee, Kenyan citizen",
        people: 1,
        unitsPerPerson: 2,
        unitMinor: 300000,
        amountMinor: 600000,
        currency: "KES",
      }),
    ]);
    expect(q.totals).toEqual([
      { currency: "USD", amountMinor: 220000 },
      { currency: "KES", amountMinor: (residentPriceFromUsd(700) + 6000) * 100 },
    ]);
    expect(q.total).toBe(2200);
    expect(q.needsProof).toBe(true);
  });

  it("a resident price follows the same season and early-booking factors as the dollar price", () => {
    const q = quote(inPark("point-lenana", "mount-kenya", 4), {
      participants: 1,
      date: "2027-04-01",
      categories: ["east-african-resident"],
    });
    const kes = residentPriceFromUsd(850);
    expect(q.lines[0]).toMatchObject({
      unitMinor: Math.round(kes * 0.85 * 0.95) * 100,
      currency: "KES",
    });
    expect(q.total).toBe(0);
  });

  it("the content's own resident price replaces the rule where it gives one", () => {
    const base = trip("point-lenana");
    const withOverride: Trip = {
      ...base,
      categoryPrices: { standard: { "kenyan-citizen": 45000 } },
    };
    const result = quoteTrip(
      withOverride,
      { participants: 1, date: "2026-12-30", categories: ["kenyan-citizen"] },
      { today, settings: defaultPricingSettings, bookedParticipants: 0 },
    );
    expect(result.ok && result.quote.lines[0]?.unitMinor).toBe(4_500_000);
  });

  it("no fee line for a park without a fee in force on the date", () => {
    const q = quote(inPark("hells-gate", "hells-gate", 1), { participants: 2, date: "2026-12-30" });
    expect(q.lines.map((line) => line.kind)).toEqual(["trip"]);
  });

  it.each([
    [
      ["tourist", "non-resident"],
      '"tourist" is not a traveller category Point Lenana Summit offers.',
    ],
    [["non-resident"], "Choose a category for each of the 2 travellers (1 given)."],
  ])("refuses categories %j with a sentence", (categories, sentence) => {
    const result = quoteTrip(
      trip("point-lenana"),
      { participants: 2, date: "2026-12-30", categories },
      { today, settings: defaultPricingSettings, bookedParticipants: 0 },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.categories).toContain(sentence);
  });
});

describe("a quote's total is the sum of its lines (fast-check)", () => {
  const priced = trips.filter((candidate) => tripOptions(candidate).length > 0);
  it("holds in every currency, for any trip, option, date and mix of categories", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...priced),
        fc.subarray([...parkIdList]),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(),
        fc.integer({ min: 0, max: 700 }),
        fc.array(fc.constantFrom(...travellerCategories), { minLength: 1, maxLength: 100 }),
        (pricedTrip, parkList, parkDays, optionPick, daysAhead, mix) => {
          const candidate: Trip = {
            ...pricedTrip,
            parkFees: parkList.map((park) => ({ park, days: parkDays })),
          };
          const options = tripOptions(candidate);
          const option = options[optionPick % options.length]!;
          const participants = Math.min(
            candidate.groupSize.max,
            Math.max(candidate.groupSize.min, mix.length),
          );
          const categories = Array.from({ length: participants }, (_, i) => mix[i % mix.length]!);
          const date = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const result = quoteTrip(
            candidate,
            { optionId: option.id, participants, date, categories },
            { today, settings: defaultPricingSettings, bookedParticipants: 0, parkFees: fees },
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const { quote: q } = result;
          for (const currency of ["USD", "KES"] as const) {
            const sum = q.lines
              .filter((line) => line.currency === currency)
              .reduce((total, line) => total + line.amountMinor, 0);
            expect(q.totals.find((total) => total.currency === currency)?.amountMinor ?? 0).toBe(
              sum,
            );
          }
          expect(q.total * 100).toBe(
            q.totals.find((total) => total.currency === "USD")?.amountMinor ?? 0,
          );
          for (const line of q.lines) {
            expect(line.amountMinor).toBe(line.unitMinor * line.unitsPerPerson * line.people);
            expect(Number.isInteger(line.amountMinor) && line.amountMinor > 0).toBe(true);
          }
          expect(
            q.lines.filter((line) => line.kind === "trip").reduce((n, line) => n + line.people, 0),
          ).toBe(participants);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the trip price per person and the dollar lines (decision 0038)", () => {
  const line = (
    kind: "trip" | "fee" | "adjustment",
    currency: "USD" | "KES",
    amountMinor: number,
    people: number,
  ) => ({ kind, currency, amountMinor, people });

  it("is the non-residents' trip line over their number: fees and adjustments stay lines", () => {
    const mixed = [
      line("trip", "USD", 85_000, 1),
      line("trip", "KES", 6_080_000, 1),
      line("fee", "USD", 16_000, 1),
      line("fee", "KES", 240_000, 1),
      line("adjustment", "USD", -5_000, 1),
    ];
    expect(tripPricePerPerson(mixed, 2, 960)).toBe(850);
    expect(dollarLinesTotal(mixed)).toBe(960);
  });

  it("is 0 for a party paying no dollars, and total over the party for a booking without lines", () => {
    expect(tripPricePerPerson([line("trip", "KES", 12_160_000, 2)], 2, 0)).toBe(0);
    expect(tripPricePerPerson([], 2, 1_870)).toBe(935);
  });

  it("never makes the dollar column negative: a discount beyond a mixed party's dollars is counted in what it owes", () => {
    expect(
      dollarLinesTotal([line("trip", "USD", 10_000, 1), line("adjustment", "USD", -30_000, 1)]),
    ).toBe(0);
  });
});

describe("the park fees note in the visitor's currency (issue 28)", () => {
  it("reads each dollar fee through the visitor's display and keeps the days", () => {
    const added = feesAddedOn([{ park: "mount-kenya", days: 4 }], fees, "2027-01-20");
    expect(parkFeesNote([{ park: "mount-kenya", days: 4 }], added)).toContain(
      "Mount Kenya National Park fee: $40 a day x 4 days = $160 per person for non-residents",
    );
    const inEuros = (minor: number, currency: string) =>
      currency === "USD" ? `≈ €${(minor / 100) * 0.9}` : `${currency} ${minor / 100}`;
    expect(parkFeesNote([{ park: "mount-kenya", days: 4 }], added, inEuros)).toContain(
      "Mount Kenya National Park fee: ≈ €36 a day x 4 days = ≈ €144 per person",
    );
  });
});
