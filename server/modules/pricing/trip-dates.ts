import type { Kysely } from "kysely";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { addDays } from "../../../domain/calendar";
import {
  bookingDepartureLine,
  monthView,
  nextDepartures,
  nextOnSale,
  openingMonth,
  tripDeparture,
  type MonthView,
  type TripDeparture,
} from "../../../domain/departures/trip-dates";
import { departureStatusLabels } from "../../../domain/departures/departures";
import type { Database } from "../../platform/db/schema";
import { departuresByIds, departuresOfTrips, upcomingDepartures } from "../departures";
import { quotesOnDates } from "./quotes";

/**
 * What travellers see of departures (issue 15, decision 0023): the trip page's dates, month view
 * and offers, the listing cards' next departure and the dashboard's status lines. Prices come
 * from the one quote service (quotes.ts), so a date's price here is the booking panel's.
 */

/** A year of departures: enough for twice-weekly trips through the month view's twelve months. */
const YEAR_OF_DEPARTURES = 400;

export interface TripDates {
  /** The next departures a traveller can book or wait for. */
  next: TripDeparture[];
  /** The month view, on the asked month or the next departure's. */
  month: MonthView;
  /** Every departure still to come in the next twelve months that is not cancelled (JSON-LD). */
  offers: TripDeparture[];
}

/**
 * A trip's dates for its page, or null when it has no departure to book or wait for (the page then
 * shows the private-date request only). `month` is an already-checked `?month=` or null.
 */
export async function tripDatesOf(
  db: Kysely<Database>,
  trip: Trip,
  { today, month }: { today: string; month: string | null },
): Promise<TripDates | null> {
  const rows = await upcomingDepartures(db, trip.slug, today, YEAR_OF_DEPARTURES);
  if (rows.length === 0) return null;
  const quotes = await quotesOnDates(
    db,
    trip,
    rows.map((row) => row.date),
  );
  const departures = rows.map((row) =>
    tripDeparture(trip.slug, row, quotes.get(row.date)?.perPerson ?? null, today),
  );
  const next = nextDepartures(departures);
  if (next.length === 0) return null;
  return {
    next,
    month: monthView(openingMonth(month, departures, today), departures, today),
    offers: departures.filter((departure) => departure.status !== "cancelled"),
  };
}

/** The listing cards' line: a trip's next departure on sale. */
export interface NextDeparture {
  date: string;
  statusLabel: string;
}

/** How far ahead a card looks for its next departure on sale. */
const CARD_HORIZON_DAYS = 120;

/**
 * Each trip's next departure on sale, by slug, from one query for all the cards of a listing
 * (trips without one are absent).
 */
export async function nextDeparturesOf(
  db: Kysely<Database>,
  tripSlugs: readonly string[],
  today: string,
): Promise<Map<string, NextDeparture>> {
  const rows = await departuresOfTrips(
    db,
    tripSlugs,
    { from: today, until: addDays(today, CARD_HORIZON_DAYS) },
    today,
  );
  const next = new Map<string, NextDeparture>();
  for (const slug of tripSlugs) {
    const found = nextOnSale(
      rows.filter((row) => row.tripSlug === slug),
      today,
    );
    if (found)
      next.set(slug, {
        date: found.departure.date,
        statusLabel: departureStatusLabels[found.status],
      });
  }
  return next;
}

/**
 * The dashboard's departure line of each booking that names a departure, by booking id, from one
 * query ("Guaranteed", "Needs 2 more travellers to run").
 */
export async function departureLinesFor(
  db: Kysely<Database>,
  bookings: ReadonlyArray<{
    id: string;
    departure_id: string | null;
    booking_status: string;
    booking_date: string;
    number_of_participants: number;
  }>,
  today: string,
): Promise<Map<string, string>> {
  const onDepartures = bookings.filter((booking) => booking.departure_id !== null);
  if (onDepartures.length === 0) return new Map();
  const dates = onDepartures.map((booking) => booking.booking_date).sort();
  const departures = await departuresByIds(
    db,
    [...new Set(onDepartures.map((booking) => booking.departure_id!))],
    today,
    { from: dates[0], until: dates.at(-1) },
  );
  const byId = new Map(departures.map((departure) => [departure.id, departure]));
  const lines = new Map<string, string>();
  for (const booking of onDepartures) {
    const departure = byId.get(booking.departure_id!);
    const line = departure
      ? bookingDepartureLine(
          departure.state,
          { status: booking.booking_status, participants: booking.number_of_participants },
          today,
        )
      : null;
    if (line) lines.set(booking.id, line);
  }
  return lines;
}
