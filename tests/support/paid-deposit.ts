import type { Kysely } from "kysely";
import type { Database } from "../../server/platform/db/schema";

/**
 * A deposit received on each booking, written straight into the ledger as the tests write their
 * bookings: only confirmed bookings with money received are a price's demand (DESIGN.md section 5).
 */
export async function depositReceivedOn(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  at: Date = new Date(),
): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .insertInto("payments")
    .values(
      bookingIds.map((bookingId) => ({
        id: crypto.randomUUID(),
        payable_kind: "booking",
        payable_id: bookingId,
        booking_id: bookingId,
        amount_minor: 100_00,
        currency: "USD" as const,
        method: "card" as const,
        provider_reference: `pi_test_${bookingId}`,
        kes_minor_per_usd: null,
        recorded_by: "stripe",
        note: null,
        created_at: at.toISOString(),
      })),
    )
    .execute();
}
