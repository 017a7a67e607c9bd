import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import { defaultPaymentPlanSettings } from "../payments/payment-plan";
import type { ParkFee } from "../pricing/park-fees";
import { totalsOf } from "../pricing/quote-lines";
import { travellerCategories } from "../pricing/traveller-categories";
import { lineBases, type PriceLineInput, type ProposalDay, type ProposalDraft } from "./proposal";
import {
  acceptanceRefusal,
  bookedTravellersOf,
  bookingLinesOf,
  leadCategory,
  parseAcceptance,
} from "./proposal-acceptance";
import { priceProposal } from "./proposal-lines";

describe("the accept form", () => {
  it("keeps the name as typed, without extra spaces, with the version shown", () => {
    expect(parseAcceptance({ name: "  Amina   Otieno ", conditions: "on", version: "2" })).toEqual({
      ok: true,
      value: { name: "Amina Otieno", version: 2 },
    });
  });

  it("says beside each field what is missing", () => {
    expect(parseAcceptance({ name: "A", conditions: "", version: "" })).toEqual({
      ok: false,
      errors: {
        name: "Type your full name to accept the proposal.",
        conditions: "Tick the box to say you have read and accept the booking conditions.",
        version: "This form is missing the proposal's version: reload the page and try again.",
      },
    });
    expect(parseAcceptance({ name: "x".repeat(121), conditions: "on", version: "1" })).toEqual({
      ok: false,
      errors: { name: "Your name can be at most 120 characters." },
    });
  });
});

describe("which version may be accepted", () => {
  const open = {
    status: "open" as const,
    latestVersion: 2,
    expiresOn: "2030-06-20",
    version: 2,
    today: "2030-06-20",
  };

  it("the latest, through its expiry day, once", () => {
    expect(acceptanceRefusal(open)).toBeNull();
    expect(acceptanceRefusal({ ...open, today: "2030-06-21" })).toBe("expired");
    expect(acceptanceRefusal({ ...open, version: 1 })).toBe("superseded");
    expect(acceptanceRefusal({ ...open, status: "accepted" })).toBe("accepted");
    // Accepted says so even once it would have expired, and for any version posted.
    expect(
      acceptanceRefusal({ ...open, status: "accepted", version: 1, today: "2031-01-01" }),
    ).toBe("accepted");
    expect(acceptanceRefusal({ ...open, latestVersion: null })).toBe("superseded");
  });
});

const start = "2027-03-10";

function day(offset: number, park: ProposalDay["park"] = null): ProposalDay {
  return {
    date: addDays(start, offset),
    title: `Day ${offset + 1}`,
    description: "",
    activities: [],
    accommodation: "",
    meals: "",
    park,
    photo: null,
  };
}

const fees: ParkFee[] = travellerCategories.flatMap((category) =>
  (["adult", "child"] as const).map((ageGroup) => ({
    id: `mara-${category}-${ageGroup}`,
    authority: "Narok County Government",
    park: "maasai-mara" as const,
    category,
    ageGroup,
    amountMinor: category === "non-resident" ? 10_000 : 150_000,
    currency: category === "non-resident" ? ("USD" as const) : ("KES" as const),
    basis: "per-day" as const,
    validFrom: "2026-01-01",
    validUntil: null,
  })),
);

function draft(overrides: Partial<ProposalDraft>): ProposalDraft {
  return {
    title: "Mara",
    client: { name: "Amina", email: "amina@example.com", phone: "" },
    inquiryId: null,
    message: "",
    party: [{ category: "non-resident", adults: 2, childAges: [] }],
    days: [day(0, "maasai-mara"), day(1)],
    lines: [],
    currency: "USD",
    expiresOn: "2027-02-01",
    included: [],
    notIncluded: [],
    ...overrides,
  };
}

describe("the booking an accepted proposal becomes", () => {
  it("has the party's adults first, then the children with their ages", () => {
    expect(
      bookedTravellersOf([
        { category: "non-resident", adults: 1, childAges: [9] },
        { category: "kenyan-citizen", adults: 1, childAges: [] },
      ]),
    ).toEqual([
      { category: "non-resident", proof: null, age: null },
      { category: "kenyan-citizen", proof: null, age: null },
      { category: "non-resident", proof: null, age: 9 },
    ]);
    expect(
      leadCategory([
        { category: "non-resident", adults: 1, childAges: [] },
        { category: "kenyan-citizen", adults: 2, childAges: [] },
      ]),
    ).toBe("kenyan-citizen");
  });

  it("counts a per-night line's nights in its price per person, and a discount as an adjustment", () => {
    const document = {
      draft: draft({
        days: [day(0), day(1), day(2)],
        lines: [
          {
            kind: "item",
            label: "Camp",
            basis: "person-night",
            nights: null,
            costMinor: 8_000,
            marginMinor: 2_000,
            priceMinor: 10_000,
          },
          { kind: "discount", label: "Early booking", amountMinor: 5_000 },
        ],
      }),
    };
    const priced = {
      ...document,
      prices: priceProposal(document.draft, [], defaultPaymentPlanSettings, start),
    };
    expect(bookingLinesOf(priced)).toEqual([
      {
        kind: "trip",
        label: "Camp",
        category: "non-resident",
        people: 2,
        unitsPerPerson: 1,
        unitMinor: 20_000,
        amountMinor: 40_000,
        currency: "USD",
      },
      {
        kind: "adjustment",
        label: "Early booking",
        category: "non-resident",
        people: 1,
        unitsPerPerson: 1,
        unitMinor: -5_000,
        amountMinor: -5_000,
        currency: "USD",
      },
    ]);
  });

  it("owes what the proposal's totals say, in each currency, and every line adds up (fast-check)", () => {
    const lineArb: fc.Arbitrary<PriceLineInput> = fc.oneof(
      fc
        .record({
          basis: fc.constantFrom(...lineBases),
          nights: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
          costMinor: fc.integer({ min: 0, max: 5_000_000 }),
          marginMinor: fc.integer({ min: 0, max: 1_000_000 }),
        })
        .map((line) => ({
          kind: "item" as const,
          label: "Line",
          ...line,
          priceMinor: line.costMinor + line.marginMinor,
        })),
      fc
        .integer({ min: 1, max: 1_000_000 })
        .map((amountMinor) => ({ kind: "discount" as const, label: "Discount", amountMinor })),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(
          fc.record({
            category: fc.constantFrom(...travellerCategories),
            adults: fc.integer({ min: 0, max: 5 }),
            childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(fc.constantFrom(null, "maasai-mara") as fc.Arbitrary<ProposalDay["park"]>, {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom("USD", "KES") as fc.Arbitrary<"USD" | "KES">,
        (lines, party, parks, currency) => {
          const proposal = draft({
            lines,
            party,
            currency,
            days: parks.map((park, index) => day(index, park)),
          });
          const prices = priceProposal(proposal, fees, defaultPaymentPlanSettings, start);
          const booked = bookingLinesOf({ draft: proposal, prices });
          expect(totalsOf(booked)).toEqual(
            prices.totals.map(({ currency: c, amountMinor }) => ({ currency: c, amountMinor })),
          );
          for (const line of booked)
            expect(line.unitMinor * line.unitsPerPerson * line.people).toBe(line.amountMinor);
          expect(bookedTravellersOf(party)).toHaveLength(
            party.reduce((sum, group) => sum + group.adults + group.childAges.length, 0),
          );
        },
      ),
    );
  });
});
