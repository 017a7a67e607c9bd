import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * A traveller's "Request a change" and "Request cancellation" from the dashboard (issue 14).
 * Frozen here, not read from domain/ (a migration never changes after it has shipped).
 *
 * - inquiries.kind accepts the two new kinds, so the requests reach the operator's inbox.
 * - inquiries.booking_id names the booking a request is about (null for every other inquiry),
 *   indexed for the dashboard's "Change requested on..." lookup.
 * - The operator answers a request with Reply and the answer goes to the traveller: the request
 *   mail carries the traveller in mail_outbox.reply_to (added by migration 0009).
 */
const kinds =
  "'contact', 'school-quote', 'proposal', 'corporate', 'change-request', 'cancellation-request'";

export const migration: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      // The CHECK was declared on the column in 0002, so PostgreSQL named it; find it by table.
      const { rows } = await sql<{ name: string }>`
        select conname as name from pg_constraint
        where conrelid = 'inquiries'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%kind%'`.execute(db);
      for (const { name } of rows)
        await sql`alter table inquiries drop constraint ${sql.id(name)}`.execute(db);
      await sql`alter table inquiries add constraint inquiries_kind_check check (kind in (${sql.raw(kinds)}))`.execute(
        db,
      );
      await sql`alter table inquiries add column booking_id text references bookings(id) on delete set null`.execute(
        db,
      );
    } else {
      // SQLite cannot change a CHECK constraint in place: the table is rebuilt with the new
      // one and its rows copied over (nothing references inquiries, so nothing else moves).
      await sql`create table inquiries_next (
        id text primary key,
        kind text not null check (kind in (${sql.raw(kinds)})),
        payload text not null,
        email text not null,
        created_at text not null,
        handled_at text,
        booking_id text references bookings(id) on delete set null
      )`.execute(db);
      await sql`insert into inquiries_next (id, kind, payload, email, created_at, handled_at)
        select id, kind, payload, email, created_at, handled_at from inquiries`.execute(db);
      await sql`drop table inquiries`.execute(db);
      await sql`alter table inquiries_next rename to inquiries`.execute(db);
      await db.schema
        .createIndex("inquiries_created_at_idx")
        .on("inquiries")
        .column("created_at")
        .execute();
      await db.schema
        .createIndex("inquiries_kind_created_at_idx")
        .on("inquiries")
        .columns(["kind", "created_at"])
        .execute();
    }
    await db.schema
      .createIndex("inquiries_booking_id_created_at_idx")
      .on("inquiries")
      .columns(["booking_id", "created_at"])
      .execute();
  },
});
