import { afterAll, expect, it } from "vitest";
import { seedPages as seedDocuments } from "../../../content/pages";
import { trips as seedTrips } from "../../../content/trips";
import type { ListingContent } from "../../../domain/pages/page-schemas";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import {
  listTripsForAdmin,
  publishTrip,
  refreshCatalogue,
  seedCatalogue,
  setTripArchived,
  tripForEditor,
} from "../catalogue";
import { useCatalogue } from "../catalogue/snapshot";
import {
  pageForEditor,
  pageHistory,
  publishPage,
  restorePageRevision,
  savePageDraft,
} from "./editing";
import { listingOfTrip, listingView, publishedListingCards } from "./listings";
import { refreshPages, seedPages } from "./publication";
import { publishedPage, usePages } from "./snapshot";
import { readPageRevision } from "./store";

// The listings as documents of the content studio (decision 0070), on both databases: seeded as
// they shipped, edited, refused beside the field, and following a renamed trip (decision 0069's
// step, registered for every integration test by tests/support/trip-renames-setup.ts).

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };

// The snapshots are this process's: put the seeds back for the next file's tests.
afterAll(() => {
  usePages(seedDocuments, null);
  useCatalogue(
    seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
    null,
  );
});

const slugs = (cards: ReadonlyArray<{ slug: string }>) => cards.map((card) => card.slug);

describeOnEachDatabase("the listings in the content studio on %s", (t) => {
  /** Publishes `change` of the listing's current document; the outcome and the typed draft. */
  async function publishListing(
    key: "summit-treks" | "wild-adventures" | "seasonal-escapes",
    change: (listing: ListingContent) => ListingContent,
  ) {
    const state = (await pageForEditor(t.db, key))!;
    const draft = change(structuredClone(publishedPage(key)));
    const outcome = await publishPage(
      t.db,
      { key, draft: draft as never, expectedVersion: state.version },
      editor,
    );
    return { outcome, draft };
  }

  async function renameTrip(from: string, to: string) {
    const id = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === from)!.id;
    const state = (await tripForEditor(t.db, id))!;
    const outcome = await publishTrip(
      t.db,
      { id, draft: { ...(state.draft as object), slug: to }, expectedVersion: state.version },
      editor,
    );
    expect(outcome.kind).toBe("published");
    await refreshPages(t.db);
  }

  it("seeds the three listings as they shipped: the spec's cards, texts and Also consider row", async () => {
    await seedCatalogue(t.db);
    await refreshCatalogue(t.db, { force: true });
    expect(await seedPages(t.db)).toBe(9);
    expect(await refreshPages(t.db, { force: true })).toBe(true);
    expect(publishedListingCards("summit-treks")).toHaveLength(7);
    expect(publishedListingCards("wild-adventures")).toHaveLength(6);
    expect(publishedListingCards("seasonal-escapes")).toHaveLength(10);
    const wild = listingView("wild-adventures");
    expect(wild.content.tagline).toBe("Safaris, Maasai culture and the Rift Valley");
    expect(slugs(wild.alsoConsider)).toEqual(["maasai-mara-holiday"]);
    expect(wild.links).toEqual([expect.objectContaining({ slug: "wildlife-spotting" })]);
    expect(await pageHistory(t.db, "wild-adventures")).toMatchObject([{ number: 1 }]);
  });

  it("keeps a reordered draft off the site until it is published, then shows it", async () => {
    const state = (await pageForEditor(t.db, "wild-adventures"))!;
    const draft = structuredClone(state.draft) as unknown as ListingContent;
    [draft.cards[0], draft.cards[1]] = [draft.cards[1]!, draft.cards[0]!];
    draft.alsoConsider.push({ trip: "ngong-hills" });
    const saved = await savePageDraft(
      t.db,
      { key: "wild-adventures", draft: draft as never, expectedVersion: state.version },
      editor,
    );
    expect(saved).toMatchObject({ kind: "saved", errors: {} });
    expect(slugs(listingView("wild-adventures").cards).slice(0, 2)).toEqual([
      "maasai-cultural",
      "hells-gate",
    ]);
    // The preview draws the draft, the site the published listing.
    expect(slugs(listingView("wild-adventures", draft).cards).slice(0, 2)).toEqual([
      "hells-gate",
      "maasai-cultural",
    ]);

    const outcome = await publishPage(
      t.db,
      { key: "wild-adventures", draft: draft as never, expectedVersion: state.version + 1 },
      editor,
    );
    expect(outcome).toMatchObject({ kind: "published", revision: 2, path: "/wild-adventures" });
    const wild = listingView("wild-adventures");
    expect(slugs(wild.cards).slice(0, 2)).toEqual(["hells-gate", "maasai-cultural"]);
    expect(wild.cards[0]!.title).toBe("Hell's Gate Adventure");
    expect(slugs(wild.alsoConsider)).toEqual(["maasai-mara-holiday", "ngong-hills"]);
  });

  it("refuses each trip it cannot show beside its field, and keeps what was typed", async () => {
    const dianiId = (await listTripsForAdmin(t.db)).find((trip) => trip.slug === "diani-beach")!.id;
    expect(await setTripArchived(t.db, dianiId, true, editor)).toBe(true);
    const { outcome, draft } = await publishListing("summit-treks", (listing) => ({
      ...listing,
      cards: [...listing.cards, { trip: "everest-base-camp" }],
      alsoConsider: [{ trip: "diani-beach" }, { trip: "ngong-hills" }],
    }));
    expect(outcome).toEqual({
      kind: "invalid",
      version: expect.any(Number),
      errors: {
        "cards.7.trip": "There is no such trip in the catalogue: choose another.",
        "alsoConsider.0.trip":
          "This trip is not on the site (archived or never published): choose a published trip, or remove it here.",
      },
    });
    expect((await pageForEditor(t.db, "summit-treks"))!.draft).toEqual(draft);
    // Nothing reached the site; the archived trip has left its own listing.
    expect(slugs(listingView("summit-treks").alsoConsider)).toEqual([
      "mount-longonot",
      "ngong-hills",
    ]);
    expect(slugs(publishedListingCards("seasonal-escapes"))).not.toContain("diani-beach");
    expect(await setTripArchived(t.db, dianiId, false, editor)).toBe(true);

    const twice = await publishListing("summit-treks", (listing) => ({
      ...listing,
      alsoConsider: [{ trip: "ngong-hills" }, { trip: "point-lenana" }],
    }));
    expect(twice.outcome).toMatchObject({
      kind: "invalid",
      errors: {
        "alsoConsider.1.trip": "This trip is on this listing already (card 1): remove one of them.",
      },
    });
  });

  it("refuses an Also consider trip of the listing's own", async () => {
    const { outcome } = await publishListing("seasonal-escapes", (listing) => ({
      ...listing,
      alsoConsider: [{ trip: "samburu" }, { trip: "diani-beach" }],
    }));
    expect(outcome).toMatchObject({
      kind: "invalid",
      errors: {
        "alsoConsider.1.trip": expect.stringContaining("is on this listing already"),
      },
    });
    const state = (await pageForEditor(t.db, "seasonal-escapes"))!;
    const own = await publishPage(
      t.db,
      {
        key: "seasonal-escapes",
        draft: { ...(state.draft as object), cards: [], alsoConsider: [{ trip: "diani-beach" }] },
        expectedVersion: state.version,
      },
      editor,
    );
    // Off every card, Diani is still this listing's (the spec's), shown after its cards.
    expect(own).toMatchObject({
      kind: "invalid",
      errors: {
        "alsoConsider.0.trip":
          "This trip is listed under Seasonal Escapes itself: choose a trip of another listing.",
      },
    });
  });

  it("still lists a published trip taken off the cards, after them", async () => {
    const { outcome } = await publishListing("seasonal-escapes", (listing) => ({
      ...listing,
      cards: listing.cards.filter((card) => card.trip !== "diani-beach"),
      alsoConsider: [],
    }));
    expect(outcome.kind).toBe("published");
    const cards = slugs(publishedListingCards("seasonal-escapes"));
    expect(cards).toHaveLength(10);
    expect(cards.at(-1)).toBe("diani-beach");
    expect(listingOfTrip({ slug: "diani-beach" })?.id).toBe("seasonal-escapes");
  });

  it("moves a renamed trip in every listing's published document, draft and revisions", async () => {
    // A draft waiting on Summit Treks names Point Lenana too.
    const before = (await pageForEditor(t.db, "summit-treks"))!;
    const lenanaCard = (before.draft as unknown as ListingContent).cards[0]!;
    const pagesVersion = before.version;
    await renameTrip("point-lenana", "point-lenana-sirimon");

    const summit = listingView("summit-treks");
    expect(summit.cards[0]).toMatchObject({
      slug: "point-lenana-sirimon",
      title: "Point Lenana Summit",
      description: lenanaCard.description,
    });
    expect(summit.cards).toHaveLength(7);
    const after = (await pageForEditor(t.db, "summit-treks"))!;
    expect(after.version).toBe(pagesVersion + 1);
    const draft = after.draft as unknown as ListingContent;
    expect(draft.cards[0]!.trip).toBe("point-lenana-sirimon");
    expect(draft.alsoConsider[1]).toEqual({ trip: "point-lenana-sirimon" });
    const first = await readPageRevision(t.db, "summit-treks", 1);
    expect(JSON.parse(first!.document).cards[0].trip).toBe("point-lenana-sirimon");
    expect(first!.document).not.toContain('"point-lenana"');

    // Restoring the first revision brings the trip back under its new address.
    const restored = await restorePageRevision(t.db, "summit-treks", 1, editor);
    expect(restored.kind).toBe("restored");
    expect(publishedPage("summit-treks").cards[0]!.trip).toBe("point-lenana-sirimon");
  });

  it("moves a renamed trip of another listing in an Also consider row", async () => {
    await renameTrip("maasai-mara-holiday", "maasai-mara-by-road");
    expect(slugs(listingView("wild-adventures").alsoConsider)).toEqual([
      "maasai-mara-by-road",
      "ngong-hills",
    ]);
    expect(publishedPage("seasonal-escapes").cards.map((card) => card.trip)).toContain(
      "maasai-mara-by-road",
    );
  });
});
