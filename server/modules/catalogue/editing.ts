import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { describeTripChanges, type TripChange } from "../../../domain/catalogue/trip-changes";
import { validateTripDraft, type DraftValue } from "../../../domain/catalogue/trip-form";
import { starterTripDraft } from "../../../domain/catalogue/starter-trip";
import { contentProblems } from "../../../domain/catalogue/content-rules";
import { systemNow } from "../../platform/clock";
import { publish } from "../../platform/events";
import type { Database } from "../../platform/db/schema";
import { missingPhotoErrors, photoNamesIn } from "./photos";
import { changeCatalogue } from "./publication";
import { runTripRenameSteps, TripRenameFailed } from "./renames";
import { logger } from "../../platform/logger";
import {
  formerSlugsOf,
  insertRevision,
  insertTripRow,
  nextTripPosition,
  readTripRow,
  rememberTripSlug,
  tripIdOfSlug,
  updateTripRow,
  type TripRow,
} from "./store";

/*
 * The content studio's trip use cases (issue 29 slice 1, decision 0065): drafts saved as typed,
 * publishing a valid draft as a numbered revision, and the version check that refuses a save made
 * over someone else's. Every change the public site sees (publish, archive, order) moves the
 * catalogue's version, so each process reloads its snapshot.
 */

/** Who changed a trip, as the history shows it. */
export interface Editor {
  name: string;
  email: string;
}

export const editorName = (editor: Editor) =>
  editor.name && editor.name !== editor.email ? `${editor.name} (${editor.email})` : editor.email;

/** The editor's form: the draft (or the published trip when none), and what stops publishing it. */
export interface TripEditorState {
  id: string;
  /** The slug the site shows the trip under (the draft may hold a new one). */
  slug: string;
  status: TripRow["status"];
  version: number;
  draft: DraftValue;
  hasDraft: boolean;
  errors: Record<string, string>;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string | null;
}

export function draftOf(row: TripRow): DraftValue {
  return JSON.parse(row.draft ?? row.published ?? "{}") as DraftValue;
}

export function editorStateOf(row: TripRow): TripEditorState {
  const draft = draftOf(row);
  const validation = row.draft ? validateTripDraft(draft) : { ok: true as const };
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    version: Number(row.version),
    draft,
    hasDraft: row.draft !== null,
    errors: validation.ok ? {} : validation.errors,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    publishedAt: row.published_at,
  };
}

export async function tripForEditor(
  db: Kysely<Database>,
  id: string,
): Promise<TripEditorState | undefined> {
  const row = await readTripRow(db, id);
  return row && editorStateOf(row);
}

/** Someone saved the trip after this page was drawn: their state and what they changed. */
export interface Conflict {
  kind: "conflict";
  current: TripEditorState;
  /** From the refused save's draft (before) to the one stored now (after). */
  changes: TripChange[];
}

export type SaveOutcome =
  | { kind: "saved"; version: number; errors: Record<string, string> }
  | Conflict
  | { kind: "no-such-trip" };

const titleOf = (draft: DraftValue, fallback: string) => {
  const title = (draft as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() ? title.trim().slice(0, 200) : fallback;
};

async function conflictWith(
  trx: Transaction<Database>,
  row: TripRow,
  typed: DraftValue,
): Promise<Conflict> {
  const current = editorStateOf(row);
  const photoNames = await photoNamesIn(trx, typed, current.draft);
  return {
    kind: "conflict",
    current,
    changes: describeTripChanges(typed, current.draft, photoNames),
  };
}

/** What the editor sends: the draft as typed, and the version its page was drawn from. */
type DraftInput = { id: string; draft: DraftValue; expectedVersion: number };

/** A saved draft, with the trip's row as it was read before the save and the draft's validation. */
type Saved = Extract<SaveOutcome, { kind: "saved" }> & {
  row: TripRow;
  validation: ReturnType<typeof validateTripDraft>;
};

async function saveDraft(
  db: Kysely<Database>,
  input: DraftInput,
  editor: Editor,
): Promise<Exclude<SaveOutcome, { kind: "saved" }> | Saved> {
  return db.transaction().execute(async (trx) => {
    const row = await readTripRow(trx, input.id);
    if (!row) return { kind: "no-such-trip" };
    if (Number(row.version) !== input.expectedVersion) return conflictWith(trx, row, input.draft);
    const saved = await updateTripRow(trx, row.id, input.expectedVersion, {
      draft: JSON.stringify(input.draft),
      title: titleOf(input.draft, row.title),
      updated_at: systemNow().toISOString(),
      updated_by: editorName(editor),
    });
    if (!saved) return conflictWith(trx, (await readTripRow(trx, row.id))!, input.draft);
    const validation = validateTripDraft(input.draft);
    return {
      kind: "saved",
      version: input.expectedVersion + 1,
      errors: validation.ok ? {} : validation.errors,
      row,
      validation,
    };
  });
}

/**
 * Saves the editor's work as typed, valid or not (nothing typed is lost), unless someone saved
 * the trip since `expectedVersion`: then nothing is written and the answer says where the two differ.
 */
export async function saveTripDraft(
  db: Kysely<Database>,
  input: DraftInput,
  editor: Editor,
): Promise<SaveOutcome> {
  const outcome = await saveDraft(db, input, editor);
  if (outcome.kind !== "saved") return outcome;
  const { row: _read, validation: _checked, ...saved } = outcome;
  return saved;
}

export type PublishOutcome =
  | { kind: "published"; revision: number; slug: string; changes: TripChange[] }
  /** The draft was saved (nothing lost) but cannot be published: each field and why. */
  | { kind: "invalid"; version: number; errors: Record<string, string> }
  | Conflict
  | { kind: "no-such-trip" }
  /**
   * The new web address could not be taken: `records` (bookings, departures...) failed to
   * follow the trip, so nothing was published. The draft is saved; trying again is safe.
   */
  | { kind: "rename-failed"; version: number; records: string };

/** A slug another trip uses now or used before cannot be taken: its old links point there. */
async function slugProblem(trx: Transaction<Database>, tripId: string, slug: string) {
  const owner = await tripIdOfSlug(trx, slug);
  if (owner && owner !== tripId)
    return { slug: "Another trip uses this web address, or did before. Choose another." };
  return null;
}

/**
 * Publishes the editor's draft: saved first (so a refusal loses nothing), then, when it
 * validates, it becomes the trip every page shows, as the trip's next revision with what changed.
 */
export async function publishTrip(
  db: Kysely<Database>,
  input: DraftInput,
  editor: Editor,
): Promise<PublishOutcome> {
  const saved = await saveDraft(db, input, editor);
  if (saved.kind !== "saved") return saved;
  const { validation } = saved;
  if (!validation.ok) return { kind: "invalid", version: saved.version, errors: validation.errors };
  // Words that would contradict the page's own prices or itinerary (content-rules.ts).
  const contradictions = contentProblems(validation.trip);
  if (Object.keys(contradictions).length > 0)
    return { kind: "invalid", version: saved.version, errors: contradictions };
  const outcome = await publishUnlessRenameFails(db, saved.version, (trx) =>
    publishRow(trx, saved, validation.trip, editorName(editor), input.draft),
  );
  if (outcome.kind === "published") await publish("TripPublished", { db, tripSlug: outcome.slug });
  return outcome;
}

/**
 * Runs the publish in the catalogue's transaction. A rename step that throws rolls it back
 * (decision 0069); the editor then hears which records could not follow, not a server error.
 */
async function publishUnlessRenameFails(
  db: Kysely<Database>,
  version: number,
  change: (trx: Transaction<Database>) => Promise<PublishOutcome>,
): Promise<PublishOutcome> {
  try {
    return await changeCatalogue(db, change, (done) => done.kind === "published");
  } catch (error) {
    if (!(error instanceof TripRenameFailed)) throw error;
    logger.error({ err: error }, "a renamed trip's records could not follow it; nothing published");
    return { kind: "rename-failed", version, records: error.stepName };
  }
}

/**
 * Writes the published trip over the draft just saved (`saved`: its version and the row read
 * before the save), unless its slug is taken, a photo it shows is gone, or someone wrote the trip
 * since: then nothing is published and the answer says why (where their version differs).
 */
async function publishRow(
  trx: Transaction<Database>,
  saved: Saved,
  trip: Trip,
  by: string,
  typed: DraftValue,
): Promise<PublishOutcome> {
  const { row } = saved;
  const problem = {
    ...(await slugProblem(trx, row.id, trip.slug)),
    ...(await missingPhotoErrors(trx, trip)),
  };
  if (Object.keys(problem).length > 0)
    return { kind: "invalid", version: saved.version, errors: problem };
  const now = systemNow().toISOString();
  const document = JSON.stringify(trip);
  const written = await updateTripRow(trx, row.id, saved.version, {
    slug: trip.slug,
    title: trip.title,
    status: "published",
    published: document,
    draft: null,
    updated_at: now,
    updated_by: by,
    published_at: now,
  });
  if (!written) {
    const current = await readTripRow(trx, row.id);
    return current ? conflictWith(trx, current, typed) : { kind: "no-such-trip" };
  }
  const published: unknown = row.published ? JSON.parse(row.published) : null;
  const changes = describeTripChanges(published, trip, await photoNamesIn(trx, published, trip));
  await rememberTripSlug(trx, trip.slug, row.id);
  // What other modules keep under the trip's slug follows it (decision 0069). Every former slug,
  // not only the one just left: a booking a process made under the old slug in the second before
  // its snapshot reloaded follows at the trip's next publish.
  for (const former of await formerSlugsOf(trx, row.id, trip.slug))
    await runTripRenameSteps(trx, former, trip.slug);
  const revision = await insertRevision(trx, {
    trip_id: row.id,
    document,
    changes: JSON.stringify(changes),
    published_by: by,
    published_at: now,
    note: null,
  });
  return { kind: "published", revision, slug: trip.slug, changes };
}

/** The first free slug from `wanted` on: wanted, wanted-2, wanted-3… */
async function freeSlug(trx: Transaction<Database>, wanted: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await tripIdOfSlug(trx, slug))) return slug;
  }
}

/** A slug from a title: lower case words joined by hyphens. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "new-trip";
}

type DraftDocument = { [key: string]: DraftValue | undefined };

async function insertDraftTrip(
  trx: Transaction<Database>,
  draft: DraftDocument & { slug: string; title: string },
  editor: Editor,
): Promise<string> {
  const id = randomUUID();
  await insertTripRow(trx, {
    id,
    slug: draft.slug,
    status: "draft",
    position: await nextTripPosition(trx),
    title: draft.title,
    published: null,
    draft: JSON.stringify(draft),
    updated_at: systemNow().toISOString(),
    updated_by: editorName(editor),
    published_at: null,
  });
  return id;
}

/** A new trip, as a draft to fill in: it reaches the site when it is published. */
export async function createTrip(
  db: Kysely<Database>,
  title: string,
  editor: Editor,
): Promise<{ kind: "created"; id: string } | { kind: "invalid"; error: string }> {
  const trimmed = title.trim();
  if (!trimmed) return { kind: "invalid", error: "Enter the new trip's title." };
  if (trimmed.length > 120)
    return { kind: "invalid", error: "Keep the title under 120 characters." };
  const id = await db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, slugFromTitle(trimmed));
    return insertDraftTrip(
      trx,
      { ...starterTripDraft(trimmed, slug), slug, title: trimmed },
      editor,
    );
  });
  return { kind: "created", id };
}

/** A copy of a trip (its draft, or its published trip), as a new draft under a free slug. */
export async function duplicateTrip(
  db: Kysely<Database>,
  id: string,
  editor: Editor,
): Promise<{ kind: "created"; id: string } | { kind: "no-such-trip" }> {
  return db.transaction().execute(async (trx) => {
    const row = await readTripRow(trx, id);
    if (!row) return { kind: "no-such-trip" } as const;
    const source = draftOf(row) as DraftDocument;
    const title = `${titleOf(source, row.title)} (copy)`;
    const slug = await freeSlug(trx, `${row.slug}-copy`);
    return {
      kind: "created" as const,
      id: await insertDraftTrip(trx, { ...source, slug, title }, editor),
    };
  });
}

/** Throws away the draft: the editor shows the published trip again. */
export async function discardTripDraft(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  editor: Editor,
): Promise<boolean> {
  const row = await readTripRow(db, id);
  if (!row?.published) return false;
  return updateTripRow(db, id, expectedVersion, {
    draft: null,
    title: JSON.parse(row.published).title,
    updated_at: systemNow().toISOString(),
    updated_by: editorName(editor),
  });
}
