// bench/pricing-cpu.js: the CPU time the pricing API costs per request, against its same-work
// references (issue 18). Requests per second move with whatever else runs on a shared machine;
// the server process's own CPU time per request (utime + stime from /proc, every thread: V8's
// GC helpers included) moves much less, so this probe is how a change to the endpoint is judged
// while other work loads the VM. bench/load.js gives the ratios the bars are written in.
//
//   BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/pricing-cpu.js [--seconds 5] [--rounds 3]
//
// The app is measured twice: fresh, and after it has rendered the trip and category pages (what
// every real server has done): once a page has rendered, Node 20's AsyncLocalStorage keeps
// promise hooks on, and each promise costs more from then on (bench/RESULTS.md, "Load: what
// changed"). Linux only (/proc).
//
// CPU time per request still grows when the machine is oversubscribed (a load average of 10 on 2
// cores tripled every figure here, the references' too), so the probe also counts what does not
// move: the promises the server creates per pricing request (a second server process, with
// bench/lib/count-promises.mjs loaded, after a page render, requests one at a time). Promises are
// what a rendered page makes dearer, and the count says whether a change removed some.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import {
  argValue,
  bookableParties,
  buildDir,
  pricingRequests,
  machine,
  requireBuildDir,
  startBareHonoJson,
  startPricingReference,
} from "./lib/load.js";
import { pinThisProcessToLoadGeneratorCore, processCpuMicros as cpuMicros } from "./lib/cpu.js";
import { repoRoot, startProductionServer, stopOnSignals } from "./lib/server.js";

const seconds = Number(argValue("seconds", "5"));
const rounds = Number(argValue("rounds", "3"));
const connections = Number(argValue("connections", "50"));

requireBuildDir();
const pinned = pinThisProcessToLoadGeneratorCore();
const stops = [];
stopOnSignals(stops);

/** A few trips of each pricing kind: the same mix every run, so figures compare across changes. */
const probeSlugs = ["point-lenana", "mount-longonot", "hells-gate", "ol-pejeta", "diani-beach"];
let bodies = [];
const requests = (path) => pricingRequests(bodies, path);

async function cpuPerRequest(label, url, pid, path) {
  await autocannon({ url, connections, duration: 2, requests: requests(path) });
  const figures = [];
  for (let round = 0; round < rounds; round++) {
    const before = cpuMicros(pid);
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: requests(path),
    });
    const used = cpuMicros(pid) - before;
    const answered = result["2xx"];
    if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} answers were not 2xx`);
    figures.push({ micros: used / answered, perSecond: result.requests.average });
  }
  const micros = figures.map((figure) => figure.micros).sort((a, b) => a - b);
  const median = micros[Math.floor(micros.length / 2)];
  console.log(
    `${label.padEnd(48)} ${median.toFixed(1).padStart(6)} µs/request (rounds ${micros.map((m) => m.toFixed(1)).join(", ")}; ${figures.map((f) => Math.round(f.perSecond)).join(", ")} req/s)`,
  );
  return median;
}

const load = () => machine().load1.toFixed(2);

console.log(
  `bench/pricing-cpu.js: ${rounds} rounds of ${seconds} s at ${connections} connections, ${pinned ? "pinned" : "not pinned"}, load ${load()}`,
);

const engine = await startPricingReference();
stops.push(engine.stop);
bodies = await bookableParties(engine.url, probeSlugs);
const engineMicros = await cpuPerRequest(
  "pricing engine alone (reference)",
  engine.url,
  engine.pid,
);
await engine.stop();

const bare = await startBareHonoJson();
stops.push(bare.stop);
const bareMicros = await cpuPerRequest(
  "bare Hono JSON POST (reference)",
  bare.url,
  bare.pid,
  "/echo",
);
await bare.stop();

const dataDir = mkdtempSync(join(tmpdir(), "bench-pricing-cpu-"));
const app = await startProductionServer({
  env: {
    BUILD_DIR: buildDir,
    BENCH_RATE_LIMIT_POINTS: "1000000000",
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: dataDir,
  },
});
stops.push(async () => {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
const url = `http://127.0.0.1:${app.port}`;
try {
  const fresh = await cpuPerRequest("POST /api/dynamic-pricing, fresh server", url, app.pid);
  for (const path of ["/itinerary/point-lenana", "/summit-treks"]) {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const rendered = await cpuPerRequest(
    "POST /api/dynamic-pricing, after page renders",
    url,
    app.pid,
  );
  const share = (reference, micros) => `${((reference / micros) * 100).toFixed(1)} %`;
  console.log(
    `\nCPU share (reference µs over the API's; what the throughput ratio would be on an idle core):\n` +
      `  fresh:          ${share(bareMicros, fresh)} of bare Hono, ${share(engineMicros, fresh)} of the engine alone\n` +
      `  after renders:  ${share(bareMicros, rendered)} of bare Hono, ${share(engineMicros, rendered)} of the engine alone\n` +
      `load ${load()} at the end`,
  );
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// --- promises per request, which machine load does not change --------------------------------
const countDir = mkdtempSync(join(tmpdir(), "bench-pricing-promises-"));
const countFile = join(countDir, "count.json");
const counted = await startProductionServer({
  env: {
    BUILD_DIR: buildDir,
    BENCH_RATE_LIMIT_POINTS: "1000000000",
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: countDir,
    NODE_OPTIONS: `--import ${join(repoRoot, "bench/lib/count-promises.mjs")}`,
    COUNT_PROMISES_FILE: countFile,
  },
});
stops.push(counted.stop);
try {
  const countedUrl = `http://127.0.0.1:${counted.port}`;
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const promisesSoFar = async () => {
    process.kill(counted.pid, "SIGUSR2");
    await sleep(300);
    return JSON.parse(readFileSync(countFile, "utf8")).promises;
  };
  const [request] = requests();
  const send = async () => {
    const { body } = request.setupRequest({});
    const response = await fetch(`${countedUrl}/api/dynamic-pricing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the counted server answered ${response.status}`);
  };
  await (await fetch(`${countedUrl}/itinerary/point-lenana`)).arrayBuffer();
  for (let n = 0; n < 200; n++) await send();
  const sent = 2000;
  const before = await promisesSoFar();
  for (let n = 0; n < sent; n++) await send();
  const perRequest = ((await promisesSoFar()) - before) / sent;
  console.log(`promises per pricing request, after a page render: ${perRequest.toFixed(1)}`);
} finally {
  await counted.stop();
  rmSync(countDir, { recursive: true, force: true });
}
