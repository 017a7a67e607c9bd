import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Who sees which bookings (decision 0043): the moment an account took its current address through
 * an email change. Bookings made with that address before it do not reach the account; null (every
 * account until it changes its address) means the address came with the sign-up, and its owner's
 * verification brings every booking made with it. ISO text on both databases, so it compares with
 * `bookings.created_at`. better-auth writes it (an additional field) in the same update as the email.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("user").addColumn("emailBookingsSince", "text").execute();
  },
});
