import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * A client accepts a proposal (issue 30 slice 2, decision 0073): the acceptance is kept, and the
 * proposal becomes a booking on a private departure.
 *
 * - proposal_acceptances: one row per proposal (its primary key), so a second accept, of the same
 *   version or another, at the same moment or later, inserts nothing. It keeps what the client
 *   did: the version accepted, the name they typed, that they ticked the booking conditions (the
 *   row exists only if they did), the time and the address the server saw (through the trusted
 *   proxies). `booking_id` and `departure_id` name what the acceptance made; the booking's row
 *   may later be erased with its account (set null), the acceptance's personal columns with it.
 * - departures.listed: 0 for a private departure (an accepted proposal's): a real row, so
 *   manifests, notices and the admin's screens work for it, but never in a public date list, a
 *   calendar of dates on sale, a listing, the sitemap or a "From" price. 1 for every other.
 * - departures.title: the private departure's own name ("Family safari: Maasai Mara"), shown in
 *   the admin in place of the catalogue trip's title it does not have; null for the others.
 * - bookings.trip_days: the length in days of a booking without a catalogue trip (an accepted
 *   proposal's plan), for its payment plan, its end date (the after-trip mail, the review link,
 *   the erasure of traveller details); null when the trip's content says it.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("departures")
      .addColumn("listed", "integer", (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`listed in (0, 1)`),
      )
      .execute();
    await db.schema.alterTable("departures").addColumn("title", "text").execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("trip_days", "integer", (c) => c.check(sql`trip_days >= 1`))
      .execute();
    await db.schema
      .createTable("proposal_acceptances")
      .addColumn("proposal_id", "text", (c) =>
        c.primaryKey().references("proposals.id").onDelete("cascade"),
      )
      .addColumn("version", "integer", (c) => c.notNull().check(sql`version >= 1`))
      .addColumn("accepted_name", "text", (c) => c.notNull())
      .addColumn("client_address", "text", (c) => c.notNull())
      // UTC ISO-8601 timestamp, compared as text on both databases.
      .addColumn("accepted_at", "text", (c) => c.notNull())
      .addColumn("booking_id", "text", (c) => c.references("bookings.id").onDelete("set null"))
      .addColumn("departure_id", "text", (c) => c.references("departures.id").onDelete("set null"))
      .execute();
    await db.schema
      .createIndex("proposal_acceptances_booking_id")
      .on("proposal_acceptances")
      .column("booking_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("proposal_acceptances").execute();
    await db.schema.alterTable("bookings").dropColumn("trip_days").execute();
    await db.schema.alterTable("departures").dropColumn("title").execute();
    await db.schema.alterTable("departures").dropColumn("listed").execute();
  },
});
