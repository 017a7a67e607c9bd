import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The scheduler's lease and the balance reminders it sends (issue 16, decision 0028).
 *
 * - job_leases: one row per job name. A process runs a job only while it holds the row
 *   (holder = its id, until expires_at); it takes the row with one conditional upsert, so two
 *   processes never run one job at once. finished_at is when the job last completed, so a daily
 *   job runs once a day across every process, not once per process.
 * - payment_reminders: each balance reminder sent, at most once per booking, due date and kind
 *   (the primary key); a row is stored in the same transaction as its mail in the outbox.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("job_leases")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("holder", "text", (c) => c.notNull())
      // UTC ISO-8601 timestamps, compared as text on both databases.
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("finished_at", "text")
      .execute();

    await db.schema
      .createTable("payment_reminders")
      .addColumn("booking_id", "text", (c) =>
        c.notNull().references("bookings.id").onDelete("cascade"),
      )
      // yyyy-mm-dd: the due date the reminder is about (a new due date gets its own reminders).
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) =>
        c.notNull().check(sql`kind in ('due-in-14-days', 'due-in-3-days', 'overdue')`),
      )
      .addColumn("amount_minor", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'KES')`))
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("payment_reminders_pk", ["booking_id", "due_date", "kind"])
      .execute();
  },
});
