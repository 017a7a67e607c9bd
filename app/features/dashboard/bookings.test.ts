import { describe, expect, it } from "vitest";
import {
  bookingsForTab,
  moneyCardText,
  statusTone,
  summarize,
  tabFrom,
  type DashboardBooking,
} from "./bookings";
import { accountFor } from "../../../tests/support/booking-account";

function booking(overrides: Partial<DashboardBooking>): DashboardBooking {
  return {
    id: crypto.randomUUID(),
    adventure_type: "Point Lenana Summit",
    booking_status: "pending",
    booking_date: "2030-01-10",
    number_of_participants: 2,
    total_price: 900,
    account: accountFor({ totalPriceUsd: 900 }),
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
    booking({
      booking_status: "confirmed",
      booking_date: "2030-02-01",
      total_price: 1000,
      account: accountFor({ totalPriceUsd: 1000 }),
    }),
    booking({
      booking_status: "confirmed",
      booking_date: "2030-01-01",
      total_price: 200,
      account: accountFor({ totalPriceUsd: 200 }),
    }), // today: not upcoming
    booking({
      booking_status: "pending",
      total_price: 500,
      account: accountFor({ totalPriceUsd: 500 }),
    }),
    booking({
      booking_status: "completed",
      booking_date: "2029-06-01",
      total_price: 300,
      account: accountFor({ totalPriceUsd: 300 }),
    }),
    booking({
      booking_status: "cancelled",
      total_price: 700,
      account: accountFor({ totalPriceUsd: 700 }),
    }),
  ];

  // Issue 14: pending future trips are upcoming too; issue 28: a request is not booked yet.
  it("counts upcoming as confirmed or pending after today, and booked as confirmed trips only", () => {
    const summary = summarize(rows, today);
    expect(summary).toMatchObject({ total: 5, upcoming: 2 });
    expect(moneyCardText(summary.money)).toEqual({
      value: "$1,500",
      lines: [
        "Paid so far: $0.",
        "Balance due: $1,500.",
        "Not yet confirmed, so not booked: $500.",
      ],
    });
  });

  // Decision 0035: a citizens' booking owes and pays in KES: the card says so in shillings.
  it("states a shillings booking in shillings beside the dollars, leaving cancelled bookings out", () => {
    const kes = (amountMinor: number) => [{ amountMinor, currency: "KES" as const }];
    const summary = summarize(
      [
        booking({ booking_status: "confirmed", account: accountFor({ totalPriceUsd: 850 }) }),
        booking({
          booking_status: "confirmed",
          account: accountFor({
            lines: kes(6_080_000),
            entries: [{ amountMinor: 1_800_000, currency: "KES", kesMinorPerUsd: null }],
          }),
        }),
        booking({ booking_status: "cancelled", account: accountFor({ lines: kes(100_000) }) }),
      ],
      today,
    );
    expect(moneyCardText(summary.money)).toEqual({
      value: "$850 + KES 60,800",
      lines: ["Paid so far: $0 + KES 18,000.", "Balance due: $850 + KES 42,800."],
    });
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
