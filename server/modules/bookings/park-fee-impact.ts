import type { Kysely } from "kysely";
import { trips } from "../../../content/trips";
import { shortReference } from "../../../domain/booking/reference";
import type { ParkFee } from "../../../domain/pricing/park-fees";
import {
  categoryCurrency,
  type TravellerCategory,
} from "../../../domain/pricing/traveller-categories";
import type { Database } from "../../platform/db/schema";
import { bookedQuotesOf } from "./lines";

// What a park fee change would reach (the admin fees page shows it before and after a save):
// read from the bookings and the fee lines they were priced with, which this module owns.

export interface AffectedBooking {
  id: string;
  reference: string;
  clientName: string;
  tripTitle: string;
  bookingDate: string;
  status: string;
  /** Travellers of the fee's category on the booking. */
  travellers: number;
  /** The fee the booking was priced with for this park and category, minor units; null: none. */
  bookedUnitMinor: number | null;
  currency: "USD" | "KES";
}

/**
 * The bookings a fee (as it would be saved) applies to that have not paid anything yet: pending
 * or confirmed, travelling within the fee's period and from today on, on a trip that enters the
 * park, with a traveller of the fee's category (a booking from before categories is all
 * non-residents). They keep the price they were booked at; the operator decides whether to ask.
 */
export async function unpaidBookingsAffected(
  db: Kysely<Database>,
  fee: Pick<ParkFee, "park" | "category" | "validFrom" | "validUntil">,
  today: string,
): Promise<AffectedBooking[]> {
  const paying = trips.filter((trip) => trip.parkFees.some((entry) => entry.park === fee.park));
  if (!paying.length) return [];
  const from = fee.validFrom > today ? fee.validFrom : today;
  let query = db
    .selectFrom("bookings")
    .select([
      "id",
      "client_name",
      "trip_slug",
      "booking_date",
      "booking_status",
      "number_of_participants",
    ])
    // Not the security audit's test bookings (decision 0048).
    .where("is_probe", "=", 0)
    .where(
      "trip_slug",
      "in",
      paying.map((trip) => trip.slug),
    )
    .where("booking_status", "in", ["pending", "confirmed"])
    .where("booking_date", ">=", from)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.booking_id", "=", "bookings.id"),
        ),
      ),
    )
    .orderBy("booking_date")
    .limit(200);
  if (fee.validUntil) query = query.where("booking_date", "<=", fee.validUntil);
  const rows = await query.execute();
  const quotes = await bookedQuotesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const stored = quotes.get(row.id);
    const categories: TravellerCategory[] = stored?.travellers.length
      ? stored.travellers.map((traveller) => traveller.category)
      : Array.from({ length: Number(row.number_of_participants) }, () => "non-resident" as const);
    const travellers = categories.filter((category) => category === fee.category).length;
    if (!travellers) return [];
    const line = stored?.lines.find(
      (candidate) => candidate.park === fee.park && candidate.category === fee.category,
    );
    return [
      {
        id: row.id,
        reference: shortReference(row.id),
        clientName: row.client_name,
        tripTitle: paying.find((trip) => trip.slug === row.trip_slug)?.title ?? row.trip_slug ?? "",
        bookingDate: row.booking_date,
        status: row.booking_status,
        travellers,
        bookedUnitMinor: line?.unitMinor ?? null,
        currency: categoryCurrency[fee.category],
      },
    ];
  });
}
