import { kenyanTime, nairobiWallClock } from "../calendar";

/**
 * What the admin says about a pending booking's seats (decision 0055): a held booking keeps its
 * seats until its deposit hold ends; a request left unanswered too long has given them back and
 * takes them again only if they are still free when confirmed.
 */
export type SeatHoldFlag =
  | { kind: "held"; sentence: string; short: string }
  | { kind: "released"; sentence: string; short: string };

export function seatHoldFlag(booking: {
  booking_status: string;
  created_at: string;
  hold_expires_at: string | null;
  seats_released_at: string | null;
}): SeatHoldFlag | null {
  if (booking.booking_status !== "pending") return null;
  if (booking.hold_expires_at) {
    const time = nairobiWallClock(new Date(booking.hold_expires_at)).toISOString().slice(11, 16);
    return {
      kind: "held",
      sentence: `Held for its deposit until ${kenyanTime(booking.hold_expires_at)}. If the deposit is not paid by then, the booking is cancelled and its seats freed.`,
      short: `Held until ${time} (Kenyan time)`,
    };
  }
  if (booking.seats_released_at) {
    const hours = Math.floor(
      (new Date(booking.seats_released_at).getTime() - new Date(booking.created_at).getTime()) /
        3_600_000,
    );
    return {
      kind: "released",
      sentence: `Seats released: unanswered for ${hours} hours, on ${kenyanTime(booking.seats_released_at)}. Confirming takes the seats again if they are still free.`,
      short: "Seats released",
    };
  }
  return null;
}
