import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "../config";
import { getDb } from "../db";
import { inboxOf } from "../../../domain/contact/email";
import { epochMs } from "../clock";

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
      if (epochMs() < storeSkippedUntil)
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
          storeSkippedUntil = epochMs() + STORE_SKIP_MS;
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
  const { pgPool } = getDb();
  const inMemory = new RateLimiterMemory(rule);
  if (countsInThisProcess() || !pgPool) return inMemory;
  return new RateLimiterPostgres({
    ...rule,
    storeClient: boundedStore(pgPool),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    insuranceLimiter: inMemory,
  });
}

/** On SQLite there is one server process, so counts kept in memory are shared by every request. */
function countsInThisProcess(): boolean {
  const { dialect, pgPool } = getDb();
  return dialect !== "postgres" || !pgPool;
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
  /**
   * Counts one request for `key` (or `points` of an allowance counted in units, such as seats):
   * null while within the limit, else the seconds to wait.
   */
  take(key: string, points?: number): Promise<number | null>;
  /**
   * The same count as `take`, answered at once where the counts live in this process (SQLite:
   * one process); undefined where they live in the shared store, which only `take` can ask.
   */
  takeAtOnce(key: string): number | null | undefined;
  /** Gives one (or `points`) back, for a request that created nothing after all. */
  giveBack(key: string, points?: number): Promise<void>;
}

/**
 * Counts kept in this process, answered without a promise: the fixed windows of
 * rate-limiter-flexible's RateLimiterMemory (a key's window opens at its first count and lasts
 * the rule's duration; over `points` in it, the answer is the time left in it). Every request
 * to the JSON API passes a limit, and once a page has rendered each promise costs more (Node 20's
 * AsyncLocalStorage keeps promise hooks on): the library's promise per count was a tenth of a
 * quote's promises (bench/RESULTS.md). The PostgreSQL store stays the library's.
 */
export class CountsHere {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  #sweepAt = 0;

  constructor(private readonly rule: RateLimitRule) {}

  /** Adds `points` (negative to give back) to the key's window: null within the limit, else the ms left in the window. */
  add(key: string, points: number, now = epochMs()): number | null {
    if (now >= this.#sweepAt) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.rule.duration * 1000 };
      this.#windows.set(key, window);
    }
    window.count += points;
    return window.count > this.rule.points ? window.endsAt - now : null;
  }

  /** Forgets ended windows now and then, so a stream of new addresses does not grow the map for ever. */
  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    this.#sweepAt = now + Math.min(60, this.rule.duration) * 1000;
  }
}

/** The seconds a limited client is told to wait: whole seconds, at least one. */
const waitSeconds = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));

export function requestLimit(
  rule: RateLimitRule,
  options: { raisedForBenchmarks?: boolean } = {},
): RequestLimit {
  let store: { here: CountsHere } | { shared: RateLimiterAbstract } | undefined;
  // Made on first use, so the environment and the database are read at run time, not at import.
  // BENCH_RATE_LIMIT_POINTS (benchmarks only) raises a per-address limit for a load test from one address.
  const counts = () => {
    if (store) return store;
    const counted = {
      ...rule,
      points: options.raisedForBenchmarks
        ? (env().BENCH_RATE_LIMIT_POINTS ?? rule.points)
        : rule.points,
    };
    return (store = countsInThisProcess()
      ? { here: new CountsHere(counted) }
      : { shared: sharedRateLimiter(counted) });
  };
  const takeAtOnce = (key: string, points = 1) => {
    const where = counts();
    if (!("here" in where)) return undefined;
    const msLeft = where.here.add(key, points);
    return msLeft === null ? null : waitSeconds(msLeft);
  };
  return {
    takeAtOnce: (key) => takeAtOnce(key),
    async take(key, points = 1) {
      const atOnce = takeAtOnce(key, points);
      if (atOnce !== undefined) return atOnce;
      try {
        await (counts() as { shared: RateLimiterAbstract }).shared.consume(key, points);
        return null;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return waitSeconds(rejection.msBeforeNext);
      }
    },
    async giveBack(key, points = 1) {
      const where = counts();
      if ("here" in where) where.here.add(key, -points);
      else await where.shared.reward(key, points);
    },
  };
}

/** The sentence a limited visitor reads, e.g. "Too many requests from this email address. Please wait 12 minutes and try again." */
export function tooManyRequestsSentence(waitSeconds: number, from = ""): string {
  const wait =
    waitSeconds >= 120 ? `${Math.ceil(waitSeconds / 60)} minutes` : `${waitSeconds} seconds`;
  return `Too many requests${from}. Please wait ${wait} and try again.`;
}
