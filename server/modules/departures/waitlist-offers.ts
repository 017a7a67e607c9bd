import type { Kysely } from "kysely";
import { findTrip } from "../catalogue";
import { businessDay, formatTravelDate, kenyanTime } from "../../../domain/calendar";
import { departureBookingPath } from "../../../domain/departures/departure-booking";
import { siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { waitlistConfirmPath } from "../../../domain/departures/waitlist";
import {
  getMailOutbox,
  waitlistConfirmEmail,
  waitlistOfferEmail,
  type OutgoingMail,
} from "../../platform/mail";
import {
  dropUnconfirmedWaitlistEntries,
  joinWaitlist,
  offerFreedSeats,
  type WaitlistJoin,
  type WaitlistOffer,
} from "./departures";
import { systemNow } from "../../platform/clock";

/** The mail that offers a waiting traveller their held seats, with the one-use hold link. */
export function waitlistOfferMail(offer: WaitlistOffer, siteUrl: string): OutgoingMail {
  const trip = findTrip(offer.departure.tripSlug);
  const link = `${siteUrl}${departureBookingPath(offer.departure.tripSlug, offer.departure.id, offer.holdToken)}`;
  return {
    to: offer.email,
    link,
    ...waitlistOfferEmail({
      tripTitle: trip?.title ?? offer.departure.tripSlug,
      travelDate: formatTravelDate(offer.departure.date),
      participants: offer.participants,
      holdUntil: kenyanTime(offer.holdExpiresAt),
      link,
    }),
  };
}

/**
 * Puts a party on a departure's waitlist (joinWaitlist) and, for an entry not confirmed yet,
 * stores the mail with its confirmation link in the outbox in the same transaction.
 */
export async function joinWaitlistAndAskToConfirm(
  db: Kysely<Database>,
  join: Parameters<typeof joinWaitlist>[1],
  now: Date = systemNow(),
): Promise<WaitlistJoin> {
  return db.transaction().execute(async (trx) => {
    const joined = await joinWaitlist(trx, join, now);
    if (joined.ok && joined.confirmToken !== null) {
      const link = `${siteContacts().siteUrl}${waitlistConfirmPath(joined.confirmToken)}`;
      await getMailOutbox().queueWithin(trx, [
        {
          to: join.email,
          link,
          ...waitlistConfirmEmail({
            tripTitle: findTrip(joined.departure.tripSlug)?.title ?? joined.departure.tripSlug,
            travelDate: formatTravelDate(joined.departure.date),
            participants: join.participants,
            link,
          }),
        },
      ]);
    }
    return joined;
  });
}

/**
 * Seats on a departure may have freed up (a booking cancelled, a hold lapsed): offers them to
 * the first waiting travellers whose party fits, holding them for 24 hours, and stores each
 * offer's mail in the outbox in the same transaction (decision 0006): an offer is never made
 * without its mail, nor mailed without being made. The outbox's delivery loop sends them.
 */
export async function offerSeatsFreedOn(
  db: Kysely<Database>,
  departureId: string,
  now: Date = systemNow(),
): Promise<WaitlistOffer[]> {
  const work = async (trx: Kysely<Database>) => {
    const offers = await offerFreedSeats(trx, departureId, businessDay(now), now);
    if (offers.length > 0) {
      const { siteUrl } = siteContacts();
      await getMailOutbox().queueWithin(
        trx,
        offers.map((offer) => waitlistOfferMail(offer, siteUrl)),
      );
    }
    return offers;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Departures whose waitlist may be owed an offer: a hold lapsed unused (its seats are free
 * again) while confirmed travellers still wait. Also drops entries never confirmed within 48 hours
 * (issue 26 item 9). Run every five minutes by the server's scheduler (scheduled-jobs.ts).
 */
export async function offerLapsedHolds(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<number> {
  const lapsed = await db
    .selectFrom("departure_waitlist")
    .select("departure_id")
    .distinct()
    .where("hold_used_at", "is", null)
    .where("hold_expires_at", "<=", now.toISOString())
    .where("hold_expires_at", ">", new Date(now.getTime() - 2 * 86_400_000).toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("departure_waitlist as waiting")
          .select("waiting.id")
          .whereRef("waiting.departure_id", "=", "departure_waitlist.departure_id")
          .where("waiting.offered_at", "is", null)
          .where("waiting.confirmed_at", "is not", null),
      ),
    )
    .execute();
  await dropUnconfirmedWaitlistEntries(db, now);
  let offered = 0;
  for (const { departure_id } of lapsed)
    offered += (await offerSeatsFreedOn(db, departure_id, now)).length;
  return offered;
}
