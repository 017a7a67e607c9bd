import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/** Rate-limit counts shared by several server processes on one PostgreSQL database. */
export const migration: DialectMigration = (dialect) => ({
  // Several server processes on one PostgreSQL database count requests together: the
  // table rate-limiter-flexible's RateLimiterPostgres expects, and better-auth's own rate
  // limit table (storage "database"). One SQLite process counts in memory.
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sql`create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint)`.execute(
      db,
    );
    await sql`create table "rateLimit" (id text primary key, key text not null unique, count integer not null, "lastRequest" bigint not null)`.execute(
      db,
    );
  },
});
