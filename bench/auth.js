// bench/auth.js: sign-in and dashboard requests per second on SQLite (issue 3's bench bar).
//
//   BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/auth.js [--duration 10] [--connections 10,50]
//
// Set-up, through the app itself: one account signed up with POST /api/auth/sign-up/email and
// marked verified in the `user` table (as a click on the mailed link would), a few bookings made
// while signed in so the dashboard has rows to show. Then autocannon against
// POST /api/auth/sign-in/email and GET /dashboard (with the session cookie).
//
// No limit is switched off. Sign-in is limited by better-auth per IP (10/min) and by us per
// account (10 per 15 min, server/modules/accounts/auth.ts), so: the signed-up account is copied, password
// hash and all, into enough verified accounts that none is asked more than 10 times, and every
// connection comes from its own loopback source address (127.0.0.2, 127.0.0.3, ...; Linux routes
// all of 127/8 to lo) and reconnects after 5 requests, so no address is asked more than 5 times.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import {
  argValue,
  buildDir,
  fmtInt,
  machine,
  measure,
  requireBuildDir,
  spreadLoopbackSources,
  utcStamp,
  warmUp,
} from "./lib/load.js";
import { markdownTable, writeSection } from "./lib/results.js";
import { startProductionServer, stopOnSignals } from "./lib/server.js";

const duration = Number(argValue("duration", "10"));
const connectionCounts = argValue("connections", "10,50")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const accounts = Number(argValue("accounts", "1000"));
const password = "Kilele-bench-Summit-7781";

requireBuildDir();
const stops = [];
stopOnSignals(stops);

const startedAt = new Date();
const before = machine();
console.log(
  `bench/auth.js: ${duration} s per scenario at ${connectionCounts.join(" and ")} connections; ${before.cores} cores, load ${before.load1.toFixed(2)}`,
);

const dataDir = mkdtempSync(join(tmpdir(), "bench-auth-"));
const server = await startProductionServer({ env: { BUILD_DIR: buildDir, DATA_DIR: dataDir } });
const stop = async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
stops.push(stop);
const url = `http://127.0.0.1:${server.port}`;
const origin = server.origin;
const jsonHeaders = { "content-type": "application/json", origin };

async function post(path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { ...jsonHeaders, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
  return response;
}

let signIn = {};
let dashboard = {};
let setup;
try {
  // 1. One real sign-up, verified in the database.
  const run = randomUUID().slice(0, 8);
  const email = (i) => `bench-${run}-${i}@example.com`;
  const signUp = await post("/api/auth/sign-up/email", {
    name: "Bench Traveller",
    email: email(0),
    password,
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const db = new Database(join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare('UPDATE "user" SET "emailVerified" = 1 WHERE email = ?').run(email(0));
    const user = db.prepare('SELECT * FROM "user" WHERE email = ?').get(email(0));
    const account = db
      .prepare('SELECT * FROM account WHERE "userId" = ? AND "providerId" = ?')
      .get(user.id, "credential");
    if (!account?.password) throw new Error("the signed-up account has no credential row");
    // 2. Copies of it (same password hash), so no account meets the per-account limit.
    const insertUser = db.prepare(
      'INSERT INTO "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt") VALUES (@id, @name, @email, @emailVerified, @image, @createdAt, @updatedAt)',
    );
    const insertAccount = db.prepare(
      'INSERT INTO account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt") VALUES (@id, @accountId, @providerId, @userId, @password, @createdAt, @updatedAt)',
    );
    db.transaction(() => {
      for (let i = 1; i <= accounts; i++) {
        const id = randomUUID();
        insertUser.run({ ...user, id, email: email(i), name: `Bench Traveller ${i}` });
        insertAccount.run({ ...account, id: randomUUID(), accountId: id, userId: id });
      }
    })();
  } finally {
    db.close();
  }

  // 3. A session for the dashboard, and a few bookings on it.
  const session = await post("/api/auth/sign-in/email", { email: email(0), password });
  if (!session.ok) throw new Error(`sign-in answered ${session.status}: ${await session.text()}`);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const inAWeek = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const bookingSlugs = [
    "point-lenana",
    "hells-gate",
    "lake-naivasha",
    "mount-longonot",
    "ol-pejeta",
  ];
  let bookings = 0;
  for (const [i, slug] of bookingSlugs.entries()) {
    const response = await post(
      "/api/secure-booking",
      {
        clientName: "Bench Traveller",
        clientEmail: email(0),
        adventureType: slug,
        tripSlug: slug,
        bookingDate: inAWeek(10 + i * 20),
        numberOfParticipants: 2,
      },
      { cookie, "idempotency-key": `bench-auth-${run}-${i}` },
    );
    if (response.ok) bookings++;
  }
  const page = await fetch(`${url}/dashboard`, { headers: { cookie }, redirect: "manual" });
  const html = await page.text();
  if (page.status !== 200 || !html.includes("My Adventures"))
    throw new Error(
      `GET /dashboard with the session cookie answered ${page.status}, not the dashboard`,
    );
  setup = { accounts: accounts + 1, bookings };

  // 4. Sign-in: distinct accounts per request, distinct source addresses per connection.
  let n = 0;
  const signInRequests = () => [
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: jsonHeaders,
      setupRequest: (request) => {
        n++;
        return { ...request, body: JSON.stringify({ email: email(1 + (n % accounts)), password }) };
      },
    },
  ];
  const restore = spreadLoopbackSources();
  try {
    await warmUp({ url, connections: 10, reconnectRate: 5, requests: signInRequests() });
    for (const connections of connectionCounts) {
      signIn[connections] = await measure("POST /api/auth/sign-in/email", {
        url,
        connections,
        duration,
        reconnectRate: 5,
        requests: signInRequests(),
      });
    }
  } finally {
    restore();
  }
  if (n > accounts * 10)
    console.warn(`sign-in: ${n} requests for ${accounts} accounts; some met the per-account limit`);
  setup.signInRequests = n;

  // 5. The dashboard with the session cookie.
  await warmUp({ url: `${url}/dashboard`, connections: 10, headers: { cookie } });
  for (const connections of connectionCounts) {
    dashboard[connections] = await measure("GET /dashboard (signed in)", {
      url: `${url}/dashboard`,
      connections,
      duration,
      headers: { cookie },
    });
  }
} finally {
  await stop();
}

const after = machine();
const finishedAt = new Date();
const rows = [];
for (const [name, runs] of [
  ["`POST /api/auth/sign-in/email`", signIn],
  ["`GET /dashboard` (signed in, 5 bookings)", dashboard],
]) {
  for (const connections of connectionCounts) {
    const run = runs[connections];
    if (!run) continue;
    rows.push([
      name,
      String(connections),
      fmtInt(run.requestsPerSecond),
      `${run.p50} ms`,
      `${run.p99} ms`,
      String(run.errors),
      String(run.timeouts),
      String(run.non2xx),
    ]);
  }
}
const command = `BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/auth.js --duration ${duration} --connections ${connectionCounts.join(",")}`;
const body = `
## Sign-in and dashboard (autocannon, SQLite)

Measured ${utcStamp(startedAt)} to ${utcStamp(finishedAt)} on a ${before.cores}-core VM (${before.cpuModel}), Node ${before.node}, autocannon 8 in the bench process (sharing the two cores with the server). 1-min load average ${before.load1.toFixed(2)} at the start, ${after.load1.toFixed(2)} at the end. Production build served by \`server.js\`, a fresh SQLite database in a throwaway \`DATA_DIR\`. Each scenario: a 2 s unrecorded warm-up, then ${duration} s per connection count.

Set-up through the app: one account signed up with \`POST /api/auth/sign-up/email\` and marked verified in the \`user\` table, copied (same password hash) into ${fmtInt(setup.accounts)} verified accounts; ${setup.bookings} bookings made while signed in, so the dashboard lists rows. No rate limit is switched off: sign-in requests rotate over the accounts (our limit: 10 per account per 15 min; ${fmtInt(setup.signInRequests)} requests sent in all) and each connection uses its own loopback source address and reconnects every 5 requests (better-auth's limit: 10 sign-ins per address per minute), so the sign-in figures include a TCP connect every 5 requests. Sign-in cost is dominated by the password hash (scrypt). The dashboard requests carry one session cookie: a session lookup, the user's bookings and a server render per request.

Command: \`${command}\`

${markdownTable(["Scenario", "Connections", "Requests/s", "p50", "p99", "Errors", "Timeouts", "Non-2xx"], rows)}
`;
const path = await writeSection("auth", body);
console.log(`\nwrote the auth section of ${path}`);
