import { priceChangeOf } from "../../domain/booking/price-change";
import { formatUsd } from "../../domain/pricing/money";
import { siteContacts } from "../config";
import type { Booking, BookingEvent } from "../db/schema";
import { getDb } from "../db";
import { logger } from "../logger";
import { confirmationPaymentRows } from "./payment-receipts";
import { summaryOf } from "../mail/booking-summary";
import {
  bookingStatusEmail,
  getMailer,
  type BookingStatusMailChange,
  type BookingStatusMailKind,
} from "../mail";

/** What the traveller is told about a status change: the event's note, reason and price change. */
export function statusMailChangeOf(event: BookingEvent): BookingStatusMailChange {
  return { note: event.note, reason: event.reason, priceChange: priceChangeOf(event) };
}

/** Tells the traveller about a status change. The change is already stored; a mail failure is logged and reported, not fatal. */
export async function sendBookingStatusMail(
  booking: Booking,
  event: BookingEvent,
): Promise<boolean> {
  const kind = booking.booking_status as BookingStatusMailKind;
  if (!["confirmed", "cancelled", "completed"].includes(kind)) return false;
  try {
    // Confirmed: what is due, by when and how to pay (issue 16).
    const payment =
      kind === "confirmed" ? await confirmationPaymentRows(getDb().db, booking) : undefined;
    await getMailer().send({
      to: booking.client_email,
      fromOperator: true,
      ...bookingStatusEmail(
        kind,
        summaryOf(booking),
        { ...statusMailChangeOf(event), ...(payment ? { payment } : {}) },
        siteContacts().siteUrl,
        formatUsd,
      ),
    });
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "booking status mail failed");
    return false;
  }
}
