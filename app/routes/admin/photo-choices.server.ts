import type { Kysely } from "kysely";
import type { PhotoChoice } from "../../../domain/catalogue/photo-choices";
import { listPhotos, photoSources } from "../../../server/modules/media";
import type { Database } from "../../../server/platform/db/schema";

/** The library's photos a content studio editor offers (trips and pages): id, alt text, thumbnail. */
export async function photoChoices(db: Kysely<Database>): Promise<PhotoChoice[]> {
  return (await listPhotos(db)).map((photo) => ({
    id: photo.id,
    label: photo.altText,
    thumbnail: photoSources(photo).webp[0]?.src,
  }));
}
