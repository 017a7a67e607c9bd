import { mkdtempSync, rmSync } from "node:fs";
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
  type BookingAnswer,
  type Server,
  sleep,
  sqliteBookings,
  startProductionServer,
} from "./lib/system";

// kill -9 in the middle of a booking load, then a new process on the same data. A crash may
// lose requests that were never answered (their clients saw the connection die and retry), but
// never one that was answered: every 2xx is a committed row, stored once, and retrying any
// request with its Idempotency-Key, answered or not, leaves exactly one row.

const CLIENTS = 20;
/** The kill comes once the load has run this long and every client has been answered at least once. */
const LOAD_MS = 1_500;
const LOAD_DEADLINE_MS = 30_000;

interface Row {
  id: string;
  key: string;
}

interface Store {
  env: Record<string, string>;
  rows(): Promise<Row[]>;
  dispose(): Promise<void>;
}

async function sqliteStore(dataDir: string): Promise<Store> {
  return {
    env: {},
    rows: () =>
      Promise.resolve(
        sqliteBookings(dataDir).map((row) => ({ id: row.id, key: row.idempotency_key ?? "" })),
      ),
    dispose: () => Promise.resolve(),
  };
}

async function postgresStore(): Promise<Store> {
  const database: ThrowawayDatabase = await throwawayDatabase("crash");
  return {
    env: { DATABASE_URL: database.url() },
    rows: () => database.query<Row>("select id, idempotency_key as key from bookings"),
    dispose: () => database.drop(),
  };
}

const cleanups = cleanupsAfterAll();

describe.each([
  ["SQLite", sqliteStore],
  ["PostgreSQL", () => postgresStore()],
] as const)("kill -9 during a booking load (%s)", (_name, makeStore) => {
  it("keeps every answered booking exactly once, restarts cleanly and answers retries from the stored booking", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "faults-crash-"));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const store = await makeStore(dataDir);
    cleanups.push(() => store.dispose());
    const env = { ...NO_RATE_LIMITS, ...store.env };
    const servers: Server[] = [];
    cleanups.push(async () => {
      await Promise.allSettled(servers.map((server) => server.stop()));
    });

    const first = await startProductionServer({ dataDir, env });
    servers.push(first);
    const run = newRun();
    const answers: BookingAnswer[] = [];
    let next = 0;
    // CLIENTS clients booking back to back until the server dies under them.
    const clients = Array.from({ length: CLIENTS }, async () => {
      for (;;) {
        const answer = await postBooking(local(first), bookingRequest(run, next++), 10_000);
        answers.push(answer);
        if (answer.status === 0) return;
      }
    });
    // On a busy machine the first answers can take longer than LOAD_MS: wait for more answers
    // than clients (some client has finished a booking and is in the middle of its next).
    const loadStarted = Date.now();
    await sleep(LOAD_MS);
    while (
      answers.filter((answer) => answer.status === 201).length <= CLIENTS &&
      Date.now() - loadStarted < LOAD_DEADLINE_MS
    )
      await sleep(100);
    first.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await Promise.all(clients);

    const acknowledged = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    const lost = answers.filter((answer) => answer.status === 0);
    // Before the kill every request was booked; at the kill every client had one in flight.
    expect(answers.filter((answer) => answer.status !== 0 && answer.status !== 201)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(CLIENTS);
    expect(lost).toHaveLength(CLIENTS);

    // A new process on the same data: it recovers (WAL / PostgreSQL's own), migrates (nothing
    // to do) and answers /healthz (startProductionServer waits for the 200).
    const second = await startProductionServer({ dataDir, env, port: first.port });
    servers.push(second);
    expect((await fetch(`${local(second)}/healthz`)).status).toBe(200);

    const rows = await store.rows();
    const idsByKey = new Map<string, string[]>();
    for (const row of rows) idsByKey.set(row.key, [...(idsByKey.get(row.key) ?? []), row.id]);
    for (const answer of acknowledged)
      expect(idsByKey.get(answer.key), answer.key).toEqual([answer.id]);
    expect([...idsByKey.values()].filter((ids) => ids.length > 1)).toEqual([]);
    // Only requests that were sent can be stored: the acknowledged ones, and perhaps some that
    // were committed just before the kill without their answer getting out.
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.length).toBeLessThanOrEqual(acknowledged.length + lost.length);

    // A client retries a request that was answered (it missed the answer, say): the same booking.
    const keyNumber = (key: string) => Number(key.split("-").at(-1));
    for (const answer of acknowledged.slice(0, 3)) {
      const replay = await postBooking(local(second), bookingRequest(run, keyNumber(answer.key)));
      expect(replay).toEqual({ key: answer.key, status: 200, id: answer.id });
    }
    // Every client whose request died with the process retries: each is booked exactly once,
    // replayed (200) if it had been committed, stored now (201) if not.
    for (const answer of lost) {
      const retry = await postBooking(local(second), bookingRequest(run, keyNumber(answer.key)));
      expect(retry.status).toBe(idsByKey.has(answer.key) ? 200 : 201);
      if (idsByKey.has(answer.key)) expect([retry.id]).toEqual(idsByKey.get(answer.key));
    }
    const after = await store.rows();
    expect(after).toHaveLength(acknowledged.length + lost.length);
    expect(new Set(after.map((row) => row.key)).size).toBe(after.length);
    expect(second.output()).not.toMatch(/"level":(50|60)/);
  });
});
