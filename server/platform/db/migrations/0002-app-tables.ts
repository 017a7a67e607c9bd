import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The site's own tables: bookings, inquiries, user roles and pricing rules. Shipped: the statements
 * and their order never change, only how they are grouped into functions.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await createBookings(db);
    await createInquiries(db);
    await createUserRoles(db);
    await createPricingRules(db);
  },
});

/** The bookings table and the indexes its lookups use. */
async function createBookings(db: Kysely<unknown>) {
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
}

/** The inquiries table (contact messages and quote requests) and its indexes. */
async function createInquiries(db: Kysely<unknown>) {
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
}

/** Who is an admin: roles beside better-auth's user table. */
async function createUserRoles(db: Kysely<unknown>) {
  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role"])
    .execute();
}

/** The operator's pricing settings, one row per key. */
async function createPricingRules(db: Kysely<unknown>) {
  await db.schema
    .createTable("pricing_rules")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
