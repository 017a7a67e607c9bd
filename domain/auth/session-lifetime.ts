/**
 * A session's absolute lifetime (issue 26 item 8): better-auth's sliding window (14 days, renewed
 * daily while in use) would keep a session alive for ever on a device used every day, so a stolen
 * cookie would too. Whatever its use, a session ends SESSION_ABSOLUTE_DAYS after its sign-in.
 * Pure: the clock is a parameter.
 */
export const SESSION_ABSOLUTE_DAYS = 30;

/** True once a session created at `createdAt` has outlived its absolute lifetime at `now`. */
export function sessionOutlived(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= SESSION_ABSOLUTE_DAYS * 86_400_000;
}
