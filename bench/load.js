// bench/load.js: autocannon against the production server on loopback, beside a bare Node
// `http` hello world measured in the same run (issue 7 "Load and scale", issues 4 and 5 bench bars).
//
//   BUILD_DIR=build-bench node bench/load.js --build [--duration 10] [--connections 50,100]
//
// `--build` makes the production build into $BUILD_DIR first (`npm run build`); without it the
// build already there is measured.
//
// Scenarios, each at every connection count: the hello world; GET /itinerary/point-lenana;
// GET /summit-treks; POST /api/dynamic-pricing (valid bodies, varied participants and dates);
// POST /api/secure-booking (valid, unique bodies, each with its own Idempotency-Key) on SQLite,
// then the booking scenario again on a fresh PostgreSQL database (created and dropped here).
// The trip page and the pricing API run a second time through Debian's nginx (bench/lib/nginx.js,
// as the proxy system test runs it), so the reverse proxy's cost is a figure beside the direct one.
// After each booking scenario a count check: every booking answered 2xx is in the database
// exactly once.
//
// The per-IP API rate limits (dynamic pricing 60/min, booking 100/10 min) would answer 429 to a
// load test that sends everything from one loopback address, so the server is started with
// BENCH_RATE_LIMIT_POINTS (server/platform/config.ts, benchmarks only): the limiters still run on every
// request, with a budget no bench can exhaust.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  argValue,
  bookableParties,
  buildDir,
  pricingRequests,
  fmtInt,
  machine,
  measure,
  requireBuildDir,
  startBareHonoJson,
  startPricingReference,
  startHelloWorld,
  startSameBytes,
  captureResponse,
  utcStamp,
  warmUp,
} from "./lib/load.js";
import { bookingScenario, postgresBookingRows, sqliteBookingRows } from "./lib/booking-load.js";
import { LOAD_GENERATOR_CORE, pinThisProcessToLoadGeneratorCore, SERVER_CORE } from "./lib/cpu.js";
import { NGINX, startNginx } from "./lib/nginx.js";
import { markdownTable, writeSection } from "./lib/results.js";
import { startProductionServer, stopOnSignals } from "./lib/server.js";

const duration = Number(argValue("duration", "10"));
const connectionCounts = argValue("connections", "50,100")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
// The bars of issue 18, each against a reference doing the same work in the same run: the
// pricing API against a bare Hono route that parses the same JSON body and answers JSON, the
// cached trip page against a bare node:http server answering the same compressed bytes.
// The pricing API's bar of issue 18 is against the bare Hono route; the engine alone shows what
// of the gap is the quote's own work, and the bar proposed in its place is against that.
const targets = { pricing: 0.6, pricingAgainstEngine: 0.5, trip: 0.7 };

if (process.argv.includes("--build")) {
  console.log(`bench/load.js: building into ${buildDir}/ first (npm run build)`);
  const build = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
requireBuildDir();
// autocannon runs in this process: it keeps core 0, every server measured gets core 1.
const pinned = pinThisProcessToLoadGeneratorCore();

const stops = [];
stopOnSignals(stops);

const startedAt = new Date();
const before = machine();
console.log(
  `bench/load.js: ${duration} s per scenario at ${connectionCounts.join(" and ")} connections; ${before.cores} cores, load ${before.load1.toFixed(2)}`,
);

// Pages are asked for as a browser asks for them: HTML, compressed. A signed-out visitor (no
// session cookie) gets the page cache's copy (server/platform/http/page-cache.ts).
const browserHeaders = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
};

// --- the hello world -------------------------------------------------------------------
const hello = await startHelloWorld();
stops.push(hello.stop);
const helloRuns = {};
try {
  await warmUp({ url: hello.url, connections: 50 });
  for (const connections of connectionCounts) {
    helloRuns[connections] = await measure("hello world (node:http)", {
      url: hello.url,
      connections,
      duration,
    });
  }
} finally {
  await hello.stop();
}

// --- the pricing API's own work alone (reference) -----------------------------------------
// The same parsing, schema and pure engine on a bare Hono route (bench/lib/pricing-reference.ts):
// the pricing API's share of it is what the site's wrapping (headers, origin check, shared rate
// limiter, settings copy) leaves of the endpoint's throughput.
const pricingReference = await startPricingReference();
stops.push(pricingReference.stop);
const pricingReferenceRuns = {};
// The bodies every pricing scenario sends: each trip with the party sizes its quote accepts.
let parties;
try {
  parties = await bookableParties(pricingReference.url);
  await warmUp({
    url: pricingReference.url,
    connections: 50,
    requests: pricingRequests(parties),
  });
  for (const connections of connectionCounts) {
    pricingReferenceRuns[connections] = await measure("pricing engine alone (reference)", {
      url: pricingReference.url,
      connections,
      duration,
      requests: pricingRequests(parties),
    });
  }
} finally {
  await pricingReference.stop();
}

// --- the framework's ceiling for a JSON POST (reference, not a target) --------------------
const bareHono = await startBareHonoJson();
stops.push(bareHono.stop);
const bareHonoRuns = {};
// The same varied bodies as the pricing scenario, built the same way by autocannon: a static
// body would spare the load generator work the pricing scenario makes it do.
const bareHonoRequests = () => pricingRequests(parties, "/echo");
try {
  await warmUp({ url: bareHono.url, connections: 50, requests: bareHonoRequests() });
  for (const connections of connectionCounts) {
    bareHonoRuns[connections] = await measure("bare Hono JSON POST (reference)", {
      url: bareHono.url,
      connections,
      duration,
      requests: bareHonoRequests(),
    });
  }
} finally {
  await bareHono.stop();
}

// --- the app on SQLite -----------------------------------------------------------------
// TRUST_PROXY: behind nginx the client address comes from X-Forwarded-For, as in production.
const serverEnv = {
  BUILD_DIR: buildDir,
  BENCH_RATE_LIMIT_POINTS: "1000000000",
  TRUST_PROXY: "127.0.0.1",
};

async function startApp(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
  const server = await startProductionServer({
    env: { ...serverEnv, DATA_DIR: dataDir, ...extraEnv },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  stops.push(stop);
  return { ...server, url: `http://127.0.0.1:${server.port}`, dataDir, stop };
}

const sqlite = await startApp();
const pageRuns = { trip: {}, category: {} };
const sameBytesRuns = {};
let sameBytesSize = 0;
const pricingRuns = {};
const proxiedRuns = { trip: {}, pricing: {} };
let sqliteBooking;
try {
  // The site quotes what the engine alone quotes, or the comparison would not be like for like.
  const siteParties = await bookableParties(sqlite.url);
  if (JSON.stringify(siteParties) !== JSON.stringify(parties))
    throw new Error("The pricing API and the engine alone accept different trips or party sizes.");
  // The trip page's exact compressed bytes and headers, answered by a bare node:http server.
  const captured = await captureResponse(`${sqlite.url}/itinerary/point-lenana`, browserHeaders);
  if (captured.status !== 200) throw new Error(`the trip page answered ${captured.status}`);
  sameBytesSize = captured.body.length;
  const sameBytes = await startSameBytes(captured);
  stops.push(sameBytes.stop);
  try {
    await warmUp({ url: sameBytes.url, connections: 50, headers: browserHeaders });
    for (const connections of connectionCounts) {
      sameBytesRuns[connections] = await measure("same bytes as the trip page (node:http)", {
        url: sameBytes.url,
        connections,
        duration,
        headers: browserHeaders,
      });
    }
  } finally {
    await sameBytes.stop();
  }
  const pages = [
    ["trip", "GET /itinerary/point-lenana", "/itinerary/point-lenana"],
    ["category", "GET /summit-treks", "/summit-treks"],
  ];
  for (const [key, label, path] of pages) {
    const response = await fetch(`${sqlite.url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await warmUp({ url: `${sqlite.url}${path}`, connections: 50, headers: browserHeaders });
    for (const connections of connectionCounts) {
      pageRuns[key][connections] = await measure(label, {
        url: `${sqlite.url}${path}`,
        connections,
        duration,
        headers: browserHeaders,
      });
    }
  }
  await warmUp({ url: sqlite.url, connections: 50, requests: pricingRequests(parties) });
  for (const connections of connectionCounts) {
    pricingRuns[connections] = await measure("POST /api/dynamic-pricing", {
      url: sqlite.url,
      connections,
      duration,
      requests: pricingRequests(parties),
    });
  }
  // The same two scenarios through nginx (one worker, keep-alive to the app).
  const proxy = await startNginx({ upstreams: [sqlite.port] });
  stops.push(proxy.stop);
  try {
    const tripThroughProxy = `${proxy.origin}/itinerary/point-lenana`;
    await warmUp({ url: tripThroughProxy, connections: 50, headers: browserHeaders });
    for (const connections of connectionCounts) {
      proxiedRuns.trip[connections] = await measure("GET /itinerary/point-lenana through nginx", {
        url: tripThroughProxy,
        connections,
        duration,
        headers: browserHeaders,
      });
    }
    await warmUp({ url: proxy.origin, connections: 50, requests: pricingRequests(parties) });
    for (const connections of connectionCounts) {
      proxiedRuns.pricing[connections] = await measure("POST /api/dynamic-pricing through nginx", {
        url: proxy.origin,
        connections,
        duration,
        requests: pricingRequests(parties),
      });
    }
  } finally {
    await proxy.stop();
  }
  sqliteBooking = await bookingScenario(
    sqlite,
    parties,
    "POST /api/secure-booking (SQLite)",
    async () => sqliteBookingRows(sqlite.dataDir),
    { connectionCounts, duration },
  );
} finally {
  await sqlite.stop();
}

// --- the booking scenario on PostgreSQL -----------------------------------------------
const pgDatabase = `bench_load_${Date.now()}_${process.pid}`;
const pgUrl = new URL(pgAdminUrl);
pgUrl.pathname = `/${pgDatabase}`;
let pgBooking = null;
let pgError = null;
const admin = new pg.Client({ connectionString: pgAdminUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${pgDatabase}"`);
  const app = await startApp({ DATABASE_URL: pgUrl.href });
  try {
    pgBooking = await bookingScenario(
      app,
      parties,
      "POST /api/secure-booking (PostgreSQL)",
      () => postgresBookingRows(pgUrl.href),
      { connectionCounts, duration },
    );
  } finally {
    await app.stop();
  }
} catch (error) {
  pgError = error instanceof Error ? error.message : String(error);
  console.error(`PostgreSQL booking scenario failed: ${pgError}`);
} finally {
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`);
  } catch {
    /* the database was never created, or PostgreSQL is gone */
  }
  await admin.end().catch(() => {});
}

// --- RESULTS.md ------------------------------------------------------------------------
const after = machine();
const finishedAt = new Date();

const ratio = (run, connections, reference = helloRuns) =>
  run.requestsPerSecond / reference[connections].requestsPerSecond;
const pct = (value) => `${(value * 100).toFixed(1)} %`;
const verdict = (value, target) =>
  target === undefined
    ? pct(value)
    : `${pct(value)} ${value >= target ? "✓" : "✗"} (target ≥ ${target * 100} %)`;
const referenceName = {
  sameBytes: "same bytes",
  bareHono: "bare Hono",
  pricingEngine: "the engine alone",
};
const clean = (run) => run.errors === 0 && run.timeouts === 0;

// [name, runs, reference, target against it, a second reference beside it, target against that]
const scenarios = [
  ["Hello world (bare `node:http`)", helloRuns],
  ["Same bytes as the trip page (bare `node:http`, reference)", sameBytesRuns],
  ["Bare Hono JSON POST, no middleware (reference)", bareHonoRuns],
  ["Pricing engine alone on bare Hono (reference)", pricingReferenceRuns],
  ["`GET /itinerary/point-lenana` (trip page)", pageRuns.trip, "sameBytes", targets.trip],
  ["`GET /summit-treks` (category page)", pageRuns.category],
  [
    "`POST /api/dynamic-pricing`",
    pricingRuns,
    "bareHono",
    targets.pricing,
    "pricingEngine",
    targets.pricingAgainstEngine,
  ],
  ["`GET /itinerary/point-lenana` through nginx", proxiedRuns.trip, "sameBytes"],
  ["`POST /api/dynamic-pricing` through nginx", proxiedRuns.pricing, "bareHono"],
  ["`POST /api/secure-booking`, SQLite", sqliteBooking.runs],
  ...(pgBooking ? [["`POST /api/secure-booking`, PostgreSQL", pgBooking.runs]] : []),
];
const referenceRuns = {
  sameBytes: sameBytesRuns,
  bareHono: bareHonoRuns,
  pricingEngine: pricingReferenceRuns,
};
const rows = [];
for (const [name, runs, reference, target, secondReference, secondTarget] of scenarios) {
  for (const connections of connectionCounts) {
    const run = runs[connections];
    if (!run) continue;
    const sameWork = [
      reference && referenceRuns[reference][connections]
        ? `${verdict(ratio(run, connections, referenceRuns[reference]), target)} of ${referenceName[reference]}`
        : "",
      secondReference && referenceRuns[secondReference][connections]
        ? `${verdict(ratio(run, connections, referenceRuns[secondReference]), secondTarget)} of ${referenceName[secondReference]}`
        : "",
    ]
      .filter(Boolean)
      .join("; ");
    rows.push([
      name,
      String(connections),
      run.load1.toFixed(2),
      fmtInt(run.requestsPerSecond),
      `${run.p50} ms`,
      `${run.p99} ms`,
      String(run.errors),
      String(run.timeouts),
      String(run.non2xx),
      pct(ratio(run, connections)),
      sameWork,
    ]);
  }
}

const misses = [];
for (const [name, runs, ...bars] of scenarios) {
  for (const connections of connectionCounts) {
    const run = runs[connections];
    if (!run) continue;
    for (const [reference, target] of [bars.slice(0, 2), bars.slice(2, 4)]) {
      const share = reference ? ratio(run, connections, referenceRuns[reference]) : undefined;
      if (target && share !== undefined && share < target)
        misses.push(
          `${name} at ${connections} connections: ${pct(share)} of ${referenceName[reference]} < ${target * 100} %`,
        );
    }
    if (connections === Math.max(...connectionCounts) && (!clean(run) || run.non2xx > 0))
      misses.push(
        `${name} at ${connections} connections: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx`,
      );
  }
}
if (duration < 30)
  misses.push(
    `runs last ${duration} s, not the 30 s of the zero-errors bar (12 scenarios x 30 s would exceed the bench's time budget); \`--duration 30\` runs the full bar`,
  );

const proxyRows = [];
for (const [name, direct, proxied] of [
  ["`GET /itinerary/point-lenana`", pageRuns.trip, proxiedRuns.trip],
  ["`POST /api/dynamic-pricing`", pricingRuns, proxiedRuns.pricing],
]) {
  for (const connections of connectionCounts) {
    if (!direct[connections] || !proxied[connections]) continue;
    proxyRows.push([
      name,
      String(connections),
      fmtInt(direct[connections].requestsPerSecond),
      fmtInt(proxied[connections].requestsPerSecond),
      pct(proxied[connections].requestsPerSecond / direct[connections].requestsPerSecond),
      `${direct[connections].p50} → ${proxied[connections].p50} ms`,
      `${direct[connections].p99} → ${proxied[connections].p99} ms`,
    ]);
  }
}
// nginx -v writes to stderr.
const nginxVersion =
  (spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr ?? "")
    .trim()
    .replace(/^nginx version: nginx\//, "") || "(version unknown)";

const checks = [sqliteBooking.check, ...(pgBooking ? [pgBooking.check] : [])];
const checkLines = checks.map(
  (check) =>
    `- ${check.label}: ${fmtInt(check.answered2xx)} bookings answered 2xx (warm-up included), ${fmtInt(check.rows)} rows in \`bookings\`; ${check.missing} answered bookings missing, ${check.duplicatedKeys} Idempotency-Keys stored twice, ${check.unanswered} rows stored for requests whose answer autocannon never read (in flight when it stopped, or past its 10 s timeout) → ${check.ok ? "**every 2xx booking is stored exactly once** ✓" : "**FAILED** ✗"}`,
);
if (pgError) checkLines.push(`- PostgreSQL booking scenario did not run: ${pgError}`);
if (checks.some((check) => !check.ok)) misses.push("a booking count check failed");

// A load average above the core count means other processes (other agents' builds and tests on
// a shared VM) took much of the CPU: the run's own ratios still compare, its absolute figures not.
const oversubscribed =
  Math.max(before.load1, after.load1) > before.cores
    ? ` **The VM was oversubscribed during this run** (load average above its ${before.cores} cores: other work shared it), so these figures are indicative only: compare ratios within this run, not absolute figures with other runs.`
    : "";
const command = `BUILD_DIR=${buildDir} node bench/load.js --build --duration ${duration} --connections ${connectionCounts.join(",")}`;
const body = `
## Load (autocannon, loopback)

Measured ${utcStamp(startedAt)} to ${utcStamp(finishedAt)} on a ${before.cores}-core VM (${before.cpuModel}), Node ${before.node}, autocannon 8 in the bench process, ${pinned ? `pinned with \`taskset\` to core ${LOAD_GENERATOR_CORE} while every server measured (the app, nginx, the references) runs on core ${SERVER_CORE}` : "not pinned (no taskset or a single core), so it shares the cores with the server"}. 1-min load average ${before.load1.toFixed(2)} at the start, ${after.load1.toFixed(2)} at the end, and as each run ended in the table's "Load avg" column (above ${before.cores}, other work shared the cores during that run and its figure is low); other work on the VM makes single runs vary by 10-20 %.${oversubscribed} Production build served by \`server.js\` (compression, security headers, SSR), a fresh SQLite database in a throwaway \`DATA_DIR\`, \`LOG_LEVEL=warn\` (so the per-request log line of \`server/platform/http/request-log.ts\` is not written; its request id and header are). Each scenario: a 2 s unrecorded warm-up, then ${duration} s per connection count. Four references run in their own processes in the same run: the hello world (a bare \`node:http\` server answering 11 bytes), the same bytes (a bare \`node:http\` server answering the trip page's exact compressed body, ${fmtInt(sameBytesSize)} bytes, and headers as the app sent them), a bare Hono route that parses the same JSON body and answers JSON, and the pricing engine alone: a bare Hono route that parses the same body, validates it with the same schema and answers the same quote from the same pure engine (\`bench/lib/pricing-reference.ts\`; no security headers, origin check, rate limiter or settings read). Each ratio is the scenario's requests/s over the reference's at the same connection count; the bars are against the reference that does the same work.

Pages are requested like a browser does (\`Accept: text/html\`, \`Accept-Encoding: gzip, deflate, br, zstd\`) and without a session cookie, so they come from the signed-out page cache (\`server/platform/http/page-cache.ts\`: one render per page per 30 s, a fresh CSP nonce in every response, gzip made once per render). Pricing bodies are all valid: they cycle through ${parties.length} trips, each with the party sizes of 1-8 its quote accepts (asked of the engine alone and checked against the site), and dates 1-300 days ahead; booking bodies are valid and unique (own email, own \`Idempotency-Key\`, the same trips, party sizes up to 6, dates 7-206 days ahead). The per-IP API limits (pricing 60/min, booking 100/10 min) would turn a one-address load test into 429s, so the server runs with \`BENCH_RATE_LIMIT_POINTS=1000000000\` (benchmarks only, \`server/platform/config.ts\`): the limiters still run on every request. PostgreSQL: a fresh database on 127.0.0.1:5432, created and dropped by the bench.

Command: \`${command}\`

${markdownTable(["Scenario", "Connections", "Load avg", "Requests/s", "p50", "p99", "Errors", "Timeouts", "Non-2xx", "Share of hello world", "Share of the same-work reference"], rows)}

Targets (issue 18): the pricing API ≥ ${targets.pricing * 100} % of the bare Hono route (and, the bar proposed in its place, ≥ ${targets.pricingAgainstEngine * 100} % of the engine alone: no route that quotes can reach the first, since the engine alone reaches about two thirds of bare Hono), the cached trip page ≥ ${targets.trip * 100} % of the same bytes, zero errors and timeouts at 100 connections for 30 s. The hello-world share is kept for comparison with earlier runs (whose bars were 40 % and 25 % of it).

Through nginx (Debian's nginx ${nginxVersion}, one worker process, keep-alive to the app, \`X-Forwarded-For\`/\`X-Forwarded-Proto\`/\`X-Request-Id\` set, the server trusting it with \`TRUST_PROXY=127.0.0.1\`; the config of \`bench/lib/nginx.js\`, the one the proxy system test uses). nginx shares the server's core with the app (pinned runs) or the machine's cores (unpinned), as on the deploy recipe's one machine, so this is the whole cost of a proxy there:

${markdownTable(["Scenario", "Connections", "Direct requests/s", "Through nginx", "Share kept", "p50 direct → nginx", "p99 direct → nginx"], proxyRows)}

Booking count check (read back from the database after the runs):

${checkLines.join("\n")}

${misses.length ? `Misses:\n\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "All targets met."}
`;
const path = await writeSection("load", body);
console.log(`\nwrote the load section of ${path}`);
process.exitCode = checks.every((check) => check.ok) && !pgError ? 0 : 1;
