import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { local, verifiedSession } from "./lib/faults-accounts";
import { enrolInTwoFactor } from "./lib/http";
import {
  startPgProxy,
  throwawayDatabase,
  type PgProxy,
  type ThrowawayDatabase,
} from "./lib/faults-postgres";
import {
  bookingRequest,
  daysAhead,
  newRun,
  NO_RATE_LIMITS,
  type Server,
  sleep,
  startProductionServer,
} from "./lib/system";

// The site on PostgreSQL reached through a TCP proxy the test controls: the database dies in
// the middle of a page's loader, goes away completely (connections reset, port closed), and goes
// silent (connections open, nothing moving). Whatever needs the database answers 503 with a
// sentence saying so, quickly; nothing answers 500; and once the proxy is back the same process
// serves again without a restart.

const OUTAGE_ANSWER_MS = 3_000;

let database: ThrowawayDatabase;
let proxy: PgProxy;
let server: Server;
let adminCookie: string;
const run = newRun();
let booked = 0;
const acknowledged: string[] = [];

beforeAll(async () => {
  database = await throwawayDatabase();
  proxy = await startPgProxy();
  server = await startProductionServer({
    env: { ...NO_RATE_LIMITS, DATABASE_URL: database.url(proxy.port) },
  });
  const email = `faults-admin-${run}@example.com`;
  adminCookie = await verifiedSession(server, "Outage Admin", email);
  await database.query(
    `insert into user_roles (user_id, role, created_at) select id, 'admin', now()::text from "user" where email = $1`,
    [email],
  );
  // Admins sign in with two factors (decision 0046): the admin pages open to this session only.
  adminCookie = await enrolInTwoFactor(server, adminCookie);
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${local(server)}${path}`, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });

async function bookOnce(): Promise<{
  status: number;
  retryAfter: string | null;
  body: { error?: string; booking?: { id: string } };
}> {
  const request = bookingRequest(run, ++booked);
  const response = await fetch(`${local(server)}/api/secure-booking`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.origin,
      "idempotency-key": request.key,
    },
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status === 201) acknowledged.push(request.key);
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { error?: string },
  };
}

async function waitUntilHealthy(withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const response = await get("/healthz").catch(() => undefined);
    if (response?.status === 200) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`/healthz not 200 within ${withinMs} ms:\n${server.output()}`);
}

describe("PostgreSQL faults behind a proxy", () => {
  it("serves normally through the proxy", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/admin", { cookie: adminCookie })).status).toBe(200);
    expect((await bookOnce()).status).toBe(201);
  });

  it("a page whose loader loses its connection answers 503, not 500 (full page and client navigation)", async () => {
    // The session and role lookups pass; the admin overview's bookings query kills its connection.
    proxy.poison('from "bookings"');
    const page = await get("/admin", { cookie: adminCookie });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("Please try again in a moment");
    const data = await get("/admin.data", { cookie: adminCookie });
    expect(data.status).toBe(503);
    await proxy.restore();
    expect((await get("/admin", { cookie: adminCookie })).status).toBe(200);
  });

  it("PostgreSQL gone: 503 with a clear message from /healthz and the APIs, no 500, no waiting", async () => {
    await proxy.cut();

    const health = await timed(() => get("/healthz"));
    expect(health.value.status).toBe(503);
    expect(await health.value.json()).toEqual({
      status: "unavailable",
      error: "The database is not reachable.",
    });
    expect(health.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const booking = await timed(bookOnce);
    expect(booking.value.status).toBe(503);
    expect(booking.value.retryAfter).toBe("30");
    expect(booking.value.body.error).toMatch(/briefly offline.*try again/i);
    expect(booking.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    const inquiry = await fetch(`${local(server)}/api/contact-inquiry`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({
        name: "Amina Otieno",
        email: `outage-${run}@example.com`,
        phone: "",
        adventure: "kilimanjaro",
        message: "Two of us in February.",
        website: "",
      }),
    });
    expect(inquiry.status).toBe(503);
    expect(((await inquiry.json()) as { error: string }).error).toMatch(/try again/i);

    // Everything else answers too, quickly, and never with a 500: pages that only show prices
    // fall back to the base prices; signed-in pages cannot check the session and say so.
    const answers: Record<string, number> = {};
    for (const [path, headers] of [
      ["/", {}],
      [`/summit-treks?outage=${run}`, {}],
      ["/itinerary/point-lenana", {}],
      ["/seasonal-guide", {}],
      ["/auth", {}],
      ["/dashboard", { cookie: adminCookie }],
      ["/admin", { cookie: adminCookie }],
    ] as const) {
      const answer = await timed(() => get(path, headers));
      answers[path] = answer.value.status;
      expect(answer.ms, path).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    const pricing = await fetch(`${local(server)}/api/dynamic-pricing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        adventureType: "point-lenana",
        bookingDate: daysAhead(30),
        participants: 2,
      }),
    });
    answers["/api/dynamic-pricing"] = pricing.status;
    const signIn = await fetch(`${local(server)}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({
        email: `faults-admin-${run}@example.com`,
        password: "Kilele-trek-2030",
      }),
    });
    answers["/api/auth/sign-in/email"] = signIn.status;
    for (const [path, status] of Object.entries(answers))
      expect([200, 302, 503], `${path} answered ${status}`).toContain(status);
    // A signed-in visitor is told the system is offline, not asked to sign in again.
    expect(answers["/dashboard"]).toBe(503);
    expect(answers["/admin"]).toBe(503);
    expect(server.output()).not.toMatch(/unhandled error/);

    await proxy.restore();
    await waitUntilHealthy(10_000);
    expect((await bookOnce()).status).toBe(201);
    // The session made before the outage is still good: nothing was lost.
    expect((await get("/admin", { cookie: adminCookie })).status).toBe(200);
  });

  it("a silent network: /healthz reports it within its time limit, requests fail within the query timeouts, then recover", async () => {
    proxy.freeze();
    const health = await timed(() => get("/healthz"));
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(OUTAGE_ANSWER_MS + 1_000);

    const booking = await timed(bookOnce);
    expect(booking.value.status).toBe(503);
    // The shared rate-limit count gives up after 2 s (and counts in memory); the booking's own
    // query after the client-side query timeout (6 s) or the connect timeout (5 s).
    expect(booking.ms).toBeLessThan(10_000);

    await proxy.restore();
    await waitUntilHealthy(15_000);
    expect((await bookOnce()).status).toBe(201);
    expect(server.output()).not.toMatch(/unhandled error/);
  });

  it("a table locked by maintenance: the statement time limit answers 503, not a hang", async () => {
    const maintenance = new pg.Client({ connectionString: database.url() });
    await maintenance.connect();
    try {
      await maintenance.query("begin");
      await maintenance.query("lock table bookings in access exclusive mode");
      const [booking, page, health] = await Promise.all([
        timed(bookOnce),
        timed(() => get("/admin", { cookie: adminCookie })),
        timed(() => get("/healthz")),
      ]);
      // PostgreSQL cancels each waiting statement after 5 s (57014).
      expect(booking.value.status).toBe(503);
      expect(booking.value.body.error).toMatch(/try again/i);
      expect(booking.ms).toBeLessThan(8_000);
      expect(page.value.status).toBe(503);
      expect(page.ms).toBeLessThan(8_000);
      // The database itself answers: /healthz says so at once.
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(1_000);
    } finally {
      await maintenance.query("rollback");
      await maintenance.end();
    }
    expect((await bookOnce()).status).toBe(201);
  });

  it("stored every acknowledged booking once", async () => {
    const rows = await database.query<{ key: string; n: string }>(
      "select idempotency_key as key, count(*) as n from bookings group by idempotency_key",
    );
    // Only the bookings answered 201 were stored; none of those answered 503 was.
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    expect(rows.map((row) => row.key).sort()).toEqual([...acknowledged].sort());
  });
});
