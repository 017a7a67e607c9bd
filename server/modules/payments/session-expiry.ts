import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { ProviderUnavailableError, type PaymentProviders } from "./providers";

/**
 * Closes a booking's open card pages (Stripe Checkout Sessions) when its hold ends unpaid, so no
 * payment is taken for seats no longer held. A page that was paid meanwhile stays as it is: its
 * webhook records the payment, which is then handled as a payment after the hold (holds.ts).
 * Stripe unreachable: logged, and the page closes by itself at its own expiry.
 */
export async function expireOpenCardSessions(
  db: Kysely<Database>,
  providers: PaymentProviders,
  bookingId: string,
  now: Date,
): Promise<number> {
  const card = providers.card;
  if (!card) return 0;
  const open = await db
    .selectFrom("payment_attempts")
    .select(["id", "provider_request_id"])
    .where("booking_id", "=", bookingId)
    .where("method", "=", "card")
    .where("status", "=", "pending")
    .where("provider_request_id", "is not", null)
    .execute();
  let closed = 0;
  for (const attempt of open) {
    try {
      if (!(await card.expire(attempt.provider_request_id!))) continue;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      logger.error({ err: error, bookingId }, "stripe checkout session could not be expired");
      continue;
    }
    await db
      .updateTable("payment_attempts")
      .set({ status: "failed", result: "expired: the hold ended", updated_at: now.toISOString() })
      .where("id", "=", attempt.id)
      .where("status", "=", "pending")
      .execute();
    closed += 1;
  }
  return closed;
}
