import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultBookingFilters } from "../../../../domain/admin/booking-filters";
import { useTestDatabase } from "../../../../tests/support/database-fixture";
import { testDialects } from "../../../../tests/support/databases";
import { bookingInput } from "../../../../tests/support/booking-input";
import { listAdminBookings } from "../../../modules/bookings/search";
import { insertBooking } from "../../../modules/bookings/store";
import { migrateToLatest } from "./index";
import type { Database } from "../schema";

// Migration 0023 on bookings written under 0021: each booking with lines gets what it owes in US
// cents as its "Total" sort key (KES at its locked rate, else the operator's rate); a booking
// without lines keeps none and sorts by its total_price.
describe.each(testDialects)("migration 0023 (the Total sort key) on %s", (kind) => {
  const t = useTestDatabase(kind, "0021_one_row_per_traveller");

  it("fills the key of bookings with lines and sorts every booking by what it owes", async () => {
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto("payment_settings")
      .values({
        key: "usd-kes-rate",
        value: JSON.stringify({ kesMinorPerUsd: 13_000, setOn: "2026-11-20" }),
        updated_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const line = (bookingId: string, position: number, currency: string, amountMinor: number) => ({
      booking_id: bookingId,
      position,
      kind: "trip",
      label: "Trip price",
      category: currency === "USD" ? "non-resident" : "kenyan-citizen",
      people: 1,
      units_per_person: 1,
      unit_minor: amountMinor,
      amount_minor: amountMinor,
      currency,
    });
    const citizens = await insertBooking(t.db, bookingInput({ totalPrice: 0 }));
    const mixed = await insertBooking(t.db, bookingInput({ totalPrice: 850 }));
    const older = await insertBooking(t.db, bookingInput({ totalPrice: 1_200 }));
    await db
      .updateTable("bookings")
      .set({ kes_minor_per_usd: 26_000 })
      .where("id", "=", mixed.id)
      .execute();
    await db
      .insertInto("booking_price_lines")
      .values([
        // KES 195,000 at KES 130 = $1,500.
        line(citizens.id, 0, "KES", 19_500_000),
        // $850 + KES 65,000 at the locked KES 260 = $1,100.
        line(mixed.id, 0, "USD", 85_000),
        line(mixed.id, 1, "KES", 6_500_000),
      ])
      .execute();

    await migrateToLatest(t.db, t.dialect);

    const keys = await (t.db as Kysely<Database>)
      .selectFrom("bookings")
      .select(["id", "owed_sort_minor"])
      .execute();
    expect(Object.fromEntries(keys.map((row) => [row.id, row.owed_sort_minor]))).toEqual({
      [citizens.id]: 150_000,
      [mixed.id]: 110_000,
      [older.id]: null,
    });
    const page = await listAdminBookings(t.db as Kysely<Database>, {
      ...defaultBookingFilters,
      sort: "total",
    });
    expect(page.rows.map((row) => row.id)).toEqual([citizens.id, older.id, mixed.id]);
  });
});
