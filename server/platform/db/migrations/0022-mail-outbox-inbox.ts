import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The inbox each outgoing mail lands in (issue 18, decision 0039): `mail_outbox.inbox` holds the
 * recipient as the per-recipient daily limit counts it (trimmed, lower case, without a `+tag`
 * after the local part), with an index on (inbox, created_at). The limit's count runs inside
 * every booking's transaction; without a column to look up it read the whole table, the bodies
 * of unsent mails included, and grew with every mail.
 *
 * Rows already stored get their inbox here, one update per distinct recipient. Frozen: the rule
 * is written out, not read from domain/contact/email.ts (inboxOf), which it must keep matching.
 */
function inboxOfRecipient(recipient: string): string {
  const address = recipient.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return `${address}@`;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}@${address.slice(at + 1)}`;
}

export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("mail_outbox").addColumn("inbox", "text").execute();
    const { rows } = await sql<{
      recipient: string;
    }>`select distinct recipient from mail_outbox`.execute(db);
    for (const { recipient } of rows)
      await sql`update mail_outbox set inbox = ${inboxOfRecipient(recipient)} where recipient = ${recipient}`.execute(
        db,
      );
    await db.schema
      .createIndex("mail_outbox_inbox_created_at_idx")
      .on("mail_outbox")
      .columns(["inbox", "created_at"])
      .execute();
  },
});
