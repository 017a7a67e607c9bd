import { Hono } from "hono";
import { publishedTrips } from "../modules/catalogue";
import { siteContacts } from "../platform/config";
import { getDb } from "../platform/db";
import { calendarFeedKey } from "../platform/secret";
import { departuresCalendar, isDeparturesCalendarToken } from "../modules/departures";
import { businessToday } from "../platform/clock";

const FEED_FILE = /^departures-([A-Za-z0-9_-]{32})\.ics$/;

/**
 * GET /calendar/departures-<secret>.ics: the departures feed for the team's calendar apps.
 * A wrong or missing secret is a plain 404, the same answer as any address that does not exist.
 */
export const calendarFeed = calendarFeedAt(() => calendarFeedKey());

/** The feed, its address derived from `key()` (calendarFeedKey; a test gives its own). */
export function calendarFeedAt(key: () => string) {
  return new Hono().get("/calendar/:file", async (c) => {
    const token = FEED_FILE.exec(c.req.param("file"))?.[1];
    if (!token || !isDeparturesCalendarToken(token, key()))
      return c.text("There is no calendar at this address.", 404);
    const body = await departuresCalendar(getDb().db, publishedTrips(), {
      today: businessToday(),
      siteUrl: siteContacts().siteUrl,
    });
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  });
}
