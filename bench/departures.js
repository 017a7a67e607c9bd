// Departures under contention and the admin's month view (issue 15 "Measured"), on SQLite and on
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
//   node bench/departures.js               # both databases, writes bench/RESULTS.md
//   node bench/departures.js --attempts 10 # ad hoc, RESULTS.md untouched
// Targets: no departure oversold (0), the month view's p95 < 50 ms.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { markdownTable, writeSection } from "./lib/results.js";
import { repoRoot } from "./lib/server.js";

const attemptsArg = process.argv.indexOf("--attempts");
const attempts = attemptsArg !== -1 ? Number(process.argv[attemptsArg + 1]) : 40;
const iterations = 40;
const target = 50;

const loadBefore = loadavg()[0];
const runs = [];
for (const kind of ["sqlite", "postgres"]) {
  console.log(`departures: ${kind}, ${attempts} bookings per departure at once...`);
  const child = spawnSync(
    join(repoRoot, "node_modules", ".bin", "vite-node"),
    [
      "--config",
      "server/platform/db/vite-node.config.ts",
      "bench/lib/departures-run.ts",
      kind,
      String(attempts),
      String(iterations),
    ],
    { cwd: repoRoot, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const line = child.stdout.split("\n").find((text) => text.startsWith("{"));
  if (child.status !== 0 || !line) {
    console.error(child.stderr || child.stdout);
    console.error(`departures: the ${kind} run failed.`);
    process.exit(1);
  }
  runs.push(JSON.parse(line));
}
const loadAfter = loadavg()[0];

const contentionTable = markdownTable(
  [
    "database",
    "departures",
    "booking attempts at once",
    "booked",
    "seats taken / seats",
    "settled per second",
    "oversold departures",
  ],
  runs.map(({ kind, contention: c }) => [
    kind,
    String(c.departures),
    String(c.attempts),
    String(c.booked),
    `${c.seatsTaken} / ${c.seats}`,
    c.settledPerSecond.toFixed(0),
    c.oversold === 0 ? "0 ✓" : `**${c.oversold}** ✗`,
  ]),
);
const monthTable = markdownTable(
  [
    "database",
    "departures in the year",
    "bookings on them",
    "largest month",
    "p50 ms",
    "p95 ms",
    `p95 < ${target} ms`,
  ],
  runs.map(({ kind, monthView: m }) => [
    kind,
    String(m.departures),
    m.bookings.toLocaleString("en-US"),
    String(m.largestMonth),
    m.p50.toFixed(1),
    m.p95.toFixed(1),
    m.p95 < target ? "yes" : "**no**",
  ]),
);
const adminTable = markdownTable(
  ["database", "p50 ms", "p95 ms", `p95 < ${target} ms`],
  runs.map(({ kind, adminPage: a }) => [
    kind,
    a.p50.toFixed(1),
    a.p95.toFixed(1),
    a.p95 < target ? "yes" : "**no**",
  ]),
);
console.log(contentionTable);
console.log(monthTable);
console.log(adminTable);

const failed = runs.some(
  (run) =>
    run.contention.oversold > 0 || run.monthView.p95 >= target || run.adminPage.p95 >= target,
);
if (attemptsArg === -1) {
  const body = `## Departures (\`bench/departures.js\`)

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this machine, 1-min load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end (above 2, other work shared the two cores). Command: \`node bench/departures.js\`.

Contention: parties of 1-3 travellers send ${attempts} bookings at once to each of the next open Point Lenana departures (8 seats each), each booking claiming its seats in its own transaction (\`claimSeats\`, the booking path's code). Settled per second counts every attempt answered, booked or refused.

${contentionTable}

The admin's month view (\`departuresInMonth\`: every trip's departures in a month with seats taken and held) over a year of departures of every scheduled trip with 20,000 bookings on them, ${iterations} runs over the 12 months after 3 warm-up runs:

${monthTable}

The \`/admin/departures\` page's data (\`adminDepartureList\`: the month's departures with seats, status, trip titles and decision-day flags), every trip and one trip at a time alternately, ${iterations} runs on the same data:

${adminTable}

${failed ? "A target was missed (see the tables)." : "No departure oversold, and every month view is under the 50 ms bar."}`;
  await writeSection("departures", body);
  console.log("bench/RESULTS.md updated (departures section).");
}
process.exitCode = failed ? 1 : 0;
