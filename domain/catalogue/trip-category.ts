import { findCard } from "./cards";
import { categories, type Category } from "./categories";

/**
 * The category a trip is listed in: its catalogue card's, or for a trip without a card (Nairobi
 * National Park wildlife spotting) the category that links to it among its further trips.
 */
export function categoryOfTrip(slug: string): Category | undefined {
  const listedIn = findCard(slug)?.category;
  return categories.find((category) =>
    listedIn ? category.id === listedIn : category.moreTrips?.some((trip) => trip.slug === slug),
  );
}

/** The pages a trip is reached from, which "Back to Adventures" may return to: home and the categories. */
export function isListingPath(path: string): boolean {
  return path === "/" || categories.some((category) => category.path === path);
}
