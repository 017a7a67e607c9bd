import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listTripsForAdmin,
  publishTrip,
  setTripArchived,
  tripForEditor,
} from "../../server/modules/catalogue";
import { mediaFiles, uploadPhoto } from "../../server/modules/media";
import { listPagesForAdmin, pageForEditor, publishPage } from "../../server/modules/pages";
import { moveTestimonial, saveTestimonial } from "../../server/modules/testimonials";
import { openDatabase, type DbHandle } from "../../server/platform/db/connection";
import { local } from "./lib/faults-accounts";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import { newRun, NO_RATE_LIMITS, type Server, sleep, startProductionServer } from "./lib/system";

// The deploy recipe's two app processes (issue 29): one PostgreSQL database, one MEDIA_DIR volume,
// two ports. A trip published or archived, or a page of the site published, by another writer (this test process, as the content
// studio in either process would) reaches both processes' pages, signed-out page cache included,
// within the catalogue's 1 s poll and a margin; so does a testimonial's change (its own version
// row, decision 0068); a photo stored by one writer is served by both.

/** What the issue promises: "within a second or two". */
const DEADLINE_MS = 2_000;
const EDITOR = { name: "Two Processes", email: "two-processes@example.com" };

let database: ThrowawayDatabase;
let handle: DbHandle;
let mediaDir: string;
let a: Server;
let b: Server;
const run = newRun();

beforeAll(async () => {
  database = await throwawayDatabase("content");
  mediaDir = mkdtempSync(join(tmpdir(), "content-media-"));
  const env = { DATABASE_URL: database.url(), MEDIA_DIR: mediaDir, ...NO_RATE_LIMITS };
  [a, b] = await Promise.all([startProductionServer({ env }), startProductionServer({ env })]);
  handle = openDatabase({ databaseUrl: database.url() });
});
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop(), handle?.close()]);
  await database?.drop();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

/** A signed-out visitor's GET: status and text. */
async function visit(server: Server, path: string) {
  const response = await fetch(`${local(server)}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/**
 * Asks until `settled` holds or the deadline passes; the time it took from `since`, or a failure
 * that names the last answer.
 */
async function within(
  server: Server,
  path: string,
  since: number,
  settled: (answer: { status: number; text: string }) => boolean,
): Promise<number> {
  let last = await visit(server, path);
  while (!settled(last)) {
    if (performance.now() - since > DEADLINE_MS)
      throw new Error(
        `${path} on port ${server.port} still answers ${last.status} ${DEADLINE_MS} ms after the change`,
      );
    await sleep(50);
    last = await visit(server, path);
  }
  return performance.now() - since;
}

async function tripId(slug: string): Promise<string> {
  const row = (await listTripsForAdmin(handle.db)).find((trip) => trip.slug === slug);
  if (!row) throw new Error(`no trip ${slug}`);
  return row.id;
}

describe("two server processes on one PostgreSQL and one MEDIA_DIR", () => {
  it("a published day title reaches both processes' pages within 2 s, their page caches too", async () => {
    const path = "/itinerary/point-lenana";
    const newTitle = `Nairobi to Sirimon Gate by the new road ${run}`;
    for (const server of [a, b]) {
      // Twice: the second answer comes from the signed-out page cache.
      for (const page of [await visit(server, path), await visit(server, path)]) {
        expect(page.status).toBe(200);
        expect(page.text).toContain("Nairobi to Sirimon Gate and Old Moses Camp");
        expect(page.text).not.toContain(newTitle);
      }
    }

    const id = await tripId("point-lenana");
    const editor = (await tripForEditor(handle.db, id))!;
    const draft = structuredClone(editor.draft) as { days: Array<{ title: string }> };
    draft.days[0]!.title = newTitle;
    const outcome = await publishTrip(
      handle.db,
      { id, draft, expectedVersion: editor.version },
      EDITOR,
    );
    expect(outcome.kind).toBe("published");
    const published = performance.now();

    const shows = (page: { status: number; text: string }) =>
      page.status === 200 && page.text.includes(newTitle);
    const [onA, onB] = await Promise.all([
      within(a, path, published, shows),
      within(b, path, published, shows),
    ]);
    expect(Math.max(onA, onB)).toBeLessThan(DEADLINE_MS);
    // And it stays: the page cache never hands out the copy from before the publish again.
    for (const server of [a, b]) {
      const again = await visit(server, path);
      expect(again.text).toContain(newTitle);
      expect(again.text).not.toContain("Nairobi to Sirimon Gate and Old Moses Camp");
    }
  });

  it("a page of the site published by one writer reaches both processes within 2 s", async () => {
    // Both processes started together on the new database: each page was seeded once.
    expect((await listPagesForAdmin(handle.db)).map((row) => row.path)).toHaveLength(9);
    const path = "/safety";
    const heading = `Safety first, on the mountain and in the parks ${run}`;
    for (const server of [a, b])
      for (const page of [await visit(server, path), await visit(server, path)])
        expect(page.text).not.toContain(heading);
    const state = (await pageForEditor(handle.db, "safety"))!;
    const draft = { ...(state.draft as object), heading };
    const outcome = await publishPage(
      handle.db,
      { key: "safety", draft: draft as never, expectedVersion: state.version },
      EDITOR,
    );
    expect(outcome.kind).toBe("published");
    const published = performance.now();
    const shows = (page: { status: number; text: string }) =>
      page.status === 200 && page.text.includes(heading);
    const [onA, onB] = await Promise.all([
      within(a, path, published, shows),
      within(b, path, published, shows),
    ]);
    expect(Math.max(onA, onB)).toBeLessThan(DEADLINE_MS);
  });

  it("an archived trip answers 404 on both processes within 2 s", async () => {
    const path = "/itinerary/alpine-lakes";
    for (const server of [a, b]) {
      expect((await visit(server, path)).status).toBe(200);
      expect((await visit(server, path)).status).toBe(200);
      expect((await visit(server, "/summit-treks")).text).toContain(`href="${path}"`);
    }
    expect(await setTripArchived(handle.db, await tripId("alpine-lakes"), true, EDITOR)).toBe(true);
    const archived = performance.now();
    const gone = (page: { status: number }) => page.status === 404;
    await Promise.all([within(a, path, archived, gone), within(b, path, archived, gone)]);
    // The listing drops it too.
    for (const server of [a, b])
      expect((await visit(server, "/summit-treks")).text).not.toContain(`href="${path}"`);
  });

  it("a testimonial added and moved first reaches both processes' landing pages within 2 s", async () => {
    const quote = `Kamau paced us perfectly and we all reached Point Lenana ${run}.`;
    for (const server of [a, b])
      for (const page of [await visit(server, "/"), await visit(server, "/")]) {
        expect(page.text).toContain("Sarah M.");
        expect(page.text).not.toContain(quote);
      }
    const added = await saveTestimonial(
      handle.db,
      {
        id: null,
        input: {
          source: "external",
          values: {
            quote,
            name: "Tom H.",
            origin: "Leeds, United Kingdom",
            trip: "Point Lenana Summit",
            siteName: "TripAdvisor",
            url: "https://www.tripadvisor.com/ShowUserReviews-g294207-r987654321.html",
            writtenOn: "2026-01-20",
            rating: "",
          },
        },
      },
      EDITOR,
    );
    if (!added.ok) throw new Error(added.message);
    // Last of four: not on the landing page until it is moved into the first three.
    for (let step = 0; step < 3; step++) await moveTestimonial(handle.db, added.id, "up");
    const moved = performance.now();
    const shows = (page: { text: string }) => page.text.includes(quote);
    const [onA, onB] = await Promise.all([
      within(a, "/", moved, shows),
      within(b, "/", moved, shows),
    ]);
    expect(Math.max(onA, onB)).toBeLessThan(DEADLINE_MS);
  });

  it("a photo stored by one writer is served by both processes at its /media/ address, immutable", async () => {
    const bytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#5a7a8c" },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const result = await uploadPhoto(
      handle.db,
      { altText: `Lewis Glacier ${run}`, bytes, fileName: "glacier.jpg", uploadedBy: null },
      mediaFiles(mediaDir),
    );
    if (!result.ok) throw new Error(result.message);
    const webp = result.photo.variants.find((variant) => variant.format === "webp")!;
    const name = `${result.photo.contentHash}-${webp.width}.webp`;
    const onDisk = readFileSync(join(mediaDir, "public", name));

    for (const server of [a, b]) {
      const response = await fetch(`${local(server)}/media/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer()).equals(onDisk)).toBe(true);
    }
    // The original stays private on both.
    for (const server of [a, b])
      expect((await fetch(`${local(server)}/media/${result.photo.contentHash}.jpg`)).status).toBe(
        404,
      );
  });
});
