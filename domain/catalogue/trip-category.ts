import { cardsInCategory, findCard, type CatalogueCard } from "./cards";
import type { CategoryId, Trip } from "./trip-schema";
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

/**
 * The card a trip shows in search results: its catalogue card, or for a trip without one the
 * same fields from its own content (its summary as the card's text) and the category it is
 * listed with.
 */
export function tripCard(
  trip: Pick<Trip, "slug" | "title" | "duration" | "difficulty" | "summary" | "category">,
): CatalogueCard | undefined {
  const card = findCard(trip.slug);
  if (card) return card;
  const category = trip.category
    ? categories.find((listing) => listing.id === trip.category)
    : categoryOfTrip(trip.slug);
  return category
    ? {
        slug: trip.slug,
        category: category.id,
        title: trip.title,
        duration: trip.duration,
        difficulty: trip.difficulty,
        description: trip.summary,
      }
    : undefined;
}

/**
 * A listing's cards: the spec's cards of the category, then each published trip the operator
 * listed there that has no card of its own (decision 0065), in the catalogue's order. A card whose
 * trip is not published (archived) is left out.
 */
export function listingCards(
  category: CategoryId,
  published: ReadonlyArray<Parameters<typeof tripCard>[0]>,
): CatalogueCard[] {
  const added = published.flatMap((trip) =>
    trip.category === category && !findCard(trip.slug) ? (tripCard(trip) ?? []) : [],
  );
  const publishedSlugs = new Set(published.map((trip) => trip.slug));
  const spec = cardsInCategory(category).filter((card) => publishedSlugs.has(card.slug));
  return [...spec, ...added];
}

/**
 * A listing's "Also consider" row: the trips the operator chose from other categories, each with
 * its own listing's card, in the operator's order. A trip that is not published, is listed here
 * already, or is named twice is left out.
 */
export function alsoConsiderCards(
  category: Pick<Category, "id" | "alsoConsider">,
  published: ReadonlyArray<Parameters<typeof tripCard>[0]>,
): CatalogueCard[] {
  const bySlug = new Map(published.map((trip) => [trip.slug, trip]));
  const listedHere = new Set(listingCards(category.id, published).map((card) => card.slug));
  const chosen = [...new Set(category.alsoConsider ?? [])];
  return chosen.flatMap((slug) => {
    const trip = bySlug.get(slug);
    if (!trip || listedHere.has(slug)) return [];
    return tripCard(trip) ?? [];
  });
}
