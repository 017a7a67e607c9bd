import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Seats held while a traveller pays, and requests that stop holding seats (decision 0055).
 *
 * - bookings.hold_expires_at: on a booking made to be paid at checkout, the moment its seats stop
 *   being held unless the deposit is paid (UTC ISO-8601, compared as text). Cleared when the
 *   payment confirms it; a hold that lapses cancels the booking and keeps this time, so the
 *   history can say why and a payment that arrives later can be recognised.
 * - bookings.seats_released_at: a request the operator left unanswered for too long stops holding
 *   its departure's seats (it stays a request, flagged in the admin); confirming it takes the seats
 *   again if they are free, and clears this.
 * - booking_settings: the bookings module's own settings as JSON by key: how long a hold lasts,
 *   when an unanswered request releases its seats, the grace after an overdue deposit, and each
 *   trip's way of booking (instant or on request).
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("bookings").addColumn("hold_expires_at", "text").execute();
    await db.schema.alterTable("bookings").addColumn("seats_released_at", "text").execute();
    await db.schema
      .createIndex("bookings_hold_expires_at")
      .on("bookings")
      .column("hold_expires_at")
      .where(sql.ref("hold_expires_at"), "is not", null)
      .execute();
    await db.schema
      .createTable("booking_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
});
