// Loaded into a server process (`node --import ./bench/lib/loop-probe.mjs server.js`, with
// LOOP_PROBE_FILE set): records how long the event loop's turns last (perf_hooks'
// monitorEventLoopDelay, 1 ms resolution) and the time spent in garbage collection. Each SIGUSR2
// appends the window since the previous one to $LOOP_PROBE_FILE as a JSON line and starts a new
// window; bench/booking-load.js sends one as each measured run starts and ends. Node 20 accepts
// one new connection per turn of the loop, so the turns' length is what keeps connections waiting
// in the kernel's accept queue (bench/RESULTS.md, "Load: what changed").
// With LOOP_PROBE_CPU_PROFILE_DIR set, each window also gets a V8 CPU profile of its own
// (window-N.cpuprofile, for Chrome DevTools or speedscope): `node --cpu-prof` cannot be passed
// through NODE_OPTIONS, and it would profile the whole process, start-up and warm-up included.
import { appendFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";
import { monitorEventLoopDelay, PerformanceObserver, performance } from "node:perf_hooks";

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ["gc"] });
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const profileDir = process.env.LOOP_PROBE_CPU_PROFILE_DIR;
  const profiler = profileDir ? new Session() : null;
  let windowNumber = 0;
  if (profiler) {
    profiler.connect();
    profiler.post("Profiler.enable");
    profiler.post("Profiler.setSamplingInterval", { interval: 1000 });
    profiler.post("Profiler.start");
  }
  let windowStart = performance.now();
  process.on("SIGUSR2", () => {
    if (profiler) {
      const file = join(profileDir, `window-${windowNumber}.cpuprofile`);
      profiler.post("Profiler.stop", (error, result) => {
        if (!error) writeFileSync(file, JSON.stringify(result.profile));
        profiler.post("Profiler.start");
      });
    }
    windowNumber++;
    appendFileSync(
      file,
      `${JSON.stringify({
        windowMs: Math.round(performance.now() - windowStart),
        gcMs: Math.round(gcMs),
        loopDelayMs: {
          p50: ms(delay.percentile(50)),
          p90: ms(delay.percentile(90)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
        },
      })}\n`,
    );
    delay.reset();
    gcMs = 0;
    windowStart = performance.now();
  });
}
