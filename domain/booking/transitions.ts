/**
 * The operator's booking workflow. A request starts `pending`; the operator confirms or cancels
 * it; a confirmed trip is later completed (it happened) or cancelled. Nothing else moves.
 */
import { bookingStatuses, isBookingStatus, type BookingStatus } from "./booking-status";

/** Each status and the statuses the operator may move it to. */
export const allowedTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};

export type TransitionCheck =
  { ok: true; from: BookingStatus; to: BookingStatus } | { ok: false; error: string };

/** May a booking in status `from` move to `to`? A refusal says why, in one sentence. */
export function checkTransition(from: string, to: string): TransitionCheck {
  if (!isBookingStatus(to))
    return {
      ok: false,
      error: `"${to}" is not a booking status; use one of ${bookingStatuses.join(", ")}.`,
    };
  if (!isBookingStatus(from))
    return {
      ok: false,
      error: `This booking has an unknown status "${from}", so it cannot be changed here.`,
    };
  if (from === to) return { ok: false, error: `This booking is already ${from}.` };
  if (allowedTransitions[from].includes(to)) return { ok: true, from, to };
  const next = allowedTransitions[from];
  const options = next.length
    ? ` A ${from} booking can only be ${next.join(" or ")}.`
    : ` A ${from} booking is final and cannot change any more.`;
  return { ok: false, error: `A ${from} booking cannot be marked ${to}.${options}` };
}

/** The buttons the operator sees for a booking in this status. */
export function nextStatuses(from: string): readonly BookingStatus[] {
  return isBookingStatus(from) ? allowedTransitions[from] : [];
}

/** The verb on each transition button. */
export const transitionLabels: Record<BookingStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm booking",
  cancelled: "Cancel booking",
  completed: "Mark completed",
};
