import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * Gives this test file the app's own database and outbox in a private data directory: a fresh
 * SQLite file under a new temporary DATA_DIR, no PostgreSQL, no SMTP server. The server modules read
 * the environment once, so call this before importing them (`await import(...)` below the call).
 * The directory is removed after the file's own afterAll hooks (which close the database) have run.
 */
export function usePrivateAppDataDir(name: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `kilele-${name}-`));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
