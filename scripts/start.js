// `npm start`: build when the sources are newer than the build, then serve the production build.
import { spawnSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const sourceDirs = ["app", "content", "domain", "server"];
const sourceFiles = ["vite.config.ts", "react-router.config.ts", "package.json"];
const buildEntry = "build/server/index.js";

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

function needsBuild() {
  if (!existsSync(buildEntry)) return true;
  const built = statSync(buildEntry).mtimeMs;
  const sources = [...sourceDirs, ...sourceFiles].filter((path) => existsSync(path));
  return sources.some((path) => newestMtime(path) > built);
}

if (!existsSync("node_modules")) {
  console.log("Installing dependencies (npm install)...");
  if (spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" }).status !== 0)
    process.exit(1);
}
if (needsBuild()) {
  console.log("Building the site...");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

/**
 * The server refuses to run in production without AUTH_SECRET and PAY_LINK_SECRET. `npm start`
 * on a developer's machine must work with no set-up, so it keeps random local secrets in the data
 * folder; real deployments set both themselves (see docs/decisions/0002-npm-start-local-secret.md).
 */
function localSecret(name, fileName) {
  const dataDir = process.env.DATA_DIR ?? "data";
  const file = join(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  console.log(
    `${name} is not set: using the local secret in ${file}. Set ${name} in a real deployment.`,
  );
  return readFileSync(file, "utf8").trim();
}

const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    AUTH_SECRET: process.env.AUTH_SECRET || localSecret("AUTH_SECRET", "auth-secret"),
    PAY_LINK_SECRET:
      process.env.PAY_LINK_SECRET || localSecret("PAY_LINK_SECRET", "pay-link-secret"),
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
