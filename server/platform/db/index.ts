import { join } from "node:path";
import { env } from "../config";
import { openDatabase, ping, type DbHandle } from "./connection";
import { migrateToLatest } from "./migrations";

export {
  openDatabase,
  ping,
  describeDbError,
  isPostgresUrl,
  type DbDialect,
  type DbHandle,
} from "./connection";
export { migrateToLatest } from "./migrations";
export * from "./schema";

/** Where the SQLite file lives when DATABASE_URL is not a PostgreSQL URL. */
export function sqliteFileFor(dataDir: string): string {
  return join(dataDir, "app.db");
}

let handle: DbHandle | undefined;

/** The process's one database connection (pool), opened on first use from the environment. */
export function getDb(): DbHandle {
  if (!handle) {
    const { DATABASE_URL, DATA_DIR } = env();
    handle = openDatabase({ databaseUrl: DATABASE_URL, sqliteFile: sqliteFileFor(DATA_DIR) });
  }
  return handle;
}

export async function migrateAppDatabase(): Promise<{ applied: string[]; description: string }> {
  const { db, dialect, description } = getDb();
  const report = await migrateToLatest(db, dialect);
  return { ...report, description };
}

export async function databaseHealthy(): Promise<boolean> {
  return ping(getDb().db);
}
