import { trips as seedTrips } from "../../../content/trips";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { adventureTypeResolver } from "../../../domain/pricing/adventure-type";

/*
 * The catalogue as this process serves it: a synchronous snapshot of the published trips
 * (decision 0065). Pages, quotes, PDFs and mails read trips on every request and many of them
 * synchronously, so they read this snapshot instead of the database; the snapshot is replaced
 * whole when a publish changes the catalogue (refreshCatalogue, in this process at once and in
 * every other process within a poll of the version row, watch.ts).
 *
 * Until the server has loaded the database's catalogue (and in tests that never do) the snapshot
 * is the seed, the trip modules of content/trips, which is also what a new database starts with.
 */

/** One trip the site knows: published (listed and bookable) or archived (off the site). */
export interface CatalogueEntry {
  trip: Trip;
  status: "published" | "archived";
  /** Slugs the trip answered to before its current one; they answer 301 to it. */
  formerSlugs: readonly string[];
}

interface Snapshot {
  /** The catalogue_state version it was read at; null for the seed. */
  version: number | null;
  published: readonly Trip[];
  publishedBySlug: ReadonlyMap<string, Trip>;
  /** Every known trip, by current and former slug (bookings keep the slug they were made with). */
  knownBySlug: ReadonlyMap<string, Trip>;
  resolve: (adventureType: string) => string | undefined;
}

function snapshotOf(entries: readonly CatalogueEntry[], version: number | null): Snapshot {
  const published = entries.filter((entry) => entry.status === "published").map(({ trip }) => trip);
  const knownBySlug = new Map<string, Trip>();
  for (const { trip, formerSlugs } of entries) {
    for (const slug of formerSlugs) knownBySlug.set(slug, trip);
  }
  // Current slugs last: a slug a trip uses now wins over one another trip gave up.
  for (const { trip } of entries) knownBySlug.set(trip.slug, trip);
  return {
    version,
    published,
    publishedBySlug: new Map(published.map((trip) => [trip.slug, trip])),
    knownBySlug,
    resolve: adventureTypeResolver(entries.map(({ trip }) => trip)),
  };
}

let current = snapshotOf(
  seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
  null,
);

/** Replaces the snapshot (watch.ts, after reading the database). */
export function useCatalogue(entries: readonly CatalogueEntry[], version: number | null): void {
  current = snapshotOf(entries, version);
}

/** The catalogue_state version the snapshot was read at (null: still the seed). */
export function catalogueVersionInUse(): number | null {
  return current.version;
}

/** Every published trip, in the catalogue's order. */
export function publishedTrips(): readonly Trip[] {
  return current.published;
}

/** The published trips' slugs, in order (the sitemap, the admin's trip choices). */
export function publishedTripSlugs(): string[] {
  return current.published.map((trip) => trip.slug);
}

/** A published trip by its current slug: what the public pages and checkout may show and sell. */
export function findPublishedTrip(slug: string): Trip | undefined {
  return current.publishedBySlug.get(slug);
}

/**
 * Any trip the site has published, archived ones too, by its current or a former slug: what a
 * booking, its mails, documents and payments read, whatever happened to the trip since.
 */
export function findTrip(slug: string): Trip | undefined {
  return current.knownBySlug.get(slug);
}

/**
 * The current slug of a published trip reached by a former slug (a 301 to it), or undefined when
 * the slug is current or names no published trip.
 */
export function renamedTripSlug(slug: string): string | undefined {
  const trip = current.knownBySlug.get(slug);
  if (!trip || trip.slug === slug || !current.publishedBySlug.has(trip.slug)) return undefined;
  return trip.slug;
}

/**
 * The trip slug for an API's `adventureType`: a slug, or a trip or card title with hyphens. A
 * former slug names the trip's current one (a client that knew the trip before its rename).
 */
export function resolveAdventureType(adventureType: string): string | undefined {
  return current.resolve(adventureType) ?? current.knownBySlug.get(adventureType)?.slug;
}
