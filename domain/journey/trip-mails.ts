import { addDays } from "../calendar";

/**
 * The traveller's journey mails (issue 17, decision 0032): 30 days before the trip (the eTA, what
 * to pack, the balance), 3 days before (meeting point and time, the guide) and the day after it
 * ends (thanks, and the review request). Pure: today is a parameter.
 *
 * Each mail has a window of days. A scheduler that missed a day (a restart, a deploy) sends the
 * mail late within its window, never after it; the windows do not overlap, so at most one mail
 * is due on any day. A booking made after a window opened never gets that mail: a booking made
 * 5 days before its trip gets the 3-days-before and after-trip mails, never a "30 days before"
 * one. Each is sent once per booking and kind (the scheduler records what it sent).
 */
export const tripMailKinds = ["30-days-before", "3-days-before", "after-trip"] as const;
export type TripMailKind = (typeof tripMailKinds)[number];

/** The first and last day (inclusive, yyyy-mm-dd) a mail may go out. */
export interface TripMailWindow {
  opens: string;
  closes: string;
}

/**
 * The windows of a trip from `startDate` to `endDate` (its last day). 30 days before: until 8
 * days before (at most a week late, so never on the doorstep of the trip). 3 days before: until
 * the day before departure. After the trip: the day after it ends, for a week.
 */
export function tripMailWindows(
  startDate: string,
  endDate: string,
): Record<TripMailKind, TripMailWindow> {
  return {
    "30-days-before": { opens: addDays(startDate, -30), closes: addDays(startDate, -8) },
    "3-days-before": { opens: addDays(startDate, -3), closes: addDays(startDate, -1) },
    "after-trip": { opens: addDays(endDate, 1), closes: addDays(endDate, 7) },
  };
}

/** The trip's last day: a trip of `durationDays` days starting on `startDate` (at least one day). */
export function tripEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, Math.max(1, Math.floor(durationDays)) - 1);
}

export interface TripMailBooking {
  /** The booking's status now. */
  status: string;
  /** yyyy-mm-dd: the trip's first and last day. */
  startDate: string;
  endDate: string;
  /** yyyy-mm-dd: the day the traveller sent the booking. */
  bookedOn: string;
}

/**
 * The journey mail due today for a booking, or null. Only confirmed bookings are written to before
 * the trip; after it, confirmed and completed ones (the operator may mark it completed first).
 * Pending, declined and cancelled bookings get nothing.
 */
export function tripMailDue(booking: TripMailBooking, today: string): TripMailKind | null {
  const windows = tripMailWindows(booking.startDate, booking.endDate);
  for (const kind of tripMailKinds) {
    const { opens, closes } = windows[kind];
    if (today < opens || today > closes) continue;
    if (booking.bookedOn > opens) return null;
    const statuses = kind === "after-trip" ? ["confirmed", "completed"] : ["confirmed"];
    return statuses.includes(booking.status) ? kind : null;
  }
  return null;
}

/**
 * Whether a traveller may review the booking today: once the trip's last day has passed, for a
 * confirmed or completed booking (the after-trip mail asks before the operator may have marked it
 * completed), never for a pending or cancelled one.
 */
export function reviewOpen(booking: { status: string; endDate: string }, today: string): boolean {
  if (booking.status === "completed") return true;
  return booking.status === "confirmed" && today > booking.endDate;
}
