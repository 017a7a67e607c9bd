import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./bench/lib/chromium.js";
import { E2E_PAY_LINK_SECRET, e2ePaymentProviders } from "./tests/support/e2e-payment-providers";
import { e2eServers, siteWideProject, type E2eServer } from "./tests/support/e2e-servers";

/**
 * Specs that change what every visitor reads: the pricing (admin.spec.ts), the exchange rates
 * (currency.spec.ts, payments-ledger.spec.ts) and the park fees (park-fees.spec.ts). They talk to
 * a server of their own (tests/support/e2e-servers.ts), one spec at a time, so no other spec sees
 * a price change between its quote and its checkout, and each starts from the settings it
 * expects. The two projects run side by side: one worker on these, the other on the rest.
 */
const siteWideSettings = [
  "admin.spec.ts",
  // Switches a trip to instant booking, and starts the providers' test servers on their ports.
  "instant-booking.spec.ts",
  "currency.spec.ts",
  "park-fees.spec.ts",
  "payments-ledger.spec.ts",
  // Publishes trips to the catalogue every page reads (its own copy of a trip, archived at the end).
  "content-studio.spec.ts",
  // Publishes its own copy of a trip with a library photo as its hero (archived at the end).
  "trip-photos.spec.ts",
  // Publishes the pages of the site every visitor reads (each put back as it was at the end).
  "site-pages.spec.ts",
  // Moves its own testimonial first on the landing page (removed at the end).
  "testimonials.spec.ts",
  // Not site-wide in what it changes, but it starts the loopback Stripe on its server's port,
  // as instant-booking.spec.ts does: one at a time (payments-providers.spec.ts has the other's).
  "proposals.spec.ts",
].map((file) => `**/${file}`);

/**
 * Each worker is a client address of its own (TEST-NET-1, RFC 5737), named in X-Forwarded-For as
 * nginx would: the server's limits per address (10 sign-ins a minute, 60 quotes a minute, ...)
 * then count each worker as one visitor going through its specs one after another, as they
 * counted the whole suite when it ran in one worker. A traveller who signs up names their own
 * address instead (account-fixtures.ts).
 */
const workerAddress = `192.0.2.${1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;

const chromium = { ...devices["Desktop Chrome"], channel: undefined };

// End-to-end tests run against the production build (npm test builds first),
// in Debian's Chromium: never a downloaded browser. Two workers, one spec file each at a time.
// The specs on the shared server share no data that another spec changes (their own accounts,
// emails, bookings and departures); the site-wide ones have the other server (siteWideSettings).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A browser test's budget: the suite runs two workers beside their servers on a 2-core machine,
  // where a page with several server quotes and an axe run took over 30 s (CI, 2026-11-27).
  timeout: 60_000,
  use: {
    extraHTTPHeaders: { "X-Forwarded-For": workerAddress },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // The site-wide project first: Playwright hands each free worker the first spec in this order
  // that its project's worker limit allows, so one worker goes through the site-wide specs from the
  // start while the other takes the rest (listed second, they would all wait for the end).
  projects: [
    {
      name: siteWideProject,
      use: { ...chromium, baseURL: origin(e2eServers.siteWide) },
      testMatch: siteWideSettings,
      workers: 1,
    },
    {
      name: "chromium",
      use: { ...chromium, baseURL: origin(e2eServers.shared) },
      testIgnore: siteWideSettings,
    },
  ],
  webServer: [serverUnderTest(e2eServers.shared), serverUnderTest(e2eServers.siteWide)],
});

function origin(server: E2eServer): string {
  return `http://127.0.0.1:${server.port}`;
}

/** One server under test: the production build, its data in its own directory. */
function serverUnderTest(server: E2eServer) {
  return {
    command: "node server.js",
    url: `${origin(server)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      SITE_URL: origin(server),
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      AUTH_SECRET: "e2e-test-secret-that-is-at-least-32-characters-long",
      PAY_LINK_SECRET: E2E_PAY_LINK_SECRET,
      LOG_LEVEL: "warn",
      // Loopback is the proxy, as nginx is in the deploy recipe: a spec's traveller may name
      // their own address in X-Forwarded-For (account-fixtures.ts), so the sign-up limit per
      // address holds per traveller rather than for the whole suite at once.
      TRUST_PROXY: "127.0.0.1",
      // M-Pesa STK Push and Stripe Checkout against loopback test servers, on ports of this
      // server's own (payments-providers.spec.ts, instant-booking.spec.ts start them).
      ...e2ePaymentProviders(server.port).env,
      // The always-available ways to pay (issue 16), so the dashboard and mails show them.
      PAYBILL_NUMBER: "522522",
      BANK_DETAILS:
        "KCB Bank, Nanyuki branch | Account name: Kilele Expeditions Ltd | Account number: 1234567890",
    },
  };
}
