import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { local } from "./lib/faults-accounts";
import { repoRoot } from "../../bench/lib/server.js";
import { testPostgresUrl } from "../support/databases";
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

// `npm run db:backup` on a live site: the server keeps taking bookings while the copy is made,
// and the copy is one consistent moment: it opens, passes SQLite's integrity check, holds every
// booking answered before the backup started, and its tables agree with each other.

const cleanups = cleanupsAfterAll();

/** `npm run db:backup -- ...args` as a child process; the test's own event loop keeps running. */
function runBackup(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "db:backup", "--", ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function bookMany(
  server: Server,
  run: string,
  from: number,
  count: number,
  clients: number,
): Promise<BookingAnswer[]> {
  const answers: BookingAnswer[] = [];
  let next = from;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < from + count)
        answers.push(await postBooking(local(server), bookingRequest(run, next++)));
    }),
  );
  return answers;
}

describe("npm run db:backup", () => {
  it("copies the live SQLite database consistently while bookings are being written", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "faults-backup-"));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const server = await startProductionServer({ dataDir, env: NO_RATE_LIMITS });
    cleanups.push(() => server.stop());
    const run = newRun();

    // Enough bookings that the file spans many pages: a copy made in steps would be overtaken.
    const before = await bookMany(server, run, 0, 400, 8);
    expect(before.every((answer) => answer.status === 201)).toBe(true);

    // Writers keep booking during the whole backup.
    let writing = true;
    let next = 10_000;
    const during: Array<BookingAnswer & { at: number }> = [];
    const writers = Array.from({ length: 6 }, async () => {
      while (writing)
        during.push({
          ...(await postBooking(local(server), bookingRequest(run, next++))),
          at: Date.now(),
        });
    });
    await sleep(300);
    const backupStarted = Date.now();
    const backup = await runBackup({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const backupEnded = Date.now();
    await sleep(200);
    writing = false;
    await Promise.all(writers);

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up .*app\.db to .*backups\/app-[0-9TZ-]+\.db \(\d+ bookings, \d+ ms, integrity ok\)\.\n$/,
    );
    // The site kept answering bookings while the copy was being made.
    const whileCopying = during.filter(
      (answer) => answer.at > backupStarted && answer.at < backupEnded,
    );
    expect(whileCopying.length).toBeGreaterThan(0);
    expect(during.every((answer) => answer.status === 201)).toBe(true);

    const files = readdirSync(join(dataDir, "backups"));
    expect(files).toHaveLength(1);
    const copy = new Database(join(dataDir, "backups", files[0]!), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.pragma("foreign_key_check")).toEqual([]);
      expect(copy.pragma("page_count", { simple: true })).toBeGreaterThan(100);
      const keys = (
        copy.prepare("select idempotency_key as key from bookings").all() as Array<{ key: string }>
      ).map((row) => row.key);
      const inCopy = new Set(keys);
      for (const answer of before) expect(inCopy.has(answer.key), answer.key).toBe(true);
      // Nothing in the copy that the live database does not have, and nothing twice.
      const live = new Set(sqliteBookings(dataDir).map((row) => row.idempotency_key));
      for (const key of keys) expect(live.has(key), key).toBe(true);
      expect(inCopy.size).toBe(keys.length);
      // One moment: the search index (kept by triggers in the same transaction) matches the rows.
      const counts = copy
        .prepare(
          "select (select count(*) from bookings) as bookings, (select count(*) from bookings_search) as indexed",
        )
        .get() as { bookings: number; indexed: number };
      expect(counts.indexed).toBe(counts.bookings);
      expect(backup.stdout).toContain(`(${counts.bookings} bookings,`);
    } finally {
      copy.close();
    }
  });

  it("writes to a given path, and refuses without a database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "faults-backup-"));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const missing = await runBackup({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No database at .*app\.db: set DATA_DIR/);

    const server = await startProductionServer({ dataDir, env: NO_RATE_LIMITS });
    cleanups.push(() => server.stop());
    const destination = join(dataDir, "nested", "copy.db");
    const given = await runBackup({ DATA_DIR: dataDir, DATABASE_URL: "" }, [destination]);
    expect(given.code, given.stderr).toBe(0);
    expect(given.stdout).toContain(`to ${destination} (0 bookings`);
  });

  it("on PostgreSQL, says to use pg_dump instead", async () => {
    const result = await runBackup({ DATABASE_URL: testPostgresUrl });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pg_dump/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});
