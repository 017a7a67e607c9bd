// `npx vite-node --config server/platform/db/vite-node.config.ts bench/catalogue-scale.ts`
// (after `npm run build`, same BUILD_DIR): the catalogue at 500 trips against the catalogue at 24
// (issue 29). Two production servers on fresh SQLite data dirs, one seeded with the 24 trips of
// content/trips, the other with those 24 and 476 generated copies (own slugs and titles), each
// published as revision 1 by the catalogue's seedCatalogue before the server starts. Then, in
// rounds where each request goes to one site then the other, so both see the same machine load: the trip page, a category listing
// and search as a signed-out visitor with the page cache bypassed (a query string of its own per
// request: every request renders), and the admin trip list as an admin signed in with two factors.
// Bars: the public pages within 10 % of the 24-trip times; the admin list's p95 under 50 ms.
// Writes bench/RESULTS.md (section catalogue-scale); `--rounds N` is an ad hoc run, RESULTS.md untouched.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { trips as seedTrips } from "../content/trips";
import type { Trip } from "../domain/catalogue/trip-schema";
import { seedCatalogue } from "../server/modules/catalogue";
import { migrateToLatest, openDatabase, sqliteFileFor } from "../server/platform/db";
import { local, verifiedSession } from "../tests/system/lib/faults-accounts";
import { grantAdmin } from "../tests/system/lib/http";
import { markdownTable, writeSection } from "./lib/results.js";
import { startProductionServer, stopOnSignals } from "./lib/server.js";

type Server = Awaited<ReturnType<typeof startProductionServer>>;

const roundsArg = process.argv.indexOf("--rounds");
const rounds = roundsArg !== -1 ? Number(process.argv[roundsArg + 1]) : 10;
const perRound = 20;
const warmUp = 20;
const sizes = [24, 500] as const;
const publicPaths = ["/itinerary/point-lenana", "/summit-treks", "/search?q=kenya"];
const adminPath = "/admin/trips";
/** The first page, and a search across the whole catalogue (every trip's title read). */
const adminPaths = [adminPath, `${adminPath}?q=lenana`];
const isAdmin = (path: string) => path.startsWith(adminPath);
const adminTarget = 50;
const publicTolerance = 0.1;

/** The seed's 24 trips, then copies of them (round robin) under their own slugs and titles. */
function catalogueOf(size: number): Trip[] {
  const generated = Array.from({ length: size - seedTrips.length }, (_, n) => {
    const source = seedTrips[n % seedTrips.length]!;
    return { ...source, slug: `${source.slug}-copy-${n + 1}`, title: `${source.title} ${n + 1}` };
  });
  return [...seedTrips, ...generated];
}

/** A data dir whose SQLite database holds the published catalogue of `size` trips. */
async function dataDirWith(size: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `catalogue-${size}-`));
  const handle = openDatabase({ sqliteFile: sqliteFileFor(dataDir) });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const seeded = await seedCatalogue(handle.db, catalogueOf(size));
    if (seeded !== size) throw new Error(`seeded ${seeded} trips, not ${size}`);
  } finally {
    await handle.close();
  }
  return dataDir;
}

interface Site {
  size: number;
  server: Server;
  dataDir: string;
  adminCookie: string;
}

async function startSite(size: number): Promise<Site> {
  const dataDir = await dataDirWith(size);
  const server = await startProductionServer({
    dataDir,
    timeoutMs: 120_000,
    env: { BENCH_RATE_LIMIT_POINTS: "1000000000" },
  });
  const email = `bench-admin-${size}@example.com`;
  const adminCookie = await grantAdmin(
    server,
    email,
    await verifiedSession(server, "Bench Admin", email),
  );
  return { size, server, dataDir, adminCookie };
}

let counter = 0;

/** One request's milliseconds, the body read; any answer but 200 stops the bench. */
async function timed(site: Site, path: string): Promise<number> {
  const admin = isAdmin(path);
  // A query string no request shared before: the signed-out page cache misses, the page renders.
  const url = admin ? path : `${path}${path.includes("?") ? "&" : "?"}bench=${++counter}`;
  const headers: Record<string, string> = { accept: "text/html", "accept-encoding": "gzip" };
  if (admin) headers.cookie = site.adminCookie;
  const started = performance.now();
  const response = await fetch(`${local(site.server)}${url}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status} on the ${site.size}-trip site`);
  return elapsed;
}

/**
 * The server process's CPU time so far (user + system, all its threads), in ms: /proc/<pid>/stat
 * in clock ticks of 10 ms. Summed over a path's requests, it is the work per request, which the
 * machine's other load does not stretch as it stretches the answer times.
 */
function cpuMs(site: Site): number {
  const fields = readFileSync(`/proc/${site.server.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Every path on every site, `rounds` rounds of `perRound` requests, sites and paths alternating. */
async function measure(sites: Site[]) {
  const paths = [...publicPaths, ...adminPaths];
  const times = new Map<string, number[]>();
  const cpu = new Map<string, number>();
  for (const site of sites)
    for (const path of paths) {
      for (let i = 0; i < warmUp; i++) await timed(site, path);
      times.set(`${site.size} ${path}`, []);
      cpu.set(`${site.size} ${path}`, 0);
    }
  // One request to each site in turn: a burst of load from elsewhere falls on both alike.
  for (let round = 0; round < rounds; round++)
    for (const path of paths)
      for (let i = 0; i < perRound; i++)
        for (const site of sites) {
          const key = `${site.size} ${path}`;
          const before = cpuMs(site);
          times.get(key)!.push(await timed(site, path));
          cpu.set(key, cpu.get(key)! + cpuMs(site) - before);
        }
  return paths.map((path) => {
    const [small, large] = sites.map((site) => {
      const values = times.get(`${site.size} ${path}`)!;
      return {
        p50: percentile(values, 50),
        p95: percentile(values, 95),
        cpu: cpu.get(`${site.size} ${path}`)! / values.length,
      };
    });
    return { path, small: small!, large: large! };
  });
}

function verdict({ path, small, large }: Awaited<ReturnType<typeof measure>>[number]): string {
  if (isAdmin(path)) return large.p95 < adminTarget ? "yes" : "**no**";
  return large.p50 <= small.p50 * (1 + publicTolerance) ? "yes" : "**no**";
}

const uptime = () => execSync("uptime", { encoding: "utf8" }).trim();
const sites: Site[] = [];
stopOnSignals([() => Promise.all(sites.map((site) => site.server.stop()))]);
const loadBefore = uptime();
try {
  for (const size of sizes) {
    console.log(`catalogue-scale: seeding and starting the ${size}-trip site...`);
    sites.push(await startSite(size));
  }
  console.log(`catalogue-scale: ${rounds} rounds of ${perRound} requests per path and site...`);
  const results = await measure(sites);
  const loadAfter = uptime();
  const table = markdownTable(
    [
      "request",
      "24 trips p50 ms",
      "24 trips p95 ms",
      "24 trips CPU ms",
      "500 trips p50 ms",
      "500 trips p95 ms",
      "500 trips CPU ms",
      "500 / 24 (p50)",
      "bar",
      "met",
    ],
    results.map((result) => [
      `GET ${result.path}`,
      result.small.p50.toFixed(1),
      result.small.p95.toFixed(1),
      result.small.cpu.toFixed(1),
      result.large.p50.toFixed(1),
      result.large.p95.toFixed(1),
      result.large.cpu.toFixed(1),
      `${((result.large.p50 / result.small.p50) * 100).toFixed(0)} %`,
      isAdmin(result.path) ? `p95 < ${adminTarget} ms` : `p50 within ${publicTolerance * 100} %`,
      verdict(result),
    ]),
  );
  console.log(table);
  console.log(`load: before ${loadBefore}\n      after  ${loadAfter}`);
  if (roundsArg === -1) {
    await writeSection(
      "catalogue-scale",
      `## Catalogue at 500 trips (issue 29)

\`npx vite-node --config server/platform/db/vite-node.config.ts bench/catalogue-scale.ts\` (after \`npm run build\`), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, 2 cores shared with other sessions. Load (\`uptime\`) before: \`${loadBefore}\`; after: \`${loadAfter}\`.

Two production servers (\`server.js\`, the build) on fresh SQLite data dirs: one with the 24 trips of \`content/trips\`, one with those 24 and 476 generated copies (own slugs and titles), all published as revision 1 through \`seedCatalogue\` before the server started (the scheduler then made a year of departures for every trip). Public pages are asked as a signed-out browser (\`Accept: text/html\`, gzip) with a query string of their own per request, so the page cache misses and every request renders; \`/admin/trips\` is asked with the session of an admin signed in with two factors (the loader's \`listTripsForAdmin\` and \`nextDepartureDates\`, and the page). ${warmUp} warm-up requests per path and site, then ${rounds} rounds of ${perRound} sequential requests per path and site, one request to each site in turn, so both see the same machine load.

${table}

"CPU ms" is the server process's CPU time (user and system, every thread, from \`/proc/<pid>/stat\`) per request, averaged over the measured requests: the work a request costs, which the machine's other load does not stretch as it stretches the answer times.

Bars (issue 29): the trip page and the listings within ${publicTolerance * 100} % of the 24-trip p50; the admin list's p95 under ${adminTarget} ms at 500 trips. The category pages list the catalogue cards of \`domain/catalogue/cards.ts\`, so the generated copies (which have none) are not listed there nor in search results; search still reads all 500 trips' text (\`searchTrips(publishedTrips())\`). \`/admin/trips\` shows 25 trips a page, each drawn once (one table that CSS lays out as cards on phones; decision 0074), and reads only the columns it shows and the shown trips' next departures: its first page is measured (24 rows on the 24-trip site, 25 on the other), and a search by title (\`?q=lenana\`: Point Lenana and its 20 copies on the 500-trip site, one page). Before, at 500 trips, it put every trip on one page: 2.7 MB of HTML (a table and its phone cards), 428 ms p50 and 1010 ms p95 at load 5.6; then 50 a page, each drawn twice: 44.7 ms of CPU, 107.6 ms p95 at load 5.`,
    );
    console.log("bench/RESULTS.md updated (catalogue-scale section).");
  }
} finally {
  for (const site of sites) {
    await site.server.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}
