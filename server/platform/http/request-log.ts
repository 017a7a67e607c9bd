import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress, fromTrustedProxy } from "./client-ip";
import { logger } from "../logger";
import { hasCompleteHeaders } from "./security-headers";

/** What a proxy's request id may look like (nginx's $request_id is 32 hex digits, others UUIDs). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one the proxy in front gave it (so one id follows the request through
 * the proxy's log and ours), but only from a proxy TRUST_PROXY names; a visitor's own header
 * would let them plant ids in our log. Otherwise a fresh one.
 */
export function requestIdFor(c: Context): string {
  const given = c.req.header("x-request-id");
  return given !== undefined && REQUEST_ID.test(given) && fromTrustedProxy(c)
    ? given
    : randomUUID();
}

/**
 * The paths whose next segment is a secret: whoever holds the URL holds what it opens. Each is
 * the run of segments in front of it; matched anywhere in the path, case-insensitively, so a
 * mount under another prefix or a mistyped case is redacted too (redacting too much costs
 * nothing). React Router's `.data` requests of the same pages carry the same secret.
 */
const SECRET_AFTER: ReadonlyArray<readonly [prefix: readonly string[], placeholder: string]> = [
  // Daraja's callback URL (MPESA_CALLBACK_URL): its last segment is the only proof of Daraja.
  [["payments", "mpesa", "callback"], ":secret"],
  // The departures feed, /calendar/departures-<secret>.ics (server/http/calendar-feed.ts).
  [["calendar"], ":secret"],
  // A traveller's own details link and review link (decisions 0030, 0031).
  [["traveller-details"], ":token"],
  [["review"], ":token"],
  // better-auth's password reset link, /api/auth/reset-password/<token>.
  [["auth", "reset-password"], ":token"],
  // A waitlist place's confirmation link, /waitlist/confirm/<token> (decision 0047).
  [["waitlist", "confirm"], ":token"],
  // A booking mail's "Add this booking to your account" link, /bookings/claim/<token> (0049).
  [["bookings", "claim"], ":token"],
];

function comparable(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path as every log line keeps it (the request log and any other line that names a path):
 * never the query string (search words, emails, pay-page keys, hold tokens in links), only the
 * query's parameter names; a path segment that carries a secret (SECRET_AFTER) or looks like an
 * email address is replaced by a placeholder. `search` may also come attached to `path`.
 */
export function loggablePath(path: string, search = ""): string {
  const queryStart = path.indexOf("?");
  if (queryStart !== -1) {
    search = path.slice(queryStart);
    path = path.slice(0, queryStart);
  }
  const segments = path.split("/");
  const seen = segments.map(comparable);
  const logged = segments.map((segment, index) => {
    if (index > 0) {
      for (const [prefix, placeholder] of SECRET_AFTER)
        if (
          index >= prefix.length &&
          prefix.every((name, offset) => seen[index - prefix.length + offset] === name)
        )
          return placeholder;
    }
    return /@|%40/i.test(segment) ? ":email" : segment;
  });
  const names = [...new URLSearchParams(search).keys()];
  return (
    logged.join("/") +
    (names.length ? `?${[...new Set(names)].map((name) => `${name}=`).join("&")}` : "")
  );
}

/**
 * One JSON line per request, after the answer: request id, method, path (loggablePath), status,
 * duration in ms and the client address (client-ip.ts). Nothing else about the visitor: no
 * headers, cookies, bodies or user agent. The id is also sent back as X-Request-Id, so a visitor
 * reporting a problem can quote it. Mounted first in server.js, so files count too.
 */
export function requestLog(): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c);
    c.set("requestId", requestId);
    await next();
    // An answer built complete (json-api.ts) carries the id already.
    if (!hasCompleteHeaders(c.res)) {
      try {
        c.res.headers.set("X-Request-Id", requestId);
      } catch {
        // A response with immutable headers (a fetched one) goes out without it.
      }
    }
    if (!logger.isLevelEnabled("info")) return;
    const url = c.req.url;
    const queryStart = url.indexOf("?");
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path, queryStart === -1 ? "" : url.slice(queryStart)),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        client: clientAddress(c),
      },
      "request",
    );
  };
}

export type RequestLogVariables = { requestId?: string };
