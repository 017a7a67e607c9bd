import type { Booking } from "../../platform/db/schema";
import type { BookingSummary } from "../../platform/mail/templates";
import { shortReference } from "../../../domain/booking/reference";
import {
  priceLineRows,
  showsLines,
  totalsOf,
  tripPricePerPerson,
  type QuoteLine,
} from "../../../domain/pricing/quote-lines";

/**
 * What every booking email shows, read from a stored booking row, with its price lines where a
 * party is priced per traveller (residents and citizens in KES, a park fee: issue 19).
 */
export function summaryOf(booking: Booking, lines?: readonly QuoteLine[]): BookingSummary {
  return {
    ...(lines && showsLines({ lines })
      ? {
          priceLines: priceLineRows(lines),
          totals: totalsOf(lines),
        }
      : {}),
    reference: shortReference(booking.id),
    clientName: booking.client_name,
    clientEmail: booking.client_email,
    clientPhone: booking.client_phone,
    adventureType: booking.adventure_type,
    bookingDate: booking.booking_date,
    participants: booking.number_of_participants,
    // The trip price per person: park fees and adjustments are lines of their own (decision 0038).
    pricePerPerson: tripPricePerPerson(
      lines ?? [],
      booking.number_of_participants,
      booking.total_price,
    ),
    totalPrice: booking.total_price,
    specialRequirements: booking.special_requirements,
  };
}
