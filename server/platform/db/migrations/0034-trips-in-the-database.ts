import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The catalogue moves into the database (issue 29 slice 1, decision 0065).
 *
 * - trips: one row per trip. `published` is the document the public site shows (JSON of a parsed
 *   trip, null until first published); `draft` is the editor's work in progress, kept exactly as
 *   typed even when it does not validate yet (null when there is none). `version` grows on every
 *   write, so a second editor's save over a stale page is refused instead of overwriting.
 *   `status` is draft (never published), published, or archived (off the site; bookings still
 *   read it). `position` is the catalogue's order.
 * - trip_revisions: every publish, numbered per trip: the document, who, when and the readable
 *   changes (JSON), so any revision can be restored.
 * - trip_slugs: every slug a trip has answered to; an old one answers 301 to the current one.
 * - catalogue_state: one row whose version grows with every published change; each server process
 *   polls it and reloads its published snapshot when it moves (two processes, one database).
 *
 * The rows themselves come from the seed (the trip modules in content/trips) when the server
 * starts on an empty table, not from this frozen migration.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("trips")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('draft', 'published', 'archived')`),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("published", "text")
      .addColumn("draft", "text")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addColumn("published_at", "text")
      .execute();
    await db.schema
      .createTable("trip_revisions")
      .addColumn("trip_id", "text", (c) => c.notNull().references("trips.id"))
      .addColumn("number", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("published_by", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addPrimaryKeyConstraint("trip_revisions_pkey", ["trip_id", "number"])
      .execute();
    await db.schema
      .createTable("trip_slugs")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("trip_id", "text", (c) => c.notNull().references("trips.id"))
      .execute();
    await db.schema
      .createTable("catalogue_state")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("catalogue_state").execute();
    await db.schema.dropTable("trip_slugs").execute();
    await db.schema.dropTable("trip_revisions").execute();
    await db.schema.dropTable("trips").execute();
  },
});
