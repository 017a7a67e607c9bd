// bench/booking-load.js: the booking scenario of bench/load.js alone, with what explains its
// timeouts (issue 18: zero errors and timeouts at 100 connections for 30 s).
//
//   BUILD_DIR=build-bench node bench/booking-load.js [--duration 30] [--connections 50,100]
//        [--database sqlite|postgres] [--port 4400] [--cpu-prof DIR] [--through-nginx]
//
// The server is prepared as bench/load.js leaves it before its booking runs: it has rendered the
// trip and category pages (from then on Node 20's AsyncLocalStorage keeps promise hooks on for
// every promise), then a 2 s warm-up at 10 connections, then each connection count in turn on the
// same database (so the 100-connection run finds the outbox rows the 50-connection run left).
// Beside autocannon's figures, per run: the server's CPU time per booking (/proc: every thread,
// V8's GC helpers included), how long the event loop's turns lasted (bench/lib/loop-probe.mjs,
// loaded into the server) and the time spent collecting garbage, and the machine's 1-minute load
// average. Node 20 accepts one new connection per turn of the loop, so long turns are what keeps
// new connections in the kernel's accept queue until autocannon's 10 s timeout.
// `--cpu-prof DIR` writes a V8 CPU profile of the server per window there (the probe's
// window-N.cpuprofile: 0 is start-up and warm-up, then each run and the pause after it in turn).
// Prints its figures; bench/RESULTS.md is written by hand from them ("Load: what changed").
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { argValue, bookableParties, machine, requireBuildDir, utcStamp } from "./lib/load.js";
import {
  bookingScenario,
  postgresBookingRows,
  sqliteBookingRows,
  sqliteOutboxTally,
} from "./lib/booking-load.js";
import { pinThisProcessToLoadGeneratorCore, processCpuMicros } from "./lib/cpu.js";
import { startNginx } from "./lib/nginx.js";
import { startProductionServer, stopOnSignals } from "./lib/server.js";

const duration = Number(argValue("duration", "30"));
const connectionCounts = argValue("connections", "50,100")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const database = argValue("database", "sqlite");
const port = Number(argValue("port", "4400"));
const cpuProfileDir = argValue("cpu-prof", "");
// Through Debian's nginx (bench/lib/nginx.js, as load.js runs it): the clients' connections end at
// the proxy, which reuses its own keep-alive connections to the app.
const throughNginx = process.argv.includes("--through-nginx");
// Another module to load into the server beside the probe (an experiment's own instrument).
const extraImport = argValue("import", "");
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

requireBuildDir();
const pinned = pinThisProcessToLoadGeneratorCore();
const stops = [];
stopOnSignals(stops);

const workDir = mkdtempSync(join(tmpdir(), "bench-booking-"));
const loopFile = join(workDir, "loop.jsonl");
let pgDatabase = null;
let admin = null;
const env = {
  BENCH_RATE_LIMIT_POINTS: "1000000000",
  TRUST_PROXY: "127.0.0.1",
  LOOP_PROBE_FILE: loopFile,
  NODE_OPTIONS: [
    resolve("bench/lib/loop-probe.mjs"),
    ...(extraImport ? [resolve(extraImport)] : []),
  ]
    .map((module) => `--import=${module}`)
    .join(" "),
  ...(cpuProfileDir ? { LOOP_PROBE_CPU_PROFILE_DIR: resolve(cpuProfileDir) } : {}),
};
if (cpuProfileDir) mkdirSync(cpuProfileDir, { recursive: true });
if (database === "postgres") {
  pgDatabase = `bench_booking_${Date.now()}_${process.pid}`;
  admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${pgDatabase}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${pgDatabase}`;
  env.DATABASE_URL = url.href;
}

const before = machine();
const startedAt = new Date();
console.log(
  `bench/booking-load.js: ${database}${throughNginx ? " through nginx" : ""}, ${duration} s at ${connectionCounts.join(" and ")} connections, ${pinned ? "pinned" : "not pinned"}; load ${before.load1.toFixed(2)}`,
);
const server = await startProductionServer({ env, port });
stops.push(server.stop);
const proxy = throughNginx ? await startNginx({ upstreams: [server.port] }) : null;
if (proxy) stops.push(proxy.stop);
const app = { url: proxy?.origin ?? `http://127.0.0.1:${server.port}`, origin: server.origin };
const cpuAt = {};
const seen = [];
try {
  // What every real server has done before its bookings: rendered pages.
  for (const path of ["/itinerary/point-lenana", "/summit-treks"]) {
    const response = await fetch(`${app.url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  const parties = await bookableParties(app.url);
  const { runs, check } = await bookingScenario(
    app,
    parties,
    `POST /api/secure-booking (${database})`,
    () =>
      database === "postgres"
        ? postgresBookingRows(env.DATABASE_URL)
        : sqliteBookingRows(server.dataDir),
    {
      connectionCounts,
      duration,
      onRunStart: (connections) => {
        process.kill(server.pid, "SIGUSR2");
        cpuAt[connections] = processCpuMicros(server.pid) / 1000;
      },
      onRunEnd: (connections) => {
        cpuAt[connections] = processCpuMicros(server.pid) / 1000 - cpuAt[connections];
        process.kill(server.pid, "SIGUSR2");
      },
    },
  );
  // The probe appends a line per SIGUSR2: the first closes the warm-up, then run, gap, run...
  // A line per signal, written when the server's loop gets to it (late, on a loaded server).
  const probeLines = () =>
    existsSync(loopFile) ? readFileSync(loopFile, "utf8").trim().split("\n").map(JSON.parse) : [];
  const giveUpAt = Date.now() + 15_000;
  while (probeLines().length < 2 * connectionCounts.length && Date.now() < giveUpAt)
    await new Promise((done) => setTimeout(done, 250));
  const windows = probeLines();
  connectionCounts.forEach((connections, index) => {
    const run = runs[connections];
    const loop = windows[1 + index * 2];
    seen.push({ connections, run, loop });
    console.log(
      `c=${connections}: ${run.requestsPerSecond.toFixed(0)} bookings/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx}; ` +
        `server CPU ${((cpuAt[connections] * 1000) / Math.max(1, run.totalRequests)).toFixed(0)} µs a booking (${cpuAt[connections]} ms in ${run.duration} s); ` +
        (loop
          ? `loop turns p50 ${loop.loopDelayMs.p50} ms, p90 ${loop.loopDelayMs.p90} ms, p99 ${loop.loopDelayMs.p99} ms, max ${loop.loopDelayMs.max} ms; GC ${((100 * loop.gcMs) / loop.windowMs).toFixed(1)} % of the run; `
          : "") +
        `load ${run.load1.toFixed(2)}`,
    );
  });
  if (database === "sqlite") {
    // The mails of the bookings: sent by now, or still waiting for their first attempt; and again
    // after 10 s more, to see how fast a backlog drains once the load has stopped.
    console.log(`outbox after the runs: ${JSON.stringify(sqliteOutboxTally(server.dataDir))}`);
    await new Promise((done) => setTimeout(done, 10_000));
    console.log(`outbox 10 s later: ${JSON.stringify(sqliteOutboxTally(server.dataDir))}`);
  }
  // The most memory the server held (VmHWM): mails waiting for their first attempt are in memory.
  const peakRss = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1];
  console.log(`server peak memory (VmHWM): ${Math.round(Number(peakRss) / 1024)} MB`);
  console.log(
    `count check: ${check.ok ? "OK" : "FAILED"}; ${utcStamp(startedAt)} to ${utcStamp()}, load ${before.load1.toFixed(2)} -> ${machine().load1.toFixed(2)}`,
  );
} finally {
  await proxy?.stop();
  await server.stop();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  rmSync(workDir, { recursive: true, force: true });
}
