import type { Kysely } from "kysely";
import type { DocumentChange } from "../../../domain/content-form/form-changes";
import type { DraftValue } from "../../../domain/content-form/form-view";
import { pageNames, pagePath, type PageKey } from "../../../domain/pages/page-keys";
import { pageForm } from "../../../domain/pages/page-forms";
import { systemNow } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { listingProblems } from "./listings";
import { missingPagePhotos } from "./photos";
import { refreshPages } from "./publication";
import {
  bumpPagesVersion,
  insertPageRevision,
  readPageRevision,
  readPageRevisions,
  readPageRow,
  readPageSummaries,
  updatePageRow,
  type PageRow,
} from "./store";

/*
 * The content studio's pages (decision 0067), as its trips (decision 0065): drafts saved as typed,
 * publishing a valid draft as a numbered revision with its readable changes, the version check
 * that refuses a save made over someone else's, "Restore" and the admin's list.
 */

/** Who changed a page, as the history shows it. */
export interface Editor {
  name: string;
  email: string;
}

const editorName = (editor: Editor) =>
  editor.name && editor.name !== editor.email ? `${editor.name} (${editor.email})` : editor.email;

/** The editor's form: the draft (or the published page when none), and what stops publishing it. */
export interface PageEditorState {
  key: PageKey;
  version: number;
  draft: DraftValue;
  hasDraft: boolean;
  errors: Record<string, string>;
  /** Seeded as a sample to replace before going live, and still showing it. */
  sample: boolean;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string;
  publishedBy: string;
}

function editorStateOf(row: PageRow & { shows_sample: number }): PageEditorState {
  const key = row.key as PageKey;
  const draft = JSON.parse(row.draft ?? row.published) as DraftValue;
  const verdict = row.draft ? pageForm(key).validate(draft) : { ok: true as const };
  return {
    key,
    version: Number(row.version),
    draft,
    hasDraft: row.draft !== null,
    errors: verdict.ok ? {} : verdict.errors,
    sample: Number(row.shows_sample) === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
  };
}

export async function pageForEditor(
  db: Kysely<Database>,
  key: PageKey,
): Promise<PageEditorState | undefined> {
  const row = await readPageRow(db, key);
  return row && editorStateOf(row);
}

/** Someone saved the page after this form was drawn: their state and what they changed. */
export interface PageConflict {
  kind: "conflict";
  current: PageEditorState;
  /** From the refused save's draft (before) to the one stored now (after). */
  changes: DocumentChange[];
}

export type PageSaveOutcome =
  | { kind: "saved"; version: number; errors: Record<string, string> }
  | PageConflict
  | { kind: "no-such-page" };

function conflictWith(row: PageRow & { shows_sample: number }, typed: DraftValue): PageConflict {
  const current = editorStateOf(row);
  return {
    kind: "conflict",
    current,
    changes: pageForm(current.key).changes(typed, current.draft),
  };
}

type DraftInput = { key: PageKey; draft: DraftValue; expectedVersion: number };

/**
 * Saves the editor's work as typed, valid or not (nothing typed is lost), unless someone saved
 * the page since `expectedVersion`: then nothing is written and the answer says where they differ.
 */
export async function savePageDraft(
  db: Kysely<Database>,
  input: DraftInput,
  editor: Editor,
): Promise<PageSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await readPageRow(trx, input.key);
    if (!row) return { kind: "no-such-page" };
    const saved = await updatePageRow(trx, input.key, input.expectedVersion, {
      draft: JSON.stringify(input.draft),
      updated_at: systemNow().toISOString(),
      updated_by: editorName(editor),
    });
    if (!saved) return conflictWith((await readPageRow(trx, input.key)) ?? row, input.draft);
    const verdict = pageForm(input.key).validate(input.draft);
    return {
      kind: "saved",
      version: input.expectedVersion + 1,
      errors: verdict.ok ? {} : verdict.errors,
    };
  });
}

export type PagePublishOutcome =
  | { kind: "published"; revision: number; path: string; changes: DocumentChange[] }
  /** The draft was saved (nothing lost) but cannot be published: each field and why. */
  | { kind: "invalid"; version: number; errors: Record<string, string> }
  | PageConflict
  | { kind: "no-such-page" };

/**
 * Publishes the editor's draft: saved first (so a refusal loses nothing), then, when it validates
 * and names only photos the library holds (a listing: only trips the site shows), it becomes the
 * page every visitor sees, as the page's next revision with what changed. Every process shows it
 * within a poll of the version row.
 */
export async function publishPage(
  db: Kysely<Database>,
  input: DraftInput,
  editor: Editor,
): Promise<PagePublishOutcome> {
  const saved = await savePageDraft(db, input, editor);
  if (saved.kind !== "saved") return saved;
  const verdict = pageForm(input.key).validate(input.draft);
  if (!verdict.ok) return { kind: "invalid", version: saved.version, errors: verdict.errors };
  // The photos it names must be in the library, a listing's trips on the site (decision 0070).
  const refused = {
    ...(await missingPagePhotos(db, input.key, verdict.document)),
    ...(await listingProblems(db, input.key, verdict.document)),
  };
  if (Object.keys(refused).length > 0)
    return { kind: "invalid", version: saved.version, errors: refused };
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await readPageRow(trx, input.key);
    if (!row) return { kind: "no-such-page" } as const;
    const now = systemNow().toISOString();
    const by = editorName(editor);
    const document = JSON.stringify(verdict.document);
    const changes = pageForm(input.key).changes(JSON.parse(row.published), verdict.document);
    const written = await updatePageRow(trx, input.key, saved.version, {
      published: document,
      draft: null,
      updated_at: now,
      updated_by: by,
      published_at: now,
      published_by: by,
    });
    if (!written) return conflictWith(row, input.draft);
    const revision = await insertPageRevision(trx, {
      page_key: input.key,
      document,
      changes: JSON.stringify(changes),
      published_by: by,
      published_at: now,
    });
    await bumpPagesVersion(trx, now);
    return { kind: "published", revision, path: pagePath(input.key), changes } as const;
  });
  if (outcome.kind === "published") await refreshPages(db);
  return outcome;
}

/** Throws away the draft: the editor shows the published page again. */
export async function discardPageDraft(
  db: Kysely<Database>,
  key: PageKey,
  expectedVersion: number,
  editor: Editor,
): Promise<boolean> {
  return updatePageRow(db, key, expectedVersion, {
    draft: null,
    updated_at: systemNow().toISOString(),
    updated_by: editorName(editor),
  });
}

/** One revision in a page's history. */
export interface PageRevision {
  number: number;
  publishedAt: string;
  publishedBy: string;
  changes: DocumentChange[];
}

export async function pageHistory(db: Kysely<Database>, key: PageKey): Promise<PageRevision[]> {
  return (await readPageRevisions(db, key)).map((revision) => ({
    number: revision.number,
    publishedAt: revision.published_at,
    publishedBy: revision.published_by,
    changes: JSON.parse(revision.changes) as DocumentChange[],
  }));
}

/**
 * Makes a revision the page's draft again ("Restore"): the editor shows it, and publishing it
 * puts it back on the site as a new revision. Returns what the draft changes from the page.
 */
export async function restorePageRevision(
  db: Kysely<Database>,
  key: PageKey,
  number: number,
  editor: Editor,
): Promise<{ kind: "restored"; changes: DocumentChange[] } | { kind: "no-such-revision" }> {
  return db.transaction().execute(async (trx) => {
    const [row, revision] = await Promise.all([
      readPageRow(trx, key),
      readPageRevision(trx, key, number),
    ]);
    if (!row || !revision) return { kind: "no-such-revision" } as const;
    await updatePageRow(trx, key, Number(row.version), {
      draft: revision.document,
      updated_at: systemNow().toISOString(),
      updated_by: editorName(editor),
    });
    const changes = pageForm(key).changes(JSON.parse(row.published), JSON.parse(revision.document));
    return { kind: "restored", changes };
  });
}

/** One row of /admin/pages. */
export interface AdminPageRow {
  key: PageKey;
  name: string;
  path: string;
  /** Changes saved that are not on the site yet. */
  hasDraft: boolean;
  /** Seeded as a sample ("sample: replace before going live"), and still showing it. */
  sample: boolean;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string;
  publishedBy: string;
}

export async function listPagesForAdmin(db: Kysely<Database>): Promise<AdminPageRow[]> {
  const rows = new Map((await readPageSummaries(db)).map((row) => [row.key, row]));
  return Object.keys(pageNames).flatMap((name) => {
    const key = name as PageKey;
    const row = rows.get(key);
    if (!row) return [];
    return [
      {
        key,
        name: pageNames[key],
        path: pagePath(key),
        hasDraft: row.hasDraft,
        sample: row.showsSample,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        publishedAt: row.published_at,
        publishedBy: row.published_by,
      },
    ];
  });
}
