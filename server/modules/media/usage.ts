import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";

/**
 * Where a photo is used, as other modules know it: trips (hero, cards, gallery, days) and pages
 * register a source at start; each names the places that use a photo ("the Mount Kenya trek's
 * hero"). The media module sits below them, so it asks them through this list rather than
 * importing them.
 */
export type MediaUsageSource = (db: Kysely<Database>, photoId: string) => Promise<string[]>;

const sources = new Set<MediaUsageSource>();

/** Adds a source; the answer removes it again (for tests). */
export function registerMediaUsage(source: MediaUsageSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

/** Every place any source names for the photo, each once. */
export async function whereUsed(db: Kysely<Database>, photoId: string): Promise<string[]> {
  const places = await Promise.all([...sources].map((source) => source(db, photoId)));
  return [...new Set(places.flat())];
}
