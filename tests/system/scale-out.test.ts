import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { local, PASSWORD, verifiedSession } from "./lib/faults-accounts";
import { freshClientAddress, requestFrom } from "./lib/faults-http";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import {
  bookingRequest,
  daysAhead,
  newRun,
  postBooking,
  type Server,
  startProductionServer,
} from "./lib/system";

// Two server processes on two ports, one fresh PostgreSQL database: one site. They start at the
// same moment on the empty database (one migrates, the other waits for Kysely's migration lock),
// a session made on one is valid on the other, the per-address limits count requests to both
// together, and an Idempotency-Key books once whichever process sees it, even at the same time.

let database: ThrowawayDatabase;
let a: Server;
let b: Server;
const secret = randomBytes(32).toString("base64");
const run = newRun();

beforeAll(async () => {
  database = await throwawayDatabase("scale");
});
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await database?.drop();
});

const post = (
  server: Server,
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
) =>
  requestFrom(from, `${local(server)}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });

describe("two server processes on one PostgreSQL database", () => {
  it("start together on an empty database: migrated once, both healthy", async () => {
    // Same secret (sessions), no rate-limit override: these processes are tested for their limits.
    const env = { DATABASE_URL: database.url(), AUTH_SECRET: secret };
    [a, b] = await Promise.all([startProductionServer({ env }), startProductionServer({ env })]);
    for (const server of [a, b]) expect((await fetch(`${local(server)}/healthz`)).status).toBe(200);

    const applied = await database.query<{ name: string }>(
      "select name from kysely_migration order by name",
    );
    expect(applied.map((row) => row.name)).toEqual(
      expect.arrayContaining(["0001_auth_tables", "0002_app_tables", "0005_shared_rate_limits"]),
    );
    // A migration run twice would have failed ("already exists") and stopped that process; the
    // lock is free again and neither process logged an error.
    expect(await database.query("select * from kysely_migration_lock where is_locked = 1")).toEqual(
      [],
    );
    for (const server of [a, b])
      expect(server.output()).not.toMatch(/"level":(50|60)|Cannot start/);
    const tables = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["bookings", "session", "rate_limits", "rateLimit"]),
    );
  });

  it("a session made on A is valid on B, and signing out on B ends it on A", async () => {
    const cookie = await verifiedSession(a, "Scale Out", `scale-${run}@example.com`);
    const onB = await fetch(`${local(b)}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Scale Out");

    const signOut = await fetch(`${local(b)}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: b.origin, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    const onA = await fetch(`${local(a)}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(onA.status).toBe(302);
    expect(onA.headers.get("location")).toBe("/auth?redirect=%2Fdashboard");
  });

  it("the API's per-address limit counts requests to A and B together", async () => {
    const client = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 90; i++) {
      const answer = await post(
        i % 2 ? b : a,
        "/api/dynamic-pricing",
        { adventureType: "point-lenana", bookingDate: daysAhead(30), participants: 2 },
        client,
      );
      statuses.push(answer.status);
    }
    // 60 a minute per address (each process alone would allow 60, 120 together).
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    // Another address is not affected.
    expect(
      (
        await post(
          b,
          "/api/dynamic-pricing",
          { adventureType: "point-lenana", bookingDate: daysAhead(30), participants: 2 },
          freshClientAddress(),
        )
      ).status,
    ).toBe(200);
  });

  it("better-auth's per-address sign-in limit counts attempts on A and B together", async () => {
    const client = freshClientAddress();
    const attempts: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < 12; i++) {
      attempts.push(
        await post(
          i % 2 ? b : a,
          "/api/auth/sign-in/email",
          { email: `nobody-${run}-${i}@example.com`, password: "wrong-password-1" },
          client,
        ),
      );
    }
    // 10 sign-in attempts a minute per address, across both processes.
    expect(attempts.slice(0, 10).map((attempt) => attempt.status)).toEqual(Array(10).fill(401));
    expect(attempts.slice(10).map((attempt) => attempt.status)).toEqual([429, 429]);
  });

  it("failed sign-ins of one account from one address are counted on A and B together", async () => {
    const email = `target-${run}@example.com`;
    const client = freshClientAddress();
    const attempts: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < 7; i++) {
      attempts.push(
        await post(
          i % 2 ? b : a,
          "/api/auth/sign-in/email",
          { email, password: `${PASSWORD}-wrong-${i}` },
          client,
        ),
      );
    }
    // Five failures per account and address are free, the sixth starts a hold (decision 0014),
    // whichever process each attempt reaches.
    expect(attempts.slice(0, 6).map((attempt) => attempt.status)).toEqual(Array(6).fill(401));
    expect(attempts[6]!.status).toBe(429);
    expect(attempts[6]!.body).toMatch(/Too many wrong passwords/);
  });

  it("an Idempotency-Key books once whichever process sees it, one after the other or at the same time", async () => {
    const first = bookingRequest(run, 1);
    const onA = await postBooking(local(a), first);
    const onB = await postBooking(local(b), first);
    expect(onA.status).toBe(201);
    expect(onB).toEqual({ key: first.key, status: 200, id: onA.id });

    const racing = Array.from({ length: 10 }, (_, n) => bookingRequest(run, 100 + n));
    const pairs = await Promise.all(
      racing.map((request) =>
        Promise.all([postBooking(local(a), request), postBooking(local(b), request)]),
      ),
    );
    for (const [fromA, fromB] of pairs) {
      expect([fromA!.status, fromB!.status].sort()).toEqual([200, 201]);
      expect(fromA!.id).toBe(fromB!.id);
    }
    const rows = await database.query<{ key: string; n: string }>(
      "select idempotency_key as key, count(*) as n from bookings where idempotency_key like $1 group by idempotency_key",
      [`${run}-%`],
    );
    expect(rows).toHaveLength(11);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
  });
});
