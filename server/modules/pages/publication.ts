import type { Kysely } from "kysely";
import { seedPages as seedDocuments, samplePages } from "../../../content/pages";
import { pageKeys, pageNames, type PageKey } from "../../../domain/pages/page-keys";
import { pageSchemaOf, type PageDocuments } from "../../../domain/pages/page-schemas";
import { systemNow } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { logger } from "../../platform/logger";
import { pollEvery } from "../../platform/poll";
import { pagesVersionInUse, usePages } from "./snapshot";
import {
  ensurePagesState,
  insertPageIfMissing,
  insertPageRevision,
  readPagesVersion,
  readPublishedPages,
} from "./store";

/*
 * How the database's pages reach this process (decision 0067): seeded from content/pages, loaded
 * into the snapshot at start, and reloaded whenever site_pages_state's version moves: at once in
 * the process that published, within a poll of the version row in every other one.
 */

/** Who seeded the pages, in their first revisions. */
export const PAGES_SEED_AUTHOR = "The site's first pages (content/pages)";

/**
 * Adds every page the database does not hold yet, each published as its revision 1. A page is
 * inserted once: two processes starting together on a new database seed it once (the key is
 * unique, and only the process whose insert made the row writes its revision), and a page added
 * to the site later is seeded on the next start. Returns how many pages it added.
 */
export async function seedPages(
  db: Kysely<Database>,
  documents: PageDocuments = seedDocuments,
): Promise<number> {
  const now = systemNow().toISOString();
  return db.transaction().execute(async (trx) => {
    await ensurePagesState(trx, now);
    let added = 0;
    for (const key of pageKeys) {
      const document = JSON.stringify(documents[key]);
      const inserted = await insertPageIfMissing(trx, {
        key,
        published: document,
        sample: samplePages.has(key) ? 1 : 0,
        updated_at: now,
        updated_by: PAGES_SEED_AUTHOR,
        published_at: now,
        published_by: PAGES_SEED_AUTHOR,
      });
      if (!inserted) continue;
      await insertPageRevision(trx, {
        page_key: key,
        document,
        changes: "[]",
        published_by: PAGES_SEED_AUTHOR,
        published_at: now,
      });
      added += 1;
    }
    return added;
  });
}

/** A stored page parsed with its schema; the seed (logged) when it no longer parses. */
function storedPage<K extends PageKey>(key: K, json: string | undefined): PageDocuments[K] {
  if (json === undefined) return seedDocuments[key];
  const parsed = pageSchemaOf(key).safeParse(JSON.parse(json));
  if (parsed.success) return parsed.data as PageDocuments[K];
  logger.error(
    { page: key, issues: parsed.error.issues },
    `stored page "${pageNames[key]}" does not parse; showing its seed`,
  );
  return seedDocuments[key];
}

/**
 * Reads the published pages into this process's snapshot when their version moved since the last
 * read (or always, with `force`). True when the snapshot changed; then `ContentPublished` empties
 * the page cache (not on the first load: nothing was served from the database's pages yet).
 */
export async function refreshPages(db: Kysely<Database>, { force = false } = {}): Promise<boolean> {
  const version = await readPagesVersion(db);
  if (version === null) return false;
  if (!force && version === pagesVersionInUse()) return false;
  const rows = new Map((await readPublishedPages(db)).map((row) => [row.key, row.published]));
  const pages = Object.fromEntries(
    pageKeys.map((key) => [key, storedPage(key, rows.get(key))]),
  ) as PageDocuments;
  const firstLoad = pagesVersionInUse() === null;
  usePages(pages, version);
  if (!firstLoad) await publish("ContentPublished", { content: "page", id: String(version) });
  return true;
}

/**
 * Polls the pages' version every `intervalMs` and reloads the snapshot when another process
 * published. Returns the way to stop. The timer is unref'd: it never keeps a process alive.
 */
export function watchPages(db: Kysely<Database>, intervalMs = 1000): () => void {
  return pollEvery(intervalMs, () => refreshPages(db), "pages refresh failed");
}
