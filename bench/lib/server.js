// Start and stop the production server for a benchmark.
// The server runs as its own process group (detached), so stopping it kills the group and
// nothing it spawned outlives the benchmark, even when the bench itself is interrupted.
import { spawn } from "node:child_process";
import { onServerCore } from "./cpu.js";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: bench/lib/ -> ../.. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Exit with a one-line instruction when there is no production build to measure. */
export function requireBuild(root = repoRoot) {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!existsSync(join(root, buildDir, "server", "index.js"))) {
    throw new Error(
      `No production build found (${buildDir}/server/index.js): run \`npm run build\` first (with the same BUILD_DIR), then run this again.`,
    );
  }
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const runPayLinkSecret = randomBytes(32).toString("base64");

/**
 * Start `node server.js` in production mode on a free port and wait until /healthz answers.
 * Returns { origin, port, pid, dataDir, stop(), kill(signal), exited, output() }.
 * Pass `dataDir` (and `port`) to restart a server on data a previous one left behind: a
 * directory passed in is never deleted here.
 * @param {{ root?: string, env?: Record<string, string>, timeoutMs?: number, dataDir?: string, port?: number }} [options]
 */
export async function startProductionServer({
  root = repoRoot,
  env = {},
  timeoutMs = 30_000,
  dataDir: givenDataDir,
  port: givenPort,
} = {}) {
  requireBuild(root);
  const port = givenPort ?? (await freePort());
  // Browsers and Lighthouse treat http://localhost as a secure origin; the canonical URLs the
  // pages print must point at the same origin, or the SEO canonical audit fails.
  const origin = `http://localhost:${port}`;
  // A throwaway data directory (SQLite file, mail outbox, generated secrets): a bench never
  // touches the developer's data/ and always starts from a fresh database.
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), "bench-data-"));
  const removeDataDir = () => {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const [command, args] = onServerCore(process.execPath, ["server.js"]);
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Production refuses to start without a session secret; a bench run gets a throwaway one.
      AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString("base64"),
      // So are pay links: one throwaway key per run, shared by the servers a test starts.
      PAY_LINK_SECRET: process.env.PAY_LINK_SECRET || runPayLinkSecret,
      ...env,
    },
  });
  let log = "";
  const keep = (chunk) => {
    log += chunk;
    if (log.length > 20_000) log = log.slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exitPromise = new Promise((done) =>
    child.on("exit", (code, signal) => done((exited = { code, signal }))),
  );

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  // If the bench dies, take the server group with it.
  const onExit = () => {
    killGroup("SIGKILL");
    removeDataDir();
  };
  process.once("exit", onExit);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", onExit);
    if (!exited) {
      killGroup("SIGTERM");
      const timedOut = await Promise.race([
        exitPromise.then(() => false),
        sleep(5_000).then(() => true),
      ]);
      if (timedOut) killGroup("SIGKILL");
    }
    // Make sure no grandchild of the group survives either.
    killGroup("SIGKILL");
    removeDataDir();
  }

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited)
      throw new Error(`The server exited (${JSON.stringify(exited)}) before it was ready:\n${log}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${log}`);
    }
    await sleep(200);
  }
  return {
    origin,
    port,
    pid: child.pid,
    dataDir,
    stop,
    /** Send a signal to the server process itself (SIGKILL for a crash, SIGTERM for a shutdown). */
    kill: (signal) => child.kill(signal),
    /** Resolves with { code, signal } when the process exits. */
    exited: exitPromise,
    output: () => log,
  };
}

/** Stop the server when the bench is interrupted (Ctrl-C, SIGTERM), then exit. */
export function stopOnSignals(stopFns) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      await Promise.allSettled(stopFns.map((stop) => stop()));
      process.exit(130);
    });
  }
}
