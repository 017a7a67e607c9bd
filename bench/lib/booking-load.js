// The booking scenario of the load bench (bench/load.js) and the booking probe
// (bench/booking-load.js): unique, valid booking bodies, each with its own Idempotency-Key, sent
// by autocannon, and a count check afterwards that every booking answered 2xx is stored once.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { daysAhead, measure, partyFor, warmUp } from "./load.js";

/** Unique booking bodies with their own Idempotency-Key; the ids of 2xx answers go to `booked`. */
export function bookingRequests(parties, origin, booked) {
  const run = randomUUID().slice(0, 8);
  let n = 0;
  return [
    {
      method: "POST",
      path: "/api/secure-booking",
      setupRequest: (request) => {
        n++;
        const { slug, participants } = partyFor(parties, n, 6);
        return {
          ...request,
          headers: {
            "content-type": "application/json",
            origin,
            "idempotency-key": `bench-${run}-${n}`,
          },
          body: JSON.stringify({
            clientName: `Bench Traveller ${n}`,
            // No +tag: the per-email limit counts a +tag with its inbox (10 bookings an hour).
            clientEmail: `bench-${run}-${n}@example.com`,
            clientPhone: "+254 712 345 678",
            adventureType: slug,
            tripSlug: slug,
            bookingDate: daysAhead(7 + (n % 200)),
            numberOfParticipants: participants,
            specialRequirements: n % 3 === 0 ? "Vegetarian meals, please." : null,
          }),
        };
      },
      onResponse: (status, body) => {
        if (status < 200 || status > 299) return;
        try {
          booked.push(JSON.parse(body).booking.id);
        } catch {
          booked.push(null);
        }
      },
    },
  ];
}

/** Every booking answered 2xx is in the database exactly once (`rows`: [{ id, idempotency_key }]). */
export function countCheck(label, booked, rows, ok2xx) {
  const byId = new Map();
  for (const row of rows) byId.set(row.id, (byId.get(row.id) ?? 0) + 1);
  const keyCounts = new Map();
  for (const row of rows)
    keyCounts.set(row.idempotency_key, (keyCounts.get(row.idempotency_key) ?? 0) + 1);
  const missing = booked.filter((id) => !id || !byId.has(id)).length;
  const duplicatedIds = booked.filter((id) => id && byId.get(id) > 1).length;
  const duplicatedKeys = [...keyCounts.values()].filter((count) => count > 1).length;
  const distinctAnswered = new Set(booked).size;
  const check = {
    label,
    answered2xx: ok2xx,
    idsSeen: booked.length,
    distinctAnswered,
    rows: rows.length,
    missing,
    duplicatedIds,
    duplicatedKeys,
    unanswered: rows.length - distinctAnswered,
    ok:
      missing === 0 &&
      duplicatedIds === 0 &&
      duplicatedKeys === 0 &&
      distinctAnswered === booked.length &&
      booked.length === ok2xx,
  };
  console.log(
    `count check ${label}: ${ok2xx} answered 2xx, ${rows.length} rows, ${missing} missing, ${duplicatedKeys} keys twice, ${check.unanswered} stored but unanswered (in flight at the stop or timed out) -> ${check.ok ? "OK" : "FAILED"}`,
  );
  return check;
}

export async function bookingScenario(
  app,
  parties,
  label,
  readRows,
  { connectionCounts, duration, onRunStart = () => {}, onRunEnd = () => {} },
) {
  const runs = {};
  const booked = [];
  let answered = 0;
  // Warm-up bookings count too: they are in the database like the rest.
  const warmBooked = [];
  await warmUp({
    url: app.url,
    connections: 10,
    requests: bookingRequests(parties, app.origin, warmBooked),
  });
  booked.push(...warmBooked);
  for (const connections of connectionCounts) {
    const ids = [];
    onRunStart(connections);
    runs[connections] = await measure(label, {
      url: app.url,
      connections,
      duration,
      requests: bookingRequests(parties, app.origin, ids),
    });
    onRunEnd(connections);
    booked.push(...ids);
    answered += runs[connections].ok2xx;
  }
  // Let requests that were in flight when autocannon stopped finish before counting.
  await new Promise((done) => setTimeout(done, 1000));
  const rows = await readRows();
  const check = countCheck(label, booked, rows, answered + warmBooked.length);
  return { runs, check };
}

/** The stored bookings' ids and keys in the SQLite database of a server's `dataDir`. */
export function sqliteBookingRows(dataDir) {
  const db = new Database(join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT id, idempotency_key FROM bookings").all();
  } finally {
    db.close();
  }
}

/** The stored bookings' ids and keys in the PostgreSQL database at `url`. */
export async function postgresBookingRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("SELECT id, idempotency_key FROM bookings")).rows;
  } finally {
    await client.end();
  }
}

/**
 * The outbox's rows by status in the SQLite database of a server's `dataDir` (sent, or still
 * `sending` under the first attempt's claim): whether the bookings' mails kept up with them.
 */
export function sqliteOutboxTally(dataDir) {
  const db = new Database(join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      db
        .prepare("SELECT status, count(*) AS n FROM mail_outbox GROUP BY status")
        .all()
        .map(({ status, n }) => [status, n]),
    );
  } finally {
    db.close();
  }
}
