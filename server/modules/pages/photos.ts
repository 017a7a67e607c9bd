import type { Kysely } from "kysely";
import type { DraftValue } from "../../../domain/content-form/form-view";
import { pageNames, type PageKey } from "../../../domain/pages/page-keys";
import { pageForm } from "../../../domain/pages/page-forms";
import { choosePhotoSentence } from "../../../domain/media/photo-id";
import type { Database } from "../../platform/db/schema";
import { findPhoto, photoViews, type MediaUsageSource, type PhotoView } from "../media";
import { readPagesHolding } from "./store";

/**
 * The pages' library photos (decision 0067): the views a page draws, by the form name of the
 * field that names each ("hero.photo", "gallery.2.photo", "members.0.photo"); the check that a
 * published page names only photos the library holds; and which pages use a photo.
 */

/** The photos a page's document names, ready to draw, by field; a missing one is left out. */
export async function pagePhotosOf(
  db: Kysely<Database>,
  key: PageKey,
  document: unknown,
): Promise<Record<string, PhotoView>> {
  const uses = pageForm(key).photoUses(document);
  if (uses.length === 0) return {};
  const views = await photoViews(
    db,
    uses.map((use) => use.id),
  );
  return Object.fromEntries(
    uses.flatMap((use) => (views.has(use.id) ? [[use.field, views.get(use.id)!] as const] : [])),
  );
}

/** Each photo field naming a photo the library does not hold, with the sentence to show there. */
export async function missingPagePhotos(
  db: Kysely<Database>,
  key: PageKey,
  document: unknown,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const use of pageForm(key).photoUses(document))
    if (!errors[use.field] && !(await findPhoto(db, use.id)))
      errors[use.field] = choosePhotoSentence;
  return errors;
}

function placesIn(key: PageKey, json: string | null, photoId: string): string[] {
  if (!json?.includes(photoId)) return [];
  return pageForm(key)
    .photoUses(JSON.parse(json) as DraftValue)
    .filter((use) => use.id === photoId)
    .map((use) => use.place);
}

/**
 * The media module's question (registerMediaUsage): every page whose draft or published
 * document uses the photo, as "Page: Landing page (First screen › Photo (instead of the drawing))".
 */
export const pagesUsingPhoto: MediaUsageSource = async (db, photoId) => {
  const rows = await readPagesHolding(db, photoId);
  return rows.flatMap((row) => {
    const key = row.key as PageKey;
    const places = [
      ...new Set([...placesIn(key, row.draft, photoId), ...placesIn(key, row.published, photoId)]),
    ];
    return places.length > 0 ? [`Page: ${pageNames[key]} (${places.join(", ")})`] : [];
  });
};
