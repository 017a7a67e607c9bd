import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { fairSqliteDialect } from "./fair-sqlite";
import type { Database } from "./schema";

export type DbDialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  /** Where it points, without credentials: for log lines and error messages. */
  description: string;
  /** PostgreSQL only: the connection pool, for libraries that keep their own tables (rate limits). */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DbOptions {
  /** `postgres://` or `postgresql://` for PostgreSQL; anything else (or unset) means SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ":memory:". Used when databaseUrl is not a PostgreSQL URL. */
  sqliteFile?: string;
  /** PostgreSQL only: run every connection with this search_path (tests use one schema per run). */
  pgSchema?: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** One code path for both databases: the dialect is the only thing that differs. */
export function openDatabase(options: DbOptions): DbHandle {
  if (isPostgresUrl(options.databaseUrl))
    return openPostgres(options.databaseUrl, options.pgSchema);
  return openSqlite(options.sqliteFile ?? ":memory:");
}

function openSqlite(file: string): DbHandle {
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const database = new SQLite(file);
  // WAL lets page reads continue while a booking is written; the busy timeout rides out
  // the short write lock instead of failing with SQLITE_BUSY.
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: fairSqliteDialect({ database }) });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, close: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): DbHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that dies (database restarted, network cut) makes its client emit 'error'.
  // The pool listens on idle clients only; a client checked out at that moment would crash the
  // process with an unhandled 'error' event. Its queries fail on their own (the request gets a
  // 503) and the pool replaces it, so the events themselves need no handling.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    description: `PostgreSQL ${redactUrl(url)}`,
    pgPool: pool,
    close: () => db.destroy(),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}

/** `select 1`: true when the database answers. */
export async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * One line for a database failure. pg reports "connection refused" as an AggregateError with
 * an empty message, so dig out the first inner error and its code.
 */
export function describeDbError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner =
    error instanceof AggregateError && error.errors.length > 0
      ? (error.errors[0] as unknown)
      : undefined;
  const source = inner instanceof Error ? inner : error;
  const code = (source as Error & { code?: string }).code;
  const message = source.message || error.message || error.name;
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
