/**
 * How long a run of wrong passwords holds back the next sign-in attempt. Failures are counted
 * per account and client address together (server/auth/auth.ts), so someone guessing from
 * elsewhere never holds back the real user; the real user's own typos cost seconds, never a
 * lockout.
 */

/** Wrong passwords in a row that cost nothing: people mistype. */
export const FREE_FAILED_SIGN_INS = 5;

/** The longest wait one account + address can build up. */
export const MAX_SIGN_IN_HOLD_SECONDS = 30;

/** How long the count of failures lasts after the last one. */
export const FAILED_SIGN_IN_MEMORY_SECONDS = 15 * 60;

/** Seconds to wait after the `failures`-th wrong password in a row: 0, then 1, 2, 4, 8, 16, 30, 30... */
export function signInHoldSeconds(failures: number): number {
  if (failures <= FREE_FAILED_SIGN_INS) return 0;
  const doublings = Math.min(failures - FREE_FAILED_SIGN_INS - 1, 10);
  return Math.min(2 ** doublings, MAX_SIGN_IN_HOLD_SECONDS);
}
