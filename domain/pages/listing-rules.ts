import { categoryIdOfTrip, type Listings } from "../catalogue/trip-category";
import { findCategory } from "../catalogue/categories";
import type { Trip } from "../catalogue/trip-schema";
import type { DraftValue, FieldView } from "../content-form/form-view";
import type { ListingPageKey } from "./page-keys";
import type { ListingContent } from "./page-schemas";

/*
 * What a listing's document may name (decision 0070), beyond what its schema checks alone: each
 * trip must be one the catalogue has and shows, and an "Also consider" trip must belong to
 * another listing. Also the editor's trip fields (chosen from the catalogue, never typed) and a
 * renamed trip's slug moved through a stored document. Pure: the pages module passes the
 * catalogue.
 */

/** A trip of the catalogue as the listing editor offers and checks it. */
export interface CatalogueTrip {
  slug: string;
  title: string;
  status: "draft" | "published" | "archived";
}

export const noSuchTripSentence = "There is no such trip in the catalogue: choose another.";
export const unpublishedTripSentence =
  "This trip is not on the site (archived or never published): choose a published trip, or remove it here.";

/** The fields of a listing that name a trip: its cards, its links and its "Also consider" row. */
const tripLists = ["cards", "links", "alsoConsider"] as const;

/**
 * Each trip field of a listing about to be published that cannot be, with the sentence to show
 * beside it: a trip the catalogue lacks, one not on the site, and an "Also consider" trip that
 * belongs to this listing (on its cards, or shown after them as a trip no listing places).
 * `listings` are the published listings, this one replaced by the document.
 */
export function listingRefusals(
  key: ListingPageKey,
  listing: ListingContent,
  catalogue: readonly CatalogueTrip[],
  listings: Listings,
  published: ReadonlyArray<Pick<Trip, "slug" | "category">>,
): Record<string, string> {
  const bySlug = new Map(catalogue.map((trip) => [trip.slug, trip]));
  const withThis: Listings = { ...listings, [key]: listing };
  const errors: Record<string, string> = {};
  for (const list of tripLists)
    (listing[list] ?? []).forEach(({ trip: slug }, index) => {
      const field = `${list}.${index}.trip`;
      const trip = bySlug.get(slug);
      if (!trip) errors[field] = noSuchTripSentence;
      else if (trip.status !== "published") errors[field] = unpublishedTripSentence;
      else if (list === "alsoConsider") {
        const own = published.find((candidate) => candidate.slug === slug) ?? { slug };
        if (categoryIdOfTrip(withThis, own) === key)
          errors[field] =
            `This trip is listed under ${findCategory(key)?.title ?? key} itself: choose a trip of another listing.`;
      }
    });
  return errors;
}

/**
 * A stored listing with a renamed trip's slug moved on (decision 0069's rename step), whatever
 * the document holds (a draft may be invalid); null when it names the trip nowhere.
 */
export function listingWithTripRenamed(
  document: DraftValue,
  oldSlug: string,
  newSlug: string,
): DraftValue | null {
  if (typeof document !== "object" || document === null || Array.isArray(document)) return null;
  let moved = false;
  const next: { [key: string]: DraftValue | undefined } = { ...document };
  for (const list of tripLists) {
    const items = document[list];
    if (!Array.isArray(items)) continue;
    next[list] = items.map((item) => {
      if (typeof item !== "object" || item === null || Array.isArray(item)) return item;
      if (item.trip !== oldSlug) return item;
      moved = true;
      return { ...item, trip: newSlug };
    });
  }
  return moved ? next : null;
}

/** "cards.3.trip", "links.0.trip", "alsoConsider.1.trip": a field that names a trip. */
const TRIP_FIELD = /^(cards|links|alsoConsider)\.\d+\.trip$/;

/**
 * The listing editor's fields with each trip field a choice of the catalogue's trips (by title,
 * a trip not on the site saying so) instead of a typed slug. A value the catalogue lacks stays
 * among the choices, so a save never loses it; publishing then refuses it beside the field.
 */
export function withTripChoices(
  views: readonly FieldView[],
  catalogue: readonly CatalogueTrip[],
): FieldView[] {
  const label = (trip: CatalogueTrip) =>
    trip.status === "published" ? trip.title : `${trip.title} (not on the site)`;
  const known = catalogue.map((trip) => ({ value: trip.slug, label: label(trip) }));
  return views.map((view): FieldView => {
    if (view.kind === "text" && TRIP_FIELD.test(view.name)) {
      const unknown =
        view.value && !catalogue.some((trip) => trip.slug === view.value)
          ? [{ value: view.value, label: `${view.value} (no such trip)` }]
          : [];
      const choices = [{ value: "", label: "Choose a trip" }, ...unknown, ...known];
      const { name, label: fieldLabel, value, hint } = view;
      return { kind: "choice", name, label: fieldLabel, value, choices, ...(hint ? { hint } : {}) };
    }
    if (view.kind === "list")
      return {
        ...view,
        items: view.items.map((item) => ({
          ...item,
          children: withTripChoices(item.children, catalogue),
        })),
      };
    if (view.kind === "section" || view.kind === "group" || view.kind === "variant")
      return { ...view, children: withTripChoices(view.children, catalogue) };
    return view;
  });
}
