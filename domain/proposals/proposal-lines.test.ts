import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import { defaultPaymentPlanSettings } from "../payments/payment-plan";
import type { ParkFee } from "../pricing/park-fees";
import { travellerCategories } from "../pricing/traveller-categories";
import { lineBases, type PriceLineInput, type ProposalDay, type ProposalDraft } from "./proposal";
import { parkFeeLines, priceProposal } from "./proposal-lines";

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

const fees: ParkFee[] = [
  {
    id: "mara-nr-2026",
    authority: "Narok County Government",
    park: "maasai-mara",
    category: "non-resident",
    ageGroup: "adult",
    amountMinor: 10_000,
    currency: "USD",
    basis: "per-day",
    validFrom: "2026-01-01",
    validUntil: "2027-03-10",
  },
  {
    id: "mara-nr-2027",
    authority: "Narok County Government",
    park: "maasai-mara",
    category: "non-resident",
    ageGroup: "adult",
    amountMinor: 20_000,
    currency: "USD",
    basis: "per-day",
    validFrom: "2027-03-11",
    validUntil: null,
  },
  {
    id: "mara-ke",
    authority: "Narok County Government",
    park: "maasai-mara",
    category: "kenyan-citizen",
    ageGroup: "adult",
    amountMinor: 150_000,
    currency: "KES",
    basis: "per-day",
    validFrom: "2026-01-01",
    validUntil: null,
  },
  {
    id: "hells-gate-nr",
    authority: "Kenya Wildlife Service",
    park: "hells-gate",
    category: "non-resident",
    ageGroup: "adult",
    amountMinor: 3_000,
    currency: "USD",
    basis: "per-entry",
    validFrom: "2026-01-01",
    validUntil: null,
  },
];

function draft(overrides: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    title: "Family safari",
    client: { name: "Amina Otieno", email: "amina@example.com", phone: "" },
    inquiryId: null,
    message: "",
    party: [
      { category: "non-resident", adults: 2, childAges: [9] },
      { category: "east-african-resident", adults: 0, childAges: [] },
      { category: "kenyan-citizen", adults: 1, childAges: [] },
    ],
    days: [
      day(0, "maasai-mara"),
      day(1, "maasai-mara"),
      day(2, "hells-gate"),
      day(3, "hells-gate"),
    ],
    lines: [],
    currency: "USD",
    expiresOn: "2027-02-01",
    included: [],
    notIncluded: [],
    ...overrides,
  };
}

describe("a proposal's operator lines", () => {
  it("counts per person and per night from the party and the plan's nights", () => {
    const lines: PriceLineInput[] = [
      {
        kind: "item",
        label: "Camp",
        basis: "person-night",
        nights: null,
        costMinor: 9_000,
        marginMinor: 3_000,
        priceMinor: 12_000,
      },
      {
        kind: "item",
        label: "Vehicle",
        basis: "group-trip",
        nights: null,
        costMinor: 50_000,
        marginMinor: 10_000,
        priceMinor: 60_000,
      },
      {
        kind: "item",
        label: "Balloon",
        basis: "person-trip",
        nights: null,
        costMinor: 40_000,
        marginMinor: 5_000,
        priceMinor: 45_000,
      },
      {
        kind: "item",
        label: "Guide",
        basis: "group-night",
        nights: 2,
        costMinor: 5_000,
        marginMinor: 0,
        priceMinor: 5_000,
      },
      { kind: "discount", label: "Family discount", amountMinor: 10_000 },
    ];
    const priced = priceProposal(
      draft({ lines, days: [day(0), day(1), day(2), day(3)] }),
      fees,
      defaultPaymentPlanSettings,
      "2027-01-01",
    );
    // 4 travellers, 4 days = 3 nights.
    expect(priced.lines.map((line) => [line.label, line.amountMinor, line.detail])).toEqual([
      ["Camp", 4 * 3 * 12_000, "4 people x 3 nights x $120"],
      ["Vehicle", 60_000, "$600 per group for the trip"],
      ["Balloon", 4 * 45_000, "4 people x $450"],
      ["Guide", 2 * 5_000, "2 nights x $50"],
      ["Family discount", -10_000, "Discount"],
    ]);
    const usd = priced.totals.find((total) => total.currency === "USD")!;
    expect(usd.amountMinor).toBe(144_000 + 60_000 + 180_000 + 10_000 - 10_000);
    expect(usd.costMinor + usd.marginMinor).toBe(usd.amountMinor);
  });
});

describe("a proposal's park fees", () => {
  it("charges each park day at the fee in force that day, per category and age, and an entry fee once", () => {
    const lines = parkFeeLines(draft(), fees);
    expect(lines.map((line) => [line.label, line.currency, line.amountMinor])).toEqual([
      // Day 1 (Mar 10) at the old fee, day 2 (Mar 11) at the new one: 2 non-resident adults, a
      // child (who pays the adult fee where no child fee is in force), 1 citizen in KES.
      ["Maasai Mara National Reserve fee, non-resident", "USD", 2 * 10_000],
      ["Maasai Mara National Reserve fee, non-resident child", "USD", 10_000],
      ["Maasai Mara National Reserve fee, Kenyan citizen", "KES", 2 * 150_000],
      ["Maasai Mara National Reserve fee, non-resident", "USD", 2 * 20_000],
      ["Maasai Mara National Reserve fee, non-resident child", "USD", 20_000],
      ["Hell's Gate National Park fee, non-resident", "USD", 2 * 3_000],
      ["Hell's Gate National Park fee, non-resident child", "USD", 3_000],
    ]);
  });

  it("gives totals per currency with each its deposit and balance from the payment plan", () => {
    const priced = priceProposal(draft(), fees, defaultPaymentPlanSettings, "2027-01-01");
    const kes = priced.totals.find((total) => total.currency === "KES")!;
    expect(kes.amountMinor).toBe(300_000);
    expect(kes.plan.instalments.map((row) => [row.kind, row.amountMinor])).toEqual([
      ["deposit", 90_000],
      ["balance", 210_000],
    ]);
    // 45 days before the first day.
    expect(kes.plan.instalments[1]!.dueDate).toBe("2027-01-24");
  });
});

const categoryArb = fc.constantFrom(...travellerCategories);
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

describe("the totals (fast-check)", () => {
  it("equal the sum of the lines in every currency, for any mix of lines and categories", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(
          fc.record({
            category: categoryArb,
            adults: fc.integer({ min: 0, max: 6 }),
            childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
          }),
          { maxLength: 3 },
        ),
        fc.array(
          fc.constantFrom(null, "maasai-mara", "hells-gate", "nairobi") as fc.Arbitrary<
            ProposalDay["park"]
          >,
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom("USD", "KES") as fc.Arbitrary<"USD" | "KES">,
        (lines, party, parksOfDays, currency) => {
          const priced = priceProposal(
            draft({
              lines,
              party,
              currency,
              days: parksOfDays.map((park, index) => day(index, park)),
            }),
            fees,
            defaultPaymentPlanSettings,
            "2027-01-01",
          );
          for (const currencyOf of ["USD", "KES"] as const) {
            const ofCurrency = priced.lines.filter((line) => line.currency === currencyOf);
            const total = priced.totals.find((row) => row.currency === currencyOf);
            const sum = ofCurrency.reduce((acc, line) => acc + line.amountMinor, 0);
            expect(total?.amountMinor ?? 0).toBe(sum);
            if (total) {
              expect(total.costMinor + total.marginMinor).toBe(total.amountMinor);
              const plan = total.plan.instalments.reduce((acc, row) => acc + row.amountMinor, 0);
              expect(plan).toBe(Math.max(0, total.amountMinor));
            }
          }
        },
      ),
    );
  });
});
