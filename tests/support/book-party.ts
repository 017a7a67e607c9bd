import type { Kysely } from "kysely";
import type { Booking, Database } from "../../server/platform/db/schema";
import { bookedQuotesOf } from "../../server/modules/bookings/lines";
import { createBookingRequest } from "../../server/modules/bookings/create-booking";
import { forgetQuoteInputs } from "../../server/modules/pricing/pricing";

/**
 * Books Point Lenana for a party given by traveller category (issue 19) through the booking
 * service, as the site does, and returns the stored booking: its lines are the quote's.
 */
export async function bookParty(
  db: Kysely<Database>,
  travellers: Array<{ category: string; proof?: string }>,
  { bookingDate, now }: { bookingDate: string; now: Date },
): Promise<Booking> {
  forgetQuoteInputs();
  const outcome = await createBookingRequest(
    db,
    {
      clientName: "Wanjiru Kamau",
      clientEmail: "wanjiru@example.com",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate,
      numberOfParticipants: travellers.length,
      travellers,
    },
    { userId: null, idempotencyKey: null, now },
  );
  if (outcome.kind !== "created") throw new Error(`expected a booking, got ${outcome.kind}`);
  return outcome.booking;
}

/** `bookParty`, with the sums of its stored lines per currency (minor units). */
export async function bookPartyWithSums(
  db: Kysely<Database>,
  travellers: Array<{ category: string; proof?: string }>,
  when: { bookingDate: string; now: Date },
): Promise<{ booking: Booking; usdMinor: number; kesMinor: number }> {
  const booking = await bookParty(db, travellers, when);
  const { lines } = (await bookedQuotesOf(db, [booking.id])).get(booking.id)!;
  const sum = (currency: "USD" | "KES") =>
    lines.filter((l) => l.currency === currency).reduce((acc, l) => acc + l.amountMinor, 0);
  return { booking, usdMinor: sum("USD"), kesMinor: sum("KES") };
}
