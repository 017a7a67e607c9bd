import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The pages of the site in the database (issue 29 slice 3, decision 0067): the landing page's
 * words, the team and guides, and the trust pages, edited in the content studio as the trips are.
 *
 * - site_pages: one row per page, by its key (landing, team, booking-conditions, privacy, safety,
 *   travel-info). `published` is the document the site shows (JSON); `draft` the editor's work as
 *   typed, valid or not (null when none); `version` grows on every write, so a save over a stale
 *   page is refused. `sample` marks a page seeded as a sample to replace before going live (1);
 *   the admin says so while the page still shows its first revision.
 * - site_page_revisions: every publish, numbered per page: the document, who, when and the
 *   readable changes (JSON), so any revision can be restored.
 * - site_pages_state: one row whose version grows with every publish; each server process polls
 *   it and reloads its published pages when it moves.
 *
 * The rows come from the seed (content/pages) when the server starts, not from this frozen file.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("site_pages")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("published", "text", (c) => c.notNull())
      .addColumn("draft", "text")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("published_by", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("site_page_revisions")
      .addColumn("page_key", "text", (c) => c.notNull().references("site_pages.key"))
      .addColumn("number", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("published_by", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("site_page_revisions_pkey", ["page_key", "number"])
      .execute();
    await db.schema
      .createTable("site_pages_state")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("site_pages_state").execute();
    await db.schema.dropTable("site_page_revisions").execute();
    await db.schema.dropTable("site_pages").execute();
  },
});
