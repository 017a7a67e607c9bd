import type { Kysely } from "kysely";
import type { CatalogueCard } from "../../../domain/catalogue/cards";
import type { Category } from "../../../domain/catalogue/categories";
import {
  alsoConsiderCards,
  categoryOfTrip,
  listingCards,
  listingLinks,
  tripCard,
  type CardTrip,
  type Listings,
} from "../../../domain/catalogue/trip-category";
import type { CategoryId } from "../../../domain/catalogue/trip-schema";
import { listingRefusals, type CatalogueTrip } from "../../../domain/pages/listing-rules";
import { isListingPageKey, type PageKey } from "../../../domain/pages/page-keys";
import type { ListingContent } from "../../../domain/pages/page-schemas";
import type { Database } from "../../platform/db/schema";
import { listTripsForAdmin, publishedTrips } from "../catalogue";
import { publishedPage } from "./snapshot";

/*
 * The listings as this process shows them (decision 0070): their published documents over the
 * published catalogue, through the pure rules of domain/catalogue/trip-category.ts. A preview
 * passes its draft in place of the published document.
 */

/** The three listings as published. */
export function publishedListings(): Listings {
  return {
    "summit-treks": publishedPage("summit-treks"),
    "wild-adventures": publishedPage("wild-adventures"),
    "seasonal-escapes": publishedPage("seasonal-escapes"),
  };
}

/** What a listing page draws: its words, its cards, its links and its "Also consider" row. */
export interface ListingView {
  content: ListingContent;
  cards: CatalogueCard[];
  links: Array<{ slug: string; title: string; text: string }>;
  alsoConsider: CatalogueCard[];
}

/** A listing as published, or with `draft` (validated) in place of its document: the preview. */
export function listingView(category: CategoryId, draft?: ListingContent): ListingView {
  const listings = draft ? { ...publishedListings(), [category]: draft } : publishedListings();
  const trips = publishedTrips();
  const cards = listingCards(listings, category, trips);
  return {
    content: listings[category],
    cards,
    links: listingLinks(listings[category], trips),
    alsoConsider: alsoConsiderCards(listings, category, trips, cards),
  };
}

/** A listing's cards as published (the landing page's counts and "from" prices). */
export function publishedListingCards(category: CategoryId): CatalogueCard[] {
  return listingCards(publishedListings(), category, publishedTrips());
}

/** The listing a trip belongs to (its page's way back, the admin's trips list). */
export function listingOfTrip(trip: Pick<CardTrip, "slug" | "category">): Category | undefined {
  return categoryOfTrip(publishedListings(), trip);
}

/** The card a published trip shows outside its listing (search results). */
export function cardOfTrip(trip: CardTrip): CatalogueCard | undefined {
  return tripCard(publishedListings(), trip);
}

/** Every trip of the catalogue, as the listing editor offers it (drafts and archived ones too). */
export async function listingTripChoices(db: Kysely<Database>): Promise<CatalogueTrip[]> {
  return (await listTripsForAdmin(db)).map(({ slug, title, status }) => ({ slug, title, status }));
}

/**
 * What stops a listing's valid document being published, by field (decision 0070): a trip the
 * catalogue lacks or does not show, an "Also consider" trip of the listing itself. Empty for the
 * other pages.
 */
export async function listingProblems(
  db: Kysely<Database>,
  key: PageKey,
  document: unknown,
): Promise<Record<string, string>> {
  if (!isListingPageKey(key)) return {};
  return listingRefusals(
    key,
    document as ListingContent,
    await listingTripChoices(db),
    publishedListings(),
    publishedTrips(),
  );
}
