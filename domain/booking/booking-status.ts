/**
 * The four states of a booking, the one list the workflow (transitions.ts), the admin filters
 * and badges and the database's CHECK constraint on bookings.booking_status all use.
 */
export const bookingStatuses = ["pending", "confirmed", "cancelled", "completed"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (bookingStatuses as readonly string[]).includes(value);
}
