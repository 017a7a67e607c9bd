import { priceChangeOf } from "../../../domain/booking/price-change";
import { formatUsd } from "../../../domain/money/format";
import { authSecret } from "../../platform/secret";
import { siteContacts } from "../../platform/config";
import type { Booking, BookingEvent } from "../../platform/db/schema";
import { getDb } from "../../platform/db";
import { logger } from "../../platform/logger";
import { confirmationPaymentRows } from "./payment-receipts";
import { summaryOf } from "./mail-summary";
import { reviewLink } from "../reviews";
import { payPageUrl } from "../payments";
import { mailClaimFor } from "./claims";
import { bookedQuotesOf } from "./lines";
import type { QuoteLine } from "../../../domain/pricing/quote-lines";
import { queueCompletedMail } from "./journey-mails";
import {
  bookingStatusEmail,
  getMailer,
  type BookingStatusMailChange,
  type BookingStatusMailKind,
  type OutgoingMail,
} from "../../platform/mail";

/** What the traveller is told about a status change: the event's note, reason and price change. */
export function statusMailChangeOf(event: BookingEvent): BookingStatusMailChange {
  return { note: event.note, reason: event.reason, priceChange: priceChangeOf(event) };
}

/** The confirmation's pay button. */
export const CONFIRMATION_PAY_LABEL = "Pay online or see how to pay";

/**
 * The traveller's mail about a status change, or null for a status that sends none. `payment`:
 * on confirmation, what is due, by when and how to pay (issue 16, confirmationPaymentRows).
 * `lines`: the booking's price lines as stored, with the operator's adjustment and its reason
 * when they confirmed at a final total (decision 0038).
 */
export function bookingStatusMailOf(
  booking: Booking,
  event: BookingEvent,
  payment?: Array<[string, string]>,
  asksForReview = true,
  lines?: readonly QuoteLine[],
): OutgoingMail | null {
  const kind = booking.booking_status as BookingStatusMailKind;
  if (!["confirmed", "cancelled", "completed"].includes(kind)) return null;
  const { siteUrl } = siteContacts();
  return {
    to: booking.client_email,
    fromOperator: true,
    ...bookingStatusEmail(
      kind,
      summaryOf(booking, lines),
      {
        ...statusMailChangeOf(event),
        // A confirmation asks for money: its what-is-due rows and the one-tap pay link.
        ...(payment
          ? { payment, payLinks: [{ label: CONFIRMATION_PAY_LABEL, url: payPageUrl(booking) }] }
          : {}),
      },
      siteUrl,
      formatUsd,
      // Every completed booking is asked for a review, the same way and once (decisions 0030,
      // 0032): here, unless the after-trip mail asked already.
      kind === "completed" && asksForReview
        ? reviewLink(siteUrl, authSecret(), booking.id)
        : undefined,
      mailClaimFor([booking]),
    ),
  };
}

/** Tells the traveller about a status change. The change is already stored; a mail failure is logged and reported, not fatal. */
export async function sendBookingStatusMail(
  booking: Booking,
  event: BookingEvent,
): Promise<boolean> {
  try {
    const { db } = getDb();
    const { lines } = (await bookedQuotesOf(db, [booking.id])).get(booking.id)!;
    if (booking.booking_status === "completed")
      return await queueCompletedMail(db, booking.id, (asksForReview) =>
        bookingStatusMailOf(booking, event, undefined, asksForReview, lines),
      );
    const payment =
      booking.booking_status === "confirmed"
        ? await confirmationPaymentRows(db, booking)
        : undefined;
    const mail = bookingStatusMailOf(booking, event, payment, true, lines);
    if (!mail) return false;
    await getMailer().send(mail);
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "booking status mail failed");
    return false;
  }
}
