import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountOwed, owedPartIn, owedPartsText } from "../payments/amount-owed";
import { adjustmentLine, finalTotalRefusal, priceChangeOf } from "./price-change";

// Decision 0038: the operator's final total becomes one line of the booking, so what it owes
// (the sum of its lines, `amountOwed`) is the final total, whatever the lines and the rate.

const line = fc.record({
  amountMinor: fc.integer({ min: 1, max: 50_000_000 }),
  currency: fc.constantFrom("USD" as const, "KES" as const),
});

/** What lines owe at a locked rate (or none): `amountOwed` as the ledger reads it. */
const owedBy = (
  lines: Parameters<typeof amountOwed>[0]["lines"],
  lockedRate: number | null = null,
) => amountOwed({ lines, totalPriceUsd: 0, lockedRate, currentRate: null });

describe("a final total as an adjustment line", () => {
  it("makes the booking owe exactly the final total, in its ledger currency, for any lines and locked rate", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1_000, max: 100_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lines, rate, finalUnits) => {
          const before = owedBy(lines, rate);
          const final = { amountMinor: finalUnits * 100, currency: before.currency };
          expect(finalTotalRefusal(before, final)).toBeNull();
          const adjustment = adjustmentLine(before, final, "Agreed by phone", "non-resident");
          expect(adjustment.currency).toBe(before.currency);
          const after = owedBy([...lines, adjustment], rate);
          expect(after).toMatchObject({ currency: before.currency, totalMinor: final.amountMinor });
        },
      ),
    );
  });

  it("is labelled with the operator's reason on one line", () => {
    const owed = owedBy([{ amountMinor: 6_240_000, currency: "KES" }]);
    expect(
      adjustmentLine(
        owed,
        { amountMinor: 5_800_000, currency: "KES" },
        " Resident\n rate ",
        "kenyan-citizen",
      ),
    ).toEqual({
      kind: "adjustment",
      label: "Price adjustment: Resident rate",
      category: "kenyan-citizen",
      people: 1,
      unitsPerPerson: 1,
      unitMinor: -440_000,
      amountMinor: -440_000,
      currency: "KES",
    });
  });

  it("is refused in the other currency, and for two currencies no rate can count as one", () => {
    const kes = owedBy([{ amountMinor: 6_240_000, currency: "KES" }]);
    expect(finalTotalRefusal(kes, { amountMinor: 50_000, currency: "USD" })).toBe(
      "This booking is paid in KES: enter the final total in KES.",
    );
    const mixedWithoutRate = owedBy([
      { amountMinor: 101_000, currency: "USD" },
      { amountMinor: 6_240_000, currency: "KES" },
    ]);
    expect(finalTotalRefusal(mixedWithoutRate, { amountMinor: 150_000, currency: "USD" })).toMatch(
      /no exchange rate is set/,
    );
  });
});

describe("the history's price change and the admin's owed parts", () => {
  it("reads the history's currency, and entries from before it as dollars", () => {
    expect(
      priceChangeOf({
        price_before_minor: 6_240_000,
        price_after_minor: 5_800_000,
        price_currency: "KES",
      }),
    ).toEqual({ estimateMinor: 6_240_000, finalMinor: 5_800_000, currency: "KES" });
    expect(priceChangeOf({ price_before_minor: 187_000, price_after_minor: 170_000 })).toEqual({
      estimateMinor: 187_000,
      finalMinor: 170_000,
      currency: "USD",
    });
    expect(priceChangeOf({ price_before_minor: null, price_after_minor: null })).toBeNull();
  });

  it("shows each currency as booked, and finds the part in one", () => {
    const parts = [
      { amountMinor: 101_000, currency: "USD" as const },
      { amountMinor: 6_080_000, currency: "KES" as const },
    ];
    expect(owedPartsText(parts)).toBe("$1,010 + KES 60,800");
    expect(owedPartsText([{ amountMinor: 0, currency: "USD" }])).toBe("$0");
    expect(owedPartIn(parts, "KES")).toBe(6_080_000);
    expect(owedPartIn(parts.slice(0, 1), "KES")).toBeNull();
  });
});
