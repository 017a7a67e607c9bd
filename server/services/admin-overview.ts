import { sql, type Kysely } from "kysely";
import type { Booking, Database } from "../db/schema";
import { isoDate } from "../../domain/calendar";

export interface MonthRow {
  month: string;
  bookings: number;
  revenue: number;
}

export interface AdminOverview {
  pendingCount: number;
  oldestPendingAt: string | null;
  upcomingCount: number;
  upcoming: Booking[];
  unhandledInquiries: number;
  months: MonthRow[];
}

/** The overview's numbers. Months are travel months from 5 back to 6 ahead; cancelled bookings do not count. */
export async function adminOverview(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<AdminOverview> {
  const today = isoDate(now);
  const start = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1)));
  const end = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 7, 1)));
  const month = sql<string>`substr(booking_date, 1, 7)`;
  const [pending, upcomingCount, upcoming, inquiries, months] = await Promise.all([
    db
      .selectFrom("bookings")
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as("count"),
        eb.fn.min("created_at").as("oldest"),
      ])
      .where("booking_status", "=", "pending")
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("booking_status", "=", "confirmed")
      .where("booking_date", ">=", today)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .selectAll()
      .where("booking_status", "=", "confirmed")
      .where("booking_date", ">=", today)
      .orderBy("booking_date", "asc")
      .orderBy("id")
      .limit(5)
      .execute(),
    db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("handled_at", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .select((eb) => [
        month.as("month"),
        eb.fn.countAll<number | string | bigint>().as("bookings"),
        eb.fn.sum<number | string | bigint>("total_price").as("revenue"),
      ])
      .where("booking_status", "!=", "cancelled")
      .where("booking_date", ">=", start)
      .where("booking_date", "<", end)
      .groupBy(month)
      .orderBy(month)
      .execute(),
  ]);
  return {
    pendingCount: Number(pending?.count ?? 0),
    oldestPendingAt: pending?.oldest ? String(pending.oldest) : null,
    upcomingCount: Number(upcomingCount?.count ?? 0),
    upcoming,
    unhandledInquiries: Number(inquiries?.count ?? 0),
    months: months.map((row) => ({
      month: row.month,
      bookings: Number(row.bookings),
      revenue: Number(row.revenue ?? 0),
    })),
  };
}
