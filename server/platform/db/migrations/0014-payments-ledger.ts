import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The payment ledger (issue 16). Frozen here, not read from domain/ (a migration never changes
 * after it has shipped).
 *
 * - payments: append-only; one row per payment received or refund made (a negative amount),
 *   in integer minor units of its own currency. A provider's reference (an M-Pesa receipt
 *   number, a card payment id, the operator's receipt code) is unique, so a payment retried or
 *   reported twice, even by two processes at once, is recorded once. A booking's paid amount
 *   and balance are always summed from here, never stored.
 * - payment_attention: what a provider reported that did not match (unknown reference, wrong
 *   amount, bad signature...), for the operator to look at and resolve.
 * - payment_settings: the operator's settings (the payment plan, the USD->KES rate), JSON text.
 * - bookings.kes_minor_per_usd / kes_rate_set_on: the USD->KES rate locked when the booking was
 *   confirmed (KES cents for one US dollar; 12935 = KES 129.35) and the day the operator set it;
 *   bookings.confirmed_at: when it was confirmed (the deposit is due then).
 * - mail_outbox.attachments: a mail's files (the receipt PDF), so what is sent is what was stored.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("amount_minor", "integer", (c) => c.notNull().check(sql`amount_minor <> 0`))
      .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'KES')`))
      .addColumn("method", "text", (c) =>
        c
          .notNull()
          .check(
            sql`method in ('mpesa-paybill', 'mpesa-stk', 'card', 'bank-transfer', 'cash', 'refund')`,
          ),
      )
      .addColumn("provider_reference", "text")
      // The rate a KES amount was counted at against a USD booking (KES cents per dollar).
      .addColumn("kes_minor_per_usd", "integer", (c) => c.check(sql`kes_minor_per_usd > 0`))
      .addColumn("recorded_by", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addCheckConstraint(
        "payments_refund_sign",
        sql`(method = 'refund' and amount_minor < 0) or (method <> 'refund' and amount_minor > 0)`,
      )
      .execute();
    // NULLs are distinct in a unique index on both databases: entries without a reference coexist.
    await db.schema
      .createIndex("payments_provider_reference_unique")
      .on("payments")
      .column("provider_reference")
      .unique()
      .execute();
    await db.schema
      .createIndex("payments_booking_created_idx")
      .on("payments")
      .columns(["booking_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("payments_created_at_idx")
      .on("payments")
      .column("created_at")
      .execute();

    await db.schema
      .createTable("payment_attention")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("reference", "text")
      .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("payload_summary", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("resolved_at", "text")
      .addColumn("resolved_by", "text")
      .execute();
    await db.schema
      .createIndex("payment_attention_open_idx")
      .on("payment_attention")
      .columns(["resolved_at", "created_at"])
      .execute();

    await db.schema
      .createTable("payment_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .alterTable("bookings")
      .addColumn("kes_minor_per_usd", "integer", (c) => c.check(sql`kes_minor_per_usd > 0`))
      .execute();
    await db.schema.alterTable("bookings").addColumn("kes_rate_set_on", "text").execute();
    await db.schema.alterTable("bookings").addColumn("confirmed_at", "text").execute();
    // A mail's attachments (a receipt PDF) as JSON text; cleared with the body once sent.
    await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
  },
});
