// `npm start`: build when the sources are newer than the build, then serve the production build.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const sourceDirs = ["app", "content", "domain", "server"];
const sourceFiles = ["vite.config.ts", "react-router.config.ts", "package.json"];
const buildEntry = "build/server/index.js";

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

function needsBuild() {
  if (!existsSync(buildEntry)) return true;
  const built = statSync(buildEntry).mtimeMs;
  const sources = [...sourceDirs, ...sourceFiles].filter((path) => existsSync(path));
  return sources.some((path) => newestMtime(path) > built);
}

if (!existsSync("node_modules")) {
  console.log("Installing dependencies (npm install)...");
  if (spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
if (needsBuild()) {
  console.log("Building the site...");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
