import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Testimonials with a source (issue 29 slice 3, decision 0068), and a version row per kind of
 * content that other server processes poll.
 *
 * - testimonials: the landing page's quotes in the operator's order (`position`), each published
 *   or hidden. `source` says where the words come from:
 *   - review: a traveller's review on this site (`review_id`); the name, country, rating, date and
 *     trip are read from the review, so only the quote (the review's words, perhaps shortened) is
 *     kept here. Erasing the review (an account deleted) takes the testimonial with it.
 *   - external: a review on another site: its name, web address and the day it was written, an
 *     optional rating, and the name, where from and trip as the operator copied them.
 *   - sample: one of the site's first three quotes, which have no source; the server seeds them
 *     once and never makes another.
 * - content_versions: one row per kind of content ("testimonials"), whose version grows with each
 *   change the public pages show; every process polls it and forgets its cached pages when it
 *   moves. The first process to insert a kind's row seeds that kind.
 *
 * The sample rows come from the server's seed when it starts, not from this frozen migration.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("testimonials")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('published', 'hidden')`))
      .addColumn("source", "text", (c) =>
        c.notNull().check(sql`source in ('sample', 'review', 'external')`),
      )
      .addColumn("quote", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("origin", "text")
      .addColumn("trip", "text")
      .addColumn("review_id", "text", (c) => c.references("reviews.id").onDelete("cascade"))
      .addColumn("site_name", "text")
      .addColumn("url", "text")
      // yyyy-mm-dd: the day the external review was written.
      .addColumn("written_on", "text")
      .addColumn("rating", "integer", (c) => c.check(sql`rating between 1 and 5`))
      // UTC ISO-8601 timestamps, compared as text on both databases.
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addCheckConstraint(
        "testimonials_review_source",
        sql`(source = 'review') = (review_id is not null)`,
      )
      .addCheckConstraint(
        "testimonials_external_source",
        sql`source <> 'external' or (site_name is not null and url is not null and written_on is not null)`,
      )
      .addCheckConstraint(
        "testimonials_shown_with",
        sql`source = 'review' or (name is not null and origin is not null and trip is not null)`,
      )
      .execute();
    await db.schema
      .createIndex("testimonials_review_id")
      .on("testimonials")
      .column("review_id")
      .execute();
    await db.schema
      .createTable("content_versions")
      .addColumn("content", "text", (c) => c.primaryKey())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("content_versions").execute();
    await db.schema.dropTable("testimonials").execute();
  },
});
