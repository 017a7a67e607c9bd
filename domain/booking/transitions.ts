/**
 * The operator's booking workflow. A request starts `pending`; the operator confirms or cancels
 * it; a confirmed trip is later completed (it happened) or cancelled. Nothing else moves, and a
 * trip cannot be completed before it has taken place.
 */
import { addDays, shortMonthNames } from "../calendar";
import { bookingStatuses, isBookingStatus, type BookingStatus } from "./booking-status";

/** Each status and the statuses the operator may move it to (dates aside: see `checkTransition`). */
export const allowedTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};

/** The booking's travel date and today's date, both `yyyy-mm-dd` (the clock is the caller's). */
export interface TransitionDates {
  travelDate: string;
  today: string;
}

export type TransitionCheck =
  { ok: true; from: BookingStatus; to: BookingStatus } | { ok: false; error: string };

/** '2030-03-06' -> 'Mar 06, 2030', the admin's date format, without the host's locale. */
function readableDate(day: string): string {
  const [year, month, date] = day.split("-");
  const name = shortMonthNames[Number(month) - 1];
  return name && date && year ? `${name} ${date}, ${year}` : day;
}

/**
 * The first day a trip on `travelDate` can be marked completed: the day after it. Before then
 * the trip has not happened (a pending request confirmed by mistake is cancelled, not completed).
 */
export function completableFrom(travelDate: string): string {
  return addDays(travelDate, 1);
}

/** May a booking in status `from` move to `to` today? A refusal says why, in one sentence. */
export function checkTransition(from: string, to: string, dates: TransitionDates): TransitionCheck {
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
  const next = allowedTransitions[from];
  if (!next.includes(to)) {
    const options = next.length
      ? ` A ${from} booking can only be ${next.join(" or ")}.`
      : ` A ${from} booking is final and cannot change any more.`;
    return { ok: false, error: `A ${from} booking cannot be marked ${to}.${options}` };
  }
  const firstDay = completableFrom(dates.travelDate);
  if (to === "completed" && dates.today < firstDay)
    return {
      ok: false,
      error: `This trip is on ${readableDate(dates.travelDate)}; it can be marked completed from ${readableDate(firstDay)}.`,
    };
  return { ok: true, from, to };
}

/** The buttons the operator sees for a booking in this status today. */
export function nextStatuses(from: string, dates: TransitionDates): readonly BookingStatus[] {
  if (!isBookingStatus(from)) return [];
  return allowedTransitions[from].filter((to) => checkTransition(from, to, dates).ok);
}

/** The verb on each transition button. */
export const transitionLabels: Record<BookingStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm booking",
  cancelled: "Cancel booking",
  completed: "Mark completed",
};
