import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { local, verifiedSession } from "./lib/faults-accounts";
import { postgresTool, throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import {
  bookingRequest,
  newRun,
  NO_RATE_LIMITS,
  postBooking,
  type BookingAnswer,
  type Server,
  sleep,
  startProductionServer,
} from "./lib/system";

// The restore drill of README "Backups on PostgreSQL", run for real: the site takes bookings while
// `pg_dump --format=custom` copies the database, the schema is dropped (the disaster), the dump is
// restored with `pg_restore`, and a new server process on the restored database serves the same
// bookings to the same signed-in traveller (sessions come back too) and takes new ones.

let database: ThrowawayDatabase | undefined;
const servers: Server[] = [];
const dumpDir = mkdtempSync(join(tmpdir(), "pg-drill-"));
afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.stop()));
  await database?.drop();
  rmSync(dumpDir, { recursive: true, force: true });
});

/** A PostgreSQL client program; resolves with its exit code and output. */
function runTool(
  command: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(command), args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

interface BookingRow {
  id: string;
  idempotency_key: string;
  client_email: string;
  total_price: number;
  booking_status: string;
}

const bookingRows = async (db: ThrowawayDatabase) =>
  db.query<BookingRow>(
    "select id, idempotency_key, client_email, total_price, booking_status from bookings order by id",
  );

describe("PostgreSQL backup and restore drill", () => {
  it("pg_dump while bookings come in, drop the schema, pg_restore: a new server serves the same bookings", async () => {
    database = await throwawayDatabase("drill");
    const db = database;
    const env = {
      DATABASE_URL: db.url(),
      AUTH_SECRET: randomBytes(32).toString("base64"),
      ...NO_RATE_LIMITS,
    };
    const before = await startProductionServer({ env });
    servers.push(before);
    const run = newRun();

    // A traveller with an account and three bookings, and many other bookings.
    const email = `drill-${run}@example.com`;
    const session = await verifiedSession(before, "Drill Traveller", email);
    const travellersBookings = [1, 2, 3].map((n) => {
      const request = bookingRequest(run, n);
      return {
        ...request,
        body: {
          ...request.body,
          clientEmail: email,
          specialRequirements: `drill marker ${run}-${n}`,
        },
      };
    });
    const requests = [
      ...travellersBookings,
      ...Array.from({ length: 50 }, (_, n) => bookingRequest(run, 10 + n)),
    ];
    const answered: BookingAnswer[] = [];
    for (const request of requests) answered.push(await postBooking(local(before), request));
    expect(answered.map((answer) => answer.status)).toEqual(requests.map(() => 201));

    // Bookings keep arriving while the dump runs: it is one consistent moment all the same.
    let writing = true;
    let next = 1_000;
    const during: BookingAnswer[] = [];
    const writers = Array.from({ length: 3 }, async () => {
      while (writing) during.push(await postBooking(local(before), bookingRequest(run, next++)));
    });
    await sleep(200);
    const dumpFile = join(dumpDir, "kilele.dump");
    const dump = await runTool("pg_dump", ["--format=custom", "--file", dumpFile, db.url()]);
    writing = false;
    await Promise.all(writers);
    expect(dump.code, dump.output).toBe(0);
    expect(statSync(dumpFile).size).toBeGreaterThan(10_000);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((answer) => answer.status === 201)).toBe(true);
    const live = await bookingRows(db);
    await before.stop();

    // The disaster: every table gone.
    await db.query("drop schema public cascade");
    await db.query("create schema public");
    expect(
      await db.query(
        "select table_name from information_schema.tables where table_schema = 'public'",
      ),
    ).toEqual([]);

    const restore = await runTool("pg_restore", [
      "--exit-on-error",
      "--no-owner",
      "--dbname",
      db.url(),
      dumpFile,
    ]);
    expect(restore.code, restore.output).toBe(0);

    // Everything answered before the dump started is back, nothing that never existed is there,
    // and each booking is exactly as it was (price, status, email).
    const restored = await bookingRows(db);
    const restoredByKey = new Map(restored.map((row) => [row.idempotency_key, row]));
    const liveByKey = new Map(live.map((row) => [row.idempotency_key, row]));
    for (const answer of answered)
      expect(restoredByKey.get(answer.key)?.id, answer.key).toBe(answer.id);
    for (const row of restored) expect(liveByKey.get(row.idempotency_key)).toEqual(row);

    // A new process on the restored database: no migration to redo, the traveller's session
    // still valid, their bookings on the dashboard, a retried request answered from the
    // restored row, and new bookings taken.
    const after = await startProductionServer({ env });
    servers.push(after);
    expect(after.output()).not.toMatch(/"level":(50|60)|Cannot start/);
    const dashboard = await fetch(`${local(after)}/dashboard`, {
      headers: { cookie: session },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);
    const page = await dashboard.text();
    expect(page).toContain("Drill Traveller");
    for (const request of travellersBookings)
      expect(page).toContain(request.body.specialRequirements);
    for (const [index, request] of requests.slice(0, 10).entries()) {
      expect(await postBooking(local(after), request)).toEqual({
        key: request.key,
        status: 200,
        id: answered[index]!.id,
      });
    }
    const fresh = await postBooking(local(after), bookingRequest(run, 99_999));
    expect(fresh.status).toBe(201);
  });
});
