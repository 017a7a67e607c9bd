import type { BookingInput } from "../../server/modules/bookings/store";

/** A booking as the database layer takes it: two people on Point Lenana, with any field changed. */
export function bookingInput(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    adventureType: "Point Lenana Summit",
    bookingDate: "2030-03-01",
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: "someone@example.com",
    clientName: "Someone",
    tripSlug: "point-lenana",
    ...overrides,
  };
}
