import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * What the admin search looked in, as this migration indexed it (0007 replaced it). Frozen here
 * on purpose: a migration never reads a constant that live code may change.
 */
export const indexedSearchText = "client_name || ' ' || client_email || ' ' || adventure_type";

/** The admin table's free-text search as a trigram index on both databases. */
export const migration: DialectMigration = (dialect) => ({
  // The admin table's free-text search (name, email or trip contains the text) as an index
  // lookup instead of a scan of every booking: trigrams on both databases.
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      // pg_trgm is a trusted extension: the database owner may install it. It is one per
      // database, so it goes to `public` where we may create there, not to the first schema
      // on the search path: dropping that schema (as every test run does with its own) would
      // take the extension, and with it the index of every other schema. The advisory lock
      // stops two schemas migrating at once from both creating it (IF NOT EXISTS races).
      await sql`select pg_advisory_xact_lock(hashtext('kilele:pg_trgm'))`.execute(db);
      const present = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (!present.rows.length) {
        const open =
          await sql`select 1 from pg_namespace where nspname = 'public' and has_schema_privilege(oid, 'CREATE')`.execute(
            db,
          );
        await sql`create extension if not exists pg_trgm ${open.rows.length ? sql`schema public` : sql``}`.execute(
          db,
        );
      }
      // Its operator class is named with the schema it lives in, which need not be on the
      // search path.
      const { rows } = await sql<{
        schema: string;
      }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
        db,
      );
      const opclass = sql.raw(`${rows[0]!.schema}.gin_trgm_ops`);
      await sql`create index bookings_search_trgm_idx on bookings using gin ((${sql.raw(indexedSearchText)}) ${opclass})`.execute(
        db,
      );
      return;
    }
    // SQLite: an FTS5 table with the trigram tokenizer, one row per booking (same rowid),
    // kept in step by triggers, and filled from the bookings already there.
    await sql`create virtual table bookings_search using fts5(text, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`insert into bookings_search (rowid, text) select rowid, ${sql.raw(indexedSearchText)} from bookings`.execute(
      db,
    );
    const newText = sql.raw(
      indexedSearchText.replace(/\b(client_name|client_email|adventure_type)\b/g, "new.$1"),
    );
    await sql`create trigger bookings_search_insert after insert on bookings begin insert into bookings_search (rowid, text) values (new.rowid, ${newText}); end`.execute(
      db,
    );
    await sql`create trigger bookings_search_update after update of client_name, client_email, adventure_type on bookings begin update bookings_search set text = ${newText} where rowid = new.rowid; end`.execute(
      db,
    );
    await sql`create trigger bookings_search_delete after delete on bookings begin delete from bookings_search where rowid = old.rowid; end`.execute(
      db,
    );
  },
});
