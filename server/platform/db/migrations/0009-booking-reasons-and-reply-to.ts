import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Issue 14, the operator's side: why a booking changed, and who a notification answers to.
 * - booking_events.reason: the cancellation reason, or why the final price differs from the
 *   estimate (the traveller reads it in their email).
 * - booking_events.price_before_minor / price_after_minor / price_currency: the total the
 *   operator replaced when confirming, and the final one, in minor units (DESIGN.md section 8).
 * - mail_outbox.reply_to: the traveller's address on the operator's notifications, kept with the
 *   message so a retried delivery still carries it.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("booking_events").addColumn("reason", "text").execute();
    await db.schema
      .alterTable("booking_events")
      .addColumn("price_before_minor", "integer")
      .execute();
    await db.schema
      .alterTable("booking_events")
      .addColumn("price_after_minor", "integer")
      .execute();
    await db.schema
      .alterTable("booking_events")
      .addColumn("price_currency", "text", (c) =>
        c.check(sql`price_currency is null or price_currency in ('USD', 'KES')`),
      )
      .execute();
    await db.schema.alterTable("mail_outbox").addColumn("reply_to", "text").execute();
  },
});
