/**
 * How long a run of wrong passwords holds back the next sign-in attempt. Failures are counted
 * per account and client address together (server/modules/accounts/auth.ts), so someone guessing from
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

/**
 * Across addresses (issue 26): someone guessing one account's password from many addresses (six
 * addresses, five guesses each, went unheld) builds up a slower wait for the whole account. It
 * holds back every address except those that have signed in to the account with its password
 * before, so the real user on their usual connection is never held, and anyone else waits seconds,
 * never a lockout.
 */
export const FREE_ACCOUNT_FAILURES = 10;

/** The longest wait a run of wrong passwords from many addresses builds up for one account. */
export const MAX_ACCOUNT_HOLD_SECONDS = 60;

/** How long an address that signed in with the right password stays known to its account (under the 24.8 days a Node timer can hold). */
export const KNOWN_ADDRESS_DAYS = 14;

/** Seconds the account waits after its `failures`-th wrong password from any address: 0, then 2, 4, 8... up to 60. */
export function accountHoldSeconds(failures: number): number {
  if (failures <= FREE_ACCOUNT_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_ACCOUNT_FAILURES, 10);
  return Math.min(2 ** doublings, MAX_ACCOUNT_HOLD_SECONDS);
}
