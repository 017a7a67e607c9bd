import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The photo library (issue 29 slice 2, decision 0066). One row per uploaded photo: its details
 * (alt text, credit, focal point) and what the upload made of it. The files themselves live under
 * MEDIA_DIR, named by `content_hash`: the original in originals/ (never served) and the public
 * AVIF and WebP variants in public/, listed in `variants` as JSON
 * ([{ "format": "avif", "width": 800, "height": 533, "bytes": 41234 }, ...]).
 *
 * - content_hash: unique, so the same photo uploaded twice (or imported again from content/images)
 *   is one photo; two processes sharing MEDIA_DIR write the same file names for the same bytes.
 * - width and height: of the photo turned upright (EXIF orientation applied).
 * - focal_x, focal_y: where the subject is, in per cent from the left and the top (0 to 100).
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("media")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("content_hash", "text", (c) => c.notNull().unique())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("original_format", "text", (c) =>
        c.notNull().check(sql`original_format in ('jpeg', 'png', 'webp')`),
      )
      .addColumn("original_bytes", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("alt_text", "text", (c) => c.notNull())
      .addColumn("credit", "text")
      .addColumn("focal_x", "integer", (c) =>
        c
          .notNull()
          .defaultTo(50)
          .check(sql`focal_x between 0 and 100`),
      )
      .addColumn("focal_y", "integer", (c) =>
        c
          .notNull()
          .defaultTo(50)
          .check(sql`focal_y between 0 and 100`),
      )
      .addColumn("variants", "text", (c) => c.notNull())
      // The admin who uploaded it (user id); null for photos imported from content/images.
      .addColumn("uploaded_by", "text")
      // UTC ISO-8601 timestamps, compared as text on both databases.
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("media_created_at").on("media").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("media").execute();
  },
});
