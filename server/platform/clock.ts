import { businessDay } from "../../domain/calendar";

/**
 * The server's one reading of the wall clock. Code on the server and in routes' *.server.ts takes
 * the time from here, or as a `now` parameter from its caller, never from `Date.now()` or
 * `new Date()` (a lint rule, eslint.config.js): a function given a `now` then cannot quietly read
 * another clock (issue 25: a quote was priced with the demand of the real date while its caller
 * passed a fixed one), and a test fixes time in one place. domain/ never reads a clock at all.
 */

/** This instant. */
export function systemNow(): Date {
  return new Date();
}

/** This instant in milliseconds since the epoch (lifetimes, timeouts, durations). */
export function epochMs(): number {
  return Date.now();
}

/** Today's business day, "yyyy-mm-dd" in Nairobi (decision 0042). */
export function businessToday(): string {
  return businessDay(systemNow());
}
