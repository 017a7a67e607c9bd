import type { Kysely } from "kysely";
import { findTrip } from "../catalogue";
import { shortReference } from "../../../domain/booking/reference";
import type { Database } from "../../platform/db/schema";
import {
  BOOKING_PAYABLE,
  bookingBalance,
  bookingLedgerAccount,
  loadExchangeRate,
  type PayableDue,
  type PayableKind,
} from "../payments";

/**
 * A booking as a payable (decision 0062), the kind server/lifecycle/payables.ts registers with
 * payments: what is due is the first instalment of its plan not yet paid in full (nothing on a
 * cancelled booking), a prompt goes to the phone on the booking, a held booking's payment stops
 * with its hold, and its account is the ledger's booking account (decision 0058). What follows a
 * payment on it (the receipt mail, a held booking's confirmation) subscribes to PaymentRecorded.
 */
export const bookingPayableKind: PayableKind = {
  kind: BOOKING_PAYABLE,
  noun: "booking",
  due: bookingDue,
  async payerPhone(db, id) {
    const booking = await db
      .selectFrom("bookings")
      .select(["client_phone"])
      .where("id", "=", id)
      .executeTakeFirst();
    return booking ? booking.client_phone : undefined;
  },
  account: bookingLedgerAccount,
};

async function bookingDue(
  db: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<PayableDue | null> {
  const booking = await db
    .selectFrom("bookings")
    .select(["id", "booking_status", "trip_slug", "adventure_type", "hold_expires_at"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking || booking.booking_status === "cancelled") return null;
  const balance = await bookingBalance(db, bookingId, now);
  const next = balance?.status?.nextDue;
  if (!balance || !next || next.remainingMinor <= 0) return null;
  const rate =
    balance.currency === "KES"
      ? null
      : balance.kesMinorPerUsd
        ? { kesMinorPerUsd: balance.kesMinorPerUsd, setOn: balance.kesRateSetOn }
        : await loadExchangeRate(db);
  return {
    reference: shortReference(bookingId),
    description:
      (booking.trip_slug && findTrip(booking.trip_slug)?.title) || booking.adventure_type,
    instalment: next.kind,
    dueDate: next.dueDate,
    amountMinor: next.remainingMinor,
    currency: balance.currency,
    kesRate: rate ? { kesMinorPerUsd: rate.kesMinorPerUsd, setOn: rate.setOn ?? null } : null,
    expiresAt: booking.booking_status === "pending" ? booking.hold_expires_at : null,
  };
}
