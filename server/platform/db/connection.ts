import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from "kysely";
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
  const handle = isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl, options.pgSchema)
    : openSqlite(options.sqliteFile ?? ":memory:");
  // Closing twice (closeDatabases at shutdown, then a caller's own close) closes once.
  let closing: Promise<void> | undefined;
  const once: DbHandle = {
    ...handle,
    close: () => {
      openHandles.delete(once);
      closing ??= handle.close();
      return closing;
    },
  };
  openHandles.add(once);
  return once;
}

const openHandles = new Set<DbHandle>();

/**
 * Close every database this process opened (the PostgreSQL pool ends its connections politely,
 * SQLite checkpoints its WAL). For a graceful shutdown, once the last request has been answered.
 */
export async function closeDatabases(): Promise<void> {
  const handles = [...openHandles];
  openHandles.clear();
  await Promise.allSettled(handles.map((handle) => handle.close()));
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
  // Closed at exit even when nobody calls close() (server.js exits once requests have drained):
  // the last connection to close checkpoints the WAL into the database file.
  openSqliteFiles.add(database);
  closeSqliteAtExit();
  return {
    db,
    dialect: "sqlite",
    description: `SQLite ${file}`,
    close: async () => {
      await db.destroy();
      openSqliteFiles.delete(database);
    },
  };
}

const openSqliteFiles = new Set<SQLite.Database>();
let exitHookInstalled = false;
function closeSqliteAtExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const database of openSqliteFiles) if (database.open) database.close();
  });
}

/**
 * PostgreSQL time limits. No request waits on the database for more than a few seconds:
 * - a new connection gives up after CONNECT_TIMEOUT_MS (also the longest wait for a free one);
 * - PostgreSQL cancels a statement after STATEMENT_TIMEOUT_MS (error 57014; the connection stays good);
 * - the client gives up on an answer after QUERY_TIMEOUT_MS, for a network that drops packets
 *   without resetting the connection, and the pool then throws that connection away;
 * - TCP keep-alive finds a dead idle connection before a request is handed it.
 * Migrations are exempt (see kyselyPool): building an index on a large table may take minutes.
 */
export const PG_TIMEOUTS = {
  CONNECT_TIMEOUT_MS: 5_000,
  STATEMENT_TIMEOUT_MS: 5_000,
  QUERY_TIMEOUT_MS: 6_000,
  KEEP_ALIVE_DELAY_MS: 10_000,
  /** What /healthz waits for `select 1` before it reports the database unreachable. */
  PING_TIMEOUT_MS: 3_000,
} as const;

function openPostgres(url: string, schema?: string): DbHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUTS.CONNECT_TIMEOUT_MS,
    statement_timeout: PG_TIMEOUTS.STATEMENT_TIMEOUT_MS,
    query_timeout: PG_TIMEOUTS.QUERY_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.KEEP_ALIVE_DELAY_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that dies (database restarted, network cut) makes its client emit 'error'.
  // The pool listens on idle clients only; a client checked out at that moment would crash the
  // process with an unhandled 'error' event. Its queries fail on their own (the request gets a
  // 503) and the pool replaces it, so the events themselves need no handling.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
  return {
    db,
    dialect: "postgres",
    description: `PostgreSQL ${redactUrl(url)}`,
    pgPool: pool,
    close: () => db.destroy(),
  };
}

/** Kysely's migration lock (Migrator, PostgreSQL adapter): a session-level advisory lock. */
const MIGRATION_LOCK = /\bpg_advisory_lock\(/i;
const MIGRATION_UNLOCK = /\bpg_advisory_unlock\(/i;
const MIGRATION_QUERY_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The pool as Kysely sees it. Two things differ from handing Kysely the pg.Pool itself:
 * - A connection whose query failed below SQL (lost, reset, no answer within the query
 *   timeout) goes back to the pool as broken, so the pool closes it instead of lending it to the
 *   next request; the error is rethrown as DatabaseUnavailableError (SQLSTATE class 08), which the
 *   error handlers answer with 503. pg leaves such errors without a code.
 * - Between Kysely's migration lock and unlock, the connection runs without the statement and
 *   query timeouts: a migration may rebuild a large table, and a second process starting at the
 *   same moment waits on the lock until the first has finished migrating.
 */
function kyselyPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(asError(error)) : error;
      }
      let broken: Error | undefined;
      let migrating = false;
      async function query(text: string, values: ReadonlyArray<unknown>) {
        try {
          if (!migrating && MIGRATION_LOCK.test(text)) {
            migrating = true;
            await client.query("set statement_timeout = 0");
          }
          const result = await client.query<Record<string, unknown>>({
            text,
            values: [...values],
            ...(migrating ? { query_timeout: MIGRATION_QUERY_TIMEOUT_MS } : {}),
          });
          if (migrating && MIGRATION_UNLOCK.test(text)) {
            await client.query("reset statement_timeout");
            migrating = false;
          }
          return result;
        } catch (error) {
          // PostgreSQL's own answer: a statement over its time limit, a server shutting down or out
          // of resources is an outage (503); a constraint or syntax error is not.
          if (error instanceof pg.DatabaseError)
            throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
          broken = asError(error);
          throw new DatabaseUnavailableError(broken);
        }
      }
      return {
        // Kysely calls query(sql, parameters) only: the dialect has no cursor configured.
        query: query as unknown as PostgresPoolClient["query"],
        // A connection still without its timeouts (the unlock failed) is not lent out again either.
        release: () =>
          client.release(broken ?? (migrating ? new Error("released while migrating") : undefined)),
      };
    },
    end: () => pool.end(),
  };
}

/** The database could not be reached or stopped answering: a 503 ("try again"), not a bug. */
export class DatabaseUnavailableError extends Error {
  /**
   * SQLSTATE 08006, connection_failure, whatever the cause (lost connection, refused, statement
   * timeout 57014...): the code class error handlers already answer with 503. The original error,
   * with its own code, is `cause`.
   */
  readonly code = "08006";
  constructor(cause: Error) {
    super(cause.message, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * True for failures of the database's availability rather than of our code or data: refused,
 * reset, timed out or lost connections, a PostgreSQL shutting down, out of connections or
 * cancelling a statement that ran too long, a SQLite file busy or missing. Callers answer 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current =
      current instanceof AggregateError && current.errors.length > 0
        ? current.errors[0]
        : current.cause;
  }
  return false;
}

/**
 * True when the database refused a row because a unique index already holds its key (PostgreSQL
 * 23505, SQLite's UNIQUE or PRIMARY KEY constraint): a race another request won, not an outage.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (
      code === "23505" ||
      code === "SQLITE_CONSTRAINT_UNIQUE" ||
      code === "SQLITE_CONSTRAINT_PRIMARYKEY"
    )
      return true;
    current = current.cause;
  }
  return false;
}

const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE|08\d{3}|57P0[1-3]|57014|53\d{3}|SQLITE_BUSY|SQLITE_CANTOPEN)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end/i;

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}

/** `select 1`: true when the database answers within `timeoutMs` (a silent network counts as down). */
export async function ping(
  db: Kysely<Database>,
  timeoutMs: number = PG_TIMEOUTS.PING_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One line for a database failure. pg reports "connection refused" as an AggregateError with
 * an empty message, so dig out the first inner error and its code.
 */
export function describeDbError(error: unknown): string {
  if (error instanceof DatabaseUnavailableError && error.cause instanceof Error)
    return describeDbError(error.cause);
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
