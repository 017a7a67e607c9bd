import type { TripRenameStep } from "../catalogue";
import type { DraftValue } from "../../../domain/content-form/form-view";
import { listingWithTripRenamed } from "../../../domain/pages/listing-rules";
import { listingPageKeys } from "../../../domain/pages/page-keys";
import { systemNow } from "../../platform/clock";
import {
  bumpPagesVersion,
  readPagesWith,
  readRevisionsWith,
  rewritePageDocuments,
  rewriteRevisionDocument,
} from "./store";

/** The document with the trip renamed, as stored JSON; null when it does not name the trip. */
function renamedIn(json: string | null, oldSlug: string, newSlug: string): string | null {
  if (json === null) return null;
  const moved = listingWithTripRenamed(JSON.parse(json) as DraftValue, oldSlug, newSlug);
  return moved === null ? null : JSON.stringify(moved);
}

/**
 * A renamed trip keeps its place and its card's words on every listing (decision 0070): its slug
 * moves in each listing's published document, draft and revisions (so "Restore" brings back the
 * trip, not a slug nobody answers to), in the publish's transaction (decision 0069). The pages'
 * version moves on, so every process reloads its listings within a poll.
 */
export const listingTripRename: TripRenameStep = {
  name: "listings' cards",
  run: async (trx, oldSlug, newSlug) => {
    const named = `"${oldSlug}"`;
    let moved = false;
    for (const row of await readPagesWith(trx, listingPageKeys, named)) {
      const published = renamedIn(row.published, oldSlug, newSlug);
      const draft = renamedIn(row.draft, oldSlug, newSlug);
      if (published === null && draft === null) continue;
      await rewritePageDocuments(trx, row.key, {
        published: published ?? row.published,
        draft: draft ?? row.draft,
      });
      moved ||= published !== null;
    }
    for (const revision of await readRevisionsWith(trx, listingPageKeys, named)) {
      const document = renamedIn(revision.document, oldSlug, newSlug);
      if (document !== null)
        await rewriteRevisionDocument(trx, revision.page_key, revision.number, document);
    }
    if (moved) await bumpPagesVersion(trx, systemNow().toISOString());
  },
};
