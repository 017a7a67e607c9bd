import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountOwed, ledgerCurrencyOf } from "./amount-owed";
import { kesToUsdMinor } from "../money/conversion";
import type { Money } from "../money/amount";
import { paymentPlan, planStatus } from "./payment-plan";

const kes = (amountMinor: number): Money => ({ amountMinor, currency: "KES" });
const usd = (amountMinor: number): Money => ({ amountMinor, currency: "USD" });

const line = fc.record({
  amountMinor: fc.integer({ min: 0, max: 50_000_000 }),
  currency: fc.constantFrom("USD" as const, "KES" as const),
});
const rate = fc.option(fc.integer({ min: 1_000, max: 100_000 }), { nil: null });

describe("what a booking owes", () => {
  it("is the shillings of a residents-only party, in KES, whatever the rates", () => {
    const owed = amountOwed({
      lines: [kes(6_080_000), kes(120_000)],
      totalPriceUsd: 0,
      lockedRate: null,
      currentRate: 13_000,
    });
    expect(owed).toMatchObject({ currency: "KES", totalMinor: 6_200_000, estimate: false });
    expect(owed.rate).toBeNull();
  });

  it("counts a mixed party's shillings in dollars at the locked rate", () => {
    const owed = amountOwed({
      lines: [usd(85_000), kes(6_080_000), usd(16_000)],
      totalPriceUsd: 1_010,
      lockedRate: 13_000,
      currentRate: 15_000,
    });
    // $1,010 + KES 60,800 at 130 = $467.69
    expect(owed).toMatchObject({ currency: "USD", totalMinor: 101_000 + 46_769, rate: 13_000 });
    expect(owed.estimate).toBe(false);
    expect(owed.parts).toEqual([usd(101_000), kes(6_080_000)]);
  });

  it("is an estimate at the current rate before confirmation locks one", () => {
    const owed = amountOwed({
      lines: [usd(85_000), kes(6_080_000)],
      totalPriceUsd: 850,
      lockedRate: null,
      currentRate: 16_000,
    });
    expect(owed).toMatchObject({ totalMinor: 85_000 + 38_000, rate: 16_000, estimate: true });
  });

  it("keeps shillings it cannot count without any rate, beside the dollar total", () => {
    const owed = amountOwed({
      lines: [usd(85_000), kes(6_080_000)],
      totalPriceUsd: 850,
      lockedRate: null,
      currentRate: null,
    });
    expect(owed).toMatchObject({ totalMinor: 85_000, uncounted: kes(6_080_000), estimate: false });
  });

  it("is the stored dollar total of a booking made before lines were stored", () => {
    expect(
      amountOwed({ lines: [], totalPriceUsd: 1_850, lockedRate: 13_000, currentRate: null }),
    ).toMatchObject({ currency: "USD", totalMinor: 185_000, parts: [usd(185_000)] });
  });

  it("for any mix of lines and rates: KES-only is KES to the cent, otherwise USD plus the shillings counted", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        rate,
        rate,
        (lines, locked, current) => {
          const owed = amountOwed({
            lines,
            totalPriceUsd: 0,
            lockedRate: locked,
            currentRate: current,
          });
          const sum = (currency: "USD" | "KES") =>
            lines
              .filter((row) => row.currency === currency)
              .reduce((acc, row) => acc + row.amountMinor, 0);
          expect(owed.currency).toBe(ledgerCurrencyOf(lines));
          if (owed.currency === "KES") {
            expect(owed.totalMinor).toBe(sum("KES"));
            expect(owed.estimate).toBe(false);
            return;
          }
          const used = locked ?? current;
          const kesPart = sum("KES");
          if (kesPart === 0 || used !== null) {
            expect(owed.totalMinor).toBe(
              sum("USD") + (kesPart ? kesToUsdMinor(kesPart, used!) : 0),
            );
            expect(owed.estimate).toBe(kesPart > 0 && locked === null);
            expect(owed.uncounted).toBeNull();
          } else {
            expect(owed.totalMinor).toBe(sum("USD"));
            expect(owed.uncounted).toEqual(kes(kesPart));
          }
        },
      ),
    );
  });

  it("for any mix: deposit and balance add up to what is owed, and paying it leaves nothing outstanding", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1_000, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 200 }),
        (lines, locked, depositPercent, daysAhead) => {
          const owed = amountOwed({
            lines,
            totalPriceUsd: 0,
            lockedRate: locked,
            currentRate: null,
          });
          const departure = new Date(Date.UTC(2030, 0, 10 + daysAhead)).toISOString().slice(0, 10);
          const plan = paymentPlan(
            {
              totalMinor: owed.totalMinor,
              currency: owed.currency,
              confirmedOn: "2030-01-10",
              departureDate: departure,
              durationDays: 5,
              tripSlug: null,
            },
            { depositPercent, balanceDueDays: 45, tripOverrides: {} },
          );
          expect(plan.currency).toBe(owed.currency);
          const instalments = plan.instalments.reduce((acc, row) => acc + row.amountMinor, 0);
          expect(instalments).toBe(owed.totalMinor);
          const settled = planStatus(plan, owed.totalMinor, "2030-01-10");
          expect(settled.outstandingMinor).toBe(0);
          expect(settled.nextDue).toBeNull();
          const half = planStatus(plan, Math.floor(owed.totalMinor / 2), "2030-01-10");
          expect(half.instalments.reduce((acc, row) => acc + row.remainingMinor, 0)).toBe(
            half.outstandingMinor,
          );
          expect(half.paidMinor).toBeLessThanOrEqual(owed.totalMinor);
        },
      ),
    );
  });

  it("is all in shillings only when no line charges dollars", () => {
    expect(ledgerCurrencyOf([kes(100), usd(0)])).toBe("KES");
    expect(ledgerCurrencyOf([kes(100), usd(1)])).toBe("USD");
    expect(ledgerCurrencyOf([])).toBe("USD");
  });
});
