import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Tailor-made proposals (issue 30 slice 1, decision 0071): the operator writes a priced day-by-day
 * plan for one client, sends it as numbered versions, and sees when the client opened each.
 *
 * - proposals: one row per proposal. `draft` is the editor's saved work (JSON, checked before it
 *   is stored); `status` is open until a later slice accepts or withdraws it (acceptance adds its
 *   own table and only moves this column). `link_version` is signed into the client's link: a
 *   new link replaces the old one, which then opens nothing. `latest_version`, `expires_on` and
 *   `first_day` repeat the latest sent version's, for the operator's list and the reminder job;
 *   `reminded_version` is the version whose expiry reminder went out (once per version).
 * - proposal_versions: every "Send": the number (1, 2, ...), the frozen document (the draft with
 *   its priced lines, totals and payment plans as they were sent), the operator's note and the
 *   readable changes from the version before (JSON list), who sent it and when.
 * - proposal_views: the first time the client opened each version (and the last, and how often);
 *   the operator is told once per version.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("proposals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("inquiry_id", "text", (c) => c.references("inquiries.id").onDelete("set null"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_email", "text", (c) => c.notNull())
      .addColumn("draft", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("open")
          .check(sql`status in ('open', 'accepted', 'withdrawn')`),
      )
      .addColumn("link_version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("latest_version", "integer")
      // yyyy-mm-dd, the latest sent version's.
      .addColumn("expires_on", "text")
      .addColumn("first_day", "text")
      .addColumn("reminded_version", "integer")
      // UTC ISO-8601 timestamps, compared as text on both databases.
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("proposals_updated_at")
      .on("proposals")
      .column("updated_at")
      .execute();
    await db.schema
      .createIndex("proposals_inquiry_id")
      .on("proposals")
      .column("inquiry_id")
      .execute();
    await db.schema
      .createTable("proposal_versions")
      .addColumn("proposal_id", "text", (c) =>
        c.notNull().references("proposals.id").onDelete("cascade"),
      )
      .addColumn("number", "integer", (c) => c.notNull().check(sql`number >= 1`))
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addColumn("sent_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("proposal_versions_pk", ["proposal_id", "number"])
      .execute();
    await db.schema
      .createTable("proposal_views")
      .addColumn("proposal_id", "text", (c) =>
        c.notNull().references("proposals.id").onDelete("cascade"),
      )
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("first_viewed_at", "text", (c) => c.notNull())
      .addColumn("last_viewed_at", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint("proposal_views_pk", ["proposal_id", "version"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("proposal_views").execute();
    await db.schema.dropTable("proposal_versions").execute();
    await db.schema.dropTable("proposals").execute();
  },
});
