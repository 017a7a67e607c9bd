import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getDb } from "../db";
import { inboxOf } from "../../domain/contact/email";

/** How long a request waits for the shared count before counting in this process instead. */
const STORE_TIMEOUT_MS = 2_000;

/**
 * The pool as the limiter's store, with a time limit: on a silent network a count would otherwise
 * wait for the pool's connect or query timeout (seconds) on every request before the insurance
 * limiter takes over. The abandoned query finishes or fails on its own.
 */
function boundedStore(pool: pg.Pool) {
  return {
    query(config: pg.QueryConfig): Promise<pg.QueryResult<pg.QueryResultRow>> {
      if (Date.now() < storeSkippedUntil)
        return Promise.reject(new Error("the rate-limit store failed a moment ago; counting here"));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`the rate-limit store did not answer within ${STORE_TIMEOUT_MS} ms`)),
          STORE_TIMEOUT_MS,
        );
      });
      return Promise.race([pool.query(config), late])
        .catch((error: unknown) => {
          storeSkippedUntil = Date.now() + STORE_SKIP_MS;
          throw error;
        })
        .finally(() => clearTimeout(timer));
    },
  };
}

/**
 * After the store fails, every limiter counts in this process for a few seconds instead of asking
 * again: a booking passes two limiters (per address, per email), and waiting for a dead store
 * once per limiter would double the time a request takes during a database outage.
 */
const STORE_SKIP_MS = 5_000;
let storeSkippedUntil = 0;

export interface RateLimitRule {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * A limiter every server process shares. On PostgreSQL the counts live in the rate_limits table
 * (migration 0005), so two processes behind one address count a client once, not twice; a
 * database hiccup falls back to counting in this process (the insurance limiter) rather than
 * refusing everyone. On SQLite there is one process, and memory is the fastest shared store.
 */
export function sharedRateLimiter(rule: RateLimitRule): RateLimiterAbstract {
  const { dialect, pgPool } = getDb();
  const inMemory = new RateLimiterMemory(rule);
  if (dialect !== "postgres" || !pgPool) return inMemory;
  return new RateLimiterPostgres({
    ...rule,
    storeClient: boundedStore(pgPool),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    insuranceLimiter: inMemory,
  });
}

/** The bucket an email address counts in: its inbox (domain/contact/email.ts). */
export function emailRateLimitKey(email: string): string {
  const { local, domain } = inboxOf(email);
  return domain ? `${local}@${domain}` : local;
}
