import {
  runningText,
  travellersNeeded,
  departureStatus,
  departureStatusLabels,
  offerAvailability,
  seatsLeftText,
  type DepartureState,
  type DepartureStatus,
} from "./departures";
import { monthsAhead, monthTitle, monthWeeks, shiftMonth } from "./month-grid";

/**
 * What a traveller sees of a trip's departures (issue 15, decision 0023): the next dates with
 * their seats, status and price, and the month view. Pure: the departures, their prices and
 * "today" are parameters; the links follow the booking panel's contract (`?departure=<id>#book`)
 * and the waitlist's (`?waitlist=<id>#waitlist`).
 */

/** How many departures the list shows before the month view takes over. */
export const NEXT_DEPARTURES_SHOWN = 6;

/** The booking panel's anchor (app/features/booking/booking-panel.tsx BOOKING_PANEL_ID). */
const BOOK_ANCHOR = "book";
/** The waitlist form's anchor on the trip page. */
export const WAITLIST_ANCHOR = "waitlist";
/** The dates section's anchor: the month view's links return to it. */
export const DATES_ANCHOR = "dates";

export interface TripDeparture {
  id: string;
  date: string;
  status: DepartureStatus;
  /** "Open", "Limited", "Guaranteed", "Full", "Closed", "Cancelled". */
  statusLabel: string;
  /** "2 seats left" at 4 or fewer, else null. */
  seatsLeftText: string | null;
  /** Per person for the trip's smallest party and cheapest option on this date; null: not quoted. */
  perPerson: number | null;
  /** Where the date leads: the booking panel with the departure, its waitlist, or nowhere. */
  link: { kind: "book" | "waitlist"; href: string } | null;
  availability: ReturnType<typeof offerAvailability>;
}

/** The page that books a departure: the booking panel with the departure chosen. */
export function bookDepartureHref(tripSlug: string, departureId: string): string {
  return `/itinerary/${tripSlug}?departure=${encodeURIComponent(departureId)}#${BOOK_ANCHOR}`;
}

/** The page with a full departure's waitlist form. */
export function waitlistHref(tripSlug: string, departureId: string): string {
  return `/itinerary/${tripSlug}?waitlist=${encodeURIComponent(departureId)}#${WAITLIST_ANCHOR}`;
}

/** The trip page showing one month of departures (a GET link: no JavaScript needed). */
export function monthHref(tripSlug: string, month: string): string {
  return `/itinerary/${tripSlug}?month=${month}#${DATES_ANCHOR}`;
}

/** A departure as the trip page lists it. */
export function tripDeparture(
  tripSlug: string,
  departure: { id: string; state: DepartureState },
  perPerson: number | null,
  today: string,
): TripDeparture {
  const status = departureStatus(departure.state, today);
  const onSale = status === "open" || status === "limited" || status === "guaranteed";
  return {
    id: departure.id,
    date: departure.state.date,
    status,
    statusLabel: departureStatusLabels[status],
    seatsLeftText: onSale ? seatsLeftText(departure.state) : null,
    perPerson: onSale ? perPerson : null,
    link: onSale
      ? { kind: "book", href: bookDepartureHref(tripSlug, departure.id) }
      : status === "full"
        ? { kind: "waitlist", href: waitlistHref(tripSlug, departure.id) }
        : null,
    availability: offerAvailability(departure.state, today),
  };
}

/**
 * The list's departures: the next ones a traveller can book or wait for (past the cut-off,
 * closed and cancelled dates are left to the month view), soonest first.
 */
export function nextDepartures(
  departures: readonly TripDeparture[],
  count = NEXT_DEPARTURES_SHOWN,
): TripDeparture[] {
  return departures.filter((departure) => departure.link !== null).slice(0, count);
}

export interface MonthView {
  month: string;
  /** "January 2027". */
  title: string;
  previous: string | null;
  next: string | null;
  /** Rows of seven days, Monday first; null outside the month. */
  weeks: Array<Array<{ date: string; day: number; departure: TripDeparture | null } | null>>;
}

/**
 * The month the view opens on: the one asked for when the view offers it, else the month of the
 * next departure a traveller can book or wait for, else this month.
 */
export function openingMonth(
  asked: string | null,
  departures: readonly TripDeparture[],
  today: string,
): string {
  if (asked) return asked;
  const offered = monthsAhead(today);
  const next = departures.find((departure) => departure.link !== null);
  const month = next?.date.slice(0, 7);
  return month && offered.includes(month) ? month : offered[0]!;
}

/** One month of the next twelve as a calendar, each departure on its day. */
export function monthView(
  month: string,
  departures: readonly TripDeparture[],
  today: string,
): MonthView {
  const offered = monthsAhead(today);
  const byDate = new Map(departures.map((departure) => [departure.date, departure]));
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    title: monthTitle(month),
    previous: offered.includes(previous) ? previous : null,
    next: offered.includes(next) ? next : null,
    weeks: monthWeeks(month).map((week) =>
      week.map((date) =>
        date
          ? {
              date,
              day: Number(date.slice(8, 10)),
              departure: date >= today ? (byDate.get(date) ?? null) : null,
            }
          : null,
      ),
    ),
  };
}

/**
 * The listing card's next departure: the first one on sale (Open, Limited or Guaranteed), with
 * its status, or null when the trip has none ("Next departure: Sat Jan 9 · Guaranteed").
 */
export function nextOnSale<T extends { state: DepartureState }>(
  departures: readonly T[],
  today: string,
): { departure: T; status: DepartureStatus } | null {
  for (const departure of departures) {
    const status = departureStatus(departure.state, today);
    if (status === "open" || status === "limited" || status === "guaranteed")
      return { departure, status };
  }
  return null;
}

/**
 * The dashboard's line for a booking on a departure: "Guaranteed" or "Needs 2 more travellers to
 * run" while the trip is ahead and the booking holds seats; the cancellation when the operator
 * cancelled the departure; null otherwise (a past trip, a cancelled or completed booking).
 *
 * The traveller's own party counts: a confirmed one is among the departure's confirmed seats (and
 * never fewer); a pending one is not confirmed yet (decision 0040: requests do not make a trip
 * run), so its line says how many travellers are needed besides the party once it is confirmed,
 * rather than asking the traveller for travellers who are their own party.
 */
export function bookingDepartureLine(
  departure: DepartureState,
  booking: { status: string; participants: number },
  today: string,
): string | null {
  if (booking.status !== "pending" && booking.status !== "confirmed") return null;
  if (departure.date < today) return null;
  if (departure.cancelled)
    return "This departure has been cancelled: we will write to you with your options.";
  const party = Math.max(0, booking.participants);
  if (booking.status === "confirmed")
    return runningText({
      ...departure,
      seatsConfirmed: Math.max(departure.seatsConfirmed, party),
    });
  // Others' confirmed seats already make it run: it runs whatever happens to this request.
  if (travellersNeeded(departure) === 0) return "Guaranteed";
  const needed = travellersNeeded({
    ...departure,
    seatsConfirmed: departure.seatsConfirmed + party,
  });
  if (needed === 0) return "Runs once your booking is confirmed";
  return `Needs ${needed} more ${needed === 1 ? "traveller" : "travellers"} besides your party to run, once your booking is confirmed`;
}
