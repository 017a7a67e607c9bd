import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describeDbError, openDatabase, type DbHandle } from "../../server/platform/db/connection";
import { migrateToLatest } from "../../server/platform/db/migrations";
import { machinePostgresUrl } from "./test-postgres";

/**
 * Test databases: a fresh SQLite file, and a fresh schema on the PostgreSQL server at
 * TEST_DATABASE_URL. Under Vitest the global setup always sets it (to a private server when the
 * machine has none: ./test-postgres.ts); the benchmarks, which run without it, use the machine's
 * server. Both are migrated and removed afterwards. An unreachable PostgreSQL fails the suite
 * loudly; it is never skipped.
 *
 * Integration tests use them through `describeOnEachDatabase` / `useTestDatabase`
 * (./database-fixture.ts); this module has no Vitest import so that the benchmarks can use it too.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? machinePostgresUrl;

export interface TestDatabase extends DbHandle {
  drop(): Promise<void>;
}

const allDialects = ["sqlite", "postgres"] as const;

/**
 * The databases each suite runs on: both, unless TEST_DIALECTS names some (comma-separated). The
 * run on another season's date (scripts/test-any-day.sh --other-season in CI) names only SQLite:
 * it looks for tests that depend on the day they run, and the site never reads a database's
 * clock (every time comes from Node), so the second database would repeat the same dates.
 */
export const testDialects: ReadonlyArray<(typeof allDialects)[number]> = process.env.TEST_DIALECTS
  ? allDialects.filter((dialect) => process.env.TEST_DIALECTS!.split(",").includes(dialect))
  : allDialects;

export async function createTestDatabase(
  kind: (typeof allDialects)[number],
  /** Stop after this migration (to test a later one on existing data); default: all of them. */
  upTo?: string,
): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "kilele-db-"));
    const handle = openDatabase({ sqliteFile: join(dir, "test.db") });
    await migrateToLatest(handle.db, handle.dialect, upTo);
    return {
      ...handle,
      async drop() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(
      `PostgreSQL is required for these tests but is not reachable at ${testPostgresUrl} (${describeDbError(error)}). Start it, or set TEST_DATABASE_URL.`,
    );
  }
  const handle = openDatabase({ databaseUrl: testPostgresUrl, pgSchema: schema });
  try {
    // Shared: any number of schemas migrate at once, but none is dropped meanwhile (see below).
    await admin.query("select pg_advisory_lock_shared($1)", [SCHEMA_DROP_LOCK]);
    await migrateToLatest(handle.db, handle.dialect, upTo);
  } finally {
    await admin.end(); // ends the session, and with it the lock
  }
  return {
    ...handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      try {
        await cleanup.query("select pg_advisory_lock($1)", [SCHEMA_DROP_LOCK]);
        await cleanup.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Migrating reads the catalog of every schema in the database (Kysely's introspection checks
 * each one's privileges by name), and a schema that another test file drops at that moment fails
 * the read: "schema test_… does not exist" (3F000), seen once in a clean CI run with two workers
 * and another suite on the same server. Drops wait for migrations in progress, in any process.
 */
const SCHEMA_DROP_LOCK = 7_317_000_042;
