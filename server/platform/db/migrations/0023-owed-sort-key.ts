import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The admin bookings table's "Total" sort (decision 0038): what a booking owes counted in US
 * cents, stored on the booking (`owed_sort_minor`) and indexed, since counting each booking's
 * lines while sorting took 250 ms for 20,000 bookings on PostgreSQL (bench/admin-query.js).
 *
 * - Null for a booking without lines: the index's expression then reads `total_price` in cents,
 *   which is what such a booking owes (decision 0035).
 * - For a booking with lines: its USD lines plus its KES lines at the rate locked on it, or the
 *   operator's current rate (server/modules/bookings/owed-sort.ts keeps it in step from now on).
 *   Filled here for the bookings made since lines were stored. Frozen: the setting's key and the
 *   expression are written out, not read from live code.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("bookings").addColumn("owed_sort_minor", "integer").execute();

    const { rows } = await sql<{
      value: string;
    }>`select value from payment_settings where key = 'usd-kes-rate'`.execute(db);
    let rate: number | null = null;
    try {
      const parsed = rows[0] ? (JSON.parse(rows[0].value) as { kesMinorPerUsd?: unknown }) : null;
      if (Number.isSafeInteger(parsed?.kesMinorPerUsd) && Number(parsed?.kesMinorPerUsd) > 0)
        rate = Number(parsed?.kesMinorPerUsd);
    } catch {
      rate = null;
    }
    const linesIn = (currency: string) =>
      sql`(select sum(l.amount_minor) from booking_price_lines l where l.booking_id = bookings.id and l.currency = ${currency})`;
    await sql`
      update bookings
      set owed_sort_minor = cast(round(
            coalesce(${linesIn("USD")}, 0)
            + coalesce(${linesIn("KES")} * 100.0
                / nullif(coalesce(bookings.kes_minor_per_usd, ${rate}), 0), 0)
          ) as integer)
      where exists (select 1 from booking_price_lines l where l.booking_id = bookings.id)
    `.execute(db);

    await sql`create index bookings_owed_sort_idx on bookings ((coalesce(owed_sort_minor, total_price * 100)), id)`.execute(
      db,
    );
  },
});
