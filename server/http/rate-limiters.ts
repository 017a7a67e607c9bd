import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getDb } from "../db";

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
  return new RateLimiterPostgres({ ...rule, storeClient: pgPool, storeType: "pool", tableName: "rate_limits", tableCreated: true, insuranceLimiter: inMemory });
}
