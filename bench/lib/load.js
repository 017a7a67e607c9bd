// Shared pieces of the autocannon benches (bench/load.js, bench/auth.js): a bare Node `http`
// hello world to compare against, one autocannon run reduced to the figures we report, the
// machine note, and spreading connections over loopback source addresses.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
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

async function startReference(port, args, name) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
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
  };
  const codes = Object.entries(summary.statusCodes)
    .map(([code, { count }]) => `${code}:${count}`)
    .join(" ");
  console.log(
    `${label.padEnd(44)} c=${String(options.connections).padStart(3)}  ${summary.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${summary.p50} ms  p99 ${summary.p99} ms  errors ${summary.errors}  timeouts ${summary.timeouts}  non-2xx ${summary.non2xx}  [${codes}]`,
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
