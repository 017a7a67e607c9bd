import { describe, expect, it } from "vitest";
import { isUpcoming, moneySummary, type SummarisedBooking } from "./traveller-summary";
import { accountFor } from "../../tests/support/booking-account";
import type { AccountEntry } from "../payments/booking-account";

const today = "2030-01-01";

function booking(overrides: Partial<SummarisedBooking>): SummarisedBooking {
  return {
    id: crypto.randomUUID(),
    booking_status: "pending",
    booking_date: "2030-01-10",
    ...overrides,
  };
}

describe("upcoming trips", () => {
  it("counts a confirmed and a pending trip after today, and nothing else", () => {
    expect(isUpcoming(booking({ booking_status: "confirmed" }), today)).toBe(true);
    // Issue 14: a request still awaiting the operator's answer is a trip the traveller expects.
    expect(isUpcoming(booking({ booking_status: "pending" }), today)).toBe(true);
    expect(isUpcoming(booking({ booking_status: "cancelled" }), today)).toBe(false);
    expect(isUpcoming(booking({ booking_status: "completed" }), today)).toBe(false);
  });

  it("leaves out a trip dated today or earlier", () => {
    expect(isUpcoming(booking({ booking_date: today }), today)).toBe(false);
    expect(isUpcoming(booking({ booking_date: "2029-12-31" }), today)).toBe(false);
    expect(isUpcoming(booking({ booking_date: "2030-01-02" }), today)).toBe(true);
  });
});

describe("booked, paid and due", () => {
  const usd = (totalPriceUsd: number, entries: AccountEntry[] = []) =>
    accountFor({ totalPriceUsd, entries });
  const dollars = (amountMinor: number): AccountEntry => ({
    amountMinor,
    currency: "USD",
    kesMinorPerUsd: null,
  });

  it("counts only confirmed and completed trips as booked; a request awaits confirmation", () => {
    const summary = moneySummary([
      { booking_status: "confirmed", account: usd(1000, [dollars(30_000)]) },
      { booking_status: "pending", account: usd(500) },
      { booking_status: "completed", account: usd(300, [dollars(30_000)]) },
      { booking_status: "cancelled", account: usd(700, [dollars(10_000)]) },
    ]);
    expect(summary.currencies).toEqual([
      {
        currency: "USD",
        bookedMinor: 130_000,
        paidMinor: 60_000,
        dueMinor: 70_000,
        creditMinor: 0,
        awaitingMinor: 50_000,
        awaitingPaidMinor: 0,
      },
    ]);
  });

  it("keeps shillings paid on a dollar booking as shillings, counted at the ledger's rate", () => {
    const summary = moneySummary([
      {
        booking_status: "confirmed",
        account: accountFor({
          lines: [
            { amountMinor: 1_940, currency: "USD" },
            { amountMinor: 500_000, currency: "KES" },
          ],
          entries: [{ amountMinor: 500_000, currency: "KES", kesMinorPerUsd: 12_950 }],
          rate: 12_950,
        }),
      },
    ]);
    expect(summary.currencies[0]).toMatchObject({ paidMinor: 3_861, dueMinor: 1_940 });
    expect(summary.paidAsSent).toEqual([
      { currency: "KES", amountMinor: 500_000, countedMinor: 3_861, countedIn: "USD" },
    ]);
  });

  it("shows an overpayment as a credit, never as a negative balance", () => {
    const [figures] = moneySummary([
      { booking_status: "confirmed", account: usd(100, [dollars(12_500)]) },
    ]).currencies;
    expect(figures).toMatchObject({ bookedMinor: 10_000, dueMinor: 0, creditMinor: 2_500 });
  });
});
