import {
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type SqliteDialectConfig,
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

/** SqliteDialect with FairSqliteDriver. */
export function fairSqliteDialect(config: SqliteDialectConfig): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new FairSqliteDriver(config),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
