import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * Gives this test file the app's own database (server/db's getDb) and mail outbox in a private data
 * directory: a fresh SQLite file under a new temporary DATA_DIR, no PostgreSQL, no SMTP server.
 * The server modules read the environment once, so call this at the top of the file, before
 * importing them (`await import(...)` below the call). The database is migrated before the file's
 * own beforeAll hooks run, and closed and deleted after its own afterAll hooks.
 */
export function usePrivateAppDatabase(name: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `kilele-${name}-`));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  beforeAll(async () => {
    const { migrateAppDatabase } = await import("../../server/platform/db");
    await migrateAppDatabase();
  });
  afterAll(async () => {
    const { getDb } = await import("../../server/platform/db");
    await getDb().close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
