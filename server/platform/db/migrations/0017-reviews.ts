import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Reviews (issue 17): one per completed booking, written through the personal link the traveller
 * is mailed when the operator marks the booking completed. Every review is published; the
 * operator can only reply (no review gating). Frozen here, not read from domain/.
 *
 * - booking_id is unique: a booking is reviewed once, even when two submits race.
 * - trip_slug is copied from the booking, so a trip page reads its reviews by one index.
 * - rating is a whole number of stars, 1 to 5, checked by the database too.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("reviews")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) => c.notNull().unique().references("bookings.id"))
      .addColumn("trip_slug", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("country", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("reply", "text")
      .addColumn("replied_at", "text")
      .execute();
    await db.schema
      .createIndex("reviews_trip_slug_created_at_idx")
      .on("reviews")
      .columns(["trip_slug", "created_at"])
      .execute();
    await db.schema
      .createIndex("reviews_created_at_idx")
      .on("reviews")
      .column("created_at")
      .execute();
  },
});
