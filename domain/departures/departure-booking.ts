import {
  departureStatus,
  departureStatusLabels,
  seatsLeft,
  seatsLeftText,
  type DepartureState,
  type DepartureStatus,
} from "./departures";
import { canBeRecordId } from "../record-id";

/**
 * Booking a departure (issue 15): which departure a booking panel, checkout, cart line or API
 * request names, the departures the panel offers, and the rules a booking on one follows (a
 * waitlist hold link, confirmation at once on a guaranteed departure). Pure: the clock is a
 * parameter.
 */

/** The query parameter naming the departure: the trip page's dates link `?departure=<id>#book`. */
export const DEPARTURE_PARAM = "departure";
/** The waitlist offer's link carries its token here: `?departure=<id>&hold=<token>#book`. */
export const HOLD_PARAM = "hold";
/** The panel's "Request a private date" choice: the free date instead of a departure. */
export const PRIVATE_DATE = "private";

/** A hold token: 32 random bytes, base64url. */
const holdTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Departure ids are the server's UUIDs; anything else names no departure. */
export function isDepartureId(value: string): boolean {
  return canBeRecordId(value);
}

export function isHoldToken(value: string): boolean {
  return holdTokenPattern.test(value);
}

/** What the panel's departure field says: a departure, the private date, or nothing chosen yet. */
export type DepartureChoice =
  { kind: "departure"; id: string } | { kind: "private" } | { kind: "none" } | { kind: "invalid" };

/**
 * Reads `?departure=` (and, for a trip with departures, whether a free `?date=` was asked for).
 * Without the parameter a query with a date is a private-date request (the links of the time
 * before departures keep working), and a query without one has chosen nothing yet.
 */
export function parseDepartureChoice(query: URLSearchParams): DepartureChoice {
  const value = query.get(DEPARTURE_PARAM);
  if (value === null || value === "")
    return query.get("date") ? { kind: "private" } : { kind: "none" };
  if (value === PRIVATE_DATE) return { kind: "private" };
  if (!isDepartureId(value)) return { kind: "invalid" };
  return { kind: "departure", id: value };
}

/** A departure as the booking panel offers it: "Sat, Jan 9, 2027 · Guaranteed · 2 seats left". */
export interface DepartureOption {
  id: string;
  date: string;
  status: DepartureStatus;
  statusLabel: string;
  /** "2 seats left" at 4 or fewer, else null (departures.ts seatsLeftText). */
  seatsLeftText: string | null;
  seatsLeft: number;
  /** On sale with at least one seat: the panel offers only these (and the one already chosen). */
  bookable: boolean;
}

export function departureOption(
  departure: { id: string; state: DepartureState },
  today: string,
): DepartureOption {
  const { state } = departure;
  const status = departureStatus(state, today);
  return {
    id: departure.id,
    date: state.date,
    status,
    statusLabel: departureStatusLabels[status],
    seatsLeftText: seatsLeftText(state),
    seatsLeft: seatsLeft(state),
    bookable: status === "open" || status === "limited" || status === "guaranteed",
  };
}

/** The departure part of a booking panel (null on a trip without departures). */
export interface DeparturePanel {
  /** The departures offered, soonest first (panelDepartures). */
  options: DepartureOption[];
  choice: "departure" | "private" | "none";
  /** The departure chosen, as this traveller can book it (their own hold's seats count as free). */
  chosen: DepartureOption | null;
  /** A waitlist offer's hold the traveller came with: booked through the hold link. */
  hold: { token: string; participants: number; until: string } | null;
  /** Why the chosen departure cannot be booked as asked, one sentence; null when it can. */
  problem: string | null;
}

/** How many upcoming departures the panel lists (the trip page's dates section shows the year). */
export const PANEL_DEPARTURES = 6;

/**
 * The departures the panel offers: the next bookable ones, soonest first, plus the one the
 * traveller chose (from the dates section, perhaps months ahead or full) where it is not among them.
 */
export function panelDepartures(
  options: readonly DepartureOption[],
  chosenId: string | null,
  limit = PANEL_DEPARTURES,
): DepartureOption[] {
  const shown = options.filter((option) => option.bookable).slice(0, limit);
  const chosen = chosenId ? options.find((option) => option.id === chosenId) : undefined;
  if (chosen && !shown.includes(chosen))
    return [...shown, chosen].sort((a, b) => a.date.localeCompare(b.date));
  return shown;
}

/** A waitlist offer as the hold link finds it. */
export interface HeldOffer {
  departureId: string;
  holdExpiresAt: string | null;
  usedAt: string | null;
}

/**
 * Why a waitlist hold link cannot be used to book `departureId` at `now`, as a sentence for the
 * traveller, or null when it holds seats for them. An unknown token and another departure's
 * token are refused alike in substance: the link gives nobody else's seats.
 */
export function holdRefusal(
  offer: HeldOffer | undefined,
  departureId: string,
  now: Date,
): string | null {
  if (!offer)
    return "This waitlist link is not valid. Book the seats that are free, or join the waitlist again.";
  if (offer.departureId !== departureId) return "This waitlist link is for another departure.";
  if (offer.usedAt !== null) return "This waitlist link has already been used to book.";
  if (offer.holdExpiresAt === null || offer.holdExpiresAt <= now.toISOString())
    return "This waitlist link has expired: its seats were held for 24 hours. Book the seats that are free, or join the waitlist again.";
  return null;
}

/** The booking panel with a departure chosen, and the hold of a waitlist offer where there is one. */
export function departureBookingPath(
  tripSlug: string,
  departureId: string,
  holdToken?: string,
): string {
  const query = new URLSearchParams({ [DEPARTURE_PARAM]: departureId });
  if (holdToken) query.set(HOLD_PARAM, holdToken);
  return `/itinerary/${tripSlug}?${query.toString()}#book`;
}

/** The query parameter and anchor of a full departure's waitlist form on the trip page. */
export const WAITLIST_PARAM = "waitlist";
export const WAITLIST_ANCHOR = "waitlist";

/** The trip page with a departure's waitlist form: `/itinerary/<slug>?waitlist=<id>#waitlist`. */
export function waitlistPath(tripSlug: string, departureId: string): string {
  return `/itinerary/${tripSlug}?${WAITLIST_PARAM}=${encodeURIComponent(departureId)}#${WAITLIST_ANCHOR}`;
}
