import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The USD->KES rate the payments module locks on a booking (decision 0053).
 *
 * - payment_rate_locks: one row per booking whose first payment in the other currency than the
 *   booking's came before confirmation locked a rate: the operator's current rate then (KES cents
 *   for one US dollar), the day the operator set it and when it was locked. Payments writes it in
 *   the payment's own transaction; `bookings.kes_minor_per_usd`, which confirmation sets, is the
 *   bookings module's and wins when both exist. Empty at first: every rate locked until now is on
 *   its booking row already, where it stays.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payment_rate_locks")
      .addColumn("booking_id", "text", (c) => c.primaryKey().references("bookings.id"))
      .addColumn("kes_minor_per_usd", "integer", (c) =>
        c.notNull().check(sql`kes_minor_per_usd > 0`),
      )
      .addColumn("set_on", "text", (c) => c.notNull())
      // UTC ISO-8601 timestamp, compared as text on both databases.
      .addColumn("locked_at", "text", (c) => c.notNull())
      .execute();
  },
});
