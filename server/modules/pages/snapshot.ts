import { seedPages } from "../../../content/pages";
import type { PageKey } from "../../../domain/pages/page-keys";
import type { PageDocuments } from "../../../domain/pages/page-schemas";

/*
 * The pages as this process serves them: a synchronous snapshot of the published documents
 * (decision 0067), as the catalogue keeps its trips (decision 0065). Replaced whole when a
 * publish moves site_pages_state's version (refreshPages: at once in the publishing process,
 * within a poll in every other one). Until the server has loaded the database's pages (and in
 * tests that never do) the snapshot is the seed, content/pages.
 */

let current: { version: number | null; pages: PageDocuments } = { version: null, pages: seedPages };

/** Replaces the snapshot (publication.ts, after reading the database). */
export function usePages(pages: PageDocuments, version: number | null): void {
  current = { version, pages };
}

/** The site_pages_state version the snapshot was read at (null: still the seed). */
export function pagesVersionInUse(): number | null {
  return current.version;
}

/** A page as the site shows it now. */
export function publishedPage<K extends PageKey>(key: K): PageDocuments[K] {
  return current.pages[key];
}
