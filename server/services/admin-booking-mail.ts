import { formatUsd } from "../../domain/pricing/money";
import { siteContacts } from "../config";
import type { Booking } from "../db/schema";
import { logger } from "../logger";
import { summaryOf } from "../mail/booking-summary";
import { bookingStatusEmail, getMailer, type BookingStatusMailKind } from "../mail";

/** Tells the traveller about a status change. The change is already stored; a mail failure is logged and reported, not fatal. */
export async function sendBookingStatusMail(
  booking: Booking,
  note: string | null,
): Promise<boolean> {
  const kind = booking.booking_status as BookingStatusMailKind;
  if (!["confirmed", "cancelled", "completed"].includes(kind)) return false;
  try {
    await getMailer().send({
      to: booking.client_email,
      fromOperator: true,
      ...bookingStatusEmail(kind, summaryOf(booking), note, siteContacts().siteUrl, formatUsd),
    });
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "booking status mail failed");
    return false;
  }
}
