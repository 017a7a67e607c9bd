import { addDays } from "../calendar";

/**
 * Departures (issue 15): fixed dates of a trip with a number of seats and a minimum to run.
 * Pure: the clock ("today") and the seats taken are parameters. Dates are "yyyy-mm-dd" strings
 * (domain/calendar.ts), compared as text.
 */

export const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * A trip's recurring schedule, from which departures are created for a rolling 12 months:
 * every week on some weekdays (Point Lenana every Saturday), or every month on some days of the
 * month (Kilimanjaro on the 1st and 15th).
 */
export type DepartureRule =
  { every: "week"; on: readonly Weekday[] } | { every: "month"; onDays: readonly number[] };

export interface DepartureSchedule {
  rule: DepartureRule;
  /** Seats on each departure (a safari vehicle takes 7, a trek group 8). */
  seats: number;
  /** Confirmed travellers needed for the departure to run (decision 0040). */
  minimumToRun: number;
}

/** How far ahead departures are created and sold. */
export const SCHEDULE_HORIZON_DAYS = 365;

function weekdayOf(day: string): Weekday {
  return weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/**
 * The dates a rule produces from `from` to `until`, both included, in order. A day of the month
 * that a month lacks (the 31st in June) is skipped, not moved: a departure never lands on a date
 * nobody scheduled.
 */
export function scheduledDates(rule: DepartureRule, from: string, until: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) {
    const matches =
      rule.every === "week"
        ? rule.on.includes(weekdayOf(day))
        : rule.onDays.includes(Number(day.slice(8, 10)));
    if (matches) dates.push(day);
  }
  return dates;
}

/** Day trips (one day or less) close sales 2 days before, longer trips 7 (the operator may change it). */
export function defaultSalesCutoffDays(durationDays: number): number {
  return durationDays <= 1 ? 2 : 7;
}

/**
 * The day the operator decides whether a departure that has not reached its minimum runs:
 * 3 days before a day trip, 14 before a longer one.
 */
export function decisionDay(date: string, durationDays: number): string {
  return addDays(date, durationDays <= 1 ? -3 : -14);
}

export type DepartureStatus = "open" | "limited" | "guaranteed" | "full" | "closed" | "cancelled";

export const departureStatusLabels: Record<DepartureStatus, string> = {
  open: "Open",
  limited: "Limited",
  guaranteed: "Guaranteed",
  full: "Full",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** At most this many seats left makes an open departure "Limited". */
export const LIMITED_SEATS = 3;
/** Seats left are shown as a number at this many or fewer ("2 seats left"), else only the status. */
export const SHOW_SEATS_LEFT_AT = 4;

export interface DepartureState {
  date: string;
  seats: number;
  minimumToRun: number;
  /** Participants in pending and confirmed bookings: both hold seats. */
  seatsTaken: number;
  /**
   * Participants in confirmed bookings only: what makes a departure run (decision 0040). A
   * request holds its seats while the operator decides, but anyone can send one, so requests
   * never make a departure Guaranteed.
   */
  seatsConfirmed: number;
  /** Seats offered to waiting travellers and held for them (domain/departures/waitlist.ts). */
  seatsHeld?: number;
  salesCutoffDays: number;
  /** The operator closed sales by hand. */
  salesClosed: boolean;
  cancelled: boolean;
}

/** Seats a new booking can take: neither booked nor held for a waiting traveller. */
export function seatsLeft(
  departure: Pick<DepartureState, "seats" | "seatsTaken" | "seatsHeld">,
): number {
  return Math.max(0, departure.seats - departure.seatsTaken - (departure.seatsHeld ?? 0));
}

/** The last day a departure can be booked. */
export function salesEndDate(departure: Pick<DepartureState, "date" | "salesCutoffDays">): string {
  return addDays(departure.date, -departure.salesCutoffDays);
}

/**
 * One status per departure, the most important first: a cancelled departure is Cancelled
 * whatever its seats; past its cut-off (or closed by hand) it is Closed; then Full (requests
 * hold seats too); then Guaranteed (its confirmed travellers reach the minimum, so it will run:
 * travellers learn that before they learn seats are few, and the seats left are shown beside it
 * as a number); then Limited; otherwise Open.
 */
export function departureStatus(departure: DepartureState, today: string): DepartureStatus {
  if (departure.cancelled) return "cancelled";
  if (departure.salesClosed || today > salesEndDate(departure)) return "closed";
  const left = seatsLeft(departure);
  if (left === 0) return "full";
  if (travellersNeeded(departure) === 0) return "guaranteed";
  if (left <= LIMITED_SEATS) return "limited";
  return "open";
}

/**
 * Confirmed travellers still needed for the departure to run (0 once the operator has confirmed
 * its minimum). Pending requests do not count: the operator has not agreed to them.
 */
export function travellersNeeded(
  departure: Pick<DepartureState, "minimumToRun" | "seatsConfirmed">,
): number {
  return Math.max(0, departure.minimumToRun - departure.seatsConfirmed);
}

/** "2 seats left", "1 seat left"; null when more than SHOW_SEATS_LEFT_AT are left or none. */
export function seatsLeftText(
  departure: Pick<DepartureState, "seats" | "seatsTaken">,
): string | null {
  const left = seatsLeft(departure);
  if (left === 0 || left > SHOW_SEATS_LEFT_AT) return null;
  return `${left} ${left === 1 ? "seat" : "seats"} left`;
}

/** What a traveller reads on the dashboard: "Guaranteed", or "Needs 2 more travellers to run". */
export function runningText(
  departure: Pick<DepartureState, "minimumToRun" | "seatsConfirmed">,
): string {
  const needed = travellersNeeded(departure);
  if (needed === 0) return "Guaranteed";
  return `Needs ${needed} more ${needed === 1 ? "traveller" : "travellers"} to run`;
}

/**
 * Why a booking of `participants` on a departure cannot be taken, as a sentence for the traveller,
 * or null when it can. Checked inside the booking's database transaction with the seats taken as
 * that transaction reads them, so two bookings can never both take the last seat.
 */
export function bookingRefusal(
  departure: DepartureState,
  participants: number,
  today: string,
): string | null {
  if (departure.cancelled) return "This departure has been cancelled.";
  if (departure.date < today) return "This departure is in the past.";
  if (departure.salesClosed || today > salesEndDate(departure))
    return "Sales for this departure have closed.";
  const left = seatsLeft(departure);
  if (left === 0) return "This departure is full";
  if (participants > left)
    return `Only ${left} ${left === 1 ? "seat is" : "seats are"} left on this departure`;
  return null;
}

/**
 * schema.org availability of a departure's Offer in the trip page's JSON-LD: on sale with few
 * seats left (Limited, or Guaranteed with 3 or fewer) is LimitedAvailability; not on sale is
 * SoldOut.
 */
export function offerAvailability(
  departure: DepartureState,
  today: string,
):
  | "https://schema.org/InStock"
  | "https://schema.org/LimitedAvailability"
  | "https://schema.org/SoldOut" {
  const status = departureStatus(departure, today);
  if (status !== "open" && status !== "limited" && status !== "guaranteed")
    return "https://schema.org/SoldOut";
  return seatsLeft(departure) <= LIMITED_SEATS
    ? "https://schema.org/LimitedAvailability"
    : "https://schema.org/InStock";
}
