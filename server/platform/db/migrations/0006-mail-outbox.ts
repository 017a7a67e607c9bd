import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/** The persisted mail outbox (decision 0006). */
export const migration: DialectMigration = () => ({
  // Every outgoing mail is stored before it is sent, and retried from here while the mail
  // transport is down (server/platform/mail/outbox.ts, decision 0006).
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("queued")
          .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
      )
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("claim_token", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .execute();
    // The delivery loop's one lookup: queued (or claimed and abandoned) mail that is due.
    await db.schema
      .createIndex("mail_outbox_status_next_attempt_at_idx")
      .on("mail_outbox")
      .columns(["status", "next_attempt_at"])
      .execute();
  },
});
