import type { RefusalKind } from "../refusal";

/** The one mapping from a use case's refusal to an HTTP status code, for pages and the JSON API alike. */
export const REFUSAL_STATUS = {
  invalid: 400,
  "not-found": 404,
  forbidden: 403,
  conflict: 409,
  expired: 410,
  "price-changed": 409,
  "key-reused": 422,
  limited: 429,
} as const satisfies Record<RefusalKind, number>;

export function statusOfRefusal<Kind extends RefusalKind>(
  kind: Kind,
): (typeof REFUSAL_STATUS)[Kind] {
  return REFUSAL_STATUS[kind];
}

/** The Retry-After header of a `limited` refusal (none for the other kinds). */
export function refusalHeaders(refusal: {
  kind: RefusalKind;
  retryAfterSeconds?: number;
}): Record<string, string> {
  return refusal.kind === "limited" && refusal.retryAfterSeconds !== undefined
    ? { "Retry-After": String(refusal.retryAfterSeconds) }
    : {};
}
