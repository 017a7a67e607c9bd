import type { Kysely } from "kysely";
import type { QuoteLine } from "../../../domain/pricing/quote";
import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";
import type { BookingPriceLineRow, Database } from "../../platform/db/schema";
import { refreshOwedSort } from "./owed-sort";

/**
 * A booking's participants and quote lines as booked (issue 19, migration 0020): stored in the
 * booking's own transaction, read by the admin, the dashboard, the mails and the PDFs, and never
 * rewritten when a fee changes afterwards. Each participant's category and document number sit on
 * their traveller slot (`booking_travellers`, migration 0021): participant 1 is slot 1, and the
 * details filled in later (decision 0031) join the same row.
 */

/** The children's ages of a party as booked: its travellers with an age, in order. */
export function bookedChildAges(travellers: readonly BookedTraveller[]): number[] {
  return travellers.flatMap((traveller) =>
    traveller.age === null || traveller.age === undefined ? [] : [traveller.age],
  );
}

export interface BookedTraveller {
  category: TravellerCategory;
  proof: string | null;
  /** A child's age as booked (issue 28); null or absent: an adult. */
  age?: number | null;
}

export async function storeQuoteOfBooking(
  trx: Kysely<Database>,
  bookingId: string,
  travellers: readonly BookedTraveller[],
  lines: readonly QuoteLine[],
  /** When the booking was stored: the rows' `updated_at`. */
  storedAt: string,
  /** The operator's current USD->KES rate: the "Total" sort counts KES lines at it (owed-sort.ts). */
  currentRate: number | null,
): Promise<void> {
  if (travellers.length)
    await trx
      .insertInto("booking_travellers")
      .values(
        travellers.map((traveller, index) => ({
          booking_id: bookingId,
          slot: index + 1,
          category: traveller.category,
          document_number: traveller.proof,
          age: traveller.age ?? null,
          updated_at: storedAt,
        })),
      )
      .execute();
  if (lines.length)
    await trx
      .insertInto("booking_price_lines")
      .values(lines.map((line, position) => rowOf(bookingId, line, position)))
      .execute();
  await refreshOwedSort(trx, [bookingId], currentRate);
}

/**
 * Adds one line after a booking's others (the operator's price adjustment, decision 0038), in
 * the caller's transaction.
 */
export async function appendBookedLine(
  trx: Kysely<Database>,
  bookingId: string,
  line: QuoteLine,
  currentRate: number | null,
): Promise<void> {
  const last = await trx
    .selectFrom("booking_price_lines")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  const position = last?.position == null ? 0 : Number(last.position) + 1;
  await trx
    .insertInto("booking_price_lines")
    .values(rowOf(bookingId, line, position))
    .execute();
  await refreshOwedSort(trx, [bookingId], currentRate);
}

function rowOf(bookingId: string, line: QuoteLine, position: number) {
  return {
    booking_id: bookingId,
    position,
    kind: line.kind,
    label: line.label,
    category: line.category,
    people: line.people,
    units_per_person: line.unitsPerPerson,
    unit_minor: line.unitMinor,
    amount_minor: line.amountMinor,
    currency: line.currency,
    park: line.park ?? null,
    fee_id: line.feeId ?? null,
  };
}

/** A booked line in the quote's own shape. */
export function quoteLineOf(row: BookingPriceLineRow): QuoteLine {
  return {
    kind: row.kind,
    label: row.label,
    category: row.category,
    people: Number(row.people),
    unitsPerPerson: Number(row.units_per_person),
    unitMinor: Number(row.unit_minor),
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    ...(row.park ? { park: row.park } : {}),
    ...(row.fee_id ? { feeId: row.fee_id } : {}),
  };
}

export interface BookingQuoteRecord {
  travellers: BookedTraveller[];
  lines: QuoteLine[];
}

/** The stored participants and lines of some bookings, by booking id (empty for older bookings). */
export async function bookedQuotesOf(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, BookingQuoteRecord>> {
  const byId = new Map<string, BookingQuoteRecord>(
    bookingIds.map((id) => [id, { travellers: [], lines: [] }]),
  );
  if (!bookingIds.length) return byId;
  const [participants, lines] = await Promise.all([
    db
      .selectFrom("booking_travellers")
      .select(["booking_id", "category", "document_number", "age"])
      .where("booking_id", "in", bookingIds)
      .where("category", "is not", null)
      .orderBy("booking_id")
      .orderBy("slot")
      .execute(),
    db
      .selectFrom("booking_price_lines")
      .selectAll()
      .where("booking_id", "in", bookingIds)
      .orderBy("booking_id")
      .orderBy("position")
      .execute(),
  ]);
  for (const row of participants)
    byId.get(row.booking_id)?.travellers.push({
      category: row.category!,
      proof: row.document_number,
      ...(row.age === null ? {} : { age: Number(row.age) }),
    });
  for (const row of lines) byId.get(row.booking_id)?.lines.push(quoteLineOf(row));
  return byId;
}
