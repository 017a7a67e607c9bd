import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Waitlist offers come with a link (issue 15): freed seats are held for 24 hours for the waiting
 * traveller, who books them through a link carrying a random token. Only the token's SHA-256 is
 * stored (a database copy cannot book anyone's held seats); the link works once: booking through
 * it records when and which booking used it.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("departure_waitlist").addColumn("hold_token_hash", "text").execute();
    await db.schema.alterTable("departure_waitlist").addColumn("hold_used_at", "text").execute();
    await db.schema
      .alterTable("departure_waitlist")
      .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
      .execute();
    await db.schema
      .createIndex("departure_waitlist_hold_token_unique")
      .on("departure_waitlist")
      .column("hold_token_hash")
      .unique()
      .execute();
  },
});
