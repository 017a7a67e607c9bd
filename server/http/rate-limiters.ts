import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "../config";
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

/**
 * One named limit, counted in the shared store: the JSON API's middleware and a page's form
 * action can hold the same one, so a visitor gets the same allowance whichever way they send.
 */
export interface RequestLimit {
  /** Counts one request for `key`: null while within the limit, else the seconds to wait. */
  take(key: string): Promise<number | null>;
  /** Gives one back, for a request that created nothing after all. */
  giveBack(key: string): Promise<void>;
}

export function requestLimit(
  rule: RateLimitRule,
  options: { raisedForBenchmarks?: boolean } = {},
): RequestLimit {
  let limiter: RateLimiterAbstract | undefined;
  // Made on first use, so the environment is read at run time, not at import.
  // BENCH_RATE_LIMIT_POINTS (benchmarks only) raises a per-address limit for a load test from one address.
  const shared = () =>
    (limiter ??= sharedRateLimiter({
      ...rule,
      points: options.raisedForBenchmarks
        ? (env().BENCH_RATE_LIMIT_POINTS ?? rule.points)
        : rule.points,
    }));
  return {
    async take(key) {
      try {
        await shared().consume(key);
        return null;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      }
    },
    async giveBack(key) {
      await shared().reward(key);
    },
  };
}

/** The sentence a limited visitor reads, e.g. "Too many requests from this email address. Please wait 12 minutes and try again." */
export function tooManyRequestsSentence(waitSeconds: number, from = ""): string {
  const wait =
    waitSeconds >= 120 ? `${Math.ceil(waitSeconds / 60)} minutes` : `${waitSeconds} seconds`;
  return `Too many requests${from}. Please wait ${wait} and try again.`;
}
