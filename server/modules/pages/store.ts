import type { ExpressionBuilder, Kysely, Selectable, Transaction } from "kysely";
import type { Database, SitePageRevisionsTable, SitePagesTable } from "../../platform/db/schema";

/*
 * The pages' tables (migration 0036, decision 0067): this file alone writes site_pages,
 * site_page_revisions and site_pages_state. Documents are JSON text on both databases.
 */

export type PageRow = Selectable<SitePagesTable>;
export type PageRevisionRow = Selectable<SitePageRevisionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The version of the published pages, or null before any page was seeded. */
export async function readPagesVersion(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("site_pages_state")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** The version row, made once (two processes starting together make one). */
export async function ensurePagesState(db: Db, now: string): Promise<void> {
  await db
    .insertInto("site_pages_state")
    .values({ id: 1, version: 1, changed_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** Moves the published pages' version on: every process reloads its pages. */
export async function bumpPagesVersion(db: Db, now: string): Promise<void> {
  await db
    .updateTable("site_pages_state")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: now }))
    .where("id", "=", 1)
    .execute();
}

/** Adds a page unless it exists; true for the one caller that added it. */
export async function insertPageIfMissing(
  db: Db,
  row: Omit<PageRow, "version" | "draft">,
): Promise<boolean> {
  const result = await db
    .insertInto("site_pages")
    .values({ ...row, draft: null })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function readPublishedPages(db: Db) {
  return db.selectFrom("site_pages").select(["key", "published"]).execute();
}

/**
 * 1 while a page seeded as a sample still shows its seed: its published document is its first
 * revision's (a person's publish replaces it; restoring and publishing the seed makes it one again).
 */
function showsSample(eb: ExpressionBuilder<Database, "site_pages">) {
  const seed = eb
    .selectFrom("site_page_revisions")
    .select("document")
    .whereRef("site_page_revisions.page_key", "=", "site_pages.key")
    .where("site_page_revisions.number", "=", 1);
  return eb
    .case()
    .when(eb.and([eb("site_pages.sample", "=", 1), eb("site_pages.published", "=", seed)]))
    .then(1)
    .else(0)
    .end()
    .as("shows_sample");
}

export async function readPageRow(
  db: Db,
  key: string,
): Promise<(PageRow & { shows_sample: number }) | undefined> {
  return db
    .selectFrom("site_pages")
    .selectAll()
    .select(showsSample)
    .where("key", "=", key)
    .executeTakeFirst();
}

/** What the admin list shows of every page: the columns it needs, never the documents. */
export async function readPageSummaries(db: Db) {
  const rows = await db
    .selectFrom("site_pages")
    .select((eb) => [
      "key",
      showsSample(eb),
      "updated_at",
      "updated_by",
      "published_at",
      "published_by",
      eb.case().when("draft", "is", null).then(0).else(1).end().as("has_draft"),
    ])
    .execute();
  return rows.map(({ has_draft, shows_sample, ...row }) => ({
    ...row,
    hasDraft: Number(has_draft) === 1,
    showsSample: Number(shows_sample) === 1,
  }));
}

/**
 * Writes a page only when nobody wrote it since `expectedVersion` was read, moving the version on.
 * False when someone did (the caller refuses the save and shows what changed).
 */
export async function updatePageRow(
  db: Db,
  key: string,
  expectedVersion: number,
  patch: Partial<Omit<PageRow, "key" | "version">>,
): Promise<boolean> {
  const result = await db
    .updateTable("site_pages")
    .set((eb) => ({ ...patch, version: eb("version", "+", 1) }))
    .where("key", "=", key)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPageRevision(db: Db, revision: Omit<PageRevisionRow, "number">) {
  const last = await db
    .selectFrom("site_page_revisions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("page_key", "=", revision.page_key)
    .executeTakeFirst();
  const number = last?.last === null || last?.last === undefined ? 1 : Number(last.last) + 1;
  await db
    .insertInto("site_page_revisions")
    .values({ ...revision, number })
    .execute();
  return number;
}

export async function readPageRevisions(db: Db, key: string): Promise<PageRevisionRow[]> {
  return db
    .selectFrom("site_page_revisions")
    .selectAll()
    .where("page_key", "=", key)
    .orderBy("number", "desc")
    .execute();
}

export async function readPageRevision(
  db: Db,
  key: string,
  number: number,
): Promise<PageRevisionRow | undefined> {
  return db
    .selectFrom("site_page_revisions")
    .selectAll()
    .where("page_key", "=", key)
    .where("number", "=", number)
    .executeTakeFirst();
}

/** The pages whose draft or published document holds this text (a photo's id). */
export async function readPagesHolding(db: Db, text: string) {
  const pattern = `%${text}%`;
  return db
    .selectFrom("site_pages")
    .select(["key", "draft", "published"])
    .where((eb) => eb.or([eb("draft", "like", pattern), eb("published", "like", pattern)]))
    .orderBy("key")
    .execute();
}

/** The pages among `keys` whose draft or published document holds `text`, with both documents. */
export async function readPagesWith(db: Db, keys: readonly string[], text: string) {
  const pattern = `%${text}%`;
  return db
    .selectFrom("site_pages")
    .select(["key", "draft", "published"])
    .where("key", "in", [...keys])
    .where((eb) => eb.or([eb("draft", "like", pattern), eb("published", "like", pattern)]))
    .execute();
}

/**
 * Rewrites a page's documents in place (a renamed trip's slug, decision 0070), moving its version
 * on: an editor's form drawn before then is refused on save with what changed, never saved over.
 */
export async function rewritePageDocuments(
  db: Db,
  key: string,
  documents: Pick<PageRow, "published" | "draft">,
): Promise<void> {
  await db
    .updateTable("site_pages")
    .set((eb) => ({ ...documents, version: eb("version", "+", 1) }))
    .where("key", "=", key)
    .execute();
}

/** The revisions of the pages among `keys` whose document holds `text`. */
export async function readRevisionsWith(db: Db, keys: readonly string[], text: string) {
  return db
    .selectFrom("site_page_revisions")
    .select(["page_key", "number", "document"])
    .where("page_key", "in", [...keys])
    .where("document", "like", `%${text}%`)
    .execute();
}

/** Rewrites a revision's document (a renamed trip's slug): its changes stay as recorded. */
export async function rewriteRevisionDocument(
  db: Db,
  key: string,
  number: number,
  document: string,
): Promise<void> {
  await db
    .updateTable("site_page_revisions")
    .set({ document })
    .where("page_key", "=", key)
    .where("number", "=", number)
    .execute();
}
