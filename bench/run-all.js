// `npm run bench`: every bench script in bench/ (bench/*.js except this one), one after another,
// so they never compete for the two CPU cores. Extra arguments are passed to each script.
// Assumes a production build exists (`npm run build`); each script checks and says so.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
const self = basename(fileURLToPath(import.meta.url));
const scripts = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".js") && entry.name !== self)
  .map((entry) => entry.name)
  .sort();

// Each script once, then the Lighthouse passes over every public route and over the pages with
// real-sized photos (each its own section).
const runs = [
  ...scripts.map((script) => [script]),
  ["lighthouse.js", "--every-route"],
  ["lighthouse.js", "--with-photos"],
];

const results = [];
for (const [script, ...extra] of runs) {
  const label = [script, ...extra].join(" ");
  console.log(`\n=== bench/${label} ===`);
  const started = Date.now();
  const { status, signal } = spawnSync(
    process.execPath,
    [join(benchDir, script), ...extra, ...process.argv.slice(2)],
    {
      cwd: join(benchDir, ".."),
      stdio: "inherit",
    },
  );
  results.push({
    script: label,
    ok: status === 0,
    status: signal ?? status,
    seconds: (Date.now() - started) / 1000,
  });
  if (signal === "SIGINT") break;
}

console.log("\n=== bench summary ===");
for (const { script, ok, status, seconds } of results) {
  console.log(
    `${ok ? "ok  " : "FAIL"} bench/${script} (${seconds.toFixed(0)} s${ok ? "" : `, exit ${status}`})`,
  );
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
