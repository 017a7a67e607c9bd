import { afterEach, describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

// The operator's "Booking & holds" page (decision 0055): how trips book and how long seats are
// held, each refused field with its sentence and nothing stored, a save with its audit entry.
usePrivateAppDatabase("admin-booking-settings");

const { getDb } = await import("../../../server/platform/db");
const page = await import("./booking-settings.server");
const { adminUserContext } = await import("./layout.server");
const { loadBookingHoldSettings } = await import("../../../server/modules/bookings");
const { replacePaymentProviders } =
  await import("../../../server/modules/payments/providers/index");

const db = () => getDb().db;

function contextOfAdmin() {
  const context = routeContext({ db: db() });
  context.set(adminUserContext, {
    id: "admin-1",
    email: "operator@example.com",
    name: "Operator",
    emailVerified: true,
  });
  return context;
}

async function load() {
  return page.loader({ context: routeContext({ db: db() }) } as unknown as Parameters<
    typeof page.loader
  >[0]);
}

/** Posts the form as the admin, as a browser without JavaScript would. */
async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/booking-settings", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await page.action({
    request,
    params: {},
    context: contextOfAdmin(),
  } as unknown as Parameters<typeof page.action>[0]);
  return { status: result.init?.status ?? 200, ...result.data };
}

const auditEntries = () =>
  db().selectFrom("admin_audit_log").selectAll().where("subject", "=", "booking-holds").execute();

afterEach(() => replacePaymentProviders(undefined));

describe("/admin/booking-settings", () => {
  it("shows the defaults, the trips with departures and whether online payment is set up", async () => {
    replacePaymentProviders({ mpesa: null, card: null });
    const shown = await load();
    expect(shown.values).toMatchObject({
      defaultMode: "request",
      holdMinutes: "30",
      requestReleaseHours: "48",
      depositGraceDays: "7",
      "mode-alpine-lakes": "default",
      "limit-alpine-lakes": "",
    });
    const slugs = shown.trips.map((trip) => trip.slug);
    expect(slugs).toContain("alpine-lakes");
    expect(slugs).toContain("burguret-chogoria");
    // A trip without departures books on request whatever the setting: it is not listed.
    expect(slugs).not.toContain("diani-beach");
    expect(shown.trips.find((trip) => trip.slug === "alpine-lakes")?.seats).toBe(10);
    expect(shown.payments).toEqual({ card: false, mpesa: false });
    expect(shown.trail).toEqual([]);

    replacePaymentProviders({ mpesa: {} as never, card: null });
    expect((await load()).payments).toEqual({ card: false, mpesa: true });
  });

  it("refuses values out of range with a 400, a sentence per field and the values kept; nothing is stored", async () => {
    const fields = {
      ...(await load()).values,
      holdMinutes: "10",
      depositGraceDays: "90",
      "mode-burguret-chogoria": "request",
      "limit-burguret-chogoria": "4",
    };
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.notice.title).toBe("Not saved");
    expect(answer.errors).toEqual({
      holdMinutes: "The checkout hold must be a whole number of minutes from 30 to 1440.",
      depositGraceDays:
        "The grace for an unpaid deposit must be a whole number of days from 1 to 60.",
      "limit-burguret-chogoria":
        "Burguret-Chogoria Traverse: only a trip set to Instant has a limit. Choose Instant or clear the number.",
    });
    expect(answer.values).toEqual(fields);
    expect(await auditEntries()).toEqual([]);
    expect((await loadBookingHoldSettings(db())).holdMinutes).toBe(30);
  });

  it("refuses a field naming a trip without departures, and a post with no fields at all", async () => {
    const forged = await post({ ...(await load()).values, "mode-diani-beach": "instant" });
    expect(forged.status).toBe(400);
    expect(forged.errors.trips).toContain('"diani-beach"');
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.errors).sort()).toEqual([
      "defaultMode",
      "depositGraceDays",
      "holdMinutes",
      "requestReleaseHours",
    ]);
    expect(await auditEntries()).toEqual([]);
  });

  it("saves a trip as instant with a limit, records who changed what, and says so on the page", async () => {
    const fields = {
      ...(await load()).values,
      "mode-alpine-lakes": "instant",
      "limit-alpine-lakes": "4",
      requestReleaseHours: "72",
    };
    const answer = await post(fields);
    expect(answer.status).toBe(200);
    expect(answer.notice.title).toBe("Booking settings saved");
    expect(answer.values).toBeNull();
    const stored = await loadBookingHoldSettings(db());
    expect(stored.trips).toEqual({ "alpine-lakes": { mode: "instant", instantMaxParty: 4 } });
    expect(stored.requestReleaseHours).toBe(72);

    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_email: "operator@example.com",
      actor_user_id: "admin-1",
      action: "booking-holds.update",
    });
    const shown = await load();
    expect(shown.values).toMatchObject({
      "mode-alpine-lakes": "instant",
      "limit-alpine-lakes": "4",
      requestReleaseHours: "72",
    });
    expect(shown.trail).toHaveLength(1);
    expect(shown.trail[0]!.actorEmail).toBe("operator@example.com");
    expect(shown.trail[0]!.changes).toContain(
      "An unanswered request releases its seats after (hours): 48 to 72",
    );
    expect(shown.trail[0]!.changes).toContain(": Default to Instant up to 4 travellers");

    // The same values again change nothing and add no audit entry.
    const again = await post(fields);
    expect(again.notice.title).toBe("Nothing to save");
    expect(await auditEntries()).toHaveLength(1);
  });
});
