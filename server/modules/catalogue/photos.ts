import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { findPhoto, photoViews, type MediaUsageSource, type PhotoView } from "../media";
import { choosePhotoSentence, type Trip } from "../../../domain/catalogue/trip-schema";
import {
  cardPhotoId,
  tripPhotoUses,
  type TripPhotoUse,
} from "../../../domain/catalogue/trip-photos";
import type { PhotoNames } from "../../../domain/catalogue/trip-changes";
import type { DraftValue } from "../../../domain/catalogue/trip-form";
import { isDraftObject } from "../../../domain/content-form/form-view";

/**
 * A trip's library photos (issue 29 slice 2): the views its page and card draw, the check that a
 * published trip names only photos the library holds, and the media module's question of which
 * trips use a photo.
 */

/** What a trip's page draws of its photos; null (or an empty gallery) draws as before. */
export interface TripPhotos {
  hero: PhotoView | null;
  gallery: PhotoView[];
  /** By the day's index in the trip's days. */
  days: Array<PhotoView | null>;
}

type PhotosOf = Pick<Trip, "photos" | "days">;

export async function tripPhotosOf(db: Kysely<Database>, trip: PhotosOf): Promise<TripPhotos> {
  const views = await photoViews(
    db,
    tripPhotoUses(trip).map((use) => use.id),
  );
  const view = (id: string | undefined) => (id ? (views.get(id) ?? null) : null);
  return {
    hero: view(trip.photos?.hero),
    gallery: (trip.photos?.gallery ?? []).flatMap((id) => view(id) ?? []),
    days: trip.days.map((day) => view(day.photo)),
  };
}

/** The photo each trip's card shows (its card photo, else its hero), by slug; none: its scene. */
export async function cardPhotosOf(
  db: Kysely<Database>,
  trips: ReadonlyArray<Pick<Trip, "slug" | "photos">>,
): Promise<Map<string, PhotoView>> {
  const wanted = trips.flatMap((trip) => {
    const id = cardPhotoId(trip);
    return id ? [[trip.slug, id] as const] : [];
  });
  const views = await photoViews(
    db,
    wanted.map(([, id]) => id),
  );
  return new Map(
    wanted.flatMap(([slug, id]) => (views.has(id) ? [[slug, views.get(id)!] as const] : [])),
  );
}

/** Each photo field naming a photo the library does not hold, with the sentence to show there. */
export async function missingPhotoErrors(
  db: Kysely<Database>,
  trip: PhotosOf,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const use of tripPhotoUses(trip))
    if (!errors[use.field] && !(await findPhoto(db, use.id)))
      errors[use.field] = choosePhotoSentence;
  return errors;
}

/** The photos a document uses, a draft as typed (any shape) or a published trip. */
function photoUsesIn(document: unknown): TripPhotoUse[] {
  if (!isDraftObject(document as DraftValue)) return [];
  const { days, photos } = document as { days?: unknown; photos?: unknown };
  const typedDays = Array.isArray(days) ? (days as DraftValue[]).filter(isDraftObject) : [];
  return tripPhotoUses({
    photos: isDraftObject(photos as DraftValue) ? (photos as Trip["photos"]) : undefined,
    days: typedDays.map((day, index) => ({
      day: typeof day.day === "number" ? day.day : index + 1,
      photo: typeof day.photo === "string" ? day.photo : undefined,
    })),
  });
}

/** Where a saved document (a draft as typed, or the published trip) uses the photo. */
function placesIn(json: string | null, photoId: string): string[] {
  if (!json?.includes(photoId)) return [];
  return photoUsesIn(JSON.parse(json))
    .filter((use) => use.id === photoId)
    .map((use) => use.place);
}

/**
 * The photos of these documents by their alt text, for the readable diff between them
 * (describeTripChanges): "Hero photo: A lion on a kopje → Dawn balloon flight".
 */
export async function photoNamesIn(
  db: Kysely<Database>,
  ...documents: unknown[]
): Promise<PhotoNames> {
  const ids = documents.flatMap((document) => photoUsesIn(document).map((use) => use.id));
  const views = await photoViews(db, [...new Set(ids)]);
  return (id) => views.get(id)?.altText;
}

/**
 * The media module's question (registerMediaUsage): every trip, draft or published, archived
 * too (it can be restored), whose document uses the photo, as "Trip: Point Lenana Summit (hero)".
 */
export const tripsUsingPhoto: MediaUsageSource = async (db, photoId) => {
  const pattern = `%${photoId}%`;
  const rows = await db
    .selectFrom("trips")
    .select(["title", "status", "draft", "published"])
    .where((eb) => eb.or([eb("draft", "like", pattern), eb("published", "like", pattern)]))
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const places = [
      ...new Set([...placesIn(row.draft, photoId), ...placesIn(row.published, photoId)]),
    ];
    if (places.length === 0) return [];
    const archived = row.status === "archived" ? ", archived" : "";
    return [`Trip: ${row.title} (${places.join(", ")}${archived})`];
  });
};
