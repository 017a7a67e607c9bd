import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DbHandle } from "../../server/platform/db/connection";
import type { Database } from "../../server/platform/db/schema";
import type { TestDatabase } from "./databases";
import type { TestDialect } from "./database-fixture";

/**
 * A second "process" on the block's test database: on SQLite its own connection to the same
 * file (opened in beforeAll, closed in afterAll); on PostgreSQL the pool already runs concurrent
 * statements on separate connections, so it is the same handle.
 */
export function useSecondConnection(t: TestDatabase, dialect: TestDialect): () => Kysely<Database> {
  let other: DbHandle | undefined;
  beforeAll(() => {
    if (dialect === "sqlite")
      other = openDatabase({ sqliteFile: t.description.replace(/^SQLite /, "") });
  });
  afterAll(async () => {
    await other?.close();
  });
  return () => other?.db ?? t.db;
}
