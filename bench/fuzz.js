// bench/fuzz.js: the fuzz bar of issue 26. The system test tests/system/fuzz.test.ts (fast-check
// over real HTTP against the production build: every JSON API and every form action, random and
// malicious input) at 1,000 cases per target, on SQLite and then on PostgreSQL, each run a Vitest
// process of its own. The test writes each target's figures (cases, answers by status, 5xx,
// leaks, seconds) to a JSON file under bench/.tmp/; this script reads them and rewrites the
// `fuzz` section of bench/RESULTS.md.
//
//   node bench/fuzz.js [--runs 1000] [--databases sqlite,postgres] [--seed 42] [--parallel]
//
// --parallel runs both databases at once (their seconds then share the cores); --report-only
// writes the section from the summaries a run left in bench/.tmp/ (a run stopped midway keeps
// the targets it finished: the test writes its summary after each one).
//
// The bar: 0 answers of 500 or more, and no leaked secret, stack trace or driver error; the exit
// code is non-zero otherwise (and when a run fails for any other reason). The suite (`npm test`)
// runs the same test on SQLite at its own count (FUZZ_RUNS unset: 150 cases per target).
//
// Every case comes from a loopback address of its own, as in the suite, so per-address limits see
// a new visitor each time; the server also gets BENCH_RATE_LIMIT_POINTS (server/platform/config.ts,
// benchmarks only) as bench/load.js gives it, so that the per-IP API limits never turn cases into
// 429s and the cases exercise the validation. Per-email and per-account limits stay: their 429s
// are refusals like any other and count as 4xx.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { argValue, machine, utcStamp } from "./lib/load.js";
import { markdownTable, writeSection } from "./lib/results.js";
import { repoRoot, requireBuild } from "./lib/server.js";

const runs = Number(argValue("runs", "1000"));
const databases = argValue("databases", "sqlite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter((name) => name === "sqlite" || name === "postgres");
const seed = argValue("seed", undefined);
const RATE_LIMIT_POINTS = "1000000000";

try {
  requireBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const tmp = join(repoRoot, "bench", ".tmp");
mkdirSync(tmp, { recursive: true });
const before = machine();
const startedAt = new Date();

const parallel = process.argv.includes("--parallel");
const reportOnly = process.argv.includes("--report-only");
const summaryPath = (database) => join(tmp, `fuzz-${database}.json`);
const readSummary = (database) =>
  existsSync(summaryPath(database))
    ? JSON.parse(readFileSync(summaryPath(database), "utf8"))
    : null;

/** One Vitest run of the fuzz test on `database`; its summary, or why there is none. */
async function fuzzOn(database) {
  rmSync(summaryPath(database), { force: true });
  console.log(`\n=== fuzz on ${database}: ${runs} cases per target ===`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--project",
      "system",
      "tests/system/fuzz.test.ts",
    ],
    {
      cwd: repoRoot,
      stdio: "inherit",
      env: {
        ...process.env,
        FUZZ_RUNS: String(runs),
        FUZZ_DATABASE: database,
        FUZZ_SUMMARY: summaryPath(database),
        BENCH_RATE_LIMIT_POINTS: RATE_LIMIT_POINTS,
        ...(seed ? { FUZZ_SEED: seed } : {}),
      },
    },
  );
  const { status, signal } = await new Promise((done) =>
    child.on("exit", (code, exitSignal) => done({ status: code, signal: exitSignal })),
  );
  const seconds = (Date.now() - started) / 1000;
  return {
    database,
    status: signal ?? status,
    ok: status === 0,
    seconds,
    summary: readSummary(database),
  };
}

const results = [];
if (reportOnly) {
  for (const database of databases) {
    const summary = readSummary(database);
    results.push({
      database,
      status: summary?.finished ? 0 : "stopped",
      ok: Boolean(summary?.finished) && summary.targets.every((target) => !target.failure),
      seconds: summary?.seconds ?? 0,
      summary,
    });
  }
} else if (parallel) {
  results.push(...(await Promise.all(databases.map((database) => fuzzOn(database)))));
} else {
  for (const database of databases) {
    const result = await fuzzOn(database);
    results.push(result);
    if (result.status === "SIGINT") break;
  }
}
const finishedAt = new Date();
const after = machine();

// --- RESULTS.md ------------------------------------------------------------------------
const fmt = (value) => Math.round(value).toLocaleString("en-US");
const byClass = (statuses, low, high) =>
  Object.entries(statuses)
    .filter(([code]) => Number(code) >= low && Number(code) < high)
    .reduce((sum, [, count]) => sum + count, 0);

const rows = [];
const failures = [];
let fiveHundreds = 0;
let leaks = 0;
for (const { database, summary } of results) {
  for (const target of summary?.targets ?? []) {
    fiveHundreds += target.fiveHundreds;
    leaks += target.leaks;
    rows.push([
      target.target.replace(/\|/g, "\\|"),
      database === "postgres" ? "PostgreSQL" : "SQLite",
      fmt(target.cases),
      fmt(byClass(target.statuses, 200, 300)),
      fmt(byClass(target.statuses, 300, 400)),
      fmt(byClass(target.statuses, 400, 500)),
      fmt(target.statuses["429"] ?? 0),
      `${target.fiveHundreds}${target.fiveHundreds ? " ✗" : ""}`,
      `${target.leaks}${target.leaks ? " ✗" : ""}`,
      target.failure ? "✗" : "✓",
      target.seconds.toFixed(1),
    ]);
    if (target.failure)
      failures.push(
        `${database}, ${target.target}: ${target.failure.split("\n").slice(0, 12).join(" ").slice(0, 1200)}`,
      );
  }
}

const totals = results.map(({ database, summary, seconds, ok, status }) => {
  const targets = summary?.targets ?? [];
  const cases = targets.reduce((sum, target) => sum + target.cases, 0);
  const five = targets.reduce((sum, target) => sum + target.fiveHundreds, 0);
  const leaked = targets.reduce((sum, target) => sum + target.leaks, 0);
  const stopped = summary && !summary.finished ? " (stopped before the last target)" : "";
  return `- ${database === "postgres" ? "PostgreSQL" : "SQLite"}: ${summary ? `${fmt(cases)} cases over ${targets.length} targets, ${five} answers of 5xx, ${leaked} leaks, ${fmt(seconds)} s${stopped}` : "no summary written"}${ok ? "" : ` (the run failed: ${status})`}.`;
});

const command = `node bench/fuzz.js --runs ${runs} --databases ${databases.join(",")}${seed ? ` --seed ${seed}` : ""}${parallel ? " --parallel" : ""}`;
const met = results.length === databases.length && results.every((result) => result.ok);
const body = `
## Fuzz (fast-check over HTTP, issue 26)

Measured ${utcStamp(startedAt)} to ${utcStamp(finishedAt)} on a ${before.cores}-core VM (${before.cpuModel}), Node ${before.node}; 1-min load average ${before.load1.toFixed(2)} at the start, ${after.load1.toFixed(2)} at the end. \`tests/system/fuzz.test.ts\` with \`FUZZ_RUNS=${runs}\`, one Vitest run per database (${parallel ? "both at once, so their seconds share the machine's cores" : "one after the other"}), against the production build served by \`server.js\`: a fresh SQLite database in a throwaway \`DATA_DIR\`, then a throwaway PostgreSQL database (on the tests' server: 127.0.0.1:5432 when it accepts them, else a private one). Each case is a POST of random or malicious input (wrong types, huge strings, unicode edge cases, prototype-pollution keys, SQL and script injection, broken bodies and content types) from a loopback address of its own, some with a customer's or an admin's session (two-factor enrolled); M-Pesa and card point at the tests' loopback stand-ins. Every answer must be below 500 and leak nothing (secret, stack frame, server path, driver error); a 4xx must say why and leave every table as it was. The server runs with \`BENCH_RATE_LIMIT_POINTS=${RATE_LIMIT_POINTS}\` (benchmarks only, as \`bench/load.js\`), so per-IP limits do not turn cases into 429s; per-email and per-account limits stay, and their 429s count as refusals. "Cases" counts every request sent, fast-check's shrinking included; "Passed" is the property (no 5xx, no leak, a refusal explained and stored nothing). The suite (\`npm test\`) runs the same test on SQLite at 150 cases per target.

Command: \`${command}\`

${totals.join("\n")}

${markdownTable(["Target", "Database", "Cases", "2xx", "3xx", "4xx", "of which 429", "5xx", "Leaks", "Passed", "Seconds"], rows)}

${
  fiveHundreds === 0 && leaks === 0 && met
    ? `Bar met: ${runs} cases per target on ${databases.length === 2 ? "both databases" : databases.join(", ")}, 0 answers of 5xx, 0 leaks.`
    : `Bar not met: ${fiveHundreds} answers of 5xx, ${leaks} leaks${met ? "" : ", and a run failed"}.`
}
${failures.length ? `\nFailures (fast-check's shrunk counterexample):\n\n${failures.map((line) => `- ${line.replace(/\|/g, "\\|")}`).join("\n")}\n` : ""}`;
const path = await writeSection("fuzz", body);
console.log(`\nwrote the fuzz section of ${path}`);
console.log(totals.join("\n"));
process.exitCode = fiveHundreds === 0 && leaks === 0 && met ? 0 : 1;
