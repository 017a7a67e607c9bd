import {
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";

/**
 * A lock handed to waiters strictly in arrival order.
 *
 * Why: Kysely's SQLite driver serialises queries on its one connection with a lock that wakes
 * every waiter at each release and lets them race for it. Under a booking load at 100 connections
 * some requests lost that race for more than 10 seconds while the rest flowed (bench/RESULTS.md,
 * load section). A queue makes the longest wait proportional to the queue's length.
 */
export class FifoLock {
  #locked = false;
  #waiters: Array<() => void> = [];
  /** When the current run of hand-overs without a pause for I/O began. */
  #sliceStartedAt = 0;
  readonly #sliceMs: number;
  readonly #now: () => number;

  /**
   * `sliceMs`: how long hand-overs may follow each other as microtasks before the next one waits
   * for a turn of the event loop. Without that pause a busy queue runs for hundreds of
   * milliseconds without reading a socket, and Node accepts new connections only between such
   * runs: under a 100-connection booking load, connections waited in the kernel's accept queue
   * for more than 10 seconds (bench/RESULTS.md). Pausing at every hand-over instead costs a
   * third of the throughput.
   */
  constructor(options: { sliceMs?: number; now?: () => number } = {}) {
    this.#sliceMs = options.sliceMs ?? 10;
    this.#now = options.now ?? (() => performance.now());
  }

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      this.#sliceStartedAt = this.#now();
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  /** Hands the lock to the longest waiter, or frees it. */
  unlock(): void {
    const next = this.#waiters.shift();
    if (!next) {
      this.#locked = false;
      return;
    }
    if (this.#now() - this.#sliceStartedAt < this.#sliceMs) {
      next();
      return;
    }
    setImmediate(() => {
      this.#sliceStartedAt = this.#now();
      next();
    });
  }
}

/** Kysely's SQLite driver, with its connection taken in turn (FifoLock) rather than by race. */
class FairSqliteDriver extends SqliteDriver {
  readonly #turns = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.lock();
    // Only one holder passes the line above, so the driver's own lock is always free here.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#turns.unlock();
  }
}

/**
 * The database with its prepared statements kept, by SQL text, for the `limit` most recently used.
 *
 * Why: Kysely's SQLite connection prepares every query afresh (`db.prepare(sql)` on each run).
 * SQLite's compiler was 10 % of the server's CPU time under the booking load (bench/RESULTS.md,
 * "Load: what changed", decision 0039), where a booking runs the same fifteen statements each
 * time. A kept statement is run again with new parameters; SQLite recompiles it by itself after
 * a schema change. Reusing one is safe here because the connection is used by one query at a time
 * (FairSqliteDriver's turns), a stream included, so no statement is asked to run while it runs.
 */
export function withStatementCache(database: SqliteDatabase, limit = 500): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => {
      kept.clear();
      return database.close();
    },
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop when full.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = database.prepare(sql);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(sql, prepared);
      return prepared;
    },
  };
}

/** SqliteDialect with FairSqliteDriver, and each statement prepared once (withStatementCache). */
export function fairSqliteDialect(config: SqliteDialectConfig): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () =>
      new FairSqliteDriver({
        ...config,
        database:
          typeof config.database === "function"
            ? async () =>
                withStatementCache(await (config.database as () => Promise<SqliteDatabase>)())
            : withStatementCache(config.database),
      }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
