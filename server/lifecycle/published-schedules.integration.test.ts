import { afterAll, expect, it } from "vitest";
import { trips as seedTrips } from "../../content/trips";
import { describeOnEachDatabase } from "../../tests/support/database-fixture";
import { withServerSubscriptions } from "../../tests/support/subscriptions";
import {
  duplicateTrip,
  listTripsForAdmin,
  moveTrip,
  publishTrip,
  refreshCatalogue,
  seedCatalogue,
  setTripArchived,
  tripForEditor,
} from "../modules/catalogue";
import { useCatalogue } from "../modules/catalogue/snapshot";
import { subscribe } from "../platform/events";
import type { Database } from "../platform/db/schema";
import type { Kysely } from "kysely";

// A trip published here has its departure schedule on sale at once (server/lifecycle/
// subscriptions.ts): that trip's departures only, and only in the process that published it.
withServerSubscriptions();

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
/** Every trip put on sale in this process, as the event that schedules its departures says. */
const onSale: string[] = [];
const stopListening = subscribe("TripPublished", ({ tripSlug }) => void onSale.push(tripSlug));

// The snapshot is this process's: put the seed back for the next file's tests.
afterAll(() => {
  stopListening();
  useCatalogue(
    seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
    null,
  );
});

async function departureSlugs(db: Kysely<Database>) {
  const rows = await db.selectFrom("departures").select("trip_slug").execute();
  return [...new Set(rows.map((row) => row.trip_slug))];
}

describeOnEachDatabase("departures of a trip published on %s", (t) => {
  afterAll(() => void onSale.splice(0));
  let copyId = "";
  const copySlug = "crescent-island-copy";

  it("schedules a newly published trip's departures at once, and no other trip's", async () => {
    await seedCatalogue(t.db);
    await refreshCatalogue(t.db, { force: true });
    // Crescent Island leaves every Sunday; its copy is a draft, off the site and unscheduled.
    const source = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "crescent-island")!;
    const copy = await duplicateTrip(t.db, source.id, editor);
    if (copy.kind !== "created") throw new Error("not duplicated");
    copyId = copy.id;
    const state = (await tripForEditor(t.db, copyId))!;
    expect(state.slug).toBe(copySlug);
    expect(await departureSlugs(t.db)).toEqual([]);

    const published = await publishTrip(
      t.db,
      { id: copyId, draft: state.draft, expectedVersion: state.version },
      editor,
    );
    expect(published).toMatchObject({ kind: "published", slug: copySlug });
    expect(onSale).toEqual([copySlug]);
    expect(await departureSlugs(t.db)).toEqual([copySlug]);
    const sundays = await t.db
      .selectFrom("departures")
      .select("date")
      .where("trip_slug", "=", copySlug)
      .execute();
    expect(sundays.length).toBeGreaterThanOrEqual(52);
    for (const { date } of sundays) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it("schedules nothing when it learns of a change from the database, as every other process does", async () => {
    // Another process published: the version moved, and this one's poll reloads its snapshot.
    await t.db
      .updateTable("catalogue_state")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
    expect(await refreshCatalogue(t.db)).toBe(true);
    // A new order is a change the site sees too, but puts no trip on sale.
    const second = (await listTripsForAdmin(t.db))[1]!;
    expect(await moveTrip(t.db, second.id, "up")).toBe(true);
    expect(onSale).toEqual([copySlug]);
    expect(await departureSlugs(t.db)).toEqual([copySlug]);
  });

  it("schedules a trip put back from the archive again", async () => {
    expect(await setTripArchived(t.db, copyId, true, editor)).toBe(true);
    await t.db.deleteFrom("departures").where("trip_slug", "=", copySlug).execute();
    expect(await setTripArchived(t.db, copyId, false, editor)).toBe(true);
    expect(await departureSlugs(t.db)).toEqual([copySlug]);
  });
});
