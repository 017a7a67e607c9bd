import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, daysAhead, freePort, newRun, NO_RATE_LIMITS, postBooking, type Server, sleep, startProductionServer } from "./lib/system";

// The site on PostgreSQL: two server processes as one site, and a database that goes away and
// comes back. Each test gets a throwaway database on the local server.

const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const servers: Server[] = [];
const databases: string[] = [];
const secret = randomBytes(32).toString("base64");

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ name: string; url: (port?: number) => string }> {
  const name = `system_${newRun()}`;
  await admin((client) => client.query(`create database "${name}"`));
  databases.push(name);
  return { name, url: (port = 5432) => `postgres://postgres@127.0.0.1:${port}/${name}` };
}

async function query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function start(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const server = await startProductionServer({ env: { DATABASE_URL: databaseUrl, AUTH_SECRET: secret, ...env } });
  servers.push(server);
  return server;
}

const local = (server: Server) => `http://127.0.0.1:${server.port}`;

afterEach(async () => {
  await Promise.allSettled(servers.splice(0).map((server) => server.stop()));
});
afterAll(async () => {
  await admin(async (client) => {
    for (const name of databases) await client.query(`drop database if exists "${name}" with (force)`);
  });
});

describe("two server processes on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    database = await freshDatabase();
  });

  it("start together on an empty database: each migration runs once and both serve", async () => {
    [a, b] = await Promise.all([start(database.url()), start(database.url())]);
    servers.splice(0); // kept for the next tests of this block; stopped in its own afterAll
    for (const server of [a, b]) expect((await fetch(`${local(server)}/healthz`)).status).toBe(200);
    const migrations = await query<{ name: string; runs: string }>(database.name, "select name, count(*) as runs from kysely_migration group by name");
    expect(migrations.length).toBeGreaterThanOrEqual(5);
    expect(migrations.every((row) => Number(row.runs) === 1)).toBe(true);
  });

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
  });

  it("a session made on one is valid on the other", async () => {
    const email = `scale-${newRun()}@example.com`;
    const signUp = await fetch(`${local(a)}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.origin },
      body: JSON.stringify({ name: "Scale Out", email, password: "Kilele-trek-2030", callbackURL: "/" }),
    });
    expect(signUp.status).toBe(200);
    const link = await verificationLinkIn(a.dataDir, email);
    const verified = await fetch(link.replace(a.origin, local(a)), { redirect: "manual" });
    expect(verified.status).toBe(302);
    const cookie = verified.headers.getSetCookie().find((value) => value.startsWith("better-auth.session_token="))!.split(";")[0]!;

    const onB = await fetch(`${local(b)}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Scale Out");
    // Signed out on B: the session is gone on A too.
    const signOut = await fetch(`${local(b)}/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: b.origin, "content-type": "application/json" }, body: "{}" });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${local(a)}/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
  });

  it("count one client's requests together: the API's per-address limit and sign-in attempts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 90; i++) {
      const server = i % 2 ? b : a;
      const response = await fetch(`${local(server)}/api/dynamic-pricing`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ adventureType: "point-lenana", bookingDate: daysAhead(30), participants: 2 }),
      });
      statuses.push(response.status);
    }
    // 60 a minute per address, counted across both processes (each alone would allow 60).
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);

    const attempts: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 ? b : a;
      const response = await fetch(`${local(server)}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: "wrong-password-1" }),
      });
      attempts.push(response.status);
    }
    // better-auth allows 10 sign-in attempts a minute per address, across both processes.
    expect(attempts.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(attempts.slice(10)).toEqual([429, 429]);
  });

  it("honour an Idempotency-Key on either process: one booking", async () => {
    const request = bookingRequest(newRun(), 1);
    const first = await postBooking(local(a), request);
    const again = await postBooking(local(b), request);
    expect(first.status).toBe(201);
    expect(again.id).toBe(first.id);
    const rows = await query(database.name, `select id from bookings where idempotency_key = '${request.key}'`);
    expect(rows).toHaveLength(1);
  });
});

/** The newest verification link mailed to `email`, from a server's .eml outbox. */
async function verificationLinkIn(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = join(dataDir, "outbox");
    const file = (() => {
      try {
        return readdirSync(outbox).filter((name) => name.includes(email)).sort().at(-1);
      } catch {
        return undefined;
      }
    })();
    if (file) {
      const message = readFileSync(join(outbox, file), "utf8").replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/.exec(message)?.[0];
      if (link) return link;
    }
    await sleep(100);
  }
  throw new Error(`no verification mail to ${email} in ${dataDir}/outbox`);
}

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function cuttableProxy(port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(5432, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await open();
  return {
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
  };
}

describe("PostgreSQL going away mid-run", () => {
  it("answers 503 with a clear message, reports it on /healthz, and recovers by itself", async () => {
    const database = await freshDatabase();
    const proxyPort = await freePort();
    const proxy = await cuttableProxy(proxyPort);
    const server = await start(database.url(proxyPort), NO_RATE_LIMITS);
    const run = newRun();
    expect((await postBooking(local(server), bookingRequest(run, 1))).status).toBe(201);

    await proxy.cut();
    const outageStarted = Date.now();
    const health = await fetch(`${local(server)}/healthz`).catch((error) => {
      throw new Error(`server gone: ${server.output()}`, { cause: error });
    });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", error: expect.stringMatching(/database/i) });
    const booking = await fetch(`${local(server)}/api/secure-booking`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, "idempotency-key": `${run}-2` },
      body: JSON.stringify(bookingRequest(run, 2).body),
    });
    expect(booking.status).toBe(503);
    expect(booking.headers.get("retry-after")).toBeTruthy();
    expect((await booking.json()) as { error: string }).toMatchObject({ error: expect.stringMatching(/try again/i) });
    // Every answer in the outage came quickly: no request hangs on a dead database.
    expect(Date.now() - outageStarted).toBeLessThan(12_000);
    // Pages that only show prices still render, with the base prices.
    expect((await fetch(`${local(server)}/summit-treks`)).status).toBe(200);

    await proxy.restore();
    let healthy = false;
    for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
      healthy = (await fetch(`${local(server)}/healthz`)).status === 200;
      if (!healthy) await sleep(200);
    }
    expect(healthy).toBe(true);
    expect((await postBooking(local(server), bookingRequest(run, 2))).status).toBe(201);
    await proxy.cut();
  });
});
