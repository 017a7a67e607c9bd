// Shared pieces of the autocannon benches (bench/load.js, bench/auth.js): a bare Node `http`
// hello world to compare against, one autocannon run reduced to the figures we report, the
// machine note, and spreading connections over loopback source addresses.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { join } from "node:path";
import { tmpdir } from "node:os";
import autocannon from "autocannon";
import { onServerCore } from "./cpu.js";
import { freePort, repoRoot } from "./server.js";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The production build the benches measure: $BUILD_DIR (as server.js reads it), else build/. */
export const buildDir = process.env.BUILD_DIR || "build";

export function requireBuildDir() {
  if (!existsSync(join(repoRoot, buildDir, "server", "index.js"))) {
    console.error(
      `No production build found (${buildDir}/server/index.js): run \`${buildDir === "build" ? "" : `BUILD_DIR=${buildDir} `}npm run build\` first, then run this bench again.`,
    );
    process.exit(1);
  }
}

/** `--name value` or `--name=value` from argv, else the fallback. */
export function argValue(name, fallback) {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

/**
 * A bare Node `http` hello world in its own process (its own process group), so it gets a
 * core of its own exactly like the app server. Returns { url, stop() }.
 */
export async function startHelloWorld() {
  const port = await freePort();
  const source = `require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "text/plain" }); res.end("hello world"); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  return startReference(port, ["-e", source], "hello world");
}

/**
 * A page as it leaves the app: status, headers and the compressed body, read off the socket
 * (fetch would decompress it). Hop-by-hop and per-response headers are dropped.
 */
export async function captureResponse(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const kept = { ...response.headers };
          for (const name of ["connection", "keep-alive", "transfer-encoding", "date"])
            delete kept[name];
          resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks) });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * The same-work reference for a cached page: a bare `node:http` server answering every request
 * with one captured response's exact bytes and headers. The app's cached page does this plus
 * routing, the security headers, the rate limiter and a fresh CSP nonce; the ratio between the
 * two is the app's own cost, with the transfer of the same bytes on both sides.
 */
export async function startSameBytes(captured) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "bench-same-bytes-"));
  writeFileSync(join(dir, "body"), captured.body);
  writeFileSync(join(dir, "headers.json"), JSON.stringify(captured.headers));
  const source = `const { readFileSync } = require("node:fs");
const body = readFileSync(${JSON.stringify(join(dir, "body"))});
const headers = JSON.parse(readFileSync(${JSON.stringify(join(dir, "headers.json"))}, "utf8"));
require("node:http").createServer((req, res) => { res.writeHead(${captured.status}, headers); res.end(body); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const reference = await startReference(port, ["-e", source], "same bytes");
  return {
    ...reference,
    async stop() {
      await reference.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The framework's own ceiling for a JSON API: Hono on @hono/node-server, no middleware, reading
 * a JSON body and answering JSON. Not a target; it shows how much of the hello world any
 * endpoint built on this stack can reach on this machine.
 */
export async function startBareHonoJson() {
  const port = await freePort();
  const source = `import { serve } from "@hono/node-server"; import { Hono } from "hono";
const app = new Hono().post("/echo", async (c) => { const body = await c.req.json(); return c.json({ ok: true, participants: body.participants ?? null }); });
serve({ fetch: app.fetch, port: ${port}, hostname: "127.0.0.1" }, () => console.log("ready"));`;
  return startReference(port, ["--input-type=module", "-e", source], "bare Hono");
}

/**
 * The pricing API's same-work reference (./pricing-reference.ts): the endpoint's parsing,
 * validation and pure engine on a bare Hono route, bundled into one file so it runs in plain Node.
 */
export async function startPricingReference() {
  const port = await freePort();
  const bundle = await bundleForNode("bench/lib/pricing-reference.ts", "bench-pricing-reference");
  const reference = await startReference(port, [bundle.file], "pricing reference", {
    PORT: String(port),
  });
  return {
    ...reference,
    async stop() {
      await reference.stop();
      bundle.remove();
    },
  };
}

/**
 * A TypeScript module of the repository (`entry`, from its root) bundled by esbuild into one ESM
 * file that plain Node runs, under node_modules/.cache/<name>-<pid>/ so that the bundle's
 * imports of packages (hono, zod, stripe, pg) resolve to the project's copies.
 * Returns { file, remove() }.
 */
export async function bundleForNode(entry, name) {
  const { buildSync } = await import("esbuild");
  const dir = join(repoRoot, "node_modules", ".cache", `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "bundle.mjs");
  buildSync({
    entryPoints: [join(repoRoot, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: file,
    logLevel: "error",
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function startReference(port, args, name, env = {}) {
  const [command, commandArgs] = onServerCore(process.execPath, args);
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  const onExit = () => kill("SIGKILL");
  process.once("exit", onExit);
  await new Promise((ready, fail) => {
    child.stdout.once("data", ready);
    child.once("exit", (code) => fail(new Error(`${name} exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      process.removeListener("exit", onExit);
      kill("SIGTERM");
      await sleep(100);
      kill("SIGKILL");
    },
  };
}

/**
 * One autocannon run, reduced to what RESULTS.md reports. `options` go to autocannon as they are
 * (url, connections, duration, method, headers, body, requests, ...).
 */
export async function measure(label, options) {
  const result = await autocannon({ timeout: 10, ...options });
  const summary = {
    label,
    connections: options.connections,
    duration: result.duration,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ok2xx: result["2xx"],
    statusCodes: result.statusCodeStats ?? {},
    // The machine's 1-minute load average as the run ended: above the core count, other work
    // shared the CPU during it, and its figure is low by that much.
    load1: os.loadavg()[0],
  };
  const codes = Object.entries(summary.statusCodes)
    .map(([code, { count }]) => `${code}:${count}`)
    .join(" ");
  console.log(
    `${label.padEnd(44)} c=${String(options.connections).padStart(3)}  ${summary.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${summary.p50} ms  p99 ${summary.p99} ms  errors ${summary.errors}  timeouts ${summary.timeouts}  non-2xx ${summary.non2xx}  [${codes}]  load ${summary.load1.toFixed(2)}`,
  );
  return summary;
}

/** A short unrecorded run so the JIT and caches are warm before the measured one. */
export async function warmUp(options, seconds = 2) {
  await autocannon({ timeout: 10, ...options, duration: seconds });
}

/** "2-core VM, load average 1.2 at the start" style note pieces. */
export function machine() {
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown CPU",
    load1: os.loadavg()[0],
    node: process.version,
  };
}

export const utcStamp = (date = new Date()) =>
  `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export const fmtInt = (value) => Math.round(value).toLocaleString("en-US");

/**
 * Make every new TCP connection to 127.0.0.1 from this process use its own loopback source
 * address (127.0.0.2, 127.0.0.3, ...; Linux routes all of 127/8 to lo). The app keys its per-IP
 * rate limits on the socket's address, so this lets a bench exceed one address's limit without
 * turning any limit off. Returns a function that restores net.connect.
 */
export function spreadLoopbackSources() {
  const original = net.connect;
  let next = 2;
  const nextAddress = () => {
    const n = next++;
    return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
  };
  net.connect = function connect(...args) {
    // autocannon calls net.connect(port, hostname), the port a string from the URL.
    if (
      (typeof args[0] === "number" || /^\d+$/.test(String(args[0]))) &&
      (args[1] === "127.0.0.1" || args[1] === "localhost")
    ) {
      return original.call(net, {
        port: Number(args[0]),
        host: "127.0.0.1",
        localAddress: nextAddress(),
      });
    }
    return original.apply(net, args);
  };
  net.createConnection = net.connect;
  return () => {
    net.connect = original;
    net.createConnection = original;
  };
}

export const daysAhead = (days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Trips the load bench prices: day trips, treks and safaris of every pricing kind. */
const candidateSlugs = [
  "point-lenana",
  "mount-longonot",
  "hells-gate",
  "lake-naivasha",
  "ngong-hills",
  "ol-pejeta",
  "crescent-island",
  "giraffe-centre",
  "nairobi-safari-walk",
  "diani-beach",
  "wildlife-safari",
  "burguret-chogoria",
  "timau-chogoria",
  "kilimanjaro-marangu",
];

/**
 * Each candidate trip with the party sizes (of 1 to 8) the pricing API at `url` quotes for it: the
 * bench's bodies are all valid, so every scenario and reference does a whole quote each time
 * rather than a mix of quotes and early refusals ("takes 4 to 16 people per booking").
 */
export async function bookableParties(url, slugs = candidateSlugs) {
  const parties = [];
  for (const slug of slugs) {
    const sizes = [];
    for (let participants = 1; participants <= 8; participants++) {
      const response = await fetch(`${url}/api/dynamic-pricing`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ adventureType: slug, bookingDate: daysAhead(30), participants }),
      });
      if (response.ok) sizes.push(participants);
    }
    if (sizes.length > 0) parties.push({ slug, sizes });
  }
  if (parties.length === 0) throw new Error("The pricing API priced none of the candidate trips.");
  return parties;
}

/** The n-th body's trip and party size: trips in turn, each trip's sizes in turn. */
export function partyFor(parties, n, maxSize = 8) {
  const { slug, sizes } = parties[n % parties.length];
  const allowed = sizes.filter((size) => size <= maxSize);
  return { slug, participants: allowed[Math.floor(n / parties.length) % allowed.length] };
}

/** autocannon requests for the pricing API (or a reference at `path`), each a valid body of its own. */
export function pricingRequests(parties, path = "/api/dynamic-pricing") {
  let n = 0;
  return [
    {
      method: "POST",
      path,
      headers: { "content-type": "application/json" },
      setupRequest: (request) => {
        n++;
        const { slug, participants } = partyFor(parties, n);
        return {
          ...request,
          body: JSON.stringify({
            adventureType: slug,
            bookingDate: daysAhead(1 + (n % 300)),
            participants,
          }),
        };
      },
    },
  ];
}
