import { sql, type Kysely } from "kysely";
import type { Booking, Database } from "../../platform/db/schema";
import { businessDay, isoDate } from "../../../domain/calendar";
import { systemNow } from "../../platform/clock";

/**
 * One travel month: its bookings and what they owe, summed per currency as booked (decision
 * 0038): a mixed party's dollars count in `revenueUsdMinor` and its shillings in
 * `revenueKesMinor`; nothing is converted (pending bookings have no locked rate, and a month's
 * figure should not move with the exchange rate). Bookings from before lines count their
 * `total_price` in dollars. Minor units.
 */
export interface MonthRow {
  month: string;
  bookings: number;
  revenueUsdMinor: number;
  revenueKesMinor: number;
}

export interface AdminOverview {
  pendingCount: number;
  oldestPendingAt: string | null;
  upcomingCount: number;
  upcoming: Booking[];
  unhandledInquiries: number;
  months: MonthRow[];
}

/** The travel months from 5 back to 6 ahead of `today`: their bookings and what they owe. */
async function monthRows(db: Kysely<Database>, today: string): Promise<MonthRow[]> {
  // Months of Nairobi's calendar: at 22:00 UTC on 31 March it is April at the operator's desk.
  const year = Number(today.slice(0, 4));
  const monthIndex = Number(today.slice(5, 7)) - 1;
  const start = isoDate(new Date(Date.UTC(year, monthIndex - 5, 1)));
  const end = isoDate(new Date(Date.UTC(year, monthIndex + 7, 1)));
  const month = sql<string>`substr(bookings.booking_date, 1, 7)`;
  // The months' bookings: not cancelled, travelling from 5 months back to 6 ahead, and not the
  // security audit's test bookings (decision 0048).
  const counted = sql<boolean>`(bookings.booking_status <> 'cancelled' and bookings.booking_date >= ${start} and bookings.booking_date < ${end} and bookings.is_probe = 0)`;
  const [months, lineSums, olderSums] = await Promise.all([
    db
      .selectFrom("bookings")
      .where(counted)
      .select((eb) => [
        month.as("month"),
        eb.fn.countAll<number | string | bigint>().as("bookings"),
      ])
      .groupBy(month)
      .orderBy(month)
      .execute(),
    // What bookings with lines owe: their lines, per month and currency.
    db
      .selectFrom("bookings")
      .innerJoin("booking_price_lines as line", "line.booking_id", "bookings.id")
      .where(counted)
      .select((eb) => [
        month.as("month"),
        "line.currency as currency",
        eb.fn.sum<number | string | bigint>("line.amount_minor").as("amount"),
      ])
      .groupBy([month, "line.currency"])
      .execute(),
    // Bookings from before lines owe their total_price, in whole dollars.
    db
      .selectFrom("bookings")
      .where(counted)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("booking_price_lines as line")
              .select("line.booking_id")
              .whereRef("line.booking_id", "=", "bookings.id"),
          ),
        ),
      )
      .select((eb) => [
        month.as("month"),
        eb.fn.sum<number | string | bigint>("total_price").as("dollars"),
      ])
      .groupBy(month)
      .execute(),
  ]);
  const revenue = (monthKey: string, currency: "USD" | "KES") =>
    lineSums
      .filter((row) => row.month === monthKey && row.currency === currency)
      .reduce((sum, row) => sum + Number(row.amount ?? 0), 0) +
    (currency === "USD"
      ? olderSums
          .filter((row) => row.month === monthKey)
          .reduce((sum, row) => sum + Number(row.dollars ?? 0) * 100, 0)
      : 0);
  return months.map((row) => ({
    month: row.month,
    bookings: Number(row.bookings),
    revenueUsdMinor: revenue(row.month, "USD"),
    revenueKesMinor: revenue(row.month, "KES"),
  }));
}

/** The overview's numbers. Months are travel months from 5 back to 6 ahead; cancelled bookings do not count. */
export async function adminOverview(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<AdminOverview> {
  const today = businessDay(now);
  const [pending, upcomingCount, upcoming, inquiries, months] = await Promise.all([
    db
      .selectFrom("bookings")
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as("count"),
        eb.fn.min("created_at").as("oldest"),
      ])
      .where("booking_status", "=", "pending")
      .where("is_probe", "=", 0)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("booking_status", "=", "confirmed")
      .where("booking_date", ">=", today)
      .where("is_probe", "=", 0)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .selectAll()
      .where("booking_status", "=", "confirmed")
      .where("booking_date", ">=", today)
      .where("is_probe", "=", 0)
      .orderBy("booking_date", "asc")
      .orderBy("id")
      .limit(5)
      .execute(),
    db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("handled_at", "is", null)
      .executeTakeFirst(),
    monthRows(db, today),
  ]);
  return {
    pendingCount: Number(pending?.count ?? 0),
    oldestPendingAt: pending?.oldest ? String(pending.oldest) : null,
    upcomingCount: Number(upcomingCount?.count ?? 0),
    upcoming,
    unhandledInquiries: Number(inquiries?.count ?? 0),
    months,
  };
}
