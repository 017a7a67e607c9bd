import type { MiddlewareHandler } from "hono";

export type NonceVariables = { nonce: string };

/**
 * Security headers for every response, with a fresh CSP nonce per request that React
 * Router puts on its inline scripts. Inline scripts without the nonce are refused.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<{ Variables: NonceVariables }> {
  return async (c, next) => {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    c.set("nonce", nonce);
    await next();
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      // Vite's dev server talks over a websocket for hot reload.
      options.production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.production) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
