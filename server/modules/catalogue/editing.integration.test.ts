import { afterAll, expect, it } from "vitest";
import { trips as seedTrips } from "../../../content/trips";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { createTrip, duplicateTrip, publishTrip, saveTripDraft, tripForEditor } from "./editing";
import { refreshCatalogue, seedCatalogue } from "./publication";
import {
  findPublishedTrip,
  findTrip,
  publishedTrips,
  renamedTripSlug,
  useCatalogue,
} from "./snapshot";
import {
  listTripsForAdmin,
  moveTrip,
  restoreTripRevision,
  setTripArchived,
  tripHistory,
} from "./trip-status";

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
const other = { name: "Otieno", email: "otieno@example.com" };

// The snapshot is this process's: put the seed back for the next file's tests.
afterAll(() =>
  useCatalogue(
    seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
    null,
  ),
);

describeOnEachDatabase("the catalogue in the database on %s", (t) => {
  let lenanaId = "";
  async function lenana() {
    lenanaId ||= (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "point-lenana")!.id;
    return (await tripForEditor(t.db, lenanaId))!;
  }

  it("seeds a new database once with the 24 trips, each as its revision 1", async () => {
    expect(await seedCatalogue(t.db)).toBe(24);
    expect(await seedCatalogue(t.db)).toBe(0);
    expect(await refreshCatalogue(t.db, { force: true })).toBe(true);
    expect(publishedTrips().map((trip) => trip.slug)).toEqual(seedTrips.map((trip) => trip.slug));
    const state = await lenana();
    expect(state.status).toBe("published");
    expect(state.hasDraft).toBe(false);
    expect(await tripHistory(t.db, state.id)).toMatchObject([{ number: 1, changes: [] }]);
  });

  it("keeps a draft off the site until it is published, then shows what changed", async () => {
    const state = await lenana();
    const draft = structuredClone(state.draft) as { days: { distance: string }[] };
    draft.days[3]!.distance = "10 km, 8-10 hours";
    const saved = await saveTripDraft(
      t.db,
      { id: state.id, draft, expectedVersion: state.version },
      editor,
    );
    expect(saved).toMatchObject({ kind: "saved", errors: {} });
    expect(findPublishedTrip("point-lenana")!.days[3]!.distance).toBe("10 km, 7-8 hours");

    const published = await publishTrip(
      t.db,
      { id: state.id, draft, expectedVersion: state.version + 1 },
      editor,
    );
    expect(published).toMatchObject({
      kind: "published",
      revision: 2,
      changes: [
        { field: "Day 4 › Distance", before: "10 km, 7-8 hours", after: "10 km, 8-10 hours" },
      ],
    });
    expect(findPublishedTrip("point-lenana")!.days[3]!.distance).toBe("10 km, 8-10 hours");
    const history = await tripHistory(t.db, state.id);
    expect(history[0]).toMatchObject({ number: 2, publishedBy: "Wanjiru (wanjiru@example.com)" });
  });

  it("refuses a save over someone else's and says where they differ", async () => {
    const state = await lenana();
    const theirs = structuredClone(state.draft) as { title: string };
    theirs.title = "Point Lenana Summit Trek";
    await saveTripDraft(
      t.db,
      { id: state.id, draft: theirs, expectedVersion: state.version },
      other,
    );
    const mine = structuredClone(state.draft) as { subtitle: string };
    mine.subtitle = "A new subtitle";
    const refused = await saveTripDraft(
      t.db,
      { id: state.id, draft: mine, expectedVersion: state.version },
      editor,
    );
    expect(refused.kind).toBe("conflict");
    if (refused.kind !== "conflict") return;
    expect(refused.current.updatedBy).toBe("Otieno (otieno@example.com)");
    expect(refused.current.draft).toEqual(theirs);
    const fields = refused.changes.map((change) => change.field);
    expect(fields).toContain("Title");
    expect(fields).toContain("Subtitle");
  });

  it("names each field that stops a publish, and keeps what was typed", async () => {
    const state = await lenana();
    const broken = structuredClone(state.draft) as { days: { title: string }[] };
    broken.days[0]!.title = "";
    const outcome = await publishTrip(
      t.db,
      { id: state.id, draft: broken, expectedVersion: state.version },
      editor,
    );
    expect(outcome.kind).toBe("invalid");
    if (outcome.kind !== "invalid") return;
    expect(Object.keys(outcome.errors)).toEqual(["days.0.title"]);
    expect((await lenana()).draft).toEqual(broken);
  });

  it("answers a renamed trip's old slug with its new one, for pages and bookings alike", async () => {
    const state = await lenana();
    const renamed = structuredClone(state.draft) as { slug: string; days: { title: string }[] };
    renamed.slug = "point-lenana-traverse";
    renamed.days[0]!.title = "Nairobi to Sirimon Gate and Old Moses Camp";
    const outcome = await publishTrip(
      t.db,
      { id: state.id, draft: renamed, expectedVersion: state.version },
      editor,
    );
    expect(outcome).toMatchObject({ kind: "published", slug: "point-lenana-traverse" });
    expect(findPublishedTrip("point-lenana")).toBeUndefined();
    expect(renamedTripSlug("point-lenana")).toBe("point-lenana-traverse");
    expect(findTrip("point-lenana")?.slug).toBe("point-lenana-traverse");
  });

  it("refuses a slug another trip uses or used", async () => {
    const created = await createTrip(t.db, "Mount Kenya in a Day", editor);
    if (created.kind !== "created") throw new Error("not created");
    const copy = await duplicateTrip(t.db, created.id, editor);
    expect(copy.kind).toBe("created");
    const hells = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "hells-gate")!;
    const state = (await tripForEditor(t.db, hells.id))!;
    const taken = { ...(state.draft as object), slug: "point-lenana" };
    const outcome = await publishTrip(
      t.db,
      { id: state.id, draft: taken, expectedVersion: state.version },
      editor,
    );
    expect(outcome).toMatchObject({ kind: "invalid", errors: { slug: expect.any(String) } });
  });

  it("archives a trip off the site but keeps it for its bookings, and puts it back", async () => {
    const samburu = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "samburu")!;
    expect(await setTripArchived(t.db, samburu.id, true, editor)).toBe(true);
    expect(findPublishedTrip("samburu")).toBeUndefined();
    expect(findTrip("samburu")?.title).toBeTruthy();
    expect(publishedTrips().some((trip) => trip.slug === "samburu")).toBe(false);
    expect(await setTripArchived(t.db, samburu.id, false, editor)).toBe(true);
    expect(findPublishedTrip("samburu")).toBeDefined();
  });

  it("moves a trip up the catalogue's order", async () => {
    const before = publishedTrips().map((trip) => trip.slug);
    const second = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === before[1])!;
    expect(await moveTrip(t.db, second.id, "up")).toBe(true);
    expect(
      publishedTrips()
        .map((trip) => trip.slug)
        .slice(0, 2),
    ).toEqual([before[1], before[0]]);
  });

  it("restores an earlier revision as the draft, to publish again", async () => {
    const state = await lenana();
    const restored = await restoreTripRevision(t.db, state.id, 1, editor);
    expect(restored.kind).toBe("restored");
    const after = (await tripForEditor(t.db, state.id))!;
    expect(after.hasDraft).toBe(true);
    // The admin list says so on that trip's row alone, on both databases.
    const rows = await listTripsForAdmin(t.db);
    expect(rows.find((row) => row.id === state.id)).toMatchObject({
      hasDraft: true,
      status: "published",
    });
    expect(rows.find((row) => row.slug === "samburu")?.hasDraft).toBe(false);
    expect((after.draft as { slug: string }).slug).toBe("point-lenana");
    expect(findPublishedTrip("point-lenana-traverse")).toBeDefined();
  });
});
