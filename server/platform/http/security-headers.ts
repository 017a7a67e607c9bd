import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

export type NonceVariables = { nonce: string };

/**
 * 128 random bits per response, base64. Drawn from a pooled block of random bytes: one
 * system call per 256 responses instead of one each (the same trick crypto.randomUUID uses).
 */
const NONCE_BYTES = 16;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The policy around the nonce, built once: only the nonce differs between responses. */
function contentSecurityPolicy(
  production: boolean,
  formActions: readonly string[],
): (nonce: string) => string {
  const before = "default-src 'self'; script-src 'self' 'nonce-";
  const after = [
    "' 'strict-dynamic'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's dev server talks over a websocket for hot reload.
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // A form may lead to a payment provider's page (Stripe Checkout, decision 0027) when configured.
    ["form-action 'self'", ...formActions].join(" "),
    "object-src 'none'",
  ].join("; ");
  return (nonce) => before + nonce + after;
}

/**
 * The policy of an answer that is not a page (an API's JSON): it loads nothing and may not be
 * framed, so it needs no nonce; the same directives a page has apart from what a page loads.
 */
const NON_DOCUMENT_POLICY =
  "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** The headers every response carries besides the policy. */
function fixedSecurityHeaders(production: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    // Said here so the compression layer (server.js) need not add it: Hono's c.header on a
    // finished response copies it into a stream, which costs a third of a cached page's time.
    ["Vary", "Accept-Encoding"],
  ];
  if (production)
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/**
 * Answers built with every header they need (json-api.ts: an API's JSON, made in one step with
 * a plain header record). The middlewares leave these as they are: reading a response's headers
 * turns Node's light response into a full Headers object, re-validated header by header, which
 * cost a fifth of a quote's time (bench/RESULTS.md, "Load: what changed").
 */
const builtComplete = new WeakSet<Response>();

/** Marks an answer whose headers are complete: its security headers and its request id are in. */
export function withCompleteHeaders(response: Response): Response {
  builtComplete.add(response);
  return response;
}

export function hasCompleteHeaders(response: Response): boolean {
  return builtComplete.has(response);
}

/** The security headers of an answer that is not a page, as a plain record (withCompleteHeaders). */
export function nonDocumentSecurityHeaders(production: boolean): Record<string, string> {
  return Object.fromEntries([
    ["Content-Security-Policy", NON_DOCUMENT_POLICY],
    // Not Vary: an API answer is never compressed (server.js).
    ...fixedSecurityHeaders(production).filter(([name]) => name !== "Vary"),
  ]);
}

/**
 * Sets headers on a finished response in place (Hono's c.header copies the whole response on
 * every call once it exists); only a response with immutable headers (Response.redirect) is copied.
 */
function setOnResponse(c: Context, setAll: (headers: Headers) => void) {
  try {
    setAll(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    setAll(c.res.headers);
  }
}

/**
 * The one kind of page that may be framed, by this site only: a draft's preview, which the trip
 * editor shows at a phone's and a desktop's width side by side (decision 0065). Staff only.
 */
export const FRAMED_PREVIEW_PATH = "/admin-preview/";
const FRAME_NONE = "frame-ancestors 'none'";
const FRAME_SELF = "frame-ancestors 'self'";

/**
 * Security headers for every response, with a fresh CSP nonce per request that React
 * Router puts on its inline scripts. Inline scripts without the nonce are refused.
 */
export function securityHeaders(options: {
  production: boolean;
  /** Other origins a form may post or redirect to (a configured payment provider's checkout). */
  formActions?: readonly string[];
}): MiddlewareHandler<{ Variables: NonceVariables }> {
  const policyWith = contentSecurityPolicy(options.production, options.formActions ?? []);
  const fixedHeaders = fixedSecurityHeaders(options.production);
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    if (hasCompleteHeaders(c.res)) return;
    const framedPreview = c.req.path.startsWith(FRAMED_PREVIEW_PATH);
    setOnResponse(c, (headers) => {
      // A 304 tells the browser to reuse its stored page, whose scripts carry the nonce of the
      // policy stored with it; a new policy here would block them (page-cache.ts).
      if (c.res.status !== 304) {
        const policy = policyWith(nonce);
        headers.set(
          "Content-Security-Policy",
          framedPreview ? policy.replace(FRAME_NONE, FRAME_SELF) : policy,
        );
      }
      for (const [name, value] of fixedHeaders) headers.set(name, value);
      if (framedPreview) headers.set("X-Frame-Options", "SAMEORIGIN");
    });
  };
}

/**
 * For the files server.js serves before the app (scripts, styles, images, favicon): the headers
 * that matter for a file. `nosniff` keeps a browser from running a file as a type it is not;
 * HSTS holds for the whole host. The page headers (policy, framing, referrer, permissions,
 * opener) govern documents and would add 600 bytes to each of the 20-odd scripts a page loads.
 * A request the files do not answer goes on to the app, whose own headers are kept.
 */
export function fileSecurityHeaders(options: { production: boolean }): MiddlewareHandler {
  const fileHeaders = fixedSecurityHeaders(options.production).filter(
    ([name]) => name === "X-Content-Type-Options" || name === "Strict-Transport-Security",
  );
  return async (c, next) => {
    await next();
    if (c.res.headers.has("X-Content-Type-Options")) return;
    setOnResponse(c, (headers) => {
      for (const [name, value] of fileHeaders) headers.set(name, value);
    });
  };
}
