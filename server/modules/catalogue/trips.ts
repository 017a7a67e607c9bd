import { findTrip, trips } from "../../../content/trips";
import type { Trip } from "../../../domain/catalogue/trip-schema";

/*
 * The published trips, for the pages that list and search them. They read the catalogue through
 * these two functions rather than content/trips, so when the catalogue moves into the database
 * (a published snapshot per process) only this file changes for them.
 */

/** Every published trip, in the catalogue's order (the spec's route order). */
export function publishedTrips(): readonly Trip[] {
  return trips;
}

/** One published trip by its slug. */
export function findPublishedTrip(slug: string): Trip | undefined {
  return findTrip(slug);
}
