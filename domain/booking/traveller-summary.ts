import type { BookingStatus } from "./booking-status";

/**
 * The dashboard's figures for one traveller: which trips are still to come, and the money
 * booked and paid. Pure: `today` is a parameter (yyyy-mm-dd, compared as text).
 */

export interface SummarisedBooking {
  id: string;
  booking_status: BookingStatus;
  /** yyyy-mm-dd */
  booking_date: string;
  /** Whole US dollars for the whole group. */
  total_price: number;
}

/**
 * Upcoming: a trip that will happen unless someone cancels it, so a request still awaiting the
 * operator's confirmation counts as well as a confirmed one (issue 14; the spec counted
 * confirmed trips only, which hid a traveller's next trip until the operator had answered).
 */
export function isUpcoming(booking: SummarisedBooking, today: string): boolean {
  return (
    (booking.booking_status === "confirmed" || booking.booking_status === "pending") &&
    booking.booking_date > today
  );
}

/** Statuses whose price is still owed or was earned: everything but a cancellation. */
const bookedStatuses: ReadonlySet<BookingStatus> = new Set(["pending", "confirmed", "completed"]);

export interface MoneySummary {
  /** The total of every booking that is not cancelled, at the price stored with it. */
  booked: number;
  /** The part of `booked` that is still a request the operator has not confirmed. */
  awaitingConfirmation: number;
  /**
   * What the traveller has paid, from the payment ledger; null while the site has no ledger
   * (payments are arranged with the operator on confirmation, outside the site).
   */
  paid: number | null;
}

/**
 * Booked and paid, instead of the spec's "Total Spent" (which added up confirmed prices as if
 * they had been paid). `paidByBooking` is the ledger's paid sum per booking id; without it the
 * paid figure is unknown (null), never a made-up zero.
 */
export function moneySummary(
  bookings: readonly SummarisedBooking[],
  paidByBooking?: ReadonlyMap<string, number>,
): MoneySummary {
  let booked = 0;
  let awaitingConfirmation = 0;
  for (const booking of bookings) {
    if (!bookedStatuses.has(booking.booking_status)) continue;
    booked += booking.total_price;
    if (booking.booking_status === "pending") awaitingConfirmation += booking.total_price;
  }
  const paid = paidByBooking
    ? bookings.reduce((sum, booking) => sum + (paidByBooking.get(booking.id) ?? 0), 0)
    : null;
  return { booked, awaitingConfirmation, paid };
}
