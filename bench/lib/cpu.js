// CPU pinning for the load bench (issue 18): on a 2-core machine autocannon and the server under
// test otherwise fight for the same cores, and a figure measures the scheduler as much as the
// server. With util-linux's taskset the bench process (the load generator) keeps core 0 and
// every process it measures (the app, nginx, the references) gets core 1. Without taskset, or
// on a single core, nothing is pinned and the results say so.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";

const TASKSET = "/usr/bin/taskset";

export const LOAD_GENERATOR_CORE = 0;
export const SERVER_CORE = 1;

export const pinningAvailable = existsSync(TASKSET) && os.cpus().length >= 2;

let pinned = false;

/**
 * Pin this process and all its threads (V8, libuv) to the load generator's core; from then on
 * every server the bench libraries start runs on the server core. Returns whether it pinned.
 */
export function pinThisProcessToLoadGeneratorCore() {
  if (!pinningAvailable) return false;
  execFileSync(TASKSET, ["-a", "-p", "-c", String(LOAD_GENERATOR_CORE), String(process.pid)], {
    stdio: "ignore",
  });
  return (pinned = true);
}

/**
 * `[command, args]` that start `command` on the server core once this process is pinned
 * (taskset execs the command in place, so the pid and process group stay the command's own).
 * Children of a pinned process inherit its core, so the server side is always pinned explicitly.
 */
export function onServerCore(command, args) {
  if (!pinned) return [command, args];
  return [TASKSET, ["-c", String(SERVER_CORE), command, ...args]];
}

/** A process's CPU time so far in µs, every thread (utime + stime from /proc, clock ticks of 10 ms). */
export function processCpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1_000_000) / 100;
}
