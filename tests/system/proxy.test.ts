import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx } from "../../bench/lib/nginx.js";
import { cookiePairs, local, PASSWORD } from "./lib/faults-accounts";
import { freshClientAddress, requestFrom, type Answer } from "./lib/faults-http";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import {
  bookingRequest,
  daysAhead,
  newRun,
  type Server,
  sleep,
  startProductionServer,
} from "./lib/system";

// The site as an operator runs it: real nginx (Debian's) in front of two server processes on one
// PostgreSQL database, saying X-Forwarded-For and X-Forwarded-Proto: https as a TLS terminator
// does, and the servers started with SITE_URL=https://<public host> and TRUST_PROXY=127.0.0.1
// (nginx's address as they see it). Each test client connects from its own 127.x.y.z address,
// which is the address nginx sees and must hand on.

const PUBLIC_HOST = "kilele.test";
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;
const SESSION = "__Secure-better-auth.session_token";

let database: ThrowawayDatabase;
const servers: Server[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>>;
const run = newRun();

beforeAll(async () => {
  database = await throwawayDatabase("proxy");
  const env = {
    DATABASE_URL: database.url(),
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SITE_URL: PUBLIC_ORIGIN,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "info",
  };
  // One after the other: the first migrates the empty database.
  servers.push(await startProductionServer({ env }));
  servers.push(await startProductionServer({ env }));
  proxy = await startNginx({
    upstreams: servers.map((server) => server.port),
    serverName: PUBLIC_HOST,
  });
});
afterAll(async () => {
  await proxy?.stop();
  await Promise.allSettled(servers.map((server) => server.stop()));
  await database?.drop();
});

/** A request through nginx from `client`, addressed to the public host as a browser on the site sends it. */
function viaProxy(
  client: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return requestFrom(client, `${proxy.origin}${path}`, {
    ...options,
    headers: { host: PUBLIC_HOST, ...options.headers },
  });
}

const jsonFromSite = { "content-type": "application/json", origin: PUBLIC_ORIGIN };
const pricing = JSON.stringify({
  adventureType: "point-lenana",
  bookingDate: daysAhead(30),
  participants: 2,
});
const setCookies = (answer: Answer) => answer.headers["set-cookie"] ?? [];
const sessionCookie = (answer: Answer) =>
  setCookies(answer).find((cookie) => cookie.startsWith(`${SESSION}=`));

/** The newest verification link mailed to `email` by whichever process nginx chose. */
async function verificationLink(email: string): Promise<URL> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const server of servers) {
      const outbox = join(server.dataDir, "outbox");
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((name) => name.includes(email) && name.endsWith(".eml"));
      } catch {
        files = [];
      }
      for (const file of files) {
        const message = readFileSync(join(outbox, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/.exec(
          message,
        )?.[0];
        if (link) return new URL(link);
      }
    }
    await sleep(100);
  }
  throw new Error(`no verification mail to ${email}`);
}

describe("behind nginx, two processes, one PostgreSQL database", () => {
  it("limits each client by the address nginx saw, not one bucket for everyone behind the proxy", async () => {
    const [first, second] = [freshClientAddress(), freshClientAddress()];
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await viaProxy(first, "/api/dynamic-pricing", {
            method: "POST",
            headers: jsonFromSite,
            body: pricing,
          })
        ).status,
      );
    // 60 a minute per client, counted across both processes nginx spreads the requests over.
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another visitor behind the same proxy is not held back by the first one's count.
    expect(
      (
        await viaProxy(second, "/api/dynamic-pricing", {
          method: "POST",
          headers: jsonFromSite,
          body: pricing,
        })
      ).status,
    ).toBe(200);
  });

  it("ignores an X-Forwarded-For a client writes itself, through the proxy and around it", async () => {
    const client = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      // A new made-up address on every request: if it were believed, no limit would ever hold.
      const forged = { ...jsonFromSite, "x-forwarded-for": `203.0.113.${i + 1}` };
      statuses.push(
        (
          await viaProxy(client, "/api/dynamic-pricing", {
            method: "POST",
            headers: forged,
            body: pricing,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Straight to a server process, skipping nginx: the client is not a trusted proxy, so its
    // header is not read either and it is still the same (used-up) client.
    const direct = await requestFrom(client, `${local(servers[0]!)}/api/dynamic-pricing`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClientAddress() },
      body: pricing,
    });
    expect(direct.status).toBe(429);
  });

  it("signs up, confirms and signs in over the public https origin: __Secure- cookies, https links", async () => {
    const client = freshClientAddress();
    const email = `proxy-${run}@example.com`;
    const signUp = await viaProxy(client, "/api/auth/sign-up/email", {
      method: "POST",
      headers: jsonFromSite,
      body: JSON.stringify({
        name: "Proxy Traveller",
        email,
        password: PASSWORD,
        callbackURL: "/dashboard",
      }),
    });
    expect(signUp.status, signUp.body).toBe(200);

    // The mailed link points at the public origin, never at the address nginx used.
    const link = await verificationLink(email);
    expect(link.origin).toBe(PUBLIC_ORIGIN);
    // Opened in the browser that signed up: it sends back the sign-up's cookies (without them
    // the link only proves the address, decision 0014).
    const verified = await viaProxy(client, link.pathname + link.search, {
      headers: { cookie: cookiePairs(setCookies(signUp)) },
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.location).toMatch(/^(https:\/\/kilele\.test)?\/dashboard$/);
    const issued = sessionCookie(verified);
    expect(issued).toMatch(/;\s*Secure/i);
    expect(issued).toMatch(/;\s*HttpOnly/i);
    expect(
      setCookies(verified).every(
        (cookie) => cookie.startsWith("__Secure-") || /Max-Age=0/i.test(cookie),
      ),
    ).toBe(true);

    // The sign-in form, posted from the public page: its action runs although the process sees
    // http://kilele.test, and it answers with a secure session cookie.
    const signIn = await viaProxy(client, "/auth?tab=login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_ORIGIN },
      body: new URLSearchParams({ intent: "login", email, password: PASSWORD }).toString(),
    });
    expect(signIn.status, signIn.body).toBe(302);
    expect(signIn.headers.location).toBe("/dashboard");
    const cookie = sessionCookie(signIn);
    expect(cookie).toMatch(/;\s*Secure/i);
    const session = cookie!.split(";")[0]!;

    // The session works on whichever process nginx picks.
    for (let i = 0; i < 4; i++) {
      const dashboard = await viaProxy(client, "/dashboard", { headers: { cookie: session } });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toContain("Proxy Traveller");
    }

    // A booking through the proxy, shown on the traveller's dashboard.
    const booking = bookingRequest(run, 1);
    const booked = await viaProxy(client, "/api/secure-booking", {
      method: "POST",
      headers: { ...jsonFromSite, cookie: session, "idempotency-key": booking.key },
      body: JSON.stringify({ ...booking.body, clientName: "Proxy Traveller", clientEmail: email }),
    });
    expect(booked.status, booked.body).toBe(201);
    const id = (JSON.parse(booked.body) as { booking: { id: string } }).booking.id;
    const rows = await database.query<{ client_email: string }>(
      "select client_email from bookings where id = $1",
      [id],
    );
    expect(rows).toEqual([{ client_email: email }]);
    const dashboard = await viaProxy(client, "/dashboard", { headers: { cookie: session } });
    expect(dashboard.body).toContain("Point Lenana");
  });

  it("prints canonical URLs, the sitemap and robots.txt with the public https origin", async () => {
    const client = freshClientAddress();
    const home = await viaProxy(client, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain(`rel="canonical" href="${PUBLIC_ORIGIN}/"`);
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const trip = await viaProxy(client, "/itinerary/point-lenana");
    expect(trip.body).toContain(`rel="canonical" href="${PUBLIC_ORIGIN}/itinerary/point-lenana"`);
    const sitemap = await viaProxy(client, "/sitemap.xml");
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(20);
    expect(locations.every((location) => location.startsWith(`${PUBLIC_ORIGIN}/`))).toBe(true);
    expect((await viaProxy(client, "/robots.txt")).body).toContain(
      `Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`,
    );
    for (const answer of [home, trip, sitemap])
      expect(answer.body).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("logs each request once as JSON with nginx's request id and the client's address, without query values", async () => {
    const client = freshClientAddress();
    const answer = await viaProxy(client, "/itinerary/point-lenana?email=amina%40example.com");
    expect(answer.status).toBe(200);
    const requestId = answer.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await sleep(200);
    const lines = servers
      .flatMap((server) => server.output().split("\n"))
      .filter((line) => line.includes(String(requestId)))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        requestId,
        method: "GET",
        path: "/itinerary/point-lenana?email=",
        status: 200,
        durationMs: expect.any(Number),
        client,
        msg: "request",
      },
    ]);
    // nginx's own log names the same request with the same id.
    expect(proxy.accessLog()).toContain(`${client} `);
    expect(proxy.accessLog()).toContain(` ${String(requestId)}`);
    // A visitor's own X-Request-Id is not taken by nginx's upstream either: nginx sets its own.
    const planted = await viaProxy(client, "/healthz", {
      headers: { "x-request-id": "planted-id-123" },
    });
    expect(planted.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });
});
