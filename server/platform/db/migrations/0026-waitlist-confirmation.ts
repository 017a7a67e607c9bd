import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * A waitlist entry is confirmed by its email before freed seats are offered to it (issue 26 item
 * 9): joining mails a link carrying a random token, of which only the SHA-256 is stored. Entries
 * made before this migration were accepted under the old rule and could never receive the mail:
 * they count as confirmed when they joined, so nobody already waiting loses their place.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("departure_waitlist")
      .addColumn("confirm_token_hash", "text")
      .execute();
    await db.schema.alterTable("departure_waitlist").addColumn("confirmed_at", "text").execute();
    await sql`update departure_waitlist set confirmed_at = created_at`.execute(db);
    await db.schema
      .createIndex("departure_waitlist_confirm_token_unique")
      .on("departure_waitlist")
      .column("confirm_token_hash")
      .unique()
      .execute();
  },
});
