import { sql, type Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { photoSources, type PhotoView } from "../../../domain/media/photo";
import { photoRows } from "./store";

/**
 * The pages' photos (issue 29 slice 2): the library read once into `<picture>` views by id, per
 * process. One small query per use asks whether the library changed since (how many photos, and
 * the latest change); any upload, edit or deletion, by this process or another on the same
 * database, makes the next use read the library again.
 */
let cached: { stamp: string; views: Map<string, PhotoView> } | undefined;

/** This process changed a photo: the next use reads the library again, whatever its stamp. */
export function forgetPhotoViews(): void {
  cached = undefined;
}

async function libraryStamp(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("media")
    .select([sql<number>`count(*)`.as("photos"), sql<string | null>`max(updated_at)`.as("changed")])
    .executeTakeFirstOrThrow();
  return `${Number(row.photos)}|${row.changed ?? ""}`;
}

/** The views of the photos with these ids; an id the library does not hold is left out. */
export async function photoViews(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, PhotoView>> {
  if (ids.length === 0) return new Map();
  const stamp = await libraryStamp(db);
  if (cached?.stamp !== stamp) {
    const views = new Map((await photoRows(db)).map((photo) => [photo.id, photoSources(photo)]));
    cached = { stamp, views };
  }
  const { views } = cached;
  return new Map(ids.flatMap((id) => (views.has(id) ? [[id, views.get(id)!] as const] : [])));
}
