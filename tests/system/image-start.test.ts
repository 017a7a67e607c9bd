import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  realpathSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../bench/lib/server.js";
import { bookingRequest, freePort, newRun, postBooking, sleep } from "./lib/system";

// No Docker engine runs where the suite runs, so the image is never built here. What can be
// checked is checked: the runtime stage of the Dockerfile is read (its ENV, COPY, CMD and
// HEALTHCHECK), its files are assembled in a temporary directory from this build with only the
// production dependencies its `deps` stage installs, and the exact CMD and
// HEALTHCHECK are run there. A file the runtime stage forgets to copy, a runtime import of a
// dev dependency, or a health check that cannot pass fails this test.

const run = promisify(execFile);
const dockerfile = readFileSync(join(repoRoot, "Dockerfile"), "utf8");

/** The instructions of the last stage (`FROM ... AS runtime`), continuation lines joined. */
function runtimeStage(): string[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim());
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime$/i.test(line));
  if (start === -1) throw new Error("the Dockerfile has no `FROM ... AS runtime` stage");
  return lines.slice(start + 1).filter((line) => line && !line.startsWith("#"));
}

const stage = runtimeStage();
const instruction = (name: string) =>
  stage
    .filter((line) => line.toUpperCase().startsWith(`${name} `))
    .map((line) => line.slice(name.length + 1).trim());

/** ENV KEY=VALUE pairs of the runtime stage. */
function stageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of instruction("ENV"))
    for (const [, key, value] of line.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  return env;
}

/** An exec-form command (`["node", "server.js"]`) as an argument list. */
function execForm(text: string): string[] {
  const json = text.slice(text.indexOf("["));
  return JSON.parse(json) as string[];
}

const workDir = mkdtempSync(join(tmpdir(), "image-start-"));

/**
 * The deps stage (`npm ci --omit=dev --omit=optional`): this worktree's installed tree, hard-linked
 * rather than copied (seconds, no disk), without every package the lock file marks dev, optional
 * or devOptional, which is the set that command leaves out.
 */
async function productionDependencies(): Promise<string> {
  const modules = join(workDir, "deps", "node_modules");
  mkdirSync(join(workDir, "deps"));
  // The real directory, never a symlink to it: a copied link would point the removals below at
  // the tree the rest of the suite runs from (a worktree sharing another's node_modules lost it).
  await run("cp", ["-al", realpathSync(join(repoRoot, "node_modules")), modules]);
  const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path && (entry.dev || entry.optional || entry.devOptional))
      rmSync(join(workDir, "deps", path), { recursive: true, force: true });
  }
  // Links to removed tools' commands, and npm's record of the full tree.
  rmSync(join(modules, ".bin"), { recursive: true, force: true });
  rmSync(join(modules, ".package-lock.json"), { force: true });
  return modules;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
});

describe("the Dockerfile's runtime stage", () => {
  it("runs as the node user, with production settings, a CMD and a HEALTHCHECK on /healthz", () => {
    expect(instruction("USER")).toEqual(["node"]);
    expect(stageEnv()).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/app/data" });
    expect(instruction("HEALTHCHECK")[0]).toContain("/healthz");
    expect(dockerfile).toMatch(/npm ci --omit=dev --omit=optional/);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-/m);
  });

  it("its files, with production dependencies only, start with its CMD and pass its HEALTHCHECK", async () => {
    const app = join(workDir, "app");
    mkdirSync(app);
    // COPY --from=<stage> /app/<path>... <dest>: the same paths from this worktree's build.
    for (const line of instruction("COPY")) {
      const parts = line.split(/\s+/).filter((part) => !part.startsWith("--"));
      const destination = parts.pop()!;
      for (const source of parts) {
        const relative = source.replace(/^\/app\/?/, "");
        const target =
          destination.endsWith("/") || parts.length > 1
            ? join(app, destination, relative.split("/").pop()!)
            : join(app, destination);
        if (relative === "node_modules") {
          renameSync(await productionDependencies(), target);
        } else {
          // The image's build/ is this run's build, wherever BUILD_DIR put it (as server.js reads it).
          const here = relative === "build" ? (process.env.BUILD_DIR ?? "build") : relative;
          if (!existsSync(join(repoRoot, here)))
            throw new Error(
              `the Dockerfile copies ${relative}, which this worktree has not got at ${here} (run npm run build)`,
            );
          // COPY over a directory the deps stage made (node_modules/@img): the build stage's
          // holds all of it and more. The deps tree is hard-linked to this one, and copying a file
          // onto its own inode fails, so the old directory goes first.
          rmSync(target, { recursive: true, force: true });
          cpSync(join(repoRoot, here), target, { recursive: true });
        }
      }
    }
    // The runtime has no dev dependency: the build tools are gone.
    for (const devOnly of ["vite", "vitest", "@react-router/dev", "eslint"])
      expect(existsSync(join(app, "node_modules", devOnly)), devOnly).toBe(false);
    expect(existsSync(join(app, "node_modules", "better-sqlite3"))).toBe(true);
    // The photo library's sharp, with this platform's libvips (decision 0066).
    expect(existsSync(join(app, "node_modules", "sharp"))).toBe(true);
    expect(
      readdirSync(join(app, "node_modules", "@img")).some((name) => name.startsWith("sharp-")),
    ).toBe(true);
    expect(existsSync(join(app, "server.js"))).toBe(true);

    const port = await freePort();
    const dataDir = join(workDir, "data");
    mkdirSync(dataDir);
    const env = {
      ...stageEnv(),
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      PAY_LINK_SECRET: randomBytes(32).toString("base64"),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    };
    const [command, ...args] = execForm(instruction("CMD")[0]!);
    const server = spawn(command!, args, {
      cwd: app,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      server.on("exit", (code) => resolve(code)),
    );
    cleanups.push(async () => {
      try {
        process.kill(-server.pid!, "SIGKILL");
      } catch {
        /* gone */
      }
    });

    // Docker's HEALTHCHECK, exactly as written, until it passes (the start period).
    const healthcheck = execForm(instruction("HEALTHCHECK")[0]!.replace(/^.*?CMD\s+/, ""));
    let healthy = false;
    for (let attempt = 0; attempt < 100 && !healthy; attempt++) {
      healthy = await run(healthcheck[0]!, healthcheck.slice(1), { env }).then(
        () => true,
        () => false,
      );
      if (!healthy) await sleep(200);
    }
    expect(healthy, output).toBe(true);

    const origin = `http://127.0.0.1:${port}`;
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Kilele");
    const booked = await postBooking(origin, bookingRequest(newRun(), 1));
    expect(booked.status).toBe(201);
    const guide = await fetch(`${origin}/seasonal-guide.pdf`);
    expect(guide.status).toBe(200);
    expect(
      Buffer.from(await guide.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // docker stop: SIGTERM, and the process leaves on its own with 0.
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/"level":(50|60)/);
  });
});
