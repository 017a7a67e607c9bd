import type { Trip } from "./trip-schema";

/**
 * Where a trip uses library photos (issue 29 slice 2): each use with the editor's field name
 * ("days.2.photo"), where an operator would look for it ("hero", "day 3") and the photo's id.
 */
export interface TripPhotoUse {
  field: string;
  place: string;
  id: string;
}

type PhotosOf = Pick<Trip, "photos"> & { days: ReadonlyArray<{ day: number; photo?: string }> };

export function tripPhotoUses(trip: PhotosOf): TripPhotoUse[] {
  const uses: TripPhotoUse[] = [];
  const { hero, card, gallery = [] } = trip.photos ?? {};
  if (hero) uses.push({ field: "photos.hero", place: "hero", id: hero });
  if (card) uses.push({ field: "photos.card", place: "card", id: card });
  for (const id of gallery) uses.push({ field: "photos.gallery", place: "gallery", id });
  trip.days.forEach((day, index) => {
    if (day.photo)
      uses.push({ field: `days.${index}.photo`, place: `day ${day.day}`, id: day.photo });
  });
  return uses;
}

/** The photo a trip's card shows: its card photo, else its hero; none draws the scene. */
export function cardPhotoId(trip: Pick<Trip, "photos">): string | undefined {
  return trip.photos?.card ?? trip.photos?.hero;
}
