import { formatUsd } from "../../domain/pricing/money";
import { siteContacts } from "../config";
import type { Booking } from "../db/schema";
import { logger } from "../logger";
import {
  bookingStatusEmail,
  getMailer,
  type BookingStatusMailKind,
  type BookingSummary,
} from "../mail";

function summaryOf(booking: Booking): BookingSummary {
  return {
    reference: booking.id.slice(0, 8).toUpperCase(),
    clientName: booking.client_name,
    clientEmail: booking.client_email,
    clientPhone: booking.client_phone,
    adventureType: booking.adventure_type,
    bookingDate: booking.booking_date,
    participants: booking.number_of_participants,
    pricePerPerson: Math.round(booking.total_price / booking.number_of_participants),
    totalPrice: booking.total_price,
    specialRequirements: booking.special_requirements,
  };
}

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
      ...bookingStatusEmail(kind, summaryOf(booking), note, siteContacts().siteUrl, formatUsd),
    });
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "booking status mail failed");
    return false;
  }
}
