/**
 * A full departure's waitlist (issue 15). When seats free up, the first waiting travellers whose
 * party fits are offered them, and the offer holds the seats for 24 hours: nobody else can take
 * them meanwhile. Pure: the clock is a parameter; instants are ISO strings, compared as text.
 */

export const WAITLIST_HOLD_HOURS = 24;

/**
 * How long a waitlist entry may wait for its email's confirmation (issue 26 item 9). Until then
 * it is skipped by offers; after it, the entry and its link lapse and the address may join again.
 */
export const WAITLIST_CONFIRM_HOURS = 48;

/** The instant before which an entry made unconfirmed has lapsed, at `now`. */
export function unconfirmedLapseBefore(now: Date): string {
  return new Date(now.getTime() - WAITLIST_CONFIRM_HOURS * 3_600_000).toISOString();
}

export interface WaitingTraveller {
  id: string;
  participants: number;
  /** When they joined; first come, first offered. */
  createdAt: string;
  /** Set when seats were offered; an offer is made once. */
  offeredAt: string | null;
  holdExpiresAt: string | null;
  /** Confirmed through the link mailed on joining: only then can freed seats be held for them. */
  confirmed: boolean;
}

/** An offer made and not yet expired holds its seats. */
export function holdsSeats(traveller: WaitingTraveller, now: Date): boolean {
  return traveller.holdExpiresAt !== null && traveller.holdExpiresAt > now.toISOString();
}

/** Seats held by live offers. */
export function seatsHeld(waitlist: readonly WaitingTraveller[], now: Date): number {
  return waitlist
    .filter((traveller) => holdsSeats(traveller, now))
    .reduce((sum, traveller) => sum + traveller.participants, 0);
}

/**
 * Whom to offer `freeSeats` seats (seats neither booked nor held): the waiting travellers never
 * offered before who confirmed their email (an unconfirmed entry is skipped, not waited for),
 * first come first served, skipping a party too large for what is left, so a
 * party of four does not keep two free seats from the couple behind it.
 */
export function travellersToOffer(
  waitlist: readonly WaitingTraveller[],
  freeSeats: number,
): WaitingTraveller[] {
  const offers: WaitingTraveller[] = [];
  let left = freeSeats;
  const waiting = waitlist
    .filter((traveller) => traveller.offeredAt === null && traveller.confirmed)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const traveller of waiting) {
    if (left === 0) break;
    if (traveller.participants <= left) {
      offers.push(traveller);
      left -= traveller.participants;
    }
  }
  return offers;
}

/** When an offer made at `now` stops holding its seats. */
export function holdExpiry(now: Date): string {
  return new Date(now.getTime() + WAITLIST_HOLD_HOURS * 3_600_000).toISOString();
}

/** The page a waitlist confirmation link opens (its token is a secret: the request log redacts it). */
export function waitlistConfirmPath(token: string): string {
  return `/waitlist/confirm/${token}`;
}
