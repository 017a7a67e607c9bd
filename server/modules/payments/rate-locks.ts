import { sql, type Kysely } from "kysely";
import type { KesMinorPerUsd } from "../../../domain/money/conversion";
import type { Booking, Database } from "../../platform/db/schema";

/**
 * A booking's locked USD->KES rate (decision 0053): the one its KES lines and its payments in the
 * other currency count at. Confirmation locks the operator's current rate on the booking row
 * (`bookings.kes_minor_per_usd`, written by bookings with `confirmationPaymentFields`); a payment
 * in the other currency before that locks it in `payment_rate_locks`, this module's table, in the
 * payment's own transaction. The booking row's rate wins when both exist. Every reader asks here.
 */

export interface LockedRate {
  kesMinorPerUsd: KesMinorPerUsd;
  /** The day the operator set the rate, `YYYY-MM-DD` (null on a booking row locked without it). */
  setOn: string | null;
}

type RateOfBooking = Pick<Booking, "id" | "kes_minor_per_usd" | "kes_rate_set_on">;

function lockedOnRow(booking: RateOfBooking): LockedRate | null {
  return booking.kes_minor_per_usd === null
    ? null
    : { kesMinorPerUsd: booking.kes_minor_per_usd, setOn: booking.kes_rate_set_on };
}

/** The locked rate of each booking (null when none is locked yet), by booking id. */
export async function lockedRates(
  db: Kysely<Database>,
  bookings: readonly RateOfBooking[],
): Promise<Map<string, LockedRate | null>> {
  const rates = new Map<string, LockedRate | null>(
    bookings.map((booking) => [booking.id, lockedOnRow(booking)]),
  );
  const unlocked = bookings.filter((booking) => booking.kes_minor_per_usd === null);
  if (unlocked.length === 0) return rates;
  const locks = await db
    .selectFrom("payment_rate_locks")
    .select(["booking_id", "kes_minor_per_usd", "set_on"])
    .where(
      "booking_id",
      "in",
      unlocked.map((booking) => booking.id),
    )
    .execute();
  for (const lock of locks)
    rates.set(lock.booking_id, {
      kesMinorPerUsd: Number(lock.kes_minor_per_usd),
      setOn: lock.set_on,
    });
  return rates;
}

/** One booking's locked rate (see `lockedRates`). */
export async function lockedRateOf(
  db: Kysely<Database>,
  booking: RateOfBooking,
): Promise<LockedRate | null> {
  return (await lockedRates(db, [booking])).get(booking.id) ?? null;
}

/**
 * Locks `current` on a booking that has no locked rate, in the caller's transaction (the one that
 * records the payment counted at it).
 */
export async function lockRateForPayment(
  trx: Kysely<Database>,
  bookingId: string,
  current: { kesMinorPerUsd: KesMinorPerUsd; setOn: string },
  now: Date,
): Promise<void> {
  await trx
    .insertInto("payment_rate_locks")
    .values({
      booking_id: bookingId,
      kes_minor_per_usd: current.kesMinorPerUsd,
      set_on: current.setOn,
      locked_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("booking_id").doNothing())
    .execute();
}

/**
 * For SQL over `bookings` (the admin's "Total" sort key): the booking's locked rate, or null.
 * Written out here so the rule stays in this module.
 */
export const lockedRateSql = sql<
  number | null
>`coalesce(bookings.kes_minor_per_usd, (select r.kes_minor_per_usd from payment_rate_locks r where r.booking_id = bookings.id))`;
