import type { ListingContent, ListingCardText } from "../pages/page-schemas";
import { findCard, type CatalogueCard } from "./cards";
import { categories, type Category } from "./categories";
import type { CategoryId, Trip } from "./trip-schema";

/*
 * The listings as the site draws them from their documents (decision 0070): each listing's cards
 * in the operator's order, then every published trip no listing places, so a trip the operator
 * forgot to place still shows; the "Also consider" row; and the listing a trip belongs to.
 * Pure: the callers pass the published listings and trips (server/modules/pages/listings.ts).
 */

/** The three listings' published documents, by category. */
export type Listings = Readonly<Record<CategoryId, ListingContent>>;

/** What a card reads of its trip. */
export type CardTrip = Pick<
  Trip,
  "slug" | "title" | "duration" | "difficulty" | "summary" | "category"
>;

const categoryIds = categories.map((category) => category.id);

/** The listings in the site's order whose cards (or else links) name the trip. */
function placingListings(listings: Listings, slug: string): CategoryId[] {
  const onCards = categoryIds.filter((id) => listings[id].cards.some((card) => card.trip === slug));
  if (onCards.length > 0) return onCards;
  return categoryIds.filter((id) => listings[id].links?.some((link) => link.trip === slug));
}

/**
 * The listing a trip no listing places shows it in: the one chosen in its trip editor, else the
 * one the spec filed it under (domain/catalogue/cards.ts, the listings' seed).
 */
function homeOfUnplaced(trip: Pick<CardTrip, "slug" | "category">): CategoryId | undefined {
  return trip.category ?? findCard(trip.slug)?.category;
}

/**
 * The listing a trip belongs to: the first whose cards hold it, else the one that links to it
 * (Nairobi National Park wildlife spotting), else its home as an unplaced trip.
 */
export function categoryIdOfTrip(
  listings: Listings,
  trip: Pick<CardTrip, "slug" | "category">,
): CategoryId | undefined {
  return placingListings(listings, trip.slug)[0] ?? homeOfUnplaced(trip);
}

export function categoryOfTrip(
  listings: Listings,
  trip: Pick<CardTrip, "slug" | "category">,
): Category | undefined {
  const id = categoryIdOfTrip(listings, trip);
  return categories.find((category) => category.id === id);
}

/** A trip's card: the listing's own words where it gives them, the trip's where it does not. */
function cardOf(trip: CardTrip, category: CategoryId, text?: ListingCardText): CatalogueCard {
  return {
    slug: trip.slug,
    category,
    title: text?.title ?? trip.title,
    duration: text?.duration ?? trip.duration,
    difficulty: text?.difficulty ?? trip.difficulty,
    description: text?.description ?? trip.summary,
  };
}

/** The card a trip shows in search results and "Also consider" rows: its own listing's. */
export function tripCard(listings: Listings, trip: CardTrip): CatalogueCard | undefined {
  const category = categoryIdOfTrip(listings, trip);
  if (!category) return undefined;
  return cardOf(
    trip,
    category,
    listings[category].cards.find((card) => card.trip === trip.slug),
  );
}

/**
 * A listing's cards: its document's cards in order whose trips are published (an archived trip
 * leaves it), then each published trip no listing places whose home is this listing, in the
 * catalogue's order (a trip the operator created, or took off every listing's cards).
 */
export function listingCards(
  listings: Listings,
  category: CategoryId,
  published: readonly CardTrip[],
): CatalogueCard[] {
  const bySlug = new Map(published.map((trip) => [trip.slug, trip]));
  const seen = new Set<string>();
  const own = listings[category].cards.flatMap((card) => {
    const trip = bySlug.get(card.trip);
    if (!trip || seen.has(card.trip)) return [];
    seen.add(card.trip);
    return [cardOf(trip, category, card)];
  });
  const unplaced = published.flatMap((trip) =>
    placingListings(listings, trip.slug).length === 0 && homeOfUnplaced(trip) === category
      ? [cardOf(trip, category)]
      : [],
  );
  return [...own, ...unplaced];
}

/**
 * A listing's "Also consider" row: the trips of other listings the operator chose, each with its
 * own listing's card, in the operator's order. A trip that is not published or is listed here
 * already is left out (publishing refuses both; this keeps the page right in between).
 */
export function alsoConsiderCards(
  listings: Listings,
  category: CategoryId,
  published: readonly CardTrip[],
  /** The listing's own cards, when the caller has them already (its page draws both). */
  cards: readonly CatalogueCard[] = listingCards(listings, category, published),
): CatalogueCard[] {
  const bySlug = new Map(published.map((trip) => [trip.slug, trip]));
  const listedHere = new Set(cards.map((card) => card.slug));
  const chosen = [...new Set(listings[category].alsoConsider.map((choice) => choice.trip))];
  return chosen.flatMap((slug) => {
    const trip = bySlug.get(slug);
    if (!trip || listedHere.has(slug)) return [];
    return tripCard(listings, trip) ?? [];
  });
}

/** A listing's lines to trip pages without a card (their titles are the trips' own). */
export function listingLinks(
  listing: ListingContent,
  published: ReadonlyArray<Pick<CardTrip, "slug" | "title">>,
): Array<{ slug: string; title: string; text: string }> {
  return (listing.links ?? []).flatMap((link) => {
    const trip = published.find((candidate) => candidate.slug === link.trip);
    return trip ? [{ slug: trip.slug, title: trip.title, text: link.text }] : [];
  });
}
