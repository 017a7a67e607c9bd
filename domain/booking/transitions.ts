/**
 * The operator's booking workflow. A request starts `pending`; the operator confirms or cancels
 * it; a confirmed trip is later completed (it happened) or cancelled. Nothing else moves.
 */
export const bookingStatusList = ["pending", "confirmed", "cancelled", "completed"] as const;
export type BookingStatusName = (typeof bookingStatusList)[number];

/** Each status and the statuses the operator may move it to. */
export const allowedTransitions: Readonly<Record<BookingStatusName, readonly BookingStatusName[]>> =
  {
    pending: ["confirmed", "cancelled"],
    confirmed: ["completed", "cancelled"],
    cancelled: [],
    completed: [],
  };

export function isBookingStatus(value: unknown): value is BookingStatusName {
  return typeof value === "string" && (bookingStatusList as readonly string[]).includes(value);
}

export type TransitionCheck =
  { ok: true; from: BookingStatusName; to: BookingStatusName } | { ok: false; error: string };

/** May a booking in status `from` move to `to`? A refusal says why, in one sentence. */
export function checkTransition(from: string, to: string): TransitionCheck {
  if (!isBookingStatus(to))
    return {
      ok: false,
      error: `"${to}" is not a booking status; use one of ${bookingStatusList.join(", ")}.`,
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
export function nextStatuses(from: string): readonly BookingStatusName[] {
  return isBookingStatus(from) ? allowedTransitions[from] : [];
}

/** The verb on each transition button. */
export const transitionLabels: Record<BookingStatusName, string> = {
  pending: "Mark pending",
  confirmed: "Confirm booking",
  cancelled: "Cancel booking",
  completed: "Mark completed",
};
