import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import {
  defaultPaymentPlanSettings,
  paymentPlan,
  planStatus,
  type PaymentPlanInput,
} from "./payment-plan";
import { paymentPlanSettingsSchema } from "./payment-plan-settings";

const base: PaymentPlanInput = {
  totalMinor: 185000,
  currency: "USD",
  confirmedOn: "2030-01-10",
  departureDate: "2030-06-01",
  durationDays: 5,
  tripSlug: "mount-kenya",
};

describe("the payment plan", () => {
  it("takes a 30% deposit at confirmation and the balance 45 days before departure", () => {
    const plan = paymentPlan(base);
    expect(plan.kind).toBe("deposit-and-balance");
    expect(plan.instalments).toEqual([
      { kind: "deposit", amountMinor: 55500, dueDate: "2030-01-10" },
      { kind: "balance", amountMinor: 129500, dueDate: "2030-04-17" },
    ]);
  });

  it("asks for shillings in whole units: a KES deposit has no cents", () => {
    const plan = paymentPlan({ ...base, totalMinor: 12_707_200, currency: "KES" });
    expect(plan.instalments.map((row) => row.amountMinor)).toEqual([3_812_200, 8_895_000]);
  });

  it("asks the whole amount at confirmation for a day trip", () => {
    const plan = paymentPlan({ ...base, durationDays: 1 });
    expect(plan.instalments).toEqual([
      { kind: "full", amountMinor: 185000, dueDate: "2030-01-10" },
    ]);
  });

  it("asks the whole amount when the trip is closer than the balance's due date", () => {
    expect(paymentPlan({ ...base, departureDate: addDays("2030-01-10", 45) }).kind).toBe("full");
    expect(paymentPlan({ ...base, departureDate: addDays("2030-01-10", 46) }).kind).toBe(
      "deposit-and-balance",
    );
  });

  it("follows the operator's settings and a trip's override", () => {
    const settings = {
      depositPercent: 25,
      balanceDueDays: 60,
      tripOverrides: {
        "mount-kenya": { depositPercent: 50 },
        "diani-beach": { fullPayment: true },
      },
    };
    const other = paymentPlan({ ...base, tripSlug: "hells-gate" }, settings);
    expect(other.instalments.map((row) => [row.amountMinor, row.dueDate])).toEqual([
      [46250, "2030-01-10"],
      [138750, "2030-04-02"],
    ]);
    expect(paymentPlan(base, settings).instalments[0]!.amountMinor).toBe(92500);
    expect(paymentPlan({ ...base, tripSlug: "diani-beach" }, settings).kind).toBe("full");
  });

  it("refuses settings the admin form must not save", () => {
    expect(paymentPlanSettingsSchema.safeParse(defaultPaymentPlanSettings).success).toBe(true);
    for (const bad of [
      { ...defaultPaymentPlanSettings, depositPercent: 0 },
      { ...defaultPaymentPlanSettings, depositPercent: 30.5 },
      { ...defaultPaymentPlanSettings, balanceDueDays: -1 },
      { ...defaultPaymentPlanSettings, tripOverrides: { "Bad Slug": {} } },
    ])
      expect(paymentPlanSettingsSchema.safeParse(bad).success).toBe(false);
  });

  it("settles the deposit first, then the balance, and tells what is due and overdue", () => {
    const plan = paymentPlan(base);
    const before = planStatus(plan, 0, "2030-01-10");
    expect(before.dueNowMinor).toBe(55500);
    expect(before.overdueMinor).toBe(0);
    expect(before.nextDue).toMatchObject({ kind: "deposit", remainingMinor: 55500 });

    const late = planStatus(plan, 20000, "2030-01-11");
    expect(late.overdueMinor).toBe(35500);

    const depositPaid = planStatus(plan, 55500, "2030-04-18");
    expect(depositPaid.nextDue).toMatchObject({ kind: "balance", remainingMinor: 129500 });
    expect(depositPaid.overdueMinor).toBe(129500);

    const paid = planStatus(plan, 185000, "2030-05-01");
    expect(paid).toMatchObject({ outstandingMinor: 0, dueNowMinor: 0, nextDue: null });
  });

  it("always splits into instalments that add up to the total, the deposit at the set share", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays("2028-01-01", offset));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 30 }),
        day,
        fc.integer({ min: 0, max: 400 }),
        (totalMinor, depositPercent, balanceDueDays, durationDays, confirmedOn, ahead) => {
          const plan = paymentPlan(
            {
              ...base,
              totalMinor,
              durationDays,
              confirmedOn,
              departureDate: addDays(confirmedOn, ahead),
            },
            { depositPercent, balanceDueDays, tripOverrides: {} },
          );
          const sum = plan.instalments.reduce((acc, row) => acc + row.amountMinor, 0);
          expect(sum).toBe(totalMinor);
          for (const row of plan.instalments) {
            expect(Number.isInteger(row.amountMinor)).toBe(true);
            expect(row.amountMinor).toBeGreaterThanOrEqual(0);
            expect(row.dueDate >= confirmedOn).toBe(true);
          }
          if (plan.kind === "deposit-and-balance") {
            expect(
              Math.abs(plan.instalments[0]!.amountMinor - (totalMinor * depositPercent) / 100),
            ).toBeLessThanOrEqual(0.5);
            expect(durationDays).toBeGreaterThan(1);
          }
          const status = planStatus(plan, 0, confirmedOn);
          expect(status.outstandingMinor).toBe(totalMinor);
        },
      ),
    );
  });
});
