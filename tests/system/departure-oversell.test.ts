import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import {
  NO_RATE_LIMITS,
  newRun,
  openServerDatabase,
  startProductionServer,
  type Server,
} from "./lib/system";

// Seats are never oversold (issue 15, decision 0024): 50 booking requests at once for a
// departure with 3 seats left, over real HTTP to real server processes, book exactly 3; every
// other request gets 409 and the sentence. Two processes on one PostgreSQL database (each
// takes the departure's row lock in its own pool), and one process on SQLite.

const run = newRun();
const servers: Server[] = [];
let database: ThrowawayDatabase | undefined;
afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.stop()));
  await database?.drop();
});

interface Departure {
  id: string;
  date: string;
}

/** One booking request for `participants` seats on the departure, from its own traveller. */
async function book(
  origin: string,
  departure: Departure,
  n: number,
  participants = 1,
): Promise<{ status: number; body: { error?: string; booking?: { id: string; status: string } } }> {
  const response = await fetch(`${origin}/api/secure-booking`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      clientName: `Racer ${n}`,
      // Own address per request: the per-email hourly limit counts each traveller alone.
      clientEmail: `oversell-${run}-${n}@example.com`,
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: departure.date,
      numberOfParticipants: participants,
      departureId: departure.id,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/**
 * 5 of the departure's 8 seats booked first and confirmed by the operator (`confirm`), so the
 * departure is Guaranteed; then 50 single-seat requests at once over `origins`. The 3 that get
 * seats take them inside the transaction that holds the departure's lock, and stay requests: no
 * booking is confirmed as it is made unless it is paid (decision 0055).
 */
async function race(
  origins: string[],
  departure: Departure,
  confirm: (bookingId: string) => Promise<void>,
) {
  const first = await book(origins[0]!, departure, 0, 5);
  expect(first.status).toBe(201);
  // Only confirmed travellers make a departure Guaranteed (decision 0040).
  await confirm(first.body.booking!.id);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => book(origins[i % origins.length]!, departure, i + 1)),
  );
  const booked = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(booked).toHaveLength(3);
  expect(booked.map((answer) => answer.body.booking!.status)).toEqual([
    "pending",
    "pending",
    "pending",
  ]);
  expect(refused).toHaveLength(47);
  for (const answer of refused)
    expect(answer.body.error).toMatch(
      /^(This departure is full|Only \d+ seats? (is|are) left on this departure)$/,
    );
  return booked.map((answer) => answer.body.booking!.id);
}

/** Point Lenana's fourth departure: past the 7-day cut-off's reach, 8 seats, minimum 2. */
const DEPARTURE_QUERY =
  "select id, date from departures where trip_slug = 'point-lenana' order by date limit 1 offset 3";

describe("50 bookings at once for the last 3 seats of a departure", () => {
  it("two server processes on one PostgreSQL database book exactly 3; 47 get 409 with the sentence", async () => {
    database = await throwawayDatabase("oversell");
    const env = {
      DATABASE_URL: database.url(),
      AUTH_SECRET: randomBytes(32).toString("base64"),
      ...NO_RATE_LIMITS,
    };
    const [a, b] = await Promise.all([
      startProductionServer({ env }),
      startProductionServer({ env }),
    ]);
    servers.push(a, b);
    const [departure] = await database.query<Departure>(DEPARTURE_QUERY);
    expect(departure).toBeDefined();

    const booked = await race([a.origin, b.origin], departure!, async (bookingId) => {
      await database!.query("update bookings set booking_status = 'confirmed' where id = $1", [
        bookingId,
      ]);
    });

    const rows = await database.query<{ id: string; seats: string }>(
      `select id, number_of_participants as seats from bookings
       where departure_id = $1 and booking_status in ('pending', 'confirmed')`,
      [departure!.id],
    );
    expect(rows.reduce((sum, row) => sum + Number(row.seats), 0)).toBe(8);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(booked));
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it("one server process on SQLite books exactly 3; 47 get 409 with the sentence", async () => {
    const server = await startProductionServer({ env: { ...NO_RATE_LIMITS } });
    servers.push(server);
    const read = () => openServerDatabase(server.dataDir);
    let db = read();
    const departure = db.prepare(DEPARTURE_QUERY).get() as Departure;
    db.close();
    expect(departure).toBeDefined();

    await race([server.origin], departure, async (bookingId) => {
      // Beside the live server, as the operator's confirmation would write it.
      const writer = new Database(join(server.dataDir, "app.db"), { fileMustExist: true });
      try {
        writer.pragma("busy_timeout = 5000");
        writer
          .prepare("update bookings set booking_status = 'confirmed' where id = ?")
          .run(bookingId);
      } finally {
        writer.close();
      }
    });

    db = read();
    const seats = db
      .prepare(
        `select sum(number_of_participants) as seats from bookings
         where departure_id = ? and booking_status in ('pending', 'confirmed')`,
      )
      .get(departure.id) as { seats: number };
    db.close();
    expect(seats.seats).toBe(8);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
