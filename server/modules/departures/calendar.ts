import { createHmac } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import type { Kysely } from "kysely";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { addDays } from "../../../domain/calendar";
import { departureStatusLabels, runningText } from "../../../domain/departures/departures";
import { sameSecret } from "../../platform/signed-token";
import type { Database } from "../../platform/db/schema";
import { departuresBetween, tripDurationDays, type DepartureView } from "./departures";

/**
 * The operator's departures as an iCalendar feed (issue 15), so the team sees them in the
 * calendar app they already use. The feed's address carries a secret: calendar apps cannot sign
 * in, and the feed names guides and head-counts. The secret is derived from the key
 * calendarFeedKey (server/auth) gives: CALENDAR_FEED_SECRET, so the address can be changed on its own (a leaked
 * address is moved without signing anyone out), or AUTH_SECRET where it is unset. Its own HMAC
 * input, not signed-token.ts's `purpose:value`: teams have subscribed to this address, which must
 * not move unless the operator moves it.
 */
export function departuresCalendarToken(key: string): string {
  return createHmac("sha256", key)
    .update("departures-calendar-v1")
    .digest("base64url")
    .slice(0, 32);
}

export function isDeparturesCalendarToken(candidate: string, key: string): boolean {
  return sameSecret(candidate, departuresCalendarToken(key));
}

export const departuresCalendarPath = (token: string) => `/calendar/departures-${token}.ics`;

/** Departures from a month ago to a year ahead; cancelled ones stay, marked, so calendars update. */
export async function departuresCalendar(
  db: Kysely<Database>,
  trips: readonly Trip[],
  options: { today: string; siteUrl: string },
): Promise<string> {
  const departures = await departuresBetween(
    db,
    addDays(options.today, -31),
    addDays(options.today, 366),
    options.today,
  );
  const tripsBySlug = new Map(trips.map((trip) => [trip.slug, trip]));
  const calendar = ical({
    name: "Kilele Expeditions departures",
    prodId: { company: "Kilele Expeditions", product: "departures", language: "EN" },
    ttl: 60 * 60,
  });
  for (const departure of departures) {
    const trip = tripsBySlug.get(departure.tripSlug);
    if (!trip) continue;
    calendar.createEvent({
      id: `${departure.id}@kilele-expeditions`,
      allDay: true,
      start: utcMidnight(departure.date),
      // All-day events end on the day after their last day (RFC 5545: DTEND is exclusive).
      end: utcMidnight(addDays(departure.date, tripDurationDays(trip))),
      summary: `${trip.title}: ${departure.seatsTaken}/${departure.seats} booked (${departureStatusLabels[departure.status]})`,
      description: eventDescription(departure),
      status:
        departure.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: departure.version,
      url: `${options.siteUrl}/admin/departures?month=${departure.date.slice(0, 7)}`,
    });
  }
  return calendar.toString();
}

function eventDescription(departure: DepartureView): string {
  return [
    `${departure.seatsTaken} of ${departure.seats} seats booked (pending and confirmed), ${departure.seatsConfirmed} confirmed.`,
    runningText(departure),
    departure.guide ? `Guide: ${departure.guide}` : "No guide assigned yet.",
    departure.notes ? `Notes: ${departure.notes}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
