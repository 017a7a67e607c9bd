import { afterAll, afterEach, expect, it } from "vitest";
import { seedPages as seedDocuments } from "../../../content/pages";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { subscribe } from "../../platform/events";
import {
  discardPageDraft,
  listPagesForAdmin,
  pageForEditor,
  pageHistory,
  publishPage,
  restorePageRevision,
  savePageDraft,
} from "./editing";
import { refreshPages, seedPages } from "./publication";
import { publishedPage, usePages } from "./snapshot";
import { infoSectionParagraphs, pageView } from "./views";

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
const other = { name: "Otieno", email: "otieno@example.com" };

// The snapshot is this process's: put the seed back for the next file's tests.
afterAll(() => usePages(seedDocuments, null));

type Info = { sections: Array<{ id: string; heading: string; paragraphs?: string[] }> };

describeOnEachDatabase("the pages of the site in the database on %s", (t) => {
  let stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
  });

  it("seeds a new database once, even when two processes start together", async () => {
    const [first, second] = await Promise.all([seedPages(t.db), seedPages(t.db)]);
    expect(first + second).toBe(9);
    expect(await seedPages(t.db)).toBe(0);
    expect(await refreshPages(t.db, { force: true })).toBe(true);
    for (const key of ["landing", "team", "safety"] as const) {
      expect(publishedPage(key)).toEqual(seedDocuments[key]);
      expect(await pageHistory(t.db, key)).toMatchObject([{ number: 1, changes: [] }]);
    }
  });

  it("lists the pages, the team's as a sample to replace before going live", async () => {
    const rows = await listPagesForAdmin(t.db);
    expect(rows.map((row) => row.path)).toEqual([
      "/",
      "/team",
      "/booking-conditions",
      "/privacy",
      "/safety",
      "/travel-info",
      "/summit-treks",
      "/wild-adventures",
      "/seasonal-escapes",
    ]);
    expect(rows.filter((row) => row.sample).map((row) => row.key)).toEqual(["team"]);
    expect(rows.every((row) => !row.hasDraft)).toBe(true);
  });

  it("keeps a draft off the site until it is published, then every reader has it", async () => {
    const published: string[] = [];
    stops.push(subscribe("ContentPublished", (event) => void published.push(event.content)));
    const state = (await pageForEditor(t.db, "travel-info"))!;
    const draft = structuredClone(state.draft) as unknown as Info;
    const eta = draft.sections.find((section) => section.id === "eta")!;
    eta.paragraphs![0] =
      "Apply for your eTA at etakenya.go.ke, only there; see our [safety page](/safety).";
    const saved = await savePageDraft(
      t.db,
      { key: "travel-info", draft: draft as never, expectedVersion: state.version },
      editor,
    );
    expect(saved).toMatchObject({ kind: "saved", errors: {} });
    expect(infoSectionParagraphs("travel-info", "eta")[0]).toMatch(/^Most visitors need an eTA/);
    expect((await listPagesForAdmin(t.db)).find((row) => row.key === "travel-info")?.hasDraft).toBe(
      true,
    );

    const outcome = await publishPage(
      t.db,
      { key: "travel-info", draft: draft as never, expectedVersion: state.version + 1 },
      editor,
    );
    expect(outcome).toMatchObject({ kind: "published", revision: 2, path: "/travel-info" });
    if (outcome.kind !== "published") return;
    expect(outcome.changes).toEqual([
      {
        field: "Section 1 › Paragraphs",
        before: expect.stringMatching(/^Most visitors need an eTA/),
        after: expect.stringMatching(/^Apply for your eTA/),
      },
    ]);
    // The mail's words are the page's, its link as plain words.
    expect(infoSectionParagraphs("travel-info", "eta")[0]).toBe(
      "Apply for your eTA at etakenya.go.ke, only there; see our safety page.",
    );
    expect(published).toEqual(["page"]);
    const history = await pageHistory(t.db, "travel-info");
    expect(history.map((revision) => [revision.number, revision.publishedBy])).toEqual([
      [2, "Wanjiru (wanjiru@example.com)"],
      [1, "The site's first pages (content/pages)"],
    ]);
  });

  it("refuses a save over someone else's, saying where the two differ", async () => {
    const state = (await pageForEditor(t.db, "safety"))!;
    const theirs = structuredClone(state.draft) as { heading: string };
    theirs.heading = "Safety first";
    await savePageDraft(
      t.db,
      { key: "safety", draft: theirs as never, expectedVersion: state.version },
      other,
    );
    const mine = structuredClone(state.draft) as { intro: string };
    mine.intro = "How we keep you safe.";
    const refused = await savePageDraft(
      t.db,
      { key: "safety", draft: mine as never, expectedVersion: state.version },
      editor,
    );
    expect(refused.kind).toBe("conflict");
    if (refused.kind !== "conflict") return;
    expect(refused.current.updatedBy).toBe("Otieno (otieno@example.com)");
    expect(refused.changes.map((change) => change.field)).toEqual(["Heading", "Introduction"]);
    expect((await pageForEditor(t.db, "safety"))!.draft).toEqual(theirs);
    expect(await discardPageDraft(t.db, "safety", refused.current.version, editor)).toBe(true);
  });

  it("names each field that stops a publish, and keeps what was typed", async () => {
    const state = (await pageForEditor(t.db, "landing"))!;
    const broken = structuredClone(state.draft) as {
      hero: { heading: string };
      claims: Array<{ source: string }>;
      gallery: Array<{ drawing?: string; photo?: string }>;
    };
    broken.hero.heading = "";
    broken.claims[1]!.source = "";
    delete broken.gallery[2]!.drawing;
    broken.gallery[3]!.photo = "0b6f2a4e-3c1d-4f7a-9e2b-5d8c7a6f1e3b";
    const first = await publishPage(
      t.db,
      { key: "landing", draft: broken as never, expectedVersion: state.version },
      editor,
    );
    expect(first).toMatchObject({
      kind: "invalid",
      errors: {
        "hero.heading": "Enter the heading.",
        "claims.1.source": "Enter the figure's source.",
        "gallery.2.photo": "Choose a photo, or a drawing for an item without one.",
      },
    });
    expect((await pageForEditor(t.db, "landing"))!.draft).toEqual(broken);
    // Valid words, but a photo the library does not hold: refused beside its field.
    broken.hero.heading = "Summit Mount Kenya.";
    broken.claims[1]!.source = "Guides' logs";
    broken.gallery[2]!.drawing = "gallery-3";
    if (first.kind !== "invalid") return;
    const second = await publishPage(
      t.db,
      { key: "landing", draft: broken as never, expectedVersion: first.version },
      editor,
    );
    expect(second).toMatchObject({
      kind: "invalid",
      errors: { "gallery.3.photo": "Choose a photo from the library." },
    });
    expect(publishedPage("landing").hero.heading).toBe(seedDocuments.landing.hero.heading);
  });

  it("takes the team off the sample list once someone publishes it, and restores", async () => {
    const state = (await pageForEditor(t.db, "team"))!;
    expect(state.sample).toBe(true);
    const draft = structuredClone(state.draft) as {
      members: Array<{ name: string; role: string; bio: string; certifications?: string[] }>;
    };
    draft.members = [
      {
        name: "Joseph Mwangi",
        role: "Lead mountain guide",
        bio: "Has led treks on Mount Kenya since 2012.",
        certifications: ["Wilderness First Responder, 2025"],
      },
    ];
    const outcome = await publishPage(
      t.db,
      { key: "team", draft: draft as never, expectedVersion: state.version },
      editor,
    );
    expect(outcome.kind).toBe("published");
    expect((await pageForEditor(t.db, "team"))!.sample).toBe(false);
    expect((await listPagesForAdmin(t.db)).some((row) => row.sample)).toBe(false);
    expect(publishedPage("team").members.map((member) => member.name)).toEqual(["Joseph Mwangi"]);
    expect((await pageView(t.db, "team")).photos).toEqual({});

    // As another process would: its snapshot read at the version before this publish.
    usePages(seedDocuments, 1);
    expect(await refreshPages(t.db)).toBe(true);
    expect(publishedPage("team").members[0]!.name).toBe("Joseph Mwangi");
    expect(await refreshPages(t.db)).toBe(false);

    const restored = await restorePageRevision(t.db, "team", 1, editor);
    expect(restored.kind).toBe("restored");
    const after = (await pageForEditor(t.db, "team"))!;
    expect(after.hasDraft).toBe(true);
    expect(after.draft).toEqual(JSON.parse(JSON.stringify(seedDocuments.team)));
    expect(publishedPage("team").members).toHaveLength(1);
    // Publishing the seed again shows the sample again, and the admin says so.
    await publishPage(
      t.db,
      { key: "team", draft: after.draft, expectedVersion: after.version },
      editor,
    );
    expect((await pageForEditor(t.db, "team"))!.sample).toBe(true);
  });
});
