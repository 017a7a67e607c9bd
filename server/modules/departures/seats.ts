import type { Kysely } from "kysely";
import { holdRefusal } from "../../../domain/departures/departure-booking";
import type { Database } from "../../platform/db/schema";
import { notOk, type NotOk } from "../../platform/refusal";
import { claimSeats, hashHoldToken, type DepartureView } from "./departures";

/**
 * A booking's seats on a departure, taken inside the booking's own transaction (decision 0024):
 * the departure's row lock (claimSeats), the checks a traveller can fail (past, closed, full, too
 * many, another trip's departure, a spent or foreign hold link), and the waitlist hold the
 * traveller books through, used once.
 */

export type DepartureSeats =
  | {
      ok: true;
      departure: DepartureView;
      /** Records that `bookingId` used the hold link (call it after inserting the booking). */
      useHold: (bookingId: string) => Promise<void>;
    }
  | NotOk<"invalid" | "not-found" | "conflict">;

/** The waitlist offer a hold link's token stands for, if any. */
export async function findHeldOffer(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("departure_waitlist")
    .select([
      "id",
      "departure_id as departureId",
      "participants",
      "hold_expires_at as holdExpiresAt",
      "hold_used_at as usedAt",
    ])
    .where("hold_token_hash", "=", hashHoldToken(token))
    .executeTakeFirst();
}

/** The date and trip of a departure, read before the booking is priced (the quote needs its date). */
export async function departureDateOf(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("departures")
    .select(["id", "trip_slug as tripSlug", "date"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Takes `participants` seats on the departure for a booking about to be inserted in `trx`.
 * A hold link's own held seats count as free for its holder; a hold link that is unknown, of
 * another departure, used or expired is refused with a sentence. On PostgreSQL the departure's
 * row stays locked until the transaction ends, so the hold is checked and used under that lock:
 * two bookings through one link book once.
 */
export async function takeDepartureSeats(
  trx: Kysely<Database>,
  claim: {
    departureId: string;
    tripSlug: string;
    participants: number;
    today: string;
    now: Date;
    holdToken?: string | null;
  },
): Promise<DepartureSeats> {
  const offer = claim.holdToken ? await findHeldOffer(trx, claim.holdToken) : undefined;
  if (claim.holdToken) {
    const refusal = holdRefusal(offer, claim.departureId, claim.now);
    if (refusal)
      return notOk(
        !offer || offer.departureId !== claim.departureId ? "invalid" : "conflict",
        refusal,
      );
  }
  const seats = await claimSeats(trx, { ...claim, ownHoldId: offer?.id });
  if (!seats.ok) return seats;
  if (offer) {
    // Checked again under the departure's lock: a second booking through the same link,
    // waiting for the first one's lock, finds the link used.
    const fresh = await findHeldOffer(trx, claim.holdToken!);
    const refusal = holdRefusal(fresh, claim.departureId, claim.now);
    if (refusal) return notOk("conflict", refusal);
  }
  return {
    ok: true,
    departure: seats.departure,
    async useHold(bookingId) {
      if (!offer) return;
      const now = claim.now.toISOString();
      // The booking holds the seats from now on: the offer stops holding them.
      await trx
        .updateTable("departure_waitlist")
        .set({ hold_used_at: now, hold_expires_at: now, booking_id: bookingId })
        .where("id", "=", offer.id)
        .where("hold_used_at", "is", null)
        .execute();
    },
  };
}
