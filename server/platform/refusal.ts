/**
 * Why a use case did not do what it was asked, as a value rather than an exception, in the words
 * the visitor reads. Each kind means one thing whichever way the request came (a page's form, the
 * JSON API), and `server/platform/http/refusal-status.ts` is the one place that turns a kind into
 * an HTTP status code.
 */
export type RefusalKind =
  /** The request itself is wrong: a missing field, a date out of range, a filled-in honeypot. */
  | "invalid"
  /** It names something that does not exist (a trip, a departure, a booking). */
  | "not-found"
  /** The visitor may not do this as they are: a booking claimed from an account whose email is unverified. */
  | "forbidden"
  /** It cannot be done now: the departure is full or past, the booking's state forbids it. */
  | "conflict"
  /** A link that worked once no longer does: its time ran out, or it has been used. */
  | "expired"
  /** The price the visitor saw is no longer the price: nothing was stored; the new one is attached. */
  | "price-changed"
  /** A retry key already used for a request with other details (IETF idempotency-key draft: 422). */
  | "key-reused"
  /** Over an allowance of `server/platform/limits.ts`; `retryAfterSeconds` says when to come back. */
  | "limited";

export interface Refusal<Kind extends RefusalKind = RefusalKind> {
  kind: Kind;
  message: string;
  /** For `limited`: the seconds until the allowance opens again. */
  retryAfterSeconds?: number;
}

export function refused<Kind extends RefusalKind>(
  kind: Kind,
  message: string,
  retryAfterSeconds?: number,
): Refusal<Kind> {
  return retryAfterSeconds === undefined ? { kind, message } : { kind, message, retryAfterSeconds };
}

/**
 * The answer of a function that answers `{ ok: true, ... }` when it did what was asked: the same
 * refusal, marked `ok: false`. Modules answer by kind, never by HTTP status.
 */
export type NotOk<Kind extends RefusalKind = RefusalKind> = { ok: false } & Refusal<Kind>;

export function notOk<Kind extends RefusalKind>(kind: Kind, message: string): NotOk<Kind> {
  return { ok: false, kind, message };
}
