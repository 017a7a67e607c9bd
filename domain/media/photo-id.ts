import { z } from "zod";

/** The sentence beside a photo field that names no photo of the library. */
export const choosePhotoSentence = "Choose a photo from the library.";

/**
 * A photo of the library (server/modules/media, decision 0066) by its id, a UUID, in any content
 * document (a trip, a page of the site). The `photo` mark reaches the JSON Schema, so the content
 * studio's editors offer the library's photos, not a typed id.
 */
export const photoIdSchema = z.uuid({ error: choosePhotoSentence }).meta({ photo: true });
