import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the production build sends to browsers (build/client/assets, from `npm run build`). Server
 * code reaches routes only through *.server.ts modules, which React Router refuses to bundle for
 * the browser; this reads the real output to prove nothing server-only got there anyway.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const assetsDir = join(buildDir, "client", "assets");
const serverDir = join(buildDir, "server");

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(dir, name));
}

const browserChunks = new Map(jsFiles(assetsDir).map((path) => [path, readFileSync(path, "utf8")]));
const serverBuild = jsFiles(serverDir)
  .map((path) => readFileSync(path, "utf8"))
  .join("\n");

/** Strings only our server modules hold (the server build must contain each, or the check is empty). */
const serverCodeMarkers = [
  "booking_status in (", // the bookings CHECK constraint (server/platform/db/migrations.ts)
  "kind in ('contact'", // the inquiries CHECK constraint
  "0001_auth_tables", // migration names
  "mail_outbox", // the outbox table (server/mail)
  "x-client-ip", // the trusted client-address header (server/auth)
  "AUTH_SECRET", // the environment (server/platform/config.ts)
  "payment_attempts", // the payment providers' table (server/modules/payments/attempts.ts)
  "/mpesa/stkpush/v1/processrequest", // the Daraja adapter (server/modules/payments/providers/daraja.ts)
];

/** Server-only libraries, each by a string its own code always carries. */
const serverLibraryMarkers = [
  {
    library: "better-auth",
    file: "node_modules/better-auth/dist/cookies/index.mjs",
    marker: "better-auth",
  },
  {
    library: "nodemailer",
    file: "node_modules/nodemailer/lib/mailer/index.js",
    marker: "Nodemailer",
  },
  { library: "pdfkit", file: "node_modules/pdfkit/js/pdfkit.js", marker: "PDFKit" },
  {
    library: "stripe",
    file: "node_modules/stripe/esm/Webhooks.js",
    marker: "No signatures found matching the expected signature",
  },
];

/**
 * The loopback stand-ins for Daraja and Stripe (tests/support/) answer only tests: neither the
 * server build nor the browser's may hold them (each marker is a string literal only that file
 * holds, so it survives minification).
 */
const testServerMarkers = [
  { file: "tests/support/daraja-test-server.ts", marker: "Bad Request - Invalid Password" },
  { file: "tests/support/stripe-test-server.ts", marker: "Loopback stand-in for Stripe Checkout" },
];

/** zod v4 names its schema classes with these strings; minification keeps them. */
const zodMarker = { file: "node_modules/zod/v4/core/schemas.js", marker: '"$ZodType"' };

function chunksContaining(
  marker: string,
  paths: Iterable<string> = browserChunks.keys(),
): string[] {
  return [...paths].filter((path) => browserChunks.get(path)?.includes(marker));
}

/** React Router's route manifest: every route's browser module and the chunks it imports. */
interface ManifestModule {
  module: string;
  imports?: string[];
}

function manifest(): { entry: ManifestModule; routes: Record<string, ManifestModule> } {
  const [path] = chunksContaining("window.__reactRouterManifest=");
  expect(path, "the route manifest chunk").toBeDefined();
  const text = browserChunks.get(path!)!;
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as { entry: ManifestModule; routes: Record<string, ManifestModule> };
}

function routeManifest(): Record<string, ManifestModule> {
  return manifest().routes;
}

/** The routes among `ids` whose browser module, or a chunk it imports, holds `marker`. */
function routesLoading(marker: string, ids: readonly string[]): string[] {
  const routes = routeManifest();
  return ids.filter((id) => {
    const route = routes[id]!;
    const chunks = [route.module, ...(route.imports ?? [])].map((url) =>
      join(assetsDir, url.replace(/^\/assets\//, "")),
    );
    return chunksContaining(marker, chunks).length > 0;
  });
}

/**
 * DESIGN.md's landing-page budget, as Lighthouse counts it: every script the page loads, in the
 * Brotli form server.js sends, plus each answer's headers (about 460 bytes per file over HTTP/1.1,
 * read with `curl -D -`), which is why many small chunks cost more than a few larger ones.
 */
const LANDING_SCRIPT_BUDGET_BYTES = 130 * 1024;
const HEADER_BYTES_PER_FILE = 470;

describe("the production build's browser code", () => {
  it("has browser chunks to check", () => {
    expect(browserChunks.size).toBeGreaterThan(10);
  });

  it("carries no code from server/", () => {
    for (const marker of serverCodeMarkers) {
      expect(serverBuild, `the server build holds "${marker}"`).toContain(marker);
      expect(chunksContaining(marker), `browser chunks with "${marker}"`).toEqual([]);
    }
  });

  it("carries none of the server-only libraries", () => {
    for (const { library, file, marker } of serverLibraryMarkers) {
      expect(readFileSync(file, "utf8"), `${library} holds "${marker}"`).toContain(marker);
      expect(chunksContaining(marker), `browser chunks with ${library}`).toEqual([]);
    }
  });

  it("never holds the payment providers' test servers, in the browser or on the server", () => {
    for (const { file, marker } of testServerMarkers) {
      expect(readFileSync(file, "utf8"), `${file} holds "${marker}"`).toContain(marker);
      expect(serverBuild.includes(marker), `the server build holds "${marker}"`).toBe(false);
      expect(chunksContaining(marker), `browser chunks with "${marker}"`).toEqual([]);
    }
  });

  it("loads no zod on any admin page (the pricing form's checks run on the server)", () => {
    expect(readFileSync(zodMarker.file, "utf8")).toContain(zodMarker.marker);
    const adminRoutes = Object.keys(routeManifest()).filter((id) => id.startsWith("routes/admin"));
    expect(adminRoutes.length, "admin routes in the manifest").toBeGreaterThanOrEqual(7);
    expect(routesLoading(zodMarker.marker, adminRoutes), "admin routes with zod").toEqual([]);
  });

  it("loads no zod on any public page either (the trip page carried 30 KB of it through one import)", () => {
    const publicRoutes = Object.keys(routeManifest()).filter(
      (id) => !id.startsWith("routes/admin"),
    );
    expect(publicRoutes, "the trip page in the manifest").toContain("routes/itinerary");
    expect(routesLoading(zodMarker.marker, publicRoutes), "public routes with zod").toEqual([]);
  });

  it("keeps the landing page's JavaScript within 130 KiB as sent", () => {
    const { entry, routes } = manifest();
    const landing = [entry, routes["root"], routes["routes/home"]];
    expect(landing.every(Boolean), "entry, root and home in the manifest").toBe(true);
    const files = new Set(landing.flatMap((part) => [part!.module, ...(part!.imports ?? [])]));
    const bytes = [...files].reduce(
      (sum, url) =>
        sum +
        statSync(join(assetsDir, `${url.replace(/^\/assets\//, "")}.br`)).size +
        HEADER_BYTES_PER_FILE,
      0,
    );
    expect(
      bytes,
      `${files.size} scripts, ${(bytes / 1024).toFixed(1)} KiB with headers`,
    ).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
  });
});
