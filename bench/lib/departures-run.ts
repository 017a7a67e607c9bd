// Run by bench/departures.js through vite-node, on one database (SQLite or PostgreSQL):
// 1. contention: parties of 1-3 travellers book 20 departures of 8 seats at once, many more
//    than the seats, each booking claiming seats in its own transaction (claimSeats, the code the
//    booking path runs); reports bookings settled per second and the oversell count (must be 0);
// 2. the admin's month view (departuresInMonth) over a year of departures of every scheduled
//    trip with 20,000 bookings on them: p50/p95 per month;
// 3. the /admin/departures page's data (adminDepartureList: the month's departures with trip
//    titles and decision-day flags, as the loader asks for them), every trip and one trip at a
//    time, on the same data. Prints one JSON line.
import { performance } from "node:perf_hooks";
import { trips } from "../../content/trips";
import { addDays, businessDay, isoDate } from "../../domain/calendar";
import { insertBooking } from "../../server/modules/bookings/store";
import {
  claimSeats,
  departuresInMonth,
  scheduleDepartures,
  upcomingDepartures,
} from "../../server/modules/departures/departures";
import { createTestDatabase } from "../../tests/support/databases";
import { adminDepartureList } from "../../server/modules/bookings/departure-operations";

const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const attemptsPerDeparture = Number(process.argv[3] ?? 40);
const iterations = Number(process.argv[4] ?? 40);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const today = businessDay(new Date());
const t = await createTestDatabase(kind);
try {
  await scheduleDepartures(t.db, trips, today);

  // 1. Contention: every attempt at once (PostgreSQL: as many at a time as the pool has connections).
  const contested = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 8), 20)).filter(
    (departure) => departure.status === "open",
  );
  let n = 0;
  const attempt = (departureId: string, date: string, participants: number) =>
    t.db.transaction().execute(async (trx) => {
      const claim = await claimSeats(trx, {
        departureId,
        tripSlug: "point-lenana",
        participants,
        today,
      });
      if (!claim.ok) return false;
      n++;
      await insertBooking(trx, {
        adventureType: "Point Lenana Summit",
        bookingDate: date,
        numberOfParticipants: participants,
        totalPrice: 850 * participants,
        clientEmail: `contender-${n}@example.com`,
        clientName: `Contender ${n}`,
        tripSlug: "point-lenana",
        departureId,
      });
      return true;
    });
  const started = performance.now();
  const outcomes = await Promise.all(
    contested.flatMap((departure) =>
      Array.from({ length: attemptsPerDeparture }, (_, i) =>
        attempt(departure.id, departure.date, 1 + (i % 3)),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await upcomingDepartures(t.db, "point-lenana", addDays(today, 8), 20);
  const contestedIds = new Set(contested.map((departure) => departure.id));
  const oversold = after.filter(
    (departure) => contestedIds.has(departure.id) && departure.seatsTaken > departure.seats,
  ).length;
  const contention = {
    departures: contested.length,
    attempts: outcomes.length,
    booked: outcomes.filter(Boolean).length,
    settledPerSecond: outcomes.length / seconds,
    seats: contested.reduce((sum, departure) => sum + departure.seats, 0),
    seatsTaken: after
      .filter((departure) => contestedIds.has(departure.id))
      .reduce((sum, departure) => sum + departure.seatsTaken, 0),
    oversold,
  };

  // 2. A year of departures with 20,000 bookings spread over them, then the admin's month view.
  const all = await Promise.all(
    trips
      .filter((trip) => trip.departures)
      .map((trip) => upcomingDepartures(t.db, trip.slug, today, 400)),
  );
  const departures = all.flat();
  let seed = 7;
  const rows = 20_000;
  for (let i = 0; i < rows; i += 500) {
    await t.db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(rows, i + 500); j++) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        const departure = departures[seed % departures.length]!;
        await insertBooking(trx, {
          adventureType: departure.tripSlug,
          bookingDate: departure.date,
          numberOfParticipants: 1,
          totalPrice: 100,
          clientEmail: `year-${j}@example.com`,
          clientName: `Year Traveller ${j}`,
          tripSlug: departure.tripSlug,
          departureId: departure.id,
          status: j % 5 === 0 ? "cancelled" : "pending",
        });
      }
    });
  }
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + i);
    return isoDate(date).slice(0, 7);
  });
  for (const month of months.slice(0, 3)) await departuresInMonth(t.db, month, today); // warm-up
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < iterations; i++) {
    const month = months[i % months.length]!;
    const from = performance.now();
    listed = Math.max(listed, (await departuresInMonth(t.db, month, today)).length);
    times.push(performance.now() - from);
  }
  // 3. The admin page's data: a month of every trip, then a month of one trip (the trip filter).
  const scheduled = trips.filter((trip) => trip.departures).map((trip) => trip.slug);
  const pageTimes: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const month = months[i % months.length]!;
    const tripSlug = i % 2 === 0 ? null : scheduled[i % scheduled.length]!;
    const from = performance.now();
    await adminDepartureList(t.db, { month, tripSlug }, today);
    pageTimes.push(performance.now() - from);
  }
  console.log(
    JSON.stringify({
      kind,
      contention,
      monthView: {
        departures: departures.length,
        bookings: rows,
        largestMonth: listed,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      },
      adminPage: { p50: percentile(pageTimes, 50), p95: percentile(pageTimes, 95) },
    }),
  );
} finally {
  await t.drop();
}
