import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress, fromTrustedProxy } from "../auth/client-ip";
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
 * The path as the log keeps it: never the query string (search words, emails, tokens in links);
 * the query's parameter names only. A path segment that carries a secret (better-auth's password
 * reset link, a waitlist confirmation link) or looks like an email address is replaced by a placeholder.
 */
export function loggablePath(path: string, search: string): string {
  const segments = path.split("/").map((segment, index, all) => {
    if (index > 0 && all[index - 1] === "reset-password" && all[index - 2] === "auth")
      return ":token";
    // A waitlist confirmation link (issue 26 item 9).
    if (index > 0 && all[index - 1] === "confirm" && all[index - 2] === "waitlist") return ":token";
    return /@|%40/i.test(segment) ? ":email" : segment;
  });
  const names = [...new URLSearchParams(search).keys()];
  return (
    segments.join("/") +
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
