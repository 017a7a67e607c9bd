import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { bookingRequest, newRun, NO_RATE_LIMITS, postBooking, type Server, sleep, sqliteBookings, startProductionServer } from "./lib/system";

// Faults a real server meets: a crash mid-load, a polite shutdown, a backup while bookings arrive.
// Each test runs `node server.js` from the production build (BUILD_DIR) as a child process.

const servers: Server[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  await Promise.allSettled(servers.splice(0).map((server) => server.stop()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startProductionServer>[0] = {}): Promise<Server> {
  const server = await startProductionServer({ ...options, env: { ...NO_RATE_LIMITS, ...options.env } });
  servers.push(server);
  return server;
}

function keptDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "system-faults-"));
  dataDirs.push(dir);
  return dir;
}

describe("a crash (kill -9) during a booking load", () => {
  it("keeps every answered booking exactly once, restarts cleanly and replays a retried key", async () => {
    const dataDir = keptDataDir();
    const first = await start({ dataDir });
    const run = newRun();
    const answers: Awaited<ReturnType<typeof postBooking>>[] = [];
    let next = 0;
    let killed = false;
    // 16 clients booking back to back until the server dies under them.
    const clients = Array.from({ length: 16 }, async () => {
      while (!killed || next < 16) {
        const answer = await postBooking(first.origin, bookingRequest(run, next++), 5_000);
        answers.push(answer);
        if (answer.status === 0) return;
      }
    });
    await sleep(1_500);
    killed = true;
    first.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await Promise.all(clients);

    const acknowledged = answers.filter((answer) => answer.status === 201 || answer.status === 200);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(answers.some((answer) => answer.status === 0)).toBe(true);

    // The same data directory, a new process: it starts (migrations, WAL recovery) and answers.
    const second = await start({ dataDir, port: first.port });
    const rows = sqliteBookings(dataDir);
    const rowsByKey = new Map(rows.map((row) => [row.idempotency_key, row.id]));
    for (const answer of acknowledged) expect(rowsByKey.get(`${answer.key}`) ?? rowsByKey.get(answer.key)).toBe(answer.id);
    expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(rows.length);

    // A client that got an answer and retries anyway gets the same booking back, no new row.
    const retried = acknowledged[0]!;
    const replay = await postBooking(second.origin, bookingRequest(run, Number(retried.key.split("-").at(-1))));
    expect(replay.id).toBe(retried.id);
    // A client whose request died with the server retries and is booked exactly once.
    const lost = answers.find((answer) => answer.status === 0)!;
    const retry = await postBooking(second.origin, bookingRequest(run, Number(lost.key.split("-").at(-1))));
    expect([200, 201]).toContain(retry.status);
    expect(sqliteBookings(dataDir).filter((row) => row.idempotency_key === lost.key)).toHaveLength(1);
    expect(sqliteBookings(dataDir)).toHaveLength(rows.length + (rowsByKey.has(lost.key) ? 0 : 1));
  });
});

describe("SIGTERM", () => {
  it("lets requests in flight finish, refuses new connections, then exits 0", async () => {
    const server = await start();
    // PDF generation takes a while: a fair stand-in for slow work caught by a deploy.
    const inFlight = Array.from({ length: 12 }, (_, index) =>
      fetch(`${server.origin}/itineraries/${index % 2 ? "point-lenana" : "mount-longonot"}.pdf?copy=${index}`).then(async (response) => ({
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
      })),
    );
    await sleep(30);
    server.kill("SIGTERM");
    const exit = server.exited;
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.bytes).toBeGreaterThan(1000);
    }
    const started = Date.now();
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
  });
});

describe("npm run db:backup", () => {
  it("copies the live database consistently while bookings are being written", async () => {
    const dataDir = keptDataDir();
    const server = await start({ dataDir });
    const run = newRun();
    let n = 0;
    const before = [];
    for (; n < 20; n++) before.push(await postBooking(server.origin, bookingRequest(run, n)));
    expect(before.every((answer) => answer.status === 201)).toBe(true);

    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await postBooking(server.origin, bookingRequest(run, n++));
    });
    await sleep(200);
    const destination = join(dataDir, "copy.db");
    const backup = spawnSync(process.execPath, ["scripts/db-backup.js", destination], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
    writing = false;
    await Promise.all(writers);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/integrity ok/);

    const copy = new Database(destination, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const keys = new Set((copy.prepare("select idempotency_key as key from bookings").all() as Array<{ key: string }>).map((row) => row.key));
      for (const answer of before) expect(keys.has(answer.key)).toBe(true);
    } finally {
      copy.close();
    }
  });

  it("says what to do instead on PostgreSQL", () => {
    const result = spawnSync(process.execPath, ["scripts/db-backup.js"], { env: { ...process.env, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/pg_dump/);
  });
});
