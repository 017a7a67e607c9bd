import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The operator's replies to an inquiry, written in the admin and mailed through the outbox
 * (issue 30, decision 0072): kept with the inquiry, so its thread shows who answered, when, what,
 * and whether the mail went out.
 *
 * - inquiry_replies: one row per reply, deleted with its inquiry (an account's erasure takes the
 *   inquiry and so its thread). `author_id` and `author_name` say who wrote it (the name as it was
 *   then, so the thread still reads after a staff account is renamed or removed); `mail_id` is the
 *   reply's row in mail_outbox while the outbox keeps it, and `mail_status` the last status seen:
 *   queued (stored, not yet handed over), sent, or failed (given up on).
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("inquiry_replies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("inquiry_id", "text", (c) =>
        c.notNull().references("inquiries.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("mail_id", "text")
      .addColumn("mail_status", "text", (c) =>
        c.notNull().check(sql`mail_status in ('queued', 'sent', 'failed')`),
      )
      // UTC ISO-8601 timestamp, compared as text on both databases.
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("inquiry_replies_inquiry_id")
      .on("inquiry_replies")
      .columns(["inquiry_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("inquiry_replies").execute();
  },
});
