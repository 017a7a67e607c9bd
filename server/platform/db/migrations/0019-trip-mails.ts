import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The traveller's journey mails (issue 17, decision 0032). Frozen here, not read from domain/.
 *
 * - trip_mails: each pre-trip and after-trip mail sent to a booking, at most once per booking and
 *   kind (the primary key). The row is stored in the same transaction as the mail's outbox row,
 *   so a second run or a second process inserts nothing and queues nothing. "after-trip" (thanks
 *   and the review request) is also claimed by the operator's "completed" mail, so a traveller is
 *   asked for a review once, by whichever goes first.
 *   Bookings already completed were asked by their "completed" mail: they get the row now, so the
 *   after-trip job never asks them a second time.
 * - departures.guide_phone: the guide's phone number, for the 3-days-before mail.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("trip_mails")
      .addColumn("booking_id", "text", (c) =>
        c.notNull().references("bookings.id").onDelete("cascade"),
      )
      .addColumn("kind", "text", (c) =>
        c.notNull().check(sql`kind in ('30-days-before', '3-days-before', 'after-trip')`),
      )
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("trip_mails_pk", ["booking_id", "kind"])
      .execute();
    await sql`insert into trip_mails (booking_id, kind, sent_at)
      select id, 'after-trip', updated_at from bookings where booking_status = 'completed'`.execute(
      db,
    );
    await db.schema.alterTable("departures").addColumn("guide_phone", "text").execute();
  },
});
