import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

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
function contentSecurityPolicy(production: boolean): (nonce: string) => string {
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
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return (nonce) => before + nonce + after;
}

/**
 * Security headers for every response, with a fresh CSP nonce per request that React
 * Router puts on its inline scripts. Inline scripts without the nonce are refused.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<{ Variables: NonceVariables }> {
  const policyWith = contentSecurityPolicy(options.production);
  const fixedHeaders: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    // Said here so the compression layer (server.js) need not add it: Hono's c.header on a
    // finished response copies it into a stream, which costs a third of a cached page's time.
    ["Vary", "Accept-Encoding"],
  ];
  if (options.production) fixedHeaders.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);

  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const setAll = (headers: Headers) => {
      // A 304 tells the browser to reuse its stored page, whose scripts carry the nonce of the
      // policy stored with it; a new policy here would block them (page-cache.ts).
      if (c.res.status !== 304) headers.set("Content-Security-Policy", policyWith(nonce));
      for (const [name, value] of fixedHeaders) headers.set(name, value);
    };
    // Set on the response in place (Hono's c.header copies the whole response on every call
    // once it exists); only a response with immutable headers (Response.redirect) is copied.
    try {
      setAll(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res);
      setAll(c.res.headers);
    }
  };
}
