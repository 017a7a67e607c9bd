import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancellationPolicySentences,
  cancellationRefund,
  cancellationTier,
  daysBeforeDeparture,
  defaultCancellationPolicy,
  refundTierSentence,
} from "./cancellation-policy";

const price = 200_000; // $2,000.00
const deposit = 60_000; // 30 %

function refundAt(daysBefore: number, paidMinor: number) {
  return cancellationRefund({ tripPriceMinor: price, depositMinor: deposit, paidMinor, daysBefore })
    .refundMinor;
}

describe("the default cancellation policy", () => {
  it("keeps the deposit more than 60 days before departure", () => {
    expect(refundAt(61, price)).toBe(price - deposit);
    expect(refundAt(365, deposit)).toBe(0);
  });

  it("keeps 50 % from 60 to 31 days, 75 % from 30 to 8, everything from 7 days", () => {
    expect(refundAt(60, price)).toBe(100_000);
    expect(refundAt(31, price)).toBe(100_000);
    expect(refundAt(30, price)).toBe(50_000);
    expect(refundAt(8, price)).toBe(50_000);
    expect(refundAt(7, price)).toBe(0);
    expect(refundAt(0, price)).toBe(0);
    expect(refundAt(-3, price)).toBe(0);
  });

  it("refunds only what was paid beyond the charge", () => {
    // 45 days out, 50 % of $2,000 kept: of $1,500 paid, $500 comes back; of a deposit, nothing.
    expect(refundAt(45, 150_000)).toBe(50_000);
    expect(refundAt(45, deposit)).toBe(0);
  });

  it("counts days as calendar days from today to the departure", () => {
    expect(daysBeforeDeparture("2027-03-01", "2027-01-01")).toBe(59);
    expect(daysBeforeDeparture("2027-01-01", "2027-01-01")).toBe(0);
    expect(cancellationTier(defaultCancellationPolicy, 59).index).toBe(1);
  });

  it("says each tier in a plain sentence", () => {
    expect(cancellationPolicySentences()).toEqual([
      "Cancel more than 60 days before departure: we keep the deposit and refund the rest of what you paid.",
      "Cancel 60 to 31 days before departure: we keep 50% of the trip price and refund the rest of what you paid.",
      "Cancel 30 to 8 days before departure: we keep 75% of the trip price and refund the rest of what you paid.",
      "Cancel 7 days or fewer before departure: we keep the full trip price, so nothing is refunded.",
    ]);
    const quote = cancellationRefund({
      tripPriceMinor: price,
      depositMinor: deposit,
      paidMinor: price,
      daysBefore: 20,
    });
    expect(refundTierSentence(quote)).toMatch(/^Cancel 30 to 8 days/);
  });
});

const money = fc.integer({ min: 0, max: 50_000_000 });
const anyInput = fc.record({
  tripPriceMinor: money,
  depositMinor: money,
  paidMinor: fc.integer({ min: -1_000_000, max: 60_000_000 }),
  daysBefore: fc.integer({ min: -400, max: 800 }),
});

describe("refund properties (fast-check)", () => {
  it("is never negative, never more than paid, and refund + kept = paid", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const quote = cancellationRefund(input);
        const paid = Math.max(0, input.paidMinor);
        expect(Number.isInteger(quote.refundMinor)).toBe(true);
        expect(quote.refundMinor).toBeGreaterThanOrEqual(0);
        expect(quote.refundMinor).toBeLessThanOrEqual(paid);
        expect(quote.refundMinor + quote.keptMinor).toBe(paid);
      }),
    );
  });

  it("never refunds less for cancelling earlier", () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 0, max: 400 }), (input, earlier) => {
        // A deposit never above the 50 % tier's charge, as every payment plan has it.
        const depositMinor = Math.min(input.depositMinor, Math.floor(input.tripPriceMinor / 2));
        const later = cancellationRefund({ ...input, depositMinor });
        const sooner = cancellationRefund({
          ...input,
          depositMinor,
          daysBefore: input.daysBefore + earlier,
        });
        expect(sooner.refundMinor).toBeGreaterThanOrEqual(later.refundMinor);
      }),
    );
  });

  it("never refunds less for having paid more", () => {
    fc.assert(
      fc.property(anyInput, money, (input, extra) => {
        const base = cancellationRefund(input);
        const more = cancellationRefund({
          ...input,
          paidMinor: Math.max(0, input.paidMinor) + extra,
        });
        expect(more.refundMinor).toBeGreaterThanOrEqual(base.refundMinor);
      }),
    );
  });

  it("keeps exactly the tier's charge once the whole price is paid", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const quote = cancellationRefund({ ...input, paidMinor: input.tripPriceMinor });
        expect(quote.keptMinor).toBe(Math.min(quote.chargeMinor, input.tripPriceMinor));
      }),
    );
  });

  it("has one sentence per tier and a tier for every day", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (days) => {
        const { index } = cancellationTier(defaultCancellationPolicy, days);
        expect(cancellationPolicySentences()[index]).toBeDefined();
      }),
    );
  });
});
