import type { Kysely } from "kysely";
import { csvLine, type BookingFilters } from "../../../domain/admin/booking-filters";
import { shortReference } from "../../../domain/booking/reference";
import { internationalPhone } from "../../../domain/contact/phone";
import { owedPartIn } from "../../../domain/payments/amount-owed";
import { minorToDecimalText } from "../../../domain/money/format";
import type { Money, PaymentCurrency } from "../../../domain/money/amount";
import type { Database } from "../../platform/db/schema";
import { allAdminBookings, withOwed, type AdminBookingRow } from "./search";

/**
 * The admin bookings list as CSV lines (same filters and order as the table, every page). What a
 * booking owes is in two columns, one per currency as booked (decision 0038): a mixed party has
 * both, a party of residents only `total_kes`; amounts as "1010.00", as the payments CSV writes
 * them. Nothing is converted, so the columns add up per currency.
 */
export const bookingsCsvHeader = [
  "reference",
  "status",
  "trip",
  "trip_slug",
  "travel_date",
  "participants",
  "total_usd",
  "total_kes",
  "client_name",
  "client_email",
  "client_phone",
  "special_requirements",
  "received_at",
];

function amountIn(parts: Money[], currency: PaymentCurrency): string | null {
  const minor = owedPartIn(parts, currency);
  return minor === null ? null : minorToDecimalText(minor);
}

export function bookingCsvLine(b: AdminBookingRow): string {
  return csvLine([
    shortReference(b.id),
    b.booking_status,
    b.adventure_type,
    b.trip_slug,
    b.booking_date,
    b.number_of_participants,
    amountIn(b.owedParts, "USD"),
    amountIn(b.owedParts, "KES"),
    b.client_name,
    b.client_email,
    // In international form, as the site stores numbers now (older rows may have spaces).
    b.client_phone === null ? null : internationalPhone(b.client_phone),
    b.special_requirements,
    b.created_at,
  ]);
}

/** The CSV's text in chunks, header first, one chunk per batch of bookings. */
export async function* bookingsCsvChunks(
  db: Kysely<Database>,
  filters: BookingFilters,
): AsyncGenerator<string> {
  // A byte-order mark first: without it Excel reads UTF-8 as the local code page ("MÃ¼ller").
  yield `\uFEFF${csvLine(bookingsCsvHeader)}\r\n`;
  for await (const batch of allAdminBookings(db, filters))
    yield `${(await withOwed(db, batch)).map(bookingCsvLine).join("\r\n")}\r\n`;
}
