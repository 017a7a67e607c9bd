import type { Kysely } from "kysely";
import { publishedTrips } from "../catalogue";
import { shortReference } from "../../../domain/booking/reference";
import type { ParkFee } from "../../../domain/pricing/park-fees";
import {
  categoryCurrency,
  type TravellerCategory,
} from "../../../domain/pricing/traveller-categories";
import { isChildAge } from "../../../domain/pricing/children";
import type { Database } from "../../platform/db/schema";
import { bookedQuotesOf } from "./lines";
import { loadParkFees } from "../pricing";

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
  fee: Pick<ParkFee, "park" | "category" | "ageGroup" | "validFrom" | "validUntil">,
  today: string,
): Promise<AffectedBooking[]> {
  const paying = publishedTrips().filter((trip) =>
    trip.parkFees.some((entry) => entry.park === fee.park),
  );
  if (!paying.length) return [];
  const rows = await unpaidBookingsOn(db, paying, fee, today);
  const [quotes, fees] = await Promise.all([
    bookedQuotesOf(
      db,
      rows.map((row) => row.id),
    ),
    loadParkFees(db),
  ]);
  // A booked fee line names the fee record it was priced from, and so its age group.
  const ageGroupOf = new Map(fees.map((each) => [each.id, each.ageGroup]));
  return rows.flatMap((row) => {
    const stored = quotes.get(row.id);
    const party: Array<{ category: TravellerCategory; age?: number | null }> = stored?.travellers
      .length
      ? stored.travellers
      : Array.from({ length: Number(row.number_of_participants) }, () => ({
          category: "non-resident" as const,
        }));
    // A child fee applies to the party's children, an adult fee to the others (issue 28).
    const travellers = party.filter(
      (traveller) =>
        traveller.category === fee.category &&
        (isChildAge(traveller.age) ? "child" : "adult") === fee.ageGroup,
    ).length;
    if (!travellers) return [];
    const line = stored?.lines.find(
      (candidate) =>
        candidate.park === fee.park &&
        candidate.category === fee.category &&
        (ageGroupOf.get(candidate.feeId ?? "") ?? "adult") === fee.ageGroup,
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

/** Unpaid, open bookings of the paying trips within the fee's period from today (at most 200). */
async function unpaidBookingsOn(
  db: Kysely<Database>,
  paying: readonly { slug: string }[],
  fee: Pick<ParkFee, "validFrom" | "validUntil">,
  today: string,
) {
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
  return query.execute();
}
