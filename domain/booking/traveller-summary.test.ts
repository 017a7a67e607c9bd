import { describe, expect, it } from "vitest";
import { isUpcoming, moneySummary, type SummarisedBooking } from "./traveller-summary";

const today = "2030-01-01";

function booking(overrides: Partial<SummarisedBooking>): SummarisedBooking {
  return {
    id: crypto.randomUUID(),
    booking_status: "pending",
    booking_date: "2030-01-10",
    total_price: 900,
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

describe("booked and paid", () => {
  const rows = [
    booking({ id: "a", booking_status: "confirmed", total_price: 1000 }),
    booking({ id: "b", booking_status: "pending", total_price: 500 }),
    booking({ id: "c", booking_status: "completed", total_price: 300 }),
    booking({ id: "d", booking_status: "cancelled", total_price: 700 }),
  ];

  it("adds up every booking that is not cancelled, and says how much still awaits confirmation", () => {
    expect(moneySummary(rows)).toEqual({ booked: 1800, awaitingConfirmation: 500, paid: null });
  });

  it("knows no paid figure without a payment ledger, rather than claiming nothing was paid", () => {
    expect(moneySummary(rows).paid).toBeNull();
    expect(moneySummary([]).paid).toBeNull();
  });

  it("sums the ledger's payments, refunds included, once the ledger exists", () => {
    const paid = new Map([
      ["a", 300],
      ["d", 0],
      ["elsewhere", 999],
    ]);
    expect(moneySummary(rows, paid).paid).toBe(300);
    expect(
      moneySummary(
        rows,
        new Map([
          ["a", 1000],
          ["d", -200],
        ]),
      ).paid,
    ).toBe(800);
  });
});
