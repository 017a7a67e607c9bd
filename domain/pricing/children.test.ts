import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import type { Trip } from "../catalogue/trip-schema";
import { childAgeAt, childPriceSentence, childRulesOf } from "./children";
import type { ParkFee } from "./park-fees";
import { defaultPricingSettings, quoteTrip, type QuoteRequest } from "./quote";

const today = "2026-11-24";
// A shoulder-season date inside 90 days with no demand: the normal price, no factor.
const date = "2027-01-20";

function trip(slug: string): Trip {
  const found = findTrip(slug);
  if (!found) throw new Error(`no trip ${slug}`);
  return found;
}

const maraFee = (
  id: string,
  category: ParkFee["category"],
  ageGroup: ParkFee["ageGroup"],
  amountMinor: number,
): ParkFee => ({
  id,
  authority: "Narok County Government",
  park: "maasai-mara",
  category,
  ageGroup,
  amountMinor,
  currency: category === "non-resident" ? "USD" : "KES",
  basis: "per-day",
  validFrom: "2024-01-01",
  validUntil: null,
});

const parkFees = [
  maraFee("adult", "non-resident", "adult", 20000),
  maraFee("child", "non-resident", "child", 5000),
  maraFee("citizen-adult", "kenyan-citizen", "adult", 300000),
  maraFee("citizen-child", "kenyan-citizen", "child", 50000),
];

function quote(slug: string, request: Omit<QuoteRequest, "date">) {
  return quoteTrip(
    trip(slug),
    { ...request, date },
    { today, settings: defaultPricingSettings, bookedParticipants: 0, parkFees },
  );
}

describe("a family's price (issue 28)", () => {
  it("prices 2 adults and 2 children on the Mara at the child rate and the child park fee", () => {
    const result = quote("maasai-mara-holiday", { participants: 4, childAges: [7, 10] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const adult = result.quote.perPerson;
    expect(result.quote.childAges).toEqual([7, 10]);
    expect(result.quote.lines).toEqual([
      expect.objectContaining({
        label: "Trip price, non-resident",
        people: 2,
        unitMinor: adult * 100,
      }),
      expect.objectContaining({
        label: "Trip price, non-resident child aged 3-11",
        people: 2,
        unitMinor: Math.round(adult * 0.5) * 100,
      }),
      expect.objectContaining({
        label: "Maasai Mara National Reserve fee, non-resident",
        people: 2,
        amountMinor: 2 * 2 * 20000,
      }),
      expect.objectContaining({
        label: "Maasai Mara National Reserve fee, non-resident child",
        people: 2,
        amountMinor: 2 * 2 * 5000,
      }),
    ]);
    // The probe's family paid 4 adult prices and 4 adult fees: this one pays less.
    const allAdults = quote("maasai-mara-holiday", { participants: 4 });
    expect(allAdults.ok && result.quote.total < allAdults.quote.total).toBe(true);
    expect(result.quote.total).toBe(2 * adult + 2 * Math.round(adult * 0.5) + 800 + 200);
  });

  it("lets a baby travel free of the trip price, and prices a resident child in shillings", () => {
    const result = quote("maasai-mara-holiday", {
      participants: 3,
      categories: ["kenyan-citizen", "kenyan-citizen", "kenyan-citizen"],
      childAges: [1],
    });
    expect(result.ok && result.quote.lines).toEqual([
      expect.objectContaining({ label: "Trip price, Kenyan citizen", people: 2, currency: "KES" }),
      expect.objectContaining({
        label: "Trip price, Kenyan citizen child aged 0-2",
        people: 1,
        amountMinor: 0,
      }),
      expect.objectContaining({
        label: "Maasai Mara National Reserve fee, Kenyan citizen",
        people: 2,
      }),
      expect.objectContaining({
        label: "Maasai Mara National Reserve fee, Kenyan citizen child",
        people: 1,
        amountMinor: 2 * 50000,
        currency: "KES",
      }),
    ]);
  });

  it("charges a 15-year-old the adult trip price where no band covers the age, with the child park fee", () => {
    const result = quote("maasai-mara-holiday", { participants: 2, childAges: [15] });
    expect(result.ok && result.quote.lines.map((line) => [line.label, line.people])).toEqual([
      ["Trip price, non-resident", 2],
      ["Maasai Mara National Reserve fee, non-resident", 1],
      ["Maasai Mara National Reserve fee, non-resident child", 1],
    ]);
  });

  it("refuses a child younger than the trip takes, a party of children only, and ages that are not ages", () => {
    expect(quote("point-lenana", { participants: 2, childAges: [9] })).toMatchObject({
      ok: false,
      errors: { childAges: "Point Lenana Summit takes travellers aged 12 and over: child 1 is 9." },
    });
    expect(quote("maasai-mara-holiday", { participants: 2, childAges: [7, 9] })).toMatchObject({
      ok: false,
      errors: { childAges: expect.stringContaining("at least one adult") },
    });
    for (const childAges of [[18], [-1], [2.5], [Number.NaN]])
      expect(quote("maasai-mara-holiday", { participants: 3, childAges })).toMatchObject({
        ok: false,
        errors: { childAges: "Give each child's age in whole years, from 0 to 17." },
      });
  });

  it("every trip's child rule reads as a sentence, and its bands start at or above its minimum age", () => {
    for (const each of trips) {
      const rules = childRulesOf(each);
      for (const band of rules.bands)
        expect(band.toAge, each.slug).toBeGreaterThanOrEqual(rules.minimumAge);
    }
    expect(childPriceSentence(childRulesOf(trip("maasai-mara-holiday")))).toBe(
      "Children aged 0-2 travel free; children aged 3-11 pay 50 % of the adult price.",
    );
    expect(childPriceSentence(childRulesOf(trip("point-lenana")))).toBe("Minimum age 12.");
    expect(childPriceSentence(childRulesOf(trip("mount-longonot")))).toBe(
      "Minimum age 10. Children aged 10-15 pay 75 % of the adult price.",
    );
  });
});

describe("which travellers are the children", () => {
  it("reads the last travellers of the party as the children, in the order of their ages", () => {
    const ages = [4, 9];
    expect([0, 1, 2, 3].map((index) => childAgeAt(4, ages, index))).toEqual([null, null, 4, 9]);
    expect(childAgeAt(2, [], 1)).toBeNull();
  });
});
