import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { local } from "./lib/faults-accounts";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import {
  bookingRequest,
  cleanupsAfterAll,
  newRun,
  NO_RATE_LIMITS,
  postBooking,
  type Server,
  sleep,
  sqliteBookings,
  startProductionServer,
} from "./lib/system";

// A deploy sends SIGTERM while the server is busy: every request already sent is answered in
// full, the port stops taking new connections at once, idle keep-alive connections do not hold
// the process up, the database is closed, and the process exits 0 within a few seconds.

const cleanups = cleanupsAfterAll();

/** Every itinerary PDF the sitemap lists: each is rendered on first request (slow work). */
async function itineraryPdfs(server: Server): Promise<string[]> {
  const sitemap = await (await fetch(`${local(server)}/sitemap.xml`)).text();
  const slugs = [...sitemap.matchAll(/\/itinerary\/([a-z0-9-]+)</g)].map((match) => match[1]!);
  return [...new Set(slugs)].map((slug) => `/itineraries/${slug}.pdf`);
}

/** A connection attempt: "refused" once nothing listens, "accepted" while something does. */
function connectOutcome(port: number): Promise<"accepted" | "refused"> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" ? resolve("refused") : reject(error),
    );
  });
}

/** One request on a keep-alive agent: its connection then sits idle in the agent's pool. */
function idleKeepAliveConnection(server: Server): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    http
      .get(`${local(server)}/healthz`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(agent));
      })
      .on("error", reject);
  });
}

/**
 * A booking sent slowly, as from a bad mobile connection: the headers and half the body now, the
 * rest when `rest` resolves. Resolves with the status and body of the answer.
 */
function slowBooking(
  server: Server,
  request: ReturnType<typeof bookingRequest>,
  rest: Promise<unknown>,
): Promise<{ status: number; body: string }> {
  const body = Buffer.from(JSON.stringify(request.body));
  const head = [
    "POST /api/secure-booking HTTP/1.1",
    `Host: 127.0.0.1:${server.port}`,
    "Content-Type: application/json",
    `Content-Length: ${body.length}`,
    `Origin: ${server.origin}`,
    `Idempotency-Key: ${request.key}`,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, body.length >> 1)]));
      void rest.then(() => socket.write(body.subarray(body.length >> 1)));
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        body: text.slice(text.indexOf("\r\n\r\n") + 4),
      });
    });
  });
}

async function startWithKeptData(
  env: Record<string, string>,
): Promise<{ server: Server; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "faults-shutdown-"));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  const server = await startProductionServer({ dataDir, env: { ...NO_RATE_LIMITS, ...env } });
  cleanups.push(() => server.stop());
  return { server, dataDir };
}

interface Database {
  env: Record<string, string>;
  /** The Idempotency-Keys of the stored bookings. */
  keys(dataDir: string): Promise<string[]>;
  dispose(): Promise<void>;
}

describe.each([
  [
    "SQLite",
    async (): Promise<Database> => ({
      env: {},
      keys: (dataDir) =>
        Promise.resolve(sqliteBookings(dataDir).map((row) => row.idempotency_key ?? "")),
      dispose: () => Promise.resolve(),
    }),
  ],
  [
    "PostgreSQL",
    async (): Promise<Database> => {
      const database: ThrowawayDatabase = await throwawayDatabase("shutdown");
      return {
        env: { DATABASE_URL: database.url() },
        keys: async () =>
          (
            await database.query<{ key: string }>("select idempotency_key as key from bookings")
          ).map((row) => row.key),
        dispose: () => database.drop(),
      };
    },
  ],
] as const)("SIGTERM while requests are in flight (%s)", (name, makeDatabase) => {
  it("answers every request already sent, refuses new connections, closes the database and exits 0", async () => {
    const database = await makeDatabase();
    cleanups.push(database.dispose);
    const { server, dataDir } = await startWithKeptData(database.env);
    const agent = await idleKeepAliveConnection(server);
    cleanups.push(() => Promise.resolve(agent.destroy()));
    const pdfs = await itineraryPdfs(server);
    expect(pdfs.length).toBeGreaterThan(10);

    const run = newRun();
    let lastAnswerAt = 0;
    const downloads = pdfs.map((path) =>
      fetch(`${local(server)}${path}`).then(async (response) => {
        const bytes = (await response.arrayBuffer()).byteLength;
        lastAnswerAt = Date.now();
        return {
          path,
          status: response.status,
          bytes,
          connection: response.headers.get("connection"),
        };
      }),
    );
    const bookings = Array.from({ length: 20 }, (_, n) =>
      postBooking(local(server), bookingRequest(run, n), 20_000).then((answer) => {
        lastAnswerAt = Date.now();
        return answer;
      }),
    );
    let sendTheRest = () => {};
    const slow = slowBooking(
      server,
      bookingRequest(run, 1_000),
      new Promise<void>((resolve) => (sendTheRest = resolve)),
    );
    await sleep(50);
    const signalledAt = Date.now();
    server.kill("SIGTERM");

    // The port stops taking connections once the ones the kernel had already queued for the
    // busy process are accepted, while answers are still being worked on.
    let settled = 0;
    for (const request of [...downloads, ...bookings, slow]) void request.then(() => settled++);
    let refusedAt = 0;
    let settledWhenRefused = 0;
    while (!refusedAt && Date.now() - signalledAt < 5_000) {
      await sleep(200);
      if ((await connectOutcome(server.port)) === "refused")
        [refusedAt, settledWhenRefused] = [Date.now(), settled];
    }
    expect(refusedAt, "new connections still accepted 5 s after SIGTERM").toBeGreaterThan(0);
    // The slow client's request, half received when the port closed, is still answered.
    await sleep(300);
    sendTheRest();
    const slowAnswer = await slow;
    lastAnswerAt = Math.max(lastAnswerAt, Date.now());
    expect(slowAnswer.status, slowAnswer.body).toBe(201);

    for (const download of await Promise.all(downloads)) {
      expect(download.status, download.path).toBe(200);
      expect(download.bytes, download.path).toBeGreaterThan(1_000);
    }
    const booked = await Promise.all(bookings);
    expect(booked.map((answer) => answer.status)).toEqual(booked.map(() => 201));

    const exit = await server.exited;
    const exitedAt = Date.now();
    expect(exit).toEqual({ code: 0, signal: null });
    // Idle keep-alive connections (the agent's) did not keep the process alive.
    expect(exitedAt - lastAnswerAt).toBeLessThan(2_000);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    // The port was closed while requests were still being answered, or the test proves nothing.
    expect(settledWhenRefused).toBeLessThan(downloads.length + bookings.length + 1);

    // Every booking answered is stored; SQLite removes its write-ahead log when the last
    // connection closes cleanly, so no WAL file means the database was closed, not abandoned.
    if (name === "SQLite") expect(existsSync(join(dataDir, "app.db-wal"))).toBe(false);
    expect((await database.keys(dataDir)).sort()).toEqual(
      [...booked.map((answer) => answer.key), `${run}-1000`].sort(),
    );
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
