// Run by bench/admin-query.js through vite-node: fills a fresh database (SQLite or PostgreSQL)
// with generated bookings and times the admin bookings table query (listAdminBookings, the
// code the page runs) for several filter combinations. Prints one JSON line with the results.
import { performance } from "node:perf_hooks";
import { defaultBookingFilters, type BookingFilters } from "../../domain/admin/booking-filters";
import type { NewBooking } from "../../server/platform/db/schema";
import { createTestDatabase } from "../../tests/support/databases";
import { listAdminBookings } from "../../server/modules/bookings/search";

const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const rows = Number(process.argv[3] ?? 100_000);
const iterations = Number(process.argv[4] ?? 40);

const trips = [
  "point-lenana",
  "hells-gate",
  "lake-naivasha",
  "maasai-mara-holiday",
  "samburu",
  "ol-pejeta",
  "diani-beach",
  "mount-longonot",
  "ngong-hills",
  "kilimanjaro-marangu",
];
const first = [
  "Wanjiru",
  "Amina",
  "John",
  "Achieng",
  "Kamau",
  "Otieno",
  "Njeri",
  "Peter",
  "Grace",
  "Mwangi",
  "Sarah",
  "David",
];
const last = [
  "Kamau",
  "Otieno",
  "Smith",
  "Mutua",
  "Wambui",
  "Kiprop",
  "Odhiambo",
  "Njoroge",
  "Brown",
  "Chebet",
];
const statuses = ["pending", "confirmed", "confirmed", "completed", "cancelled"] as const;

/** A deterministic pseudo-random sequence, so every run books the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const scenarios: Array<{ name: string; filters: BookingFilters }> = [
  { name: "newest first, page 1", filters: defaultBookingFilters },
  { name: "status pending", filters: { ...defaultBookingFilters, status: "pending" } },
  {
    name: "trip + travel-date range, by travel date",
    filters: {
      ...defaultBookingFilters,
      trip: "hells-gate",
      from: "2031-03-01",
      to: "2031-05-31",
      sort: "travel",
      dir: "asc",
    },
  },
  {
    name: "search 'wanjiru', status confirmed",
    filters: { ...defaultBookingFilters, q: "wanjiru", status: "confirmed" },
  },
  { name: "search email fragment", filters: { ...defaultBookingFilters, q: "otieno42" } },
  { name: "by total, page 200", filters: { ...defaultBookingFilters, sort: "total", page: 200 } },
  // What a traveller quotes on the phone: filled in once the rows exist (a real id's reference).
  { name: "search a booking reference", filters: { ...defaultBookingFilters, q: "" } },
  { name: "search a phone number typed locally", filters: { ...defaultBookingFilters, q: "" } },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const t = await createTestDatabase(kind);
try {
  const next = random(42);
  const started = performance.now();
  const batch: NewBooking[] = [];
  const base = Date.UTC(2030, 0, 1);
  for (let i = 0; i < rows; i++) {
    const name = `${first[Math.floor(next() * first.length)]} ${last[Math.floor(next() * last.length)]}`;
    const trip = trips[Math.floor(next() * trips.length)] ?? "point-lenana";
    const created = new Date(base + Math.floor(next() * 730 * 86_400_000)).toISOString();
    const travel = new Date(base + Math.floor(next() * 900 * 86_400_000))
      .toISOString()
      .slice(0, 10);
    const people = 1 + Math.floor(next() * 8);
    batch.push({
      id: crypto.randomUUID(),
      adventure_type: trip.replace(/-/g, " "),
      booking_status: statuses[Math.floor(next() * statuses.length)] ?? "pending",
      booking_date: travel,
      number_of_participants: people,
      total_price: people * (80 + Math.floor(next() * 1200)),
      special_requirements: null,
      created_at: created,
      updated_at: created,
      client_email: `${name.toLowerCase().replace(" ", ".")}${i % 100}@example.com`.replace(
        /\.(\w+)(\d+)@/,
        ".$1$2@",
      ),
      client_name: name,
      // Half the travellers gave a phone number, stored in international form; all different
      // (i times an odd number not divisible by 5 is a one-to-one map modulo 10^8).
      client_phone:
        next() < 0.5 ? `+2547${String((i * 2_654_435_761) % 100_000_000).padStart(8, "0")}` : null,
      trip_slug: trip,
      tier_id: null,
      user_id: null,
      idempotency_key: null,
    });
    if (batch.length === 1000 || i === rows - 1) {
      await t.db.insertInto("bookings").values(batch.splice(0)).execute();
    }
  }
  const seedSeconds = (performance.now() - started) / 1000;
  if (kind === "postgres")
    await t.db
      .executeQuery({
        sql: "analyze bookings",
        parameters: [],
        query: { kind: "RawNode" },
      } as never)
      .catch(() => {});
  else
    await t.db
      .executeQuery({ sql: "analyze", parameters: [], query: { kind: "RawNode" } } as never)
      .catch(() => {});

  const someBooking = await t.db
    .selectFrom("bookings")
    .select("id")
    .orderBy("created_at")
    .offset(Math.floor(rows / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  scenarios.find((scenario) => scenario.name === "search a booking reference")!.filters.q =
    someBooking.id.slice(0, 8).toUpperCase();
  const somePhone = await t.db
    .selectFrom("bookings")
    .select("client_phone")
    .where("client_phone", "is not", null)
    .orderBy("created_at")
    .offset(Math.floor(rows / 4))
    .limit(1)
    .executeTakeFirstOrThrow();
  const local = `0${somePhone.client_phone!.slice(4)}`; // +254712345678 -> 0712345678, typed as 0712 345 678
  scenarios.find((scenario) => scenario.name === "search a phone number typed locally")!.filters.q =
    `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  const results = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < 3; i++) await listAdminBookings(t.db, scenario.filters); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < iterations; i++) {
      const from = performance.now();
      total = (await listAdminBookings(t.db, scenario.filters)).total;
      times.push(performance.now() - from);
    }
    results.push({
      name: scenario.name,
      matches: total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
  console.log(JSON.stringify({ kind, rows, iterations, seedSeconds, results }));
} finally {
  await t.drop();
}
