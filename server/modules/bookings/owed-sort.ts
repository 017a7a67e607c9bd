import { sql, type Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { lockedRateSql } from "../payments";

/**
 * The admin bookings table's "Total" sort key (decision 0038, migration 0023): what a booking
 * owes counted in US cents, stored in `bookings.owed_sort_minor` so the sort reads an index
 * instead of summing every booking's lines. It counts as `amountOwed` does: the USD lines plus
 * the KES lines at the rate locked on the booking, or the operator's current rate. Null for a
 * booking without lines, whose `total_price` the index reads instead. Bookings own the column and
 * keep it in step wherever the lines or the rate they count at change: a booking stored, a final
 * total, a private repricing, a new current rate (bookings without a locked one, through
 * `saveExchangeRates` in exchange-rates.ts). Locking a rate never moves it: what is
 * locked is the current rate the key already counts at.
 */

/** The ORDER BY expression; it must stay the one migration 0023 indexed. */
export const owedSortExpression = sql<number>`coalesce(owed_sort_minor, total_price * 100)`;

function owedInCents(currentRate: number | null) {
  const linesIn = (currency: "USD" | "KES") =>
    sql`(select sum(l.amount_minor) from booking_price_lines l where l.booking_id = bookings.id and l.currency = ${currency})`;
  return sql<number>`case when exists (select 1 from booking_price_lines l where l.booking_id = bookings.id)
    then cast(round(
      coalesce(${linesIn("USD")}, 0)
      + coalesce(${linesIn("KES")} * 100.0 / nullif(coalesce(${lockedRateSql}, ${currentRate}), 0), 0)
    ) as integer)
    else null end`;
}

/**
 * Recounts the sort key of some bookings (by id), or of every booking without a locked rate
 * (`"unlocked"`: the operator set a new current rate), at `currentRate`.
 */
export async function refreshOwedSort(
  db: Kysely<Database>,
  bookings: readonly string[] | "unlocked",
  currentRate: number | null,
): Promise<void> {
  if (bookings !== "unlocked" && bookings.length === 0) return;
  const query = db.updateTable("bookings").set({ owed_sort_minor: owedInCents(currentRate) });
  await (
    bookings === "unlocked"
      ? query
          .where(sql<boolean>`${lockedRateSql} is null`)
          .where(
            sql<boolean>`exists (select 1 from booking_price_lines l where l.booking_id = bookings.id and l.currency = 'KES')`,
          )
      : query.where("id", "in", bookings)
  ).execute();
}
