import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { bookingPageSize, type BookingFilters } from "../../../domain/admin/booking-filters";
import { referenceIdPrefix } from "../../../domain/booking/reference";
import { phoneSearchDigits } from "../../../domain/contact/phone";
import type { Money } from "../../../domain/money/amount";
import type { Booking, Database } from "../../platform/db/schema";
import { amountsOwed } from "../payments";
import { owedSortExpression } from "./owed-sort";

/**
 * The operator's bookings table: filters, free-text search, sort, pages, the CSV export's
 * stream and the trip filter's choices. Every function takes the database, so the same code runs
 * against the app's database and the test databases.
 */

/**
 * What the admin search looks in: name, email, trip and the phone number's digits. It must stay
 * the expression the newest search migration indexed (0007's `indexedSearchText`), or
 * PostgreSQL's trigram index no longer serves the search; a test compares the two.
 */
export const bookingSearchText =
  "client_name || ' ' || client_email || ' ' || adventure_type || ' ' || " +
  "replace(replace(replace(replace(replace(replace(coalesce(client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')";

type BookingQuery = SelectQueryBuilder<Database, "bookings", object>;

/**
 * LIKE pattern for a user's search text, with % and _ taken literally. The case is left alone:
 * LIKE (SQLite) and ILIKE (PostgreSQL) fold it themselves, and lowercasing here would stop
 * SQLite (whose LIKE folds ASCII only) finding a short "Ñ" even in "Ñandú".
 */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Whether any filter other than the free-text search is set (the ones applyFilters adds). */
function hasFieldFilters(filters: BookingFilters): boolean {
  return Boolean(filters.status || filters.trip || filters.from || filters.to);
}

/**
 * How the search box's text is looked up. A booking's short reference ("E345C836", quoted from
 * its emails) finds that booking alone when one has it; otherwise the text is searched in name,
 * email, trip and the phone number's digits. A phone number is searched by its last nine digits
 * (the number without 0 or +254), so "0712 000 111" finds "+254712000111" and the other way round. Text with a NUL matches nothing (no stored text holds
 * one: PostgreSQL refuses it, FTS5 stops reading at it).
 */
type SearchPlan =
  | { kind: "all" }
  | { kind: "nothing" }
  | { kind: "reference"; idPrefix: string }
  | { kind: "text"; text: string };

async function planSearch(db: Kysely<Database>, text: string | undefined): Promise<SearchPlan> {
  if (!text) return { kind: "all" };
  if (text.includes("\u0000")) return { kind: "nothing" };
  const idPrefix = referenceIdPrefix(text);
  if (idPrefix) {
    const booking = await db
      .selectFrom("bookings")
      .select("id")
      .where(hasIdPrefix(idPrefix))
      .limit(1)
      .executeTakeFirst();
    if (booking) return { kind: "reference", idPrefix };
  }
  return { kind: "text", text: phoneSearchDigits(text) ?? text };
}

/**
 * Ids are lower-case UUIDs; their first 8 characters are the reference. A range on the primary
 * key (from the prefix up to the next one) reads one index entry instead of every id, and holds
 * in any collation: lower-case hex digits sort the same way in all of them.
 */
function hasIdPrefix(idPrefix: string) {
  const next = Number.parseInt(idPrefix, 16) + 1;
  const upper = next > 0xffffffff ? "g" : next.toString(16).padStart(8, "0");
  return sql<boolean>`(bookings.id >= ${idPrefix} and bookings.id < ${upper})`;
}

function applyFilters(
  query: BookingQuery,
  filters: BookingFilters,
  search: SearchPlan,
  postgres: boolean,
): BookingQuery {
  // The security audit's test bookings are never the operator's (decision 0048).
  let q = query.where("bookings.is_probe", "=", 0);
  if (filters.status) q = q.where("booking_status", "=", filters.status);
  if (filters.trip) q = q.where("trip_slug", "=", filters.trip);
  if (filters.from) q = q.where("booking_date", ">=", filters.from);
  if (filters.to) q = q.where("booking_date", "<=", filters.to);
  if (search.kind === "nothing") q = q.where(sql<boolean>`1 = 0`);
  if (search.kind === "reference") q = q.where(hasIdPrefix(search.idPrefix));
  if (search.kind === "text") q = q.where(textCondition(search.text, postgres));
  return q;
}

/**
 * Name, email, trip or phone digits contain the text, ignoring case; `%` and `_` mean themselves.
 * Both databases answer from a trigram index (migrations 0004 and 0007). On PostgreSQL the
 * GIN index serves ILIKE on the indexed expression directly. On SQLite the FTS5 trigram table
 * is asked for the text as one quoted phrase (so operators or quotes typed by the user are just
 * characters); a trigram index needs three characters, so shorter text scans every booking
 * with LIKE, as before the index (pg_trgm cannot narrow such text either, so PostgreSQL's
 * planner scans too). One difference the user can see: SQLite's LIKE folds the case of ASCII
 * letters only, so a one- or two-character search for "é" does not find "É", while FTS5 (and
 * PostgreSQL) fold Unicode.
 */
function textCondition(text: string, postgres: boolean) {
  const phrase = ftsPhrase(text, postgres);
  if (phrase !== null) {
    // The unary + stops SQLite driving the query from the match list (its planner takes any
    // FTS5 result for a small one): it walks the index of the sort or of the other filters and
    // probes the list, built once. A page of a common text (a trip, a frequent surname) then
    // stops after 25 hits instead of fetching and sorting every match; a rare one walks the
    // index to its end, a few milliseconds at 100,000 bookings (bench/admin-query.js).
    return sql<boolean>`+bookings.rowid in (select rowid from bookings_search where bookings_search match ${phrase})`;
  }
  const searched = sql.raw(`(${bookingSearchText})`);
  // SQLite's LIKE already ignores ASCII case; PostgreSQL needs ILIKE. ESCAPE only when needed.
  const like = sql.raw(postgres ? "ilike" : "like");
  const escape = /[\\%_]/.test(text) ? sql` escape '\\'` : sql``;
  return sql<boolean>`${searched} ${like} ${containsPattern(text)}${escape}`;
}

/**
 * The FTS5 query for the text on SQLite: the whole text as one phrase in double quotes (a quote
 * inside doubled), so FTS5 syntax typed by the user (AND, *, NEAR, ^, column:) is plain text.
 * Null where the FTS5 table cannot answer: on PostgreSQL, and for text under three characters (no
 * trigram in it).
 */
function ftsPhrase(text: string, postgres: boolean): string | null {
  if (postgres || [...text].length < 3) return null;
  return `"${text.replace(/"/g, '""')}"`;
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const sortColumns = {
  created: "created_at",
  travel: "booking_date",
  name: "client_name",
} as const;

/**
 * The order of the table. "Total" is what each booking owes counted in US cents (shillings at the
 * locked or the current rate), read from its stored, indexed key (owed-sort.ts, decision 0038);
 * the column itself shows each currency as booked.
 */
function applySort(query: BookingQuery, filters: BookingFilters): BookingQuery {
  const ordered =
    filters.sort === "total"
      ? query.orderBy(owedSortExpression, filters.dir)
      : query.orderBy(sortColumns[filters.sort], filters.dir);
  return ordered.orderBy("id", filters.dir);
}

/** A booking of the table with what it owes, per currency as booked (`AmountOwed.parts`). */
export type AdminBookingRow = Booking & { owedParts: Money[] };

/**
 * The rows with what each owes: its lines' sum per currency, or its `total_price` in dollars
 * (one query for the page; apart from the search so the search runs on any schema).
 */
export async function withOwed(db: Kysely<Database>, rows: Booking[]): Promise<AdminBookingRow[]> {
  const owed = await amountsOwed(db, rows);
  return rows.map((row) => ({ ...row, owedParts: owed.get(row.id)!.parts }));
}

export interface BookingPage {
  rows: Booking[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the filtered, sorted table and the number of matching rows. */
export async function listAdminBookings(
  db: Kysely<Database>,
  filters: BookingFilters,
  pageSize = bookingPageSize,
): Promise<BookingPage> {
  const postgres = isPostgres(db);
  const search = await planSearch(db, filters.q);
  const pageOf = (page: number) =>
    applySort(applyFilters(db.selectFrom("bookings"), filters, search, postgres), filters)
      .selectAll()
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  const [total, rows] = await Promise.all([
    countAdminBookings(db, filters, search, postgres),
    pageOf(filters.page),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (an old link, or page=999999) shows the last page.
  if (filters.page > pageCount)
    return { rows: await pageOf(pageCount), total, page: pageCount, pageCount };
  return { rows, total, page: filters.page, pageCount };
}

/**
 * How many bookings match. A search with no other filter, on SQLite, is counted in the FTS5
 * table alone (it holds one row per booking, kept so by the triggers of the search migrations):
 * about five times cheaper than looking up every match's booking.
 */
async function countAdminBookings(
  db: Kysely<Database>,
  filters: BookingFilters,
  search: SearchPlan,
  postgres: boolean,
): Promise<number> {
  const match = search.kind === "text" ? ftsPhrase(search.text, postgres) : null;
  if (match !== null && !hasFieldFilters(filters)) {
    type CountRow = { count: number | bigint };
    const query = sql<CountRow>`select count(*) as count from bookings_search where bookings_search match ${match}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  const row = await applyFilters(db.selectFrom("bookings"), filters, search, postgres)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every matching booking for the CSV export, in the table's order, streamed in pages. */
export async function* allAdminBookings(
  db: Kysely<Database>,
  filters: BookingFilters,
  batch = 1000,
): AsyncGenerator<Booking[]> {
  const postgres = isPostgres(db);
  const search = await planSearch(db, filters.q);
  for (let offset = 0; ; offset += batch) {
    const rows = await applySort(
      applyFilters(db.selectFrom("bookings"), filters, search, postgres),
      filters,
    )
      .selectAll()
      .limit(batch)
      .offset(offset)
      .execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

/** The trips that appear in bookings, for the trip filter. */
export async function bookedTrips(
  db: Kysely<Database>,
): Promise<Array<{ slug: string; title: string }>> {
  const rows = await db
    .selectFrom("bookings")
    .select(["trip_slug", (eb) => eb.fn.min("adventure_type").as("title")])
    .where("trip_slug", "is not", null)
    .where("is_probe", "=", 0)
    .groupBy("trip_slug")
    .orderBy("trip_slug")
    .execute();
  return rows.flatMap((row) =>
    row.trip_slug ? [{ slug: row.trip_slug, title: String(row.title) }] : [],
  );
}
