import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler } from "react-router";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth, authGateRefusal } from "./modules/accounts";
import { clientAddress } from "./platform/http/client-ip";
import { env, siteContacts } from "./platform/config";
import { databaseHealthy, getDb } from "./platform/db";
import { getMailOutbox } from "./platform/mail";
import { isDatabaseUnavailable } from "./platform/db/connection";
import { logger } from "./platform/logger";
import { loggablePath } from "./platform/http/request-log";
import { bookingApi } from "./http/booking-api";
import { calendarFeed } from "./http/calendar-feed";
import { currencyRoutes } from "./platform/http/currency-choice";
import { languageRoutes, rememberLanguage } from "./platform/http/language-choice";
import { inquiryApi } from "./http/inquiry-api";
import { mediaRoutes } from "./http/media-files";
import { MAX_UPLOAD_FORM_BYTES } from "./modules/media";
import { paymentsApi } from "./http/payments-api";
import { checkoutFormOrigins } from "./modules/payments";
import { asAddressedBySite, sameOriginWrites } from "./platform/http/same-origin";
import { formPostGuard } from "./platform/http/form-posts";
import { pdfRoutes } from "./http/pdf-routes";
import { paymentDocuments } from "./http/payment-documents";
import { apiError } from "./platform/http/json-api";
import { pricingApi } from "./http/pricing-api";
import { robotsTxt, sitemapXml } from "./http/seo-files";
import { securityHeaders, type NonceVariables } from "./platform/http/security-headers";
import type { RequestLogVariables } from "./platform/http/request-log";
import { pageCache, PUBLIC_PAGE_CACHE_CONTROL } from "./platform/http/page-cache";
import { requestContext } from "./platform/http/request-context";
import { hasSessionCookie } from "./platform/http/session-cookie";
import { serveSecurityAuditFrom } from "./http/security-audit-live";

/**
 * The server's lifecycle (server.js): prepareServer before listening (auth secret, database
 * migrated, subscriptions, jobs), stopServer after the last answer at shutdown.
 */
export { prepareServer, stopServer } from "./lifecycle/startup";
/** For the files server.js serves before the app: the security headers that matter for a file. */
export { fileSecurityHeaders } from "./platform/http/security-headers";
/** server.js mounts it before everything, files included: one JSON log line per request. */
export { requestLog } from "./platform/http/request-log";
export { listenAddress } from "./platform/config";

const production = env().NODE_ENV === "production";
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  production ? "production" : "development",
);

type AppEnv = { Variables: NonceVariables & RequestLogVariables };

/** The routes of the app below, without its error handler (see `app` and `appRoutes`). */
const routes = new Hono<AppEnv>();

routes.use(securityHeaders({ production, formActions: checkoutFormOrigins() }));
routes.use(sameOriginWrites());

routes.get("/healthz", async (c) => {
  c.header("Cache-Control", "no-store");
  return (await databaseHealthy())
    ? c.json({ status: "ok" })
    : c.json({ status: "unavailable", error: "The database is not reachable." }, 503);
});

routes.get("/sitemap.xml", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(sitemapXml(siteContacts().siteUrl), 200, {
    "Content-Type": "application/xml; charset=utf-8",
  });
});
routes.get("/robots.txt", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(robotsTxt(siteContacts().siteUrl));
});

// better-auth, before the /api 404. The client address header is always overwritten with the
// address clientAddress decides, so a client cannot pick its own rate-limit bucket.
routes.on(
  ["GET", "POST"],
  `${AUTH_BASE_PATH}/*`,
  bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => c.json({ error: "The request body is too large." }, 413),
  }),
  async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    const body = c.req.method === "GET" ? undefined : await c.req.raw.arrayBuffer();
    // Only the endpoints the site uses, and only redirects to its own pages (endpoint-gate.ts).
    const refusal = authGateRefusal(
      c.req.method,
      c.req.path.slice(AUTH_BASE_PATH.length),
      new URL(c.req.url).searchParams,
      jsonBodyOf(body),
    );
    if (refusal) return apiError(c, refusal.status, refusal.error);
    return getAuth().handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  },
);

/** A request body read as JSON, or undefined when it is none (better-auth answers those itself). */
function jsonBodyOf(body: ArrayBuffer | undefined): unknown {
  if (!body || body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

routes.route("/api", pricingApi);
routes.route("/api", bookingApi);
routes.route("/", pdfRoutes);
routes.route("/", paymentDocuments);
routes.route("/", calendarFeed);
routes.route("/", mediaRoutes);
routes.route("/", currencyRoutes);
routes.route("/", languageRoutes);
routes.route("/api", inquiryApi);
routes.route("/api", paymentsApi);

routes.all("/api/*", (c) => apiError(c, 404, `No API endpoint at ${c.req.path}.`));

// Pages. Signed-out visitors share a few seconds' cache of each page (page-cache.ts); pages
// rendered for a signed-in visitor are never stored by the browser either.
// In development every request renders, so an edit shows at once.
// Form posts (route actions) are read and checked once before React Router sees them; any
// other method gets 405 before its body is read (React Router would read a PUT's body whole).
const PAGE_METHODS = ["GET", "HEAD", "POST"];
routes.all("*", async (c, next) => {
  if (PAGE_METHODS.includes(c.req.method)) return next();
  c.header("Allow", PAGE_METHODS.join(", "));
  return c.text("Pages answer GET, HEAD and POST only.", 405);
});
routes.all(
  "*",
  // The language a visitor reads is remembered on the answer, after the cache (decision 0075).
  rememberLanguage(),
  pageCache({ ttlMs: production ? 30_000 : 0, maxEntries: 500 }),
  formPostGuard({
    maxBytes: 64 * 1024,
    // The photo library's upload form sends files: several photos of up to 20 MB each. Only a
    // signed-in visitor's post may be that large; the admin guard then checks the role.
    uploads: {
      paths: ["/admin/media", "/admin/media.data"],
      maxBytes: MAX_UPLOAD_FORM_BYTES,
      when: (c) => hasSessionCookie(c.req.header("cookie")),
    },
  }),
  async (c) => {
    const response = await handleDocumentRequest(
      asAddressedBySite(c.req.raw, env().SITE_URL),
      requestContext({
        nonce: c.get("nonce"),
        clientIp: clientAddress(c),
        db: getDb().db,
        outbox: getMailOutbox(),
      }),
    );
    if (
      !response.headers.has("Cache-Control") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html")
    ) {
      response.headers.set(
        "Cache-Control",
        hasSessionCookie(c.req.header("cookie")) ? "private, no-store" : PUBLIC_PAGE_CACHE_CONTROL,
      );
    }
    return response;
  },
);

/** Never a stack trace to the visitor; the log keeps the detail. */
function onAppError(error: Error, c: Context<AppEnv>): Response {
  if (isDatabaseUnavailable(error)) {
    logger.error(
      { err: error, path: loggablePath(c.req.path), requestId: c.get("requestId") },
      "service unavailable",
    );
    c.header("Retry-After", "30");
    return c.json(
      {
        error:
          "Service unavailable: our booking system is briefly offline. Please try again in a minute or contact us on WhatsApp.",
      },
      503,
    );
  }
  logger.error(
    { err: error, path: loggablePath(c.req.path), requestId: c.get("requestId") },
    "unhandled error",
  );
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
}

/** One Hono app answers /healthz, /api/* and SEO files, then hands everything else to React Router. */
export const app = new Hono<AppEnv>().route("/", routes).onError(onAppError);

// The security audit asks this server's pages as a browser would, through this handler: handed
// over here rather than imported by the audit, which would make a circle (decision 0048).
serveSecurityAuditFrom((request) => app.fetch(request));

/**
 * For server.js, which mounts the app behind its own middlewares (request log, compression,
 * files): the routes with the error handler to give the root app. Mounting `app` itself would
 * wrap each of its handlers in a second middleware chain with its own error handler (Hono's
 * route() does so for a sub-app with an error handler): four more promises per handler, a
 * fifth of an API request's (bench/RESULTS.md). On the root, the handler catches the same errors
 * at the same place, where the failing handler was called.
 */
export const appRoutes = { routes, onError: onAppError };
