import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { env, siteContacts } from "./config";
import { logger } from "./logger";
import { robotsTxt, sitemapXml } from "./http/seo-files";
import { securityHeaders, type NonceVariables } from "./http/security-headers";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts. */
    nonce: string;
  }
}

const production = env().NODE_ENV === "production";
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  production ? "production" : "development",
);

/** One Hono app answers /healthz, /api/* and SEO files, then hands everything else to React Router. */
export const app = new Hono<{ Variables: NonceVariables }>();

app.use(securityHeaders({ production }));

app.get("/healthz", (c) => c.json({ status: "ok" }));

app.get("/sitemap.xml", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(sitemapXml(siteContacts().siteUrl), 200, { "Content-Type": "application/xml; charset=utf-8" });
});
app.get("/robots.txt", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(robotsTxt(siteContacts().siteUrl));
});

app.all("/api/*", (c) => c.json({ error: `No API endpoint at ${c.req.path}.` }, 404));

app.all("*", (c) => handleDocumentRequest(c.req.raw, { nonce: c.get("nonce") }));

app.onError((error, c) => {
  // Never a stack trace to the visitor; the log keeps the detail.
  logger.error({ err: error, path: c.req.path }, "unhandled error");
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});
