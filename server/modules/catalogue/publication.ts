import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { trips as seedTrips } from "../../../content/trips";
import { tripSchema, type Trip } from "../../../domain/catalogue/trip-schema";
import { systemNow } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { logger } from "../../platform/logger";
import { pollEvery } from "../../platform/poll";
import { catalogueVersionInUse, useCatalogue, type CatalogueEntry } from "./snapshot";
import {
  bumpCatalogueVersion,
  claimFirstCatalogueVersion,
  insertRevision,
  insertTripRow,
  readCatalogueVersion,
  readPublishedRows,
  rememberTripSlug,
} from "./store";

/*
 * How the database's catalogue reaches this process (decision 0065): seeded once from the trip
 * modules, loaded into the snapshot at start, and reloaded whenever catalogue_state's version
 * moves: at once in the process that published, within a poll in every other one.
 */

/** Who seeded the catalogue, in its first revisions. */
export const SEED_AUTHOR = "The site's first catalogue (content/trips)";

/**
 * A new database's catalogue: the trip modules, each published as its revision 1. Does nothing
 * when the catalogue exists (or another process is seeding it). Returns how many trips it added.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  trips: readonly Trip[] = seedTrips,
): Promise<number> {
  const now = systemNow().toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimFirstCatalogueVersion(trx, now))) return 0;
    for (const [position, trip] of trips.entries()) {
      const id = randomUUID();
      const document = JSON.stringify(trip);
      await insertTripRow(trx, {
        id,
        slug: trip.slug,
        status: "published",
        position,
        title: trip.title,
        published: document,
        draft: null,
        updated_at: now,
        updated_by: SEED_AUTHOR,
        published_at: now,
      });
      await rememberTripSlug(trx, trip.slug, id);
      await insertRevision(trx, {
        trip_id: id,
        document,
        changes: "[]",
        published_by: SEED_AUTHOR,
        published_at: now,
        note: null,
      });
    }
    return trips.length;
  });
}

/**
 * Reads the published catalogue into this process's snapshot when its version moved since the
 * last read (or always, with `force`). Returns true when the snapshot changed. A stored document
 * that no longer parses (a schema change without a migration of the rows) keeps its trip off the
 * site and is logged, instead of taking the catalogue down.
 */
export async function refreshCatalogue(
  db: Kysely<Database>,
  { force = false } = {},
): Promise<boolean> {
  const version = await readCatalogueVersion(db);
  if (version === null) return false;
  if (!force && version === catalogueVersionInUse()) return false;
  const { rows, slugs } = await readPublishedRows(db);
  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    const parsed = tripSchema.safeParse(JSON.parse(row.published ?? "null"));
    if (!parsed.success) {
      logger.error({ tripId: row.id, issues: parsed.error.issues }, "stored trip does not parse");
      continue;
    }
    entries.push({
      trip: parsed.data,
      status: row.status === "archived" ? "archived" : "published",
      formerSlugs: slugs
        .filter((slug) => slug.trip_id === row.id && slug.slug !== parsed.data.slug)
        .map(({ slug }) => slug),
    });
  }
  const firstLoad = catalogueVersionInUse() === null;
  useCatalogue(entries, version);
  // Nothing was served from the database's catalogue before its first load: nothing to forget.
  if (!firstLoad) await publish("ContentPublished", { content: "trip", id: String(version) });
  return true;
}

/**
 * Makes a change the public site sees (a publish, an archive, a new order): `change` runs in one
 * transaction with the move of the catalogue's version, made when `changed` says the outcome
 * changed something; this process then reloads its snapshot at once, every other one within a
 * poll (watchCatalogue).
 */
export async function changeCatalogue<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
  changed: (outcome: T) => boolean,
): Promise<T> {
  const outcome = await db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (changed(done)) await bumpCatalogueVersion(trx, systemNow().toISOString());
    return done;
  });
  if (changed(outcome)) await refreshCatalogue(db);
  return outcome;
}

/**
 * Polls the catalogue's version every `intervalMs` and reloads the snapshot when another process
 * published. Returns the way to stop. The timer is unref'd: it never keeps a process alive.
 */
export function watchCatalogue(db: Kysely<Database>, intervalMs = 1000): () => void {
  return pollEvery(intervalMs, () => refreshCatalogue(db), "catalogue refresh failed");
}
