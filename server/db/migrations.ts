import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { describeDbError, type DbDialect } from "./connection";

/**
 * Migrations live in code (no files to find at run time, so the bundled server has them too).
 * Each one runs in a transaction on both databases, so a failure leaves the previous state.
 * Append new migrations; never edit one that has shipped.
 */
function migrations(dialect: DbDialect): Record<string, Migration> {
  // better-auth's own column types (what its `getMigrations` generates), so its adapter
  // reads back what it wrote on either database.
  const authBoolean = dialect === "postgres" ? "boolean" : "integer";
  const authDate = dialect === "postgres" ? "timestamptz" : "date";

  return {
    "0001_auth_tables": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("user")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("emailVerified", sql.raw(authBoolean), (c) => c.notNull())
          .addColumn("image", "text")
          .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("session")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("expiresAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("token", "text", (c) => c.notNull().unique())
          .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("ipAddress", "text")
          .addColumn("userAgent", "text")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .execute();
        await db.schema
          .createTable("account")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("accountId", "text", (c) => c.notNull())
          .addColumn("providerId", "text", (c) => c.notNull())
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("accessToken", "text")
          .addColumn("refreshToken", "text")
          .addColumn("idToken", "text")
          .addColumn("accessTokenExpiresAt", sql.raw(authDate))
          .addColumn("refreshTokenExpiresAt", sql.raw(authDate))
          .addColumn("scope", "text")
          .addColumn("password", "text")
          .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("verification")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("identifier", "text", (c) => c.notNull())
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("expiresAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
          .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
          .execute();
        await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
        await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
        await db.schema
          .createIndex("verification_identifier_idx")
          .on("verification")
          .column("identifier")
          .execute();
      },
    },
    "0002_app_tables": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("bookings")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("adventure_type", "text", (c) => c.notNull())
          .addColumn("booking_status", "text", (c) =>
            c
              .notNull()
              .defaultTo("pending")
              .check(sql`booking_status in ('pending', 'confirmed', 'cancelled', 'completed')`),
          )
          .addColumn("booking_date", "text", (c) => c.notNull())
          .addColumn("number_of_participants", "integer", (c) =>
            c.notNull().check(sql`number_of_participants > 0`),
          )
          .addColumn("total_price", "integer", (c) => c.notNull().check(sql`total_price >= 0`))
          .addColumn("special_requirements", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("client_email", "text", (c) => c.notNull())
          .addColumn("client_name", "text", (c) => c.notNull())
          .addColumn("client_phone", "text")
          .addColumn("trip_slug", "text")
          .addColumn("tier_id", "text")
          // A booking outlives a deleted account (the operator still owes the trip), so no cascade.
          .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
          // Unique, but NULLs do not collide on either database: only keyed requests are deduplicated.
          .addColumn("idempotency_key", "text", (c) => c.unique())
          .execute();
        // The dashboard's two lookups, newest first.
        await db.schema
          .createIndex("bookings_user_id_created_at_idx")
          .on("bookings")
          .columns(["user_id", "created_at"])
          .execute();
        await db.schema
          .createIndex("bookings_client_email_created_at_idx")
          .on("bookings")
          .columns(["client_email", "created_at"])
          .execute();
        // Demand pricing: booked participants for one trip around a date.
        await db.schema
          .createIndex("bookings_trip_slug_booking_date_idx")
          .on("bookings")
          .columns(["trip_slug", "booking_date"])
          .execute();
        // The admin list, filtered by status.
        await db.schema
          .createIndex("bookings_status_created_at_idx")
          .on("bookings")
          .columns(["booking_status", "created_at"])
          .execute();

        await db.schema
          .createTable("inquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("kind", "text", (c) =>
            c.notNull().check(sql`kind in ('contact', 'school-quote', 'proposal', 'corporate')`),
          )
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("handled_at", "text")
          .execute();
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

        await db.schema
          .createTable("user_roles")
          .addColumn("user_id", "text", (c) =>
            c.notNull().references("user.id").onDelete("cascade"),
          )
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role"])
          .execute();

        await db.schema
          .createTable("pricing_rules")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0003_admin_history": {
      async up(db: Kysely<unknown>) {
        // Every status change of a booking: who, when, from what to what, and the operator's note.
        await db.schema
          .createTable("booking_events")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("booking_id", "text", (c) =>
            c.notNull().references("bookings.id").onDelete("cascade"),
          )
          .addColumn("from_status", "text")
          .addColumn("to_status", "text", (c) => c.notNull())
          .addColumn("note", "text")
          .addColumn("actor_user_id", "text")
          .addColumn("actor_email", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("booking_events_booking_id_created_at_idx")
          .on("booking_events")
          .columns(["booking_id", "created_at"])
          .execute();
        // The operator's changes to settings (pricing factors), newest first.
        await db.schema
          .createTable("admin_audit_log")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("actor_user_id", "text")
          .addColumn("actor_email", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("before_value", "text")
          .addColumn("after_value", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("admin_audit_log_created_at_idx")
          .on("admin_audit_log")
          .column("created_at")
          .execute();
        // The admin bookings table: newest first, and filtered by travel date.
        await db.schema
          .createIndex("bookings_created_at_idx")
          .on("bookings")
          .columns(["created_at", "id"])
          .execute();
        await db.schema
          .createIndex("bookings_booking_date_idx")
          .on("bookings")
          .columns(["booking_date", "id"])
          .execute();
        // The admin table's other sort orders.
        await db.schema
          .createIndex("bookings_total_price_idx")
          .on("bookings")
          .columns(["total_price", "id"])
          .execute();
        await db.schema
          .createIndex("bookings_client_name_idx")
          .on("bookings")
          .columns(["client_name", "id"])
          .execute();
      },
    },
    "0004_booking_search": {
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
            const open = await sql`select 1 from pg_namespace where nspname = 'public' and has_schema_privilege(oid, 'CREATE')`.execute(db);
            await sql`create extension if not exists pg_trgm ${open.rows.length ? sql`schema public` : sql``}`.execute(db);
          }
          // Its operator class is named with the schema it lives in, which need not be on the
          // search path.
          const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
          const opclass = sql.raw(`${rows[0]!.schema}.gin_trgm_ops`);
          await sql`create index bookings_search_trgm_idx on bookings using gin ((${sql.raw(BOOKING_SEARCH_TEXT)}) ${opclass})`.execute(db);
          return;
        }
        // SQLite: an FTS5 table with the trigram tokenizer, one row per booking (same rowid),
        // kept in step by triggers, and filled from the bookings already there.
        await sql`create virtual table bookings_search using fts5(text, tokenize = 'trigram')`.execute(db);
        await sql`insert into bookings_search (rowid, text) select rowid, ${sql.raw(BOOKING_SEARCH_TEXT)} from bookings`.execute(db);
        const newText = sql.raw(BOOKING_SEARCH_TEXT.replace(/\b(client_name|client_email|adventure_type)\b/g, "new.$1"));
        await sql`create trigger bookings_search_insert after insert on bookings begin insert into bookings_search (rowid, text) values (new.rowid, ${newText}); end`.execute(db);
        await sql`create trigger bookings_search_update after update of client_name, client_email, adventure_type on bookings begin update bookings_search set text = ${newText} where rowid = new.rowid; end`.execute(db);
        await sql`create trigger bookings_search_delete after delete on bookings begin delete from bookings_search where rowid = old.rowid; end`.execute(db);
      },
    },
    "0005_shared_rate_limits": {
      // Several server processes on one PostgreSQL database count requests together: the
      // table rate-limiter-flexible's RateLimiterPostgres expects, and better-auth's own rate
      // limit table (storage "database"). One SQLite process counts in memory.
      async up(db: Kysely<unknown>) {
        if (dialect !== "postgres") return;
        await sql`create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint)`.execute(db);
        await sql`create table "rateLimit" (id text primary key, key text not null unique, count integer not null, "lastRequest" bigint not null)`.execute(db);
      },
    },
    "0006_mail_outbox": {
      // Every outgoing mail is stored before it is sent, and retried from here while the mail
      // transport is down (server/mail/outbox.ts, decision 0006).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("mail_outbox")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("recipient", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("html_body", "text", (c) => c.notNull())
          .addColumn("link", "text")
          .addColumn("status", "text", (c) =>
            c
              .notNull()
              .defaultTo("queued")
              .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("claim_token", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("sent_at", "text")
          .execute();
        // The delivery loop's one lookup: queued (or claimed and abandoned) mail that is due.
        await db.schema
          .createIndex("mail_outbox_status_next_attempt_at_idx")
          .on("mail_outbox")
          .columns(["status", "next_attempt_at"])
          .execute();
      },
    },
  };
}

/** What the admin search looks in: the same expression in the index and in the query. */
export const BOOKING_SEARCH_TEXT = "client_name || ' ' || client_email || ' ' || adventure_type";

async function currentSchema<T>(db: Kysely<T>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DbDialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations(this.dialect));
  }
}

export interface MigrationReport {
  applied: string[];
}

/**
 * Bring the schema up to date (or, for tests of a migration on existing data, up to and
 * including `upTo`). Throws (with the failing migration's name) if any step fails.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  dialect: DbDialect,
  upTo?: string,
): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new InCodeMigrationProvider(dialect),
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with
    // several schemas in one database (the tests give each run its own) it would find another
    // run's tables and skip creating its own. Name the schema this connection works in.
    ...(dialect === "postgres" ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results = [] } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const step = failed ? `migration ${failed.migrationName} failed` : "could not start migrating";
    throw new Error(`${step}: ${describeDbError(error)}`, { cause: error });
  }
  return {
    applied: results
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  };
}
