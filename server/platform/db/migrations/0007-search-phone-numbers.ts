import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * What the admin search looks in from this migration on: name, email, trip and the digits of the
 * phone number (so "0712 000 111" finds "+254712000111" through the index). Frozen here: the
 * query (server/modules/bookings/search.ts) must use this very expression for PostgreSQL's index
 * to serve it, and a test compares the two; a new expression needs a new migration.
 */
export const indexedSearchText =
  "client_name || ' ' || client_email || ' ' || adventure_type || ' ' || " +
  "replace(replace(replace(replace(replace(replace(coalesce(client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')";

/** The admin search index (0004) rebuilt on the expression above. */
export const migration: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      const { rows } = await sql<{
        schema: string;
      }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
        db,
      );
      const opclass = sql.raw(`${rows[0]!.schema}.gin_trgm_ops`);
      await sql`drop index bookings_search_trgm_idx`.execute(db);
      await sql`create index bookings_search_trgm_idx on bookings using gin ((${sql.raw(indexedSearchText)}) ${opclass})`.execute(
        db,
      );
      return;
    }
    for (const trigger of ["insert", "update", "delete"])
      await sql`drop trigger ${sql.raw(`bookings_search_${trigger}`)}`.execute(db);
    await sql`delete from bookings_search`.execute(db);
    await sql`insert into bookings_search (rowid, text) select rowid, ${sql.raw(indexedSearchText)} from bookings`.execute(
      db,
    );
    const newText = sql.raw(
      indexedSearchText.replace(
        /\b(client_name|client_email|adventure_type|client_phone)\b/g,
        "new.$1",
      ),
    );
    await sql`create trigger bookings_search_insert after insert on bookings begin insert into bookings_search (rowid, text) values (new.rowid, ${newText}); end`.execute(
      db,
    );
    await sql`create trigger bookings_search_update after update of client_name, client_email, adventure_type, client_phone on bookings begin update bookings_search set text = ${newText} where rowid = new.rowid; end`.execute(
      db,
    );
    await sql`create trigger bookings_search_delete after delete on bookings begin delete from bookings_search where rowid = old.rowid; end`.execute(
      db,
    );
  },
});
