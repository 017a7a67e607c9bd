/**
 * When the outbox tries a failed message again, and when it gives up: a pure rule, so it can be
 * read and tested on its own (the outbox applies it under its claim on the row).
 */
export interface RetryPolicy {
  /** Wait after the 1st, 2nd... failed attempt; the last value repeats. */
  retryDelaysMs: readonly number[];
  /** Give up after this many attempts... */
  maxAttempts: number;
  /** ...or once the next attempt would be this long after the message was queued. */
  giveUpAfterMs: number;
}

export type AfterFailure = { giveUp: true } | { giveUp: false; retryAt: Date };

export function afterFailedAttempt(
  policy: RetryPolicy,
  message: { attempts: number; queuedAt: Date },
  failedAt: Date,
): AfterFailure {
  const { retryDelaysMs } = policy;
  const delay =
    retryDelaysMs[Math.max(0, Math.min(message.attempts, retryDelaysMs.length) - 1)] ?? 60_000;
  const retryAt = new Date(failedAt.getTime() + delay);
  const tooOld = retryAt.getTime() - message.queuedAt.getTime() > policy.giveUpAfterMs;
  if (message.attempts >= policy.maxAttempts || tooOld) return { giveUp: true };
  return { giveUp: false, retryAt };
}
