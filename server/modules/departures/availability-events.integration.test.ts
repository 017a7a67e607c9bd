import { Hono } from "hono";
import { expect, it } from "vitest";
import { trips } from "../../../content/trips";
import { addDays, businessDay } from "../../../domain/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { withServerSubscriptions } from "../../../tests/support/subscriptions";
import { pageCache } from "../../platform/http/page-cache";
import { securityHeaders, type NonceVariables } from "../../platform/http/security-headers";
import { transitionBooking } from "../bookings/workflow";
import { createBookingRequest } from "../bookings/create-booking";
import { scheduleDepartures, upcomingDepartures, updateDeparture } from "./departures";

// Decision 0023: a departure's seats and status show on cached pages (decision 0008), so a
// booking, its confirmation and a departure edit make this process render them again at once
// rather than up to 30 s later.
const today = businessDay(new Date());
// The page cache forgets through its subscriptions, as in the server.
withServerSubscriptions();

/** A cached site that counts its renders, as the page cache serves signed-out visitors. */
function cachedSite() {
  let renders = 0;
  const app = new Hono<{ Variables: NonceVariables }>();
  app.use(securityHeaders({ production: true }));
  app.all("*", pageCache({ ttlMs: 30_000, maxEntries: 10 }), (c) => {
    renders += 1;
    return c.html(`<p>render ${renders}</p><script nonce="${c.get("nonce")}"></script>`);
  });
  return {
    renders: () => renders,
    visit: async () => (await app.request("/itinerary/point-lenana")).text(),
  };
}

describeOnEachDatabase("cached pages after seats change on %s", (t) => {
  it("a booking, its confirmation and a departure edit each render the trip page again", async () => {
    const site = cachedSite();
    await site.visit();
    await site.visit();
    expect(site.renders()).toBe(1);

    await scheduleDepartures(t.db, trips, today); // new departures: pages render again
    await site.visit();
    expect(site.renders()).toBe(2);

    const outcome = await createBookingRequest(
      t.db,
      {
        clientName: "Amina",
        clientEmail: "amina@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: addDays(today, 40),
        numberOfParticipants: 2,
      },
      { userId: null, idempotencyKey: null },
    );
    expect(outcome.kind).toBe("created");
    await site.visit();
    expect(site.renders()).toBe(3);

    if (outcome.kind !== "created") return;
    const confirmed = await transitionBooking(t.db, {
      bookingId: outcome.booking.id,
      to: "confirmed",
      note: null,
      actor: { id: "operator", email: "operator@example.com" },
    });
    expect(confirmed.ok).toBe(true);
    await site.visit();
    expect(site.renders()).toBe(4);

    const [departure] = await upcomingDepartures(t.db, "point-lenana", today, 1);
    await updateDeparture(
      t.db,
      departure!.id,
      departure!.version,
      { notes: "Bring gaiters" },
      today,
    );
    await site.visit();
    await site.visit();
    expect(site.renders()).toBe(5);
  });
});
