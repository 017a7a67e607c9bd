import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/** The operator's history: every booking status change, the settings audit log, and the admin table's sort indexes. */
export const migration: DialectMigration = () => ({
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
});
