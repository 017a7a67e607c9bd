import { afterAll, beforeAll, describe } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "./databases";

export type TestDialect = "sqlite" | "postgres";

/**
 * A fresh migrated database for the enclosing describe block: made in its first beforeAll,
 * dropped in its last afterAll (after the block's own hooks, which may still use it).
 * The returned handle reads the current database on every access, so a suite can write
 * `const t = useTestDatabase(kind)` at the top of the block and use `t.db` in its tests and hooks.
 */
export function useTestDatabase(kind: TestDialect, upTo?: string): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind, upTo);
  });
  afterAll(async () => {
    await current?.drop();
    current = undefined;
  });
  const made = (): TestDatabase => {
    if (!current)
      throw new Error(
        "The test database exists from the block's beforeAll to its afterAll: use it in a test or a hook.",
      );
    return current;
  };
  return {
    get db() {
      return made().db;
    },
    get dialect() {
      return made().dialect;
    },
    get description() {
      return made().description;
    },
    get pgPool() {
      return made().pgPool;
    },
    close: () => made().close(),
    drop: () => made().drop(),
  };
}

/**
 * Runs a suite once on SQLite and once on PostgreSQL, each with its own fresh migrated database
 * (see useTestDatabase). `title` may hold `%s` for the dialect, as with describe.each.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (t: TestDatabase, kind: TestDialect) => void,
): void {
  describe.each(testDialects)(title, (kind) => {
    suite(useTestDatabase(kind), kind);
  });
}
