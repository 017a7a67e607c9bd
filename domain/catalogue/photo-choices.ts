/*
 * The library photos a photo field of the trip editor offers. Apart from the form's field tree
 * (which is built from the zod schema on the server): the editor's fields in the browser import
 * this file only, so the admin's JavaScript carries no zod (tests/system/build-boundary.test.ts).
 */
import { missingPhotoLabel } from "../media/photo-view";

/** A library photo as the editor offers it: its id, its alt text and a small picture of it. */
export type PhotoChoice = { id: string; label: string; thumbnail?: string };

/** A chosen id the library no longer holds (deleted, or a draft from elsewhere): kept, and said. */
export { missingPhotoLabel };

/**
 * The photos a photo field offers: the chosen ones first, in their order (a gallery keeps it),
 * then the rest of the library. An id the library does not hold stays on offer, named as missing,
 * so saving the form never drops it unseen; publishing refuses it beside the field.
 */
export function photoOptions(
  chosen: readonly string[],
  library: readonly PhotoChoice[],
): PhotoChoice[] {
  const byId = new Map(library.map((photo) => [photo.id, photo]));
  const first = chosen
    .filter((id, index) => id && chosen.indexOf(id) === index)
    .map((id) => byId.get(id) ?? { id, label: missingPhotoLabel });
  const picked = new Set(chosen);
  return [...first, ...library.filter((photo) => !picked.has(photo.id))];
}
