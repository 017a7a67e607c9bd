import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Payments started with a provider (issue 16, decision 0027): an M-Pesa STK prompt
 * (CheckoutRequestID) or a Stripe Checkout Session, and what became of it. The money itself is
 * in the ledger (`payments`, migration 0014); a row here moves from `pending` to `paid` once,
 * by a conditional update, which is what keeps a callback and a status query (or two processes)
 * from crediting one payment twice.
 *
 * `payment_provider_events`: Stripe webhook events already applied, by event id.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payment_attempts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('mpesa-stk', 'card')`))
      // What the amount is for: deposit, balance or the full price.
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("amount_minor", "integer", (c) => c.notNull().check(sql`amount_minor > 0`))
      .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'KES')`))
      // STK: the number prompted (2547XXXXXXXX); card: null.
      .addColumn("phone", "text")
      // STK: CheckoutRequestID; card: the Checkout Session id. Null until the provider answers.
      .addColumn("provider_request_id", "text", (c) => c.unique())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .check(sql`status in ('starting', 'pending', 'paid', 'failed', 'needs-attention')`),
      )
      // The provider's words for the outcome ("Request cancelled by user").
      .addColumn("result", "text")
      // The M-Pesa receipt or the card's payment intent, once paid.
      .addColumn("provider_reference", "text")
      // STK only: when the status query may next ask Daraja (null: never again).
      .addColumn("next_query_at", "text")
      .addColumn("queries", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("payment_attempts_booking_id_created_at_idx")
      .on("payment_attempts")
      .columns(["booking_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("payment_attempts_status_next_query_at_idx")
      .on("payment_attempts")
      .columns(["status", "next_query_at"])
      .execute();

    await db.schema
      .createTable("payment_provider_events")
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("payment_provider_events_pk", ["provider", "event_id"])
      .execute();
  },
});
