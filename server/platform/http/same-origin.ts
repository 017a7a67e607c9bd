import type { MiddlewareHandler } from "hono";
import { env } from "../config";

/**
 * Whether a request comes from a page of this site: the Origin a browser names on every
 * cross-origin POST is this server's own address or the public SITE_URL (behind a proxy the
 * server sees a different address than the browser does). No Origin at all: a program, not a
 * visitor's browser, so not a forgery risk.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_FORM = "This form must be sent from our own site.";
export const CROSS_SITE_API = "This request must come from our own site.";

/**
 * Cross-site request forgery, refused for every write before anything runs: a form or a
 * JSON call that another site's page makes in a visitor's browser (with their cookies). API
 * callers get the JSON error shape, pages a plain sentence. (A foreign page cannot send JSON
 * without a CORS preflight, which we never grant, and other content types get 415; this says
 * no explicitly and covers form-encoded posts to pages and to the auth API too.)
 */
export function sameOriginWrites(): MiddlewareHandler {
  return (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw, env().SITE_URL)) return next();
    return Promise.resolve(
      c.req.path.startsWith("/api/")
        ? c.json({ error: CROSS_SITE_API }, 403)
        : c.text(CROSS_SITE_FORM, 403),
    );
  };
}

/**
 * The request as the visitor's browser addressed it. Behind a TLS proxy the server sees
 * http://internal-host while the browser posts from https://our-site; React Router refuses a
 * write whose Origin differs from the request's own URL, so a write from our public origin is
 * handed on addressed to that origin. (Foreign origins never get here: sameOriginWrites.)
 */
export function asAddressedBySite(request: Request, siteUrl: string): Request {
  if (!WRITE_METHODS.has(request.method)) return request;
  const origin = request.headers.get("origin");
  const url = new URL(request.url);
  if (!origin || origin === url.origin || origin !== new URL(siteUrl).origin) return request;
  return new Request(new URL(url.pathname + url.search, origin), request);
}
