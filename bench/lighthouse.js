// Lighthouse 12 (mobile preset, simulated throttling) against the production build.
//
//   npm run build && node bench/lighthouse.js            # the three pages, 3 runs each, writes bench/RESULTS.md
//   node bench/lighthouse.js --runs 1 /seasonal-guide    # ad hoc: any paths, any run count, RESULTS.md untouched
//   node bench/lighthouse.js --strict                    # exit 1 when a figure misses its target
//   node bench/lighthouse.js --every-route [--runs 3]    # every page in the sitemap and /auth, 1 run each,
//                                                         # its own section of bench/RESULTS.md
//   node bench/lighthouse.js --with-photos               # / and a trip page with real-sized library photos
//                                                         # (bench/photo-site.ts), 3 runs, its own section
//
// Every run's full report is kept in bench/.tmp/lighthouse/ (gitignored) for digging into a miss.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { markdownTable, median, writeSection } from "./lib/results.js";
import { repoRoot, requireBuild, startProductionServer, stopOnSignals } from "./lib/server.js";
import { chromiumFlags, chromiumPath } from "./lib/chromium.js";

const DEFAULT_PATHS = ["/", "/summit-treks", "/itinerary/point-lenana"];
// The pages bench/photo-site.ts gives real-sized photos: the landing page and Point Lenana.
const PHOTO_PATHS = ["/", "/itinerary/point-lenana"];
const DEFAULT_RUNS = 3;
const CHROME_PATH = chromiumPath;
const CHROME_FLAGS = chromiumFlags;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const COMMAND = "npm run build && node bench/lighthouse.js";

// The quality bars of DESIGN.md section 7 / issue 2.
const TARGETS = {
  performance: (path) => (path === "/" ? 98 : 95),
  accessibility: () => 100,
  "best-practices": () => 100,
  seo: () => 100,
  // Issue 29: with a real-sized hero photo the landing page's LCP must stay within 1.2 s.
  lcpMs: (path, withPhotos) => (withPhotos && path === "/" ? 1200 : 1500),
  scriptKiB: (path) => (path === "/" ? 130 : null),
};

function parseArgs(argv) {
  const options = {
    runs: undefined,
    paths: [],
    strict: false,
    everyRoute: false,
    withPhotos: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--runs") options.runs = Number(argv[++i]);
    else if (arg.startsWith("--runs=")) options.runs = Number(arg.slice(7));
    else if (arg === "--strict") options.strict = true;
    else if (arg === "--every-route") options.everyRoute = true;
    else if (arg === "--with-photos") options.withPhotos = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(
        "usage: node bench/lighthouse.js [--runs N] [--strict] [--every-route | --with-photos] [/path ...]",
      );
      process.exit(0);
    } else if (arg.startsWith("/")) options.paths.push(arg);
    else {
      console.error(
        `Unknown argument ${arg}; usage: node bench/lighthouse.js [--runs N] [--strict] [/path ...]`,
      );
      process.exit(2);
    }
  }
  // Every route: one run each (about 30 pages at 11 s a run); the three standard pages: three.
  options.runs ??= options.everyRoute ? 1 : DEFAULT_RUNS;
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error("--runs takes a positive integer");
    process.exit(2);
  }
  options.standard =
    !options.everyRoute && options.paths.length === 0 && options.runs === DEFAULT_RUNS;
  options.everyRouteSection = options.everyRoute && options.paths.length === 0;
  if (options.paths.length === 0 && !options.everyRoute)
    options.paths = options.withPhotos ? PHOTO_PATHS : DEFAULT_PATHS;
  return options;
}

/** The figures we report, from one Lighthouse result. */
function figures(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const scriptBytes = summary.find((item) => item.resourceType === "script")?.transferSize ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptKiB: scriptBytes == null ? null : scriptBytes / 1024,
  };
}

const SKIPPED_MODES = new Set(["notApplicable", "manual", "informative", "error"]);

/** Audits that cost points: a11y/BP/SEO anything below 1, performance opportunities and diagnostics below 0.9. */
function failingAudits(lhr) {
  const failing = [];
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      if (ref.group === "metrics" || ref.group === "hidden") continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score == null || SKIPPED_MODES.has(audit.scoreDisplayMode)) continue;
      const threshold = categoryId === "performance" ? 0.9 : 1;
      if (audit.score >= threshold) continue;
      const items = (audit.details?.items ?? []).slice(0, 4).map((item) => {
        const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
        const where = node?.selector ?? item.url ?? item.source?.url ?? item.description ?? "";
        const why = node?.explanation?.split("\n").slice(0, 2).join(" ") ?? item.explanation ?? "";
        return [where, why].filter(Boolean).join(" — ");
      });
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? "",
        items,
      });
    }
  }
  return failing;
}

const fmtScore = (value) => (value == null ? "n/a" : String(Math.round(value)));
const fmtMs = (value) =>
  value == null
    ? "n/a"
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;
const fmtCls = (value) => (value == null ? "n/a" : value.toFixed(3));
const fmtKiB = (value) => (value == null ? "n/a" : `${value.toFixed(1)} KiB`);

/** "97 ✗ (≥ 98)" or "100 ✓"; no mark when the figure has no target on this page. */
function marked(text, ok, targetText) {
  if (ok == null) return text;
  return ok ? `${text} ✓` : `${text} ✗ (target ${targetText})`;
}

function checks(path, f, withPhotos) {
  const misses = [];
  const cell = {};
  for (const id of ["performance", "accessibility", "best-practices", "seo"]) {
    const target = TARGETS[id](path);
    const ok = f[id] == null ? false : f[id] >= target;
    if (!ok) misses.push(`${id} ${fmtScore(f[id])} < ${target}`);
    cell[id] = marked(fmtScore(f[id]), ok, `≥ ${target}`);
  }
  const lcpTarget = TARGETS.lcpMs(path, withPhotos);
  const lcpOk = f.lcpMs != null && f.lcpMs <= lcpTarget;
  if (!lcpOk) misses.push(`LCP ${fmtMs(f.lcpMs)} > ${fmtMs(lcpTarget)}`);
  cell.lcp = marked(fmtMs(f.lcpMs), lcpOk, `≤ ${fmtMs(lcpTarget)}`);
  const jsTarget = TARGETS.scriptKiB(path);
  const jsOk = jsTarget == null ? null : f.scriptKiB != null && f.scriptKiB <= jsTarget;
  if (jsOk === false) misses.push(`script ${fmtKiB(f.scriptKiB)} > ${jsTarget} KiB`);
  cell.js = marked(fmtKiB(f.scriptKiB), jsOk, `≤ ${jsTarget} KiB`);
  cell.tbt = fmtMs(f.tbtMs);
  cell.cls = fmtCls(f.cls);
  return { cell, misses };
}

/** The server log from its first error on (the interesting part of a long stack dump). */
function firstError(log) {
  const at = Math.max(0, log.search(/error/i));
  return log.slice(at, at + 3000);
}

/** "Chromium 156.0.8078.79" from the binary (the user agent hides the minor version numbers). */
function browserVersion(userAgent) {
  try {
    const out = execFileSync(CHROME_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const version = out.match(/(\d+\.\d+\.\d+\.\d+)/)?.[1];
    if (version) return version;
  } catch {
    /* fall back to the user agent */
  }
  return userAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? "unknown";
}

async function runLighthouse(url, outFile) {
  // A fresh browser per run: no warm HTTP cache, no leftover tabs, a crash costs one run only.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    writeFileSync(outFile, result.report);
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  requireBuild();
  const reportDir = join(repoRoot, "bench", ".tmp", "lighthouse");
  mkdirSync(reportDir, { recursive: true });

  // With photos: a data directory whose library and catalogue hold real-sized photos, made by
  // the library's own upload (bench/photo-site.ts), served by the same production build.
  const photoDataDir = options.withPhotos ? mkdtempSync(join(tmpdir(), "bench-photos-")) : null;
  if (photoDataDir) {
    execFileSync(
      "npx",
      [
        "vite-node",
        "--config",
        "server/platform/db/vite-node.config.ts",
        "bench/photo-site.ts",
        photoDataDir,
      ],
      { cwd: repoRoot, stdio: "inherit" },
    );
  }
  const removePhotoData = () =>
    photoDataDir && rmSync(photoDataDir, { recursive: true, force: true });
  const server = await startProductionServer(photoDataDir ? { dataDir: photoDataDir } : {});
  stopOnSignals([server.stop, removePhotoData]);
  const pages = [];
  let environment = {};
  // Lighthouse's CPU benchmark and the load average say how busy the machine was: the simulated
  // throttling multiplies real main-thread time, so a loaded VM inflates TBT and the LCP estimate.
  const benchmarkIndexes = [];
  const loadAtStart = loadavg()[0];
  try {
    if (options.everyRoute && options.paths.length === 0) {
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
        (match) => match[1],
      );
      options.paths = [...new Set([...listed, "/auth"])];
    }
    // Warm the server (module loading, JIT) so the first measured run is not penalised, and
    // stop early, with the server's log, when a page is broken rather than measuring an error page.
    for (const path of options.paths) {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(server.origin + path);
        await response.arrayBuffer();
        if (response.status >= 500) {
          throw new Error(
            `${path} answers HTTP ${response.status}; fix the page first. Server log:\n${firstError(server.output())}`,
          );
        }
        if (i === 0 && response.status !== 200) {
          console.warn(`warning: ${path} answers HTTP ${response.status}`);
        }
      }
    }
    for (const path of options.paths) {
      const url = server.origin + path;
      const runs = [];
      for (let run = 1; run <= options.runs; run++) {
        const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-run${run}.json`;
        process.stdout.write(`lighthouse ${path} run ${run}/${options.runs} ... `);
        const started = Date.now();
        try {
          // Lighthouse occasionally loses the trace (NO_NAVSTART, NO_FCP) on a busy VM: one retry.
          const lhr = await runLighthouse(url, join(reportDir, name)).catch((error) => {
            process.stdout.write(`(${error.message.split(".")[0]}; retrying) `);
            return runLighthouse(url, join(reportDir, name));
          });
          environment = {
            lighthouse: lhr.lighthouseVersion,
            userAgent: lhr.environment?.hostUserAgent ?? "",
          };
          benchmarkIndexes.push(lhr.environment?.benchmarkIndex);
          const f = figures(lhr);
          runs.push({
            figures: f,
            failing: failingAudits(lhr),
            report: join("bench", ".tmp", "lighthouse", name),
          });
          console.log(
            `perf ${fmtScore(f.performance)}, LCP ${fmtMs(f.lcpMs)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          console.log(`failed: ${error.message}`);
        }
      }
      pages.push({ path, runs });
    }
  } finally {
    await server.stop();
    removePhotoData();
  }

  // Per-figure median over the runs (each column is the median of its own three values).
  const rows = [];
  const missesByPage = [];
  const failingByPage = [];
  for (const page of pages) {
    if (page.runs.length === 0) {
      rows.push([`\`${page.path}\``, "all runs failed", "", "", "", "", "", "", ""]);
      missesByPage.push({ path: page.path, misses: ["all runs failed"] });
      continue;
    }
    const f = {};
    for (const key of Object.keys(page.runs[0].figures))
      f[key] = median(page.runs.map((run) => run.figures[key]));
    page.median = f;
    const { cell, misses } = checks(page.path, f, options.withPhotos);
    rows.push([
      `\`${page.path}\``,
      cell.performance,
      cell.accessibility,
      cell["best-practices"],
      cell.seo,
      cell.lcp,
      cell.tbt,
      cell.cls,
      cell.js,
    ]);
    missesByPage.push({ path: page.path, misses });
    // Audits that cost points in at least half of the runs.
    const counted = new Map();
    for (const run of page.runs) {
      for (const audit of run.failing) {
        const entry = counted.get(audit.id) ?? { ...audit, count: 0 };
        entry.count++;
        counted.set(audit.id, entry);
      }
    }
    const failing = [...counted.values()].filter((audit) => audit.count * 2 >= page.runs.length);
    failingByPage.push({ path: page.path, runs: page.runs.length, failing });
  }

  const head = [
    "Page",
    "Performance",
    "Accessibility",
    "Best practices",
    "SEO",
    "LCP",
    "TBT",
    "CLS",
    "Script transferred (compressed)",
  ];
  const table = markdownTable(head, rows);
  const chromeVersion = browserVersion(environment.userAgent);
  const date = new Date()
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, " UTC")
    .replace("T", " ");
  const targetsLine =
    "Targets: performance ≥ 98 on `/` and ≥ 95 elsewhere; accessibility, best practices and SEO 100; " +
    (options.withPhotos ? "LCP ≤ 1.2 s on `/` and ≤ 1.5 s elsewhere; " : "LCP ≤ 1.5 s; ") +
    "landing-page JavaScript ≤ 130 KiB compressed (React + React Router alone are about 113 KiB).";
  const photoLine = options.withPhotos
    ? "\nPhotos: each drawn by `bench/photo-site.ts` (a 2400 x 1600 landscape with grain, a JPEG of about 1 MB) and " +
      "uploaded through the photo library, which serves AVIF and WebP at 480-2400 px; the landing page shows one as its " +
      "hero, Point Lenana one as its hero and two in its gallery.\n"
    : "";
  const runLines = pages
    .filter((page) => page.runs.length > 0)
    .map((page) => {
      const each = (key, format) => page.runs.map((run) => format(run.figures[key])).join(" · ");
      return `- \`${page.path}\`: performance ${each("performance", fmtScore)}; LCP ${each("lcpMs", fmtMs)}; TBT ${each("tbtMs", fmtMs)}`;
    });
  const missLines = missesByPage
    .filter((page) => page.misses.length > 0)
    .map((page) => `- \`${page.path}\`: ${page.misses.join("; ")}`);
  const auditLines = failingByPage
    .filter((page) => page.failing.length > 0)
    .map(
      (page) =>
        `- \`${page.path}\`: ` +
        page.failing
          .map(
            (audit) =>
              `${audit.id} (${audit.category}${audit.displayValue ? `, ${audit.displayValue}` : ""}, ${audit.count}/${page.runs})`,
          )
          .join("; "),
    );

  const title = options.everyRoute
    ? `## Lighthouse, every public route (mobile, ${options.runs === 1 ? "one run each" : `median of ${options.runs}`})`
    : options.withPhotos
      ? `## Lighthouse with real-sized photos (mobile, median of ${options.runs})`
      : `## Lighthouse (mobile, median of ${options.runs})`;
  const section = [
    title,
    "",
    `Measured ${date} on a 2-core VM: Lighthouse ${environment.lighthouse ?? "?"} with its default mobile preset ` +
      `(simulated slow 4G, 4x CPU slowdown), Debian Chromium ${chromeVersion} headless, Node ${process.versions.node}, ` +
      "production build served by `server.js` (assets compressed as the server sends them). " +
      `Each figure is the median of its own ${options.runs} runs; ` +
      "script bytes are the transferred (compressed) size of every script the page loads. " +
      `Machine load: 1-min load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ` +
      `Lighthouse CPU benchmark index median ${Math.round(median(benchmarkIndexes) ?? 0)} (higher is faster; a noisy, shared VM ` +
      "makes TBT and the performance score vary by several points between runs).",
    "",
    `Command: \`${options.everyRoute ? "npm run build && node bench/lighthouse.js --every-route" : options.withPhotos ? `${COMMAND} --with-photos` : COMMAND}\``,
    photoLine,
    table,
    "",
    targetsLine,
    "",
    options.runs > 1 ? `Single runs:\n\n${runLines.join("\n")}` : "",
    "",
    missLines.length
      ? `Misses:\n\n${missLines.join("\n")}`
      : "Misses: none; every figure meets its target.",
    "",
    auditLines.length
      ? `Audits costing points (in at least half of the runs; full reports in \`bench/.tmp/lighthouse/\`):\n\n${auditLines.join("\n")}`
      : "Audits costing points: none.",
  ].join("\n");

  console.log(`\n${section}\n`);
  for (const page of failingByPage) {
    for (const audit of page.failing) {
      console.log(
        `${page.path}  [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
      );
      for (const item of audit.items) console.log(`      ${item}`);
    }
  }

  if (
    (options.standard || options.everyRouteSection) &&
    pages.every((page) => page.runs.length > 0)
  ) {
    const path = await writeSection(
      options.everyRoute
        ? "lighthouse-every-route"
        : options.withPhotos
          ? "lighthouse-photos"
          : "lighthouse",
      section,
    );
    console.log(`\nWrote the Lighthouse section of ${path}`);
  } else {
    console.log(
      "\nbench/RESULTS.md not updated (custom pages or run count, or a page had no successful run).",
    );
  }
  const anyMiss = missesByPage.some((page) => page.misses.length > 0);
  process.exitCode = pages.some((page) => page.runs.length === 0)
    ? 1
    : options.strict && anyMiss
      ? 1
      : 0;
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
