import { describe, expect, it } from "vitest";
import { bookingsForTab, statusTone, summarize, tabFrom, type DashboardBooking } from "./bookings";

function booking(overrides: Partial<DashboardBooking>): DashboardBooking {
  return {
    id: crypto.randomUUID(),
    adventure_type: "Point Lenana Summit",
    booking_status: "pending",
    booking_date: "2030-01-10",
    number_of_participants: 2,
    total_price: 900,
    special_requirements: null,
    created_at: "2029-12-01T00:00:00.000Z",
    reference: "ABCDEF12",
    trip: null,
    notes: [],
    requests: [],
    ...overrides,
  };
}

describe("dashboard bookings", () => {
  const today = "2030-01-01";
  const rows = [
    booking({ booking_status: "confirmed", booking_date: "2030-02-01", total_price: 1000 }),
    booking({ booking_status: "confirmed", booking_date: "2030-01-01", total_price: 200 }), // today: not upcoming
    booking({ booking_status: "pending", total_price: 500 }),
    booking({ booking_status: "completed", booking_date: "2029-06-01", total_price: 300 }),
    booking({ booking_status: "cancelled", total_price: 700 }),
  ];

  // Issue 14: pending future trips are upcoming too, and "Total Spent" became booked and paid.
  it("counts upcoming as confirmed or pending after today, and booked as every booking not cancelled", () => {
    expect(summarize(rows, today)).toEqual({
      total: 5,
      upcoming: 2,
      money: { booked: 2000, awaitingConfirmation: 500, paid: null },
      shillings: null,
    });
  });

  // Decision 0035: a citizens' booking is priced in KES lines (total_price 0): the card says so.
  it("adds up the shillings booked and paid beside the dollars, leaving cancelled bookings out", () => {
    const kesLine = (amountMinor: number) => ({
      kind: "trip" as const,
      label: "Trip price, Kenyan citizen",
      category: "kenyan-citizen" as const,
      people: 1,
      unitsPerPerson: 1,
      unitMinor: amountMinor,
      amountMinor,
      currency: "KES" as const,
    });
    const kesPayment = { currency: "KES" as const, paidMinor: 1_800_000 };
    const summary = summarize(
      [
        booking({
          total_price: 0,
          booking_status: "confirmed",
          priceLines: [kesLine(6_080_000)],
          payment: kesPayment as DashboardBooking["payment"],
        }),
        booking({ total_price: 0, booking_status: "cancelled", priceLines: [kesLine(100_000)] }),
      ],
      today,
    );
    expect(summary.shillings).toEqual({ bookedMinor: 6_080_000, paidMinor: 1_800_000 });
    expect(summary.money.booked).toBe(0);
  });

  it("filters each tab", () => {
    expect(bookingsForTab(rows, "all", today)).toHaveLength(5);
    expect(bookingsForTab(rows, "upcoming", today).map((row) => row.booking_date)).toEqual([
      "2030-02-01",
      "2030-01-10",
    ]);
    expect(bookingsForTab(rows, "pending", today)).toHaveLength(1);
    expect(bookingsForTab(rows, "completed", today)).toHaveLength(1);
  });

  it("reads unknown tabs as all", () => {
    expect(tabFrom("nonsense")).toBe("all");
    expect(tabFrom(null)).toBe("all");
    expect(tabFrom("pending")).toBe("pending");
  });

  it("maps statuses to the spec's colours", () => {
    expect(["confirmed", "pending", "cancelled", "completed", "other"].map(statusTone)).toEqual([
      "green",
      "yellow",
      "red",
      "blue",
      "gray",
    ]);
  });
});
