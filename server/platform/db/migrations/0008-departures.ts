import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Departures (issue 15): fixed dates of a trip with seats, a minimum to run and a sales cut-off;
 * bookings may name one; a full departure keeps a waitlist. Seats taken are never stored: they
 * are the participants of the departure's pending and confirmed bookings, counted in the
 * booking's own transaction.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("departures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("trip_slug", "text", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("seats", "integer", (c) => c.notNull().check(sql`seats between 1 and 500`))
      .addColumn("minimum_to_run", "integer", (c) =>
        c.notNull().check(sql`minimum_to_run >= 1 and minimum_to_run <= seats`),
      )
      .addColumn("sales_cutoff_days", "integer", (c) =>
        c.notNull().check(sql`sales_cutoff_days between 0 and 60`),
      )
      .addColumn("sales_closed", "integer", (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`sales_closed in (0, 1)`),
      )
      .addColumn("cancelled_at", "text")
      .addColumn("cancel_reason", "text")
      .addColumn("guide", "text")
      .addColumn("notes", "text")
      // Whole USD per person; null: the pricing engine's price for the date.
      .addColumn("price_override", "integer", (c) => c.check(sql`price_override > 0`))
      // "schedule": made from the trip's recurring schedule; "operator": added in the admin.
      .addColumn("source", "text", (c) =>
        c.notNull().check(sql`source in ('schedule', 'operator')`),
      )
      // Raised by every edit: a save that names an older version is refused (two operators).
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("departures_trip_date_unique", ["trip_slug", "date"])
      .execute();
    await db.schema.createIndex("departures_date_idx").on("departures").column("date").execute();

    await db.schema
      .alterTable("bookings")
      .addColumn("departure_id", "text", (c) => c.references("departures.id"))
      .execute();
    await db.schema
      .createIndex("bookings_departure_id_idx")
      .on("bookings")
      .column("departure_id")
      .execute();

    await db.schema
      .createTable("departure_waitlist")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("departure_id", "text", (c) =>
        c.notNull().references("departures.id").onDelete("cascade"),
      )
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("participants", "integer", (c) =>
        c.notNull().check(sql`participants between 1 and 500`),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      // Set when freed seats were offered; the offer holds them until hold_expires_at.
      .addColumn("offered_at", "text")
      .addColumn("hold_expires_at", "text")
      .addUniqueConstraint("departure_waitlist_email_unique", ["departure_id", "email"])
      .execute();
    await db.schema
      .createIndex("departure_waitlist_departure_created_idx")
      .on("departure_waitlist")
      .columns(["departure_id", "created_at"])
      .execute();
  },
});
