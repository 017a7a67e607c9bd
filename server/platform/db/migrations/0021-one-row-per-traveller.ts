import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * One row per traveller (issue 19, decision 0035): the category and document number of each
 * participant (booking_participants, migration 0020, 0-based `position`) move onto the traveller's
 * slot in booking_travellers (migration 0018, 1-based `slot`), beside their details. Frozen here:
 * the category names are written out, not read from domain/.
 *
 * - A slot that already has details gets the category and document number added.
 * - A slot nobody had touched gets a row with only its category and document number; its
 *   `updated_at` is the booking's creation time (when they were stored).
 * - booking_participants is then dropped. Both steps are plain SQL that SQLite and PostgreSQL read
 *   alike, inside the migration's transaction on PostgreSQL.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("booking_travellers")
      .addColumn("category", "text", (c) =>
        c.check(
          sql`category is null or category in ('non-resident', 'east-african-resident', 'kenyan-citizen')`,
        ),
      )
      .execute();
    await db.schema.alterTable("booking_travellers").addColumn("document_number", "text").execute();

    await sql`
      update booking_travellers
      set category = (
            select p.category from booking_participants p
            where p.booking_id = booking_travellers.booking_id
              and p.position + 1 = booking_travellers.slot),
          document_number = (
            select p.proof from booking_participants p
            where p.booking_id = booking_travellers.booking_id
              and p.position + 1 = booking_travellers.slot)
      where exists (
        select 1 from booking_participants p
        where p.booking_id = booking_travellers.booking_id
          and p.position + 1 = booking_travellers.slot)
    `.execute(db);
    await sql`
      insert into booking_travellers (booking_id, slot, category, document_number, link_version, updated_at)
      select p.booking_id, p.position + 1, p.category, p.proof, 0, b.created_at
      from booking_participants p
      join bookings b on b.id = p.booking_id
      where not exists (
        select 1 from booking_travellers t
        where t.booking_id = p.booking_id and t.slot = p.position + 1)
    `.execute(db);
    await db.schema.dropTable("booking_participants").execute();
  },
});
