import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/support/database-fixture";
import { testDialects } from "../../../../tests/support/databases";
import { bookingInput } from "../../../../tests/support/booking-input";
import { insertBooking } from "../../../modules/bookings/store";
import { migrateToLatest } from "./index";
import type { Database } from "../schema";

// Migration 0021 on data written under 0020: each participant's category and document number
// moves onto their traveller slot, beside details already filled in, and the old table goes.
describe.each(testDialects)("migration 0021 (one row per traveller) on %s", (kind) => {
  const t = useTestDatabase(kind, "0020_traveller_categories_and_park_fees");

  it("moves categories and document numbers onto the slots and keeps the details", async () => {
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const booking = await insertBooking(t.db, bookingInput({ numberOfParticipants: 2 }));
    await db
      .insertInto("booking_participants")
      .values([
        { booking_id: booking.id, position: 0, category: "non-resident", proof: null },
        { booking_id: booking.id, position: 1, category: "kenyan-citizen", proof: "23456789" },
      ])
      .execute();
    // Slot 2 already has its details (decision 0031); slot 1 has no row yet.
    await db
      .insertInto("booking_travellers")
      .values({
        booking_id: booking.id,
        slot: 2,
        full_name: "Amina Otieno",
        filled_by: "booker",
        filled_at: "2026-11-20T10:00:00.000Z",
        updated_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();

    await migrateToLatest(t.db, t.dialect);

    const rows = await (t.db as Kysely<Database>)
      .selectFrom("booking_travellers")
      .select(["slot", "category", "document_number", "full_name", "updated_at"])
      .where("booking_id", "=", booking.id)
      .orderBy("slot")
      .execute();
    expect(rows).toEqual([
      {
        slot: 1,
        category: "non-resident",
        document_number: null,
        full_name: null,
        updated_at: booking.created_at,
      },
      {
        slot: 2,
        category: "kenyan-citizen",
        document_number: "23456789",
        full_name: "Amina Otieno",
        updated_at: "2026-11-20T10:00:00.000Z",
      },
    ]);
    await expect(sql`select * from booking_participants`.execute(t.db)).rejects.toThrow();
  });
});
