import type { Kysely, Transaction } from "kysely";
import { describeTripChanges, type TripChange } from "../../../domain/catalogue/trip-changes";
import type { DraftValue } from "../../../domain/catalogue/trip-form";
import { systemNow } from "../../platform/clock";
import { publish } from "../../platform/events";
import type { Database } from "../../platform/db/schema";
import { editorName, type Editor } from "./editing";
import { photoNamesIn } from "./photos";
import { changeCatalogue } from "./publication";
import {
  readRevision,
  readRevisions,
  readTripRow,
  readTripRows,
  readTripSummaries,
  setTripPosition,
  updateTripRow,
  type TripRow,
} from "./store";

/*
 * A trip's place on the site (archived or not, its order in the catalogue) and its history of
 * revisions (decision 0065). Each change the public site sees moves the catalogue's version.
 */

/** One row of /admin/trips. */
export interface AdminTripRow {
  id: string;
  slug: string;
  title: string;
  status: TripRow["status"];
  /** A draft waits to be published (for a published trip: changes not on the site yet). */
  hasDraft: boolean;
  updatedAt: string;
  updatedBy: string;
}

export async function listTripsForAdmin(db: Kysely<Database>): Promise<AdminTripRow[]> {
  return (await readTripSummaries(db)).map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    hasDraft: row.hasDraft,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }));
}

/** A change of a trip's place on the site; true when it made one. */
const changePublicState = (
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<boolean>,
) => changeCatalogue(db, change, (changed) => changed);

/**
 * Takes a published trip off the site (listings, its page, checkout, the sitemap) or puts an
 * archived one back. Bookings already made keep reading it. False when the trip cannot move so.
 */
export async function setTripArchived(
  db: Kysely<Database>,
  id: string,
  archived: boolean,
  editor: Editor,
): Promise<boolean> {
  let slug = "";
  const changed = await changePublicState(db, async (trx) => {
    const row = await readTripRow(trx, id);
    if (!row?.published || row.status === (archived ? "archived" : "published")) return false;
    slug = row.slug;
    return updateTripRow(trx, id, Number(row.version), {
      status: archived ? "archived" : "published",
      updated_at: systemNow().toISOString(),
      updated_by: editorName(editor),
    });
  });
  // Back on sale: its departures are scheduled again from today (none were while archived).
  if (changed && !archived) await publish("TripPublished", { db, tripSlug: slug });
  return changed;
}

/** Moves a trip one place up or down the catalogue's order (listings and the landing page). */
export async function moveTrip(
  db: Kysely<Database>,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  return changePublicState(db, async (trx) => {
    const rows = await readTripRows(trx);
    const at = rows.findIndex((row) => row.id === id);
    const other = rows[direction === "up" ? at - 1 : at + 1];
    if (at < 0 || !other) return false;
    // Positions are renumbered in order first, so two rows never share one.
    for (const [position, row] of rows.entries())
      if (row.position !== position) await setTripPosition(trx, row.id, position);
    const moving = direction === "up" ? at - 1 : at + 1;
    await setTripPosition(trx, id, moving);
    await setTripPosition(trx, other.id, at);
    return true;
  });
}

/** One revision in a trip's history. */
export interface TripRevision {
  number: number;
  publishedAt: string;
  publishedBy: string;
  changes: TripChange[];
}

export async function tripHistory(db: Kysely<Database>, id: string): Promise<TripRevision[]> {
  return (await readRevisions(db, id)).map((revision) => ({
    number: revision.number,
    publishedAt: revision.published_at,
    publishedBy: revision.published_by,
    changes: JSON.parse(revision.changes) as TripChange[],
  }));
}

/**
 * Makes a revision the trip's draft again ("Restore"): the editor shows it, and publishing it
 * puts it back on the site as a new revision. Returns what the draft changes from the page.
 */
export async function restoreTripRevision(
  db: Kysely<Database>,
  id: string,
  number: number,
  editor: Editor,
): Promise<{ kind: "restored"; changes: TripChange[] } | { kind: "no-such-revision" }> {
  return db.transaction().execute(async (trx) => {
    const [row, revision] = await Promise.all([
      readTripRow(trx, id),
      readRevision(trx, id, number),
    ]);
    if (!row || !revision) return { kind: "no-such-revision" } as const;
    const document = JSON.parse(revision.document) as DraftValue;
    await updateTripRow(trx, id, Number(row.version), {
      draft: revision.document,
      title: (document as { title: string }).title,
      updated_at: systemNow().toISOString(),
      updated_by: editorName(editor),
    });
    const published = row.published ? (JSON.parse(row.published) as DraftValue) : null;
    const photoNames = await photoNamesIn(trx, published, document);
    return { kind: "restored", changes: describeTripChanges(published, document, photoNames) };
  });
}
