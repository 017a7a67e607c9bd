import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, TripRevisionsTable, TripsTable } from "../../platform/db/schema";

/*
 * The catalogue's tables (migration 0034): this file alone writes trips, trip_revisions,
 * trip_slugs and catalogue_state. Documents are JSON text on both databases.
 */

export type TripRow = Selectable<TripsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The version of the published catalogue, or null before the catalogue was seeded. */
export async function readCatalogueVersion(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("catalogue_state")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/**
 * Claims the first catalogue version. True for the one caller that made it: only that one seeds,
 * when two processes start on one new database together.
 */
export async function claimFirstCatalogueVersion(db: Db, now: string): Promise<boolean> {
  const result = await db
    .insertInto("catalogue_state")
    .values({ id: 1, version: 1, changed_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Moves the published catalogue's version on: every process reloads its snapshot. */
export async function bumpCatalogueVersion(db: Db, now: string): Promise<void> {
  await db
    .updateTable("catalogue_state")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: now }))
    .where("id", "=", 1)
    .execute();
}

/** Every trip the site shows or keeps for bookings (published or archived), in catalogue order. */
export async function readPublishedRows(db: Db) {
  const [rows, slugs] = await Promise.all([
    db
      .selectFrom("trips")
      .select(["id", "status", "published"])
      .where("published", "is not", null)
      .where("status", "in", ["published", "archived"])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db.selectFrom("trip_slugs").select(["slug", "trip_id"]).execute(),
  ]);
  return { rows, slugs };
}

export async function readTripRows(db: Db): Promise<TripRow[]> {
  return db.selectFrom("trips").selectAll().orderBy("position").orderBy("id").execute();
}

/**
 * What the admin list shows of every trip, in catalogue order: the columns it needs, never the
 * documents (at 500 trips those are megabytes a request; bench/catalogue-scale.ts).
 */
export async function readTripSummaries(db: Db) {
  const rows = await db
    .selectFrom("trips")
    .select((eb) => [
      "id",
      "slug",
      "title",
      "status",
      "updated_at",
      "updated_by",
      eb.case().when("draft", "is", null).then(0).else(1).end().as("has_draft"),
    ])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(({ has_draft, ...row }) => ({ ...row, hasDraft: Number(has_draft) === 1 }));
}

export async function readTripRow(db: Db, id: string): Promise<TripRow | undefined> {
  return db.selectFrom("trips").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertTripRow(db: Db, row: Omit<TripRow, "version">): Promise<void> {
  await db.insertInto("trips").values(row).execute();
}

/** The next free position at the end of the catalogue. */
export async function nextTripPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom("trips")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Writes a trip only when nobody wrote it since `expectedVersion` was read, moving the version on.
 * False when someone did (the caller refuses the save and shows what changed).
 */
export async function updateTripRow(
  db: Db,
  id: string,
  expectedVersion: number,
  patch: Partial<Omit<TripRow, "id" | "version">>,
): Promise<boolean> {
  const result = await db
    .updateTable("trips")
    .set((eb) => ({ ...patch, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTripPosition(db: Db, id: string, position: number): Promise<void> {
  await db.updateTable("trips").set({ position }).where("id", "=", id).execute();
}

/** Which trip a slug belongs to, current or former (undefined: free). */
export async function tripIdOfSlug(db: Db, slug: string): Promise<string | undefined> {
  const [current, former] = await Promise.all([
    db.selectFrom("trips").select("id").where("slug", "=", slug).executeTakeFirst(),
    db.selectFrom("trip_slugs").select("trip_id").where("slug", "=", slug).executeTakeFirst(),
  ]);
  return current?.id ?? former?.trip_id;
}

/** Remembers that the trip answers to this slug (its first, or a new one after a rename). */
export async function rememberTripSlug(db: Db, slug: string, tripId: string): Promise<void> {
  await db
    .insertInto("trip_slugs")
    .values({ slug, trip_id: tripId })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}

/** Every slug the trip answered to before `current`. */
export async function formerSlugsOf(db: Db, tripId: string, current: string): Promise<string[]> {
  const rows = await db
    .selectFrom("trip_slugs")
    .select("slug")
    .where("trip_id", "=", tripId)
    .where("slug", "!=", current)
    .orderBy("slug")
    .execute();
  return rows.map((row) => row.slug);
}

export type RevisionRow = Selectable<TripRevisionsTable>;

export async function insertRevision(db: Db, revision: Omit<RevisionRow, "number">) {
  const last = await db
    .selectFrom("trip_revisions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("trip_id", "=", revision.trip_id)
    .executeTakeFirst();
  const number = last?.last === null || last?.last === undefined ? 1 : Number(last.last) + 1;
  await db
    .insertInto("trip_revisions")
    .values({ ...revision, number })
    .execute();
  return number;
}

export async function readRevisions(db: Db, tripId: string): Promise<RevisionRow[]> {
  return db
    .selectFrom("trip_revisions")
    .selectAll()
    .where("trip_id", "=", tripId)
    .orderBy("number", "desc")
    .execute();
}

export async function readRevision(
  db: Db,
  tripId: string,
  number: number,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom("trip_revisions")
    .selectAll()
    .where("trip_id", "=", tripId)
    .where("number", "=", number)
    .executeTakeFirst();
}
