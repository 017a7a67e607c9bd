import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The departure mails that go out once (issue 15): when a departure reaches its minimum
 * ("Guaranteed") every traveller on it is told, and when it has not by its decision day the
 * operator is alerted. Each stamp is set by the conditional update that claims the mail, so two
 * processes (or a booking and the daily job at once) send it once.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("departures").addColumn("guaranteed_notified_at", "text").execute();
    await db.schema.alterTable("departures").addColumn("decision_alerted_at", "text").execute();
  },
});
