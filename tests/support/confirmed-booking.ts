import type { Kysely } from "kysely";
import type { Database } from "../../server/platform/db/schema";

/**
 * Marks a stored booking confirmed at `at`, with a locked USD->KES rate when given (as the
 * operator's confirmation locks it), so its payment plan asks for a deposit from then.
 */
export async function confirmBookingAt(
  db: Kysely<Database>,
  bookingId: string,
  at: Date,
  rate?: { kesMinorPerUsd: number; setOn: string },
): Promise<void> {
  await db
    .updateTable("bookings")
    .set({
      confirmed_at: at.toISOString(),
      ...(rate ? { kes_minor_per_usd: rate.kesMinorPerUsd, kes_rate_set_on: rate.setOn } : {}),
    })
    .where("id", "=", bookingId)
    .execute();
}
