import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The security audit runs on demand and nightly instead of on every view (issue 26 item 10,
 * decision 0048).
 *
 * - security_audit_runs: one row per run: when it started, what started it (the operator's
 *   button, with that admin's user id, or the nightly job), the findings as JSON and how long
 *   the run took. /admin/security shows the latest row.
 * - bookings.is_probe: 1 on a booking the audit makes. The audit rolls its test booking back;
 *   the flag is the second line of defence, so a run that dies half-way never puts a test
 *   booking in the operator's lists or counts. Existing bookings are real ones (0).
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("security_audit_runs")
      .addColumn("id", "text", (c) => c.primaryKey())
      // UTC ISO-8601 timestamps, compared as text on both databases.
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("trigger", "text", (c) => c.notNull().check(sql`trigger in ('button', 'nightly')`))
      // The admin who pressed the button; null for the nightly job.
      .addColumn("triggered_by", "text")
      .addColumn("findings", "text", (c) => c.notNull())
      .addColumn("duration_ms", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("security_audit_runs_started_at")
      .on("security_audit_runs")
      .column("started_at")
      .execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("is_probe", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
