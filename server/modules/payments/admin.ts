import type { Kysely } from "kysely";
import { csvLine } from "../../../domain/admin/booking-filters";
import { addDays, businessDay } from "../../../domain/calendar";
import { paymentReference } from "../../../domain/payments/how-to-pay";
import { amountInCurrency } from "../../../domain/money/conversion";
import { minorToDecimalText } from "../../../domain/money/format";
import { paymentMethodLabels } from "../../../domain/payments/methods";
import type { Booking, Database, Payment, PaymentAttention } from "../../platform/db/schema";
import {
  amountsOwed,
  balanceOf,
  loadExchangeRate,
  loadPaymentPlanSettings,
  openAttentionEntries,
  type BookingBalance,
  type ExchangeRateSetting,
} from "./ledger";
import { lockedRates, lockedRateSql } from "./rate-locks";
import { systemNow } from "../../platform/clock";

/**
 * /admin/payments: what came in, what is owed, what is late, what falls due this week, and what a
 * provider reported that needs the operator (issue 16). Everything is summed from the ledger.
 */

export interface ReceivedRow {
  payment: Payment;
  bookingId: string;
  reference: string;
  clientName: string;
  trip: string;
  /** The entry in US dollars (a KES payment at its rate); null when no rate was ever set. */
  countedMinor: number | null;
}

export interface OwedRow {
  bookingId: string;
  reference: string;
  clientName: string;
  trip: string;
  travelDate: string;
  balance: BookingBalance;
}

export interface PaymentsOverview {
  received: ReceivedRow[];
  outstanding: OwedRow[];
  overdue: OwedRow[];
  dueThisWeek: OwedRow[];
  attention: PaymentAttention[];
  rate: ExchangeRateSetting | null;
}

const RECEIVED_LIMIT = 200;
const OWED_LIMIT = 1000;

export async function paymentsOverview(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<PaymentsOverview> {
  const today = businessDay(now);
  const [recent, confirmed, settings, attention, rate] = await Promise.all([
    db
      .selectFrom("payments")
      .innerJoin("bookings", "bookings.id", "payments.booking_id")
      .selectAll("payments")
      // A booking's entries: the join keeps only rows whose booking_id is set.
      .$narrowType<{ booking_id: string }>()
      .select([
        "bookings.client_name as client_name",
        "bookings.adventure_type as adventure_type",
        lockedRateSql.as("booking_rate"),
      ])
      .where("bookings.is_probe", "=", 0)
      .orderBy("payments.created_at", "desc")
      .orderBy("payments.id", "desc")
      .limit(RECEIVED_LIMIT)
      .execute(),
    db
      .selectFrom("bookings")
      .selectAll()
      .where("booking_status", "=", "confirmed")
      .where("is_probe", "=", 0)
      .orderBy("booking_date", "asc")
      .limit(OWED_LIMIT)
      .execute(),
    loadPaymentPlanSettings(db),
    openAttentionEntries(db),
    loadExchangeRate(db),
  ]);
  const [entries, amounts, locked] = await Promise.all([
    paymentsOf(
      db,
      confirmed.map((booking) => booking.id),
    ),
    amountsOwed(db, confirmed),
    lockedRates(db, confirmed),
  ]);
  const owed = confirmed
    .map((booking) =>
      owedRow(
        booking,
        balanceOf(
          booking,
          entries.get(booking.id) ?? [],
          settings,
          now,
          amounts.get(booking.id)!,
          locked.get(booking.id) ?? null,
        ),
      ),
    )
    .filter((row) => row.balance.outstandingMinor > 0);
  const weekEnd = addDays(today, 7);
  return {
    received: recent.map(({ client_name, adventure_type, booking_rate, ...payment }) => ({
      payment,
      bookingId: payment.booking_id,
      reference: paymentReference(payment.booking_id),
      clientName: client_name,
      trip: adventure_type,
      countedMinor: inUsd(payment, booking_rate),
    })),
    outstanding: owed,
    overdue: owed.filter((row) => (row.balance.status?.overdueMinor ?? 0) > 0),
    dueThisWeek: owed.filter((row) => {
      const next = row.balance.status?.nextDue;
      return !!next && next.dueDate >= today && next.dueDate <= weekEnd;
    }),
    attention,
    rate,
  };
}

/** An entry in US dollars for the operator and the accountant, at its own rate or the booking's. */
function inUsd(
  payment: Pick<Payment, "amount_minor" | "currency" | "kes_minor_per_usd">,
  bookingRate: number | null,
): number | null {
  return amountInCurrency(
    { amountMinor: payment.amount_minor, currency: payment.currency },
    "USD",
    payment.kes_minor_per_usd ?? bookingRate,
  );
}

function owedRow(booking: Booking, balance: BookingBalance): OwedRow {
  return {
    bookingId: booking.id,
    reference: paymentReference(booking.id),
    clientName: booking.client_name,
    trip: booking.adventure_type,
    travelDate: booking.booking_date,
    balance,
  };
}

async function paymentsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, Payment[]>> {
  const byBooking = new Map<string, Payment[]>();
  // In slices: a long IN list is slow on SQLite and capped on PostgreSQL.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("payments")
      .selectAll()
      .where("booking_id", "in", ids.slice(start, start + 500))
      .$narrowType<{ booking_id: string }>()
      .orderBy("created_at", "asc")
      .execute();
    for (const row of rows)
      byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  }
  return byBooking;
}

/** Every ledger entry in a date range, oldest first, for the accountant. */
export async function paymentsCsv(
  db: Kysely<Database>,
  range: { from?: string; to?: string } = {},
): Promise<string> {
  let query = db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .selectAll("payments")
    .$narrowType<{ booking_id: string }>()
    .select([
      "bookings.client_name as client_name",
      "bookings.adventure_type as adventure_type",
      lockedRateSql.as("booking_rate"),
    ])
    .where("bookings.is_probe", "=", 0)
    .orderBy("payments.created_at", "asc")
    .orderBy("payments.id", "asc");
  if (range.from) query = query.where("payments.created_at", ">=", range.from);
  if (range.to) query = query.where("payments.created_at", "<", addDays(range.to, 1));
  const rows = await query.limit(100_000).execute();
  const header = [
    "date",
    "booking_reference",
    "client",
    "trip",
    "method",
    "amount",
    "currency",
    "amount_usd",
    "kes_per_usd",
    "receipt_code",
    "recorded_by",
    "note",
  ];
  const lines = rows.map((row) =>
    csvLine([
      row.created_at,
      paymentReference(row.booking_id),
      row.client_name,
      row.adventure_type,
      paymentMethodLabels[row.method],
      minorToDecimalText(row.amount_minor),
      row.currency,
      ((usd) => (usd === null ? "" : minorToDecimalText(usd)))(inUsd(row, row.booking_rate)),
      row.currency === "USD"
        ? ""
        : minorToDecimalText(row.kes_minor_per_usd ?? row.booking_rate ?? 0),
      row.provider_reference,
      row.recorded_by,
      row.note,
    ]),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
