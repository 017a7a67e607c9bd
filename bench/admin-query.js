// The admin bookings table query (server/modules/bookings/search.ts listAdminBookings: filtered
// count + one sorted page) over 100,000 generated bookings, on SQLite and on PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Target: p95 < 50 ms.
//   node bench/admin-query.js              # both databases, 100,000 rows, writes bench/RESULTS.md
//   node bench/admin-query.js --rows 20000 # ad hoc size, RESULTS.md untouched
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { markdownTable, writeSection } from "./lib/results.js";
import { repoRoot } from "./lib/server.js";

const rowsArg = process.argv.indexOf("--rows");
const rows = rowsArg !== -1 ? Number(process.argv[rowsArg + 1]) : 100_000;
const iterations = 40;
const target = 50;

const runs = [];
for (const kind of ["sqlite", "postgres"]) {
  console.log(`admin-query: ${kind}, ${rows} bookings, ${iterations} runs per scenario...`);
  const child = spawnSync(
    join(repoRoot, "node_modules", ".bin", "vite-node"),
    [
      "--config",
      "server/platform/db/vite-node.config.ts",
      "bench/lib/admin-query-run.ts",
      kind,
      String(rows),
      String(iterations),
    ],
    { cwd: repoRoot, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const line = child.stdout.split("\n").find((text) => text.startsWith("{"));
  if (child.status !== 0 || !line) {
    console.error(child.stderr || child.stdout);
    console.error(`admin-query: the ${kind} run failed.`);
    process.exit(1);
  }
  runs.push(JSON.parse(line));
}

const table = markdownTable(
  ["database", "scenario", "matches", "p50 ms", "p95 ms", `p95 < ${target} ms`],
  runs.flatMap((run) =>
    run.results.map((r) => [
      run.kind,
      r.name,
      String(r.matches),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p95 < target ? "yes" : "**no**",
    ]),
  ),
);
console.log(table);

if (rowsArg === -1) {
  const misses = runs.flatMap((run) =>
    run.results.filter((r) => r.p95 >= target).map((r) => `${run.kind}: ${r.name}`),
  );
  const body = `## Admin bookings query (\`bench/admin-query.js\`)

${rows.toLocaleString("en-US")} generated bookings per database; each scenario runs the page's query (filtered count plus one sorted page of 25) ${iterations} times after 3 warm-up runs. Measured ${new Date().toISOString().slice(0, 10)} on this machine.

${table}

${misses.length ? `Over the ${target} ms bar: ${misses.join("; ")}. Filters and sorts use B-tree indexes; free-text search uses trigram indexes (migration 0004_booking_search).` : `Every scenario is under the ${target} ms bar. Filters and sorts use B-tree indexes; free-text search (a substring match over name, email and trip) uses trigram indexes: FTS5 with the trigram tokenizer on SQLite, pg_trgm GIN on PostgreSQL (migration 0004_booking_search). Before them, search p95 was 95-117 ms on SQLite and 109-233 ms on PostgreSQL.`}`;
  await writeSection("admin-query", body);
  console.log("bench/RESULTS.md updated (admin-query section).");
}
