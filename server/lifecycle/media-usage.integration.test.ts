import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { trips as seedTrips } from "../../content/trips";
import { describeOnEachDatabase } from "../../tests/support/database-fixture";
import { tripPage } from "../modules/bookings";
import {
  cardPhotosOf,
  discardTripDraft,
  findPublishedTrip,
  listTripsForAdmin,
  publishTrip,
  refreshCatalogue,
  restoreTripRevision,
  saveTripDraft,
  seedCatalogue,
  tripForEditor,
  tripHistory,
} from "../modules/catalogue";
import { useCatalogue } from "../modules/catalogue/snapshot";
import {
  deletePhoto,
  listPhotos,
  mediaFiles,
  updatePhotoDetails,
  uploadPhoto,
} from "../modules/media";
import { registerMediaUsageSources, unregisterMediaUsageSources } from "./media-usage";

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
const other = { name: "Otieno", email: "otieno@example.com" };
const folders: string[] = [];

registerMediaUsageSources();
afterAll(() => {
  unregisterMediaUsageSources();
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  // The snapshot is this process's: put the seed back for the next file's tests.
  useCatalogue(
    seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
    null,
  );
});

/** A detailed 1600 x 1000 JPEG (noise, so every variant has something to encode). */
async function summitPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: "#557799",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

type Draft = { photos?: Record<string, unknown>; days: Array<Record<string, unknown>> };

describeOnEachDatabase("library photos on trips on %s", (t) => {
  let photoId = "";
  let tripId = "";
  let library = mediaFiles();

  async function publishWith(change: (draft: Draft) => void) {
    const state = (await tripForEditor(t.db, tripId))!;
    const draft = structuredClone(state.draft) as unknown as Draft;
    change(draft);
    return publishTrip(
      t.db,
      { id: tripId, draft: draft as never, expectedVersion: state.version },
      editor,
    );
  }

  it("publishes a trip with a library photo as its hero and a day's photo", async () => {
    await seedCatalogue(t.db);
    await refreshCatalogue(t.db, { force: true });
    tripId = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "point-lenana")!.id;
    const dir = mkdtempSync(join(tmpdir(), "trip-photos-"));
    folders.push(dir);
    library = mediaFiles(dir);
    const uploaded = await uploadPhoto(
      t.db,
      {
        bytes: await summitPhoto(),
        fileName: "lenana.jpg",
        altText: "Trekkers on Point Lenana at sunrise",
        uploadedBy: null,
      },
      library,
    );
    expect(uploaded.ok, JSON.stringify(uploaded)).toBe(true);
    photoId = (await listPhotos(t.db))[0]!.id;

    const outcome = await publishWith((draft) => {
      draft.photos = { hero: photoId };
      draft.days[1]!.photo = photoId;
    });
    expect(outcome).toMatchObject({ kind: "published" });
    expect(findPublishedTrip("point-lenana")!.photos).toEqual({ hero: photoId });
  });

  it("carries the hero, the card and the day's photo with their srcsets in the page data", async () => {
    const page = await tripPage(t.db, "point-lenana", new URLSearchParams());
    if (page.kind !== "page") throw new Error("no page");
    const { hero, days, gallery } = page.page.photos;
    expect(hero).toMatchObject({
      id: photoId,
      altText: "Trekkers on Point Lenana at sunrise",
      width: 1600,
      height: 1000,
    });
    expect(hero!.avif.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    expect(hero!.avif[2]!.src).toMatch(/^\/media\/[0-9a-f]{20}-1200\.avif$/);
    expect(days.map((day) => day?.id ?? null)).toEqual([null, photoId, null, null, null]);
    expect(gallery).toEqual([]);
    const cards = await cardPhotosOf(t.db, [
      findPublishedTrip("point-lenana")!,
      findPublishedTrip(seedTrips[1]!.slug)!,
    ]);
    expect([...cards.keys()]).toEqual(["point-lenana"]);
  });

  it("shows a photo's new alt text on the page once it is edited", async () => {
    const edited = await updatePhotoDetails(t.db, photoId, {
      altText: "Sunrise over Point Lenana",
    });
    expect(edited.ok).toBe(true);
    const page = await tripPage(t.db, "point-lenana", new URLSearchParams());
    expect(page.kind === "page" && page.page.photos.hero?.altText).toBe(
      "Sunrise over Point Lenana",
    );
  });

  it("names photos by their alt text in the history, a refused save and a restore", async () => {
    // The history keeps the name the photo had when the revision was published.
    const [latest] = await tripHistory(t.db, tripId);
    expect(latest!.changes).toContainEqual({
      field: "Photos › Hero photo",
      before: "",
      after: "Trekkers on Point Lenana at sunrise",
    });
    const state = (await tripForEditor(t.db, tripId))!;
    const theirs = { ...(state.draft as object), subtitle: "Three days up, one day down" };
    await saveTripDraft(t.db, { id: tripId, draft: theirs, expectedVersion: state.version }, other);
    const mine = { ...(state.draft as object), photos: {} };
    const refused = await saveTripDraft(
      t.db,
      { id: tripId, draft: mine, expectedVersion: state.version },
      editor,
    );
    expect(refused.kind === "conflict" && refused.changes).toContainEqual({
      field: "Photos › Hero photo",
      before: "",
      after: "Sunrise over Point Lenana",
    });
    const restored = await restoreTripRevision(t.db, tripId, 1, editor);
    expect(restored.kind === "restored" && restored.changes).toContainEqual({
      field: "Day 2 › Day photo",
      before: "Sunrise over Point Lenana",
      after: "",
    });
    const after = (await tripForEditor(t.db, tripId))!;
    expect(await discardTripDraft(t.db, tripId, after.version, editor)).toBe(true);
  });

  it("refuses to publish a photo the library does not hold, beside its field", async () => {
    const outcome = await publishWith((draft) => {
      draft.photos = { hero: photoId, gallery: ["6f1c2b9e-4d3a-4c1b-9a8e-2f5d7c6b1a01"] };
    });
    expect(outcome).toMatchObject({
      kind: "invalid",
      errors: { "photos.gallery": "Choose a photo from the library." },
    });
    expect(findPublishedTrip("point-lenana")!.photos).toEqual({ hero: photoId });
  });

  it("refuses to delete a photo a trip uses, naming the trip and where", async () => {
    // The refused publish left a draft naming it too: the trip is named once, each place once.
    const refused = await deletePhoto(t.db, photoId, library);
    expect(refused).toMatchObject({
      ok: false,
      usedIn: ["Trip: Point Lenana Summit (hero, day 2)"],
    });
    if (refused.ok) return;
    expect(refused.message).toContain("in use on Trip: Point Lenana Summit (hero, day 2)");
    expect((await listPhotos(t.db)).map((photo) => photo.id)).toEqual([photoId]);
  });

  it("deletes it once no trip names it, and the page draws its illustration again", async () => {
    expect(
      await publishWith((draft) => {
        delete draft.photos;
        delete draft.days[1]!.photo;
      }),
    ).toMatchObject({ kind: "published" });
    expect(await deletePhoto(t.db, photoId, library)).toEqual({ ok: true });
    const page = await tripPage(t.db, "point-lenana", new URLSearchParams());
    expect(page.kind === "page" && page.page.photos.hero).toBeNull();
  });
});
