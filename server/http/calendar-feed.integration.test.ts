import { Hono } from "hono";
import { expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";

// A private data directory for this file, chosen before the server modules read the environment.
usePrivateAppDatabase("calendar-feed");

const { calendarFeed } = await import("./calendar-feed");
const { getDb } = await import("../platform/db");
const { trips } = await import("../../content/trips");
const { authSecret } = await import("../platform/secret");
const { scheduleDepartures, upcomingDepartures } = await import("../modules/departures/departures");
const { departuresCalendarPath, departuresCalendarToken } =
  await import("../modules/departures/calendar");
const { insertBooking } = await import("../modules/bookings/store");
const { addDays, businessDay } = await import("../../domain/calendar");

const app = new Hono().route("/", calendarFeed);

it("serves the departures to a calendar app at the secret address only", async () => {
  const today = businessDay(new Date());
  await scheduleDepartures(getDb().db, trips, today);
  const lenana = (await upcomingDepartures(getDb().db, "point-lenana", addDays(today, 14), 1))[0]!;
  await insertBooking(getDb().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: lenana.date,
    numberOfParticipants: 3,
    totalPrice: 2550,
    clientEmail: "calendar@example.com",
    clientName: "Calendar Check",
    tripSlug: "point-lenana",
    departureId: lenana.id,
    // Confirmed: only confirmed travellers make a departure Guaranteed (decision 0040).
    status: "confirmed",
  });

  const response = await app.request(departuresCalendarPath(departuresCalendarToken(authSecret())));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const feed = await response.text();
  expect(feed).toMatch(/^BEGIN:VCALENDAR\r\n/);
  // The Lenana departure: an all-day event over its five days, with the head-count and status.
  const compact = lenana.date.replaceAll("-", "");
  const event = feed.split("BEGIN:VEVENT").find((block) => block.includes(`${lenana.id}@`))!;
  expect(event).toContain(`DTSTART;VALUE=DATE:${compact}`);
  expect(event).toContain(`DTEND;VALUE=DATE:${addDays(lenana.date, 5).replaceAll("-", "")}`);
  expect(event.replace(/\r\n /g, "")).toContain(
    "SUMMARY:Point Lenana Summit: 3/8 booked (Guaranteed)",
  );
  expect(event.replace(/\r\n /g, "")).toContain(
    "3 of 8 seats booked (pending and confirmed)\\, 3 confirmed.",
  );
  expect(feed.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(500);

  for (const path of [
    "/calendar/departures-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
    "/calendar/departures.ics",
    "/calendar/anything",
  ]) {
    const refused = await app.request(path);
    expect(refused.status, path).toBe(404);
    expect(await refused.text()).not.toContain("VCALENDAR");
  }
});

it("moves to a new address when its own secret is set or rotated, and signs no one out (issue 26 item 8)", async () => {
  const { calendarFeedAt } = await import("./calendar-feed");
  const { calendarFeedKey } = await import("../platform/secret");
  const sessionKey = authSecret();
  const feed = (secret?: string) =>
    new Hono().route(
      "/",
      calendarFeedAt(() => calendarFeedKey({ CALENDAR_FEED_SECRET: secret })),
    );
  const address = (secret?: string) =>
    departuresCalendarPath(
      departuresCalendarToken(calendarFeedKey({ CALENDAR_FEED_SECRET: secret })),
    );
  const first = "feed-secret-one-at-least-32-characters-long";
  const second = "feed-secret-two-at-least-32-characters-long";

  // Unset: the address subscribed to before the setting existed keeps working.
  expect((await feed().request(address())).status).toBe(200);
  // Set, then rotated: each time the old address is gone and only the new one answers.
  expect((await feed(first).request(address())).status).toBe(404);
  expect((await feed(first).request(address(first))).status).toBe(200);
  expect((await feed(second).request(address(first))).status).toBe(404);
  expect((await feed(second).request(address(second))).status).toBe(200);
  // Sessions and signed links keep their key: nobody is signed out by a rotation.
  expect(authSecret()).toBe(sessionKey);
  expect(calendarFeedKey({ CALENDAR_FEED_SECRET: second })).not.toBe(sessionKey);
});
