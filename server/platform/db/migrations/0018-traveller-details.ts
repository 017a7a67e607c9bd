import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Traveller details (issue 17, decision 0031): one row per traveller slot of a booking (slot 1
 * to the booking's participants), written by the booker or by the traveller through a personal
 * link. Frozen here, not read from domain/.
 *
 * - (booking_id, slot) is the key: a slot has one set of details, even when two saves race.
 * - link_version counts the personal links made for the slot; a link names its version, so a
 *   newer link, or the one submit a link allows, makes the older token useless; link_made_at
 *   tells whether the booker filled the slot after the current link was sent.
 * - readiness: the high-trek questionnaire's answers as JSON text; null when not asked.
 * - erased_at: when the details were erased after the trip; the personal columns are then null.
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("booking_travellers")
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("slot", "integer", (c) => c.notNull().check(sql`slot >= 1`))
      .addColumn("full_name", "text")
      .addColumn("nationality", "text")
      .addColumn("date_of_birth", "text")
      .addColumn("dietary_needs", "text")
      .addColumn("medical_notes", "text")
      .addColumn("emergency_name", "text")
      .addColumn("emergency_phone", "text")
      .addColumn("insurance_provider", "text")
      .addColumn("insurance_policy", "text")
      .addColumn("readiness", "text")
      .addColumn("filled_by", "text", (c) => c.check(sql`filled_by in ('booker', 'traveller')`))
      .addColumn("filled_at", "text")
      .addColumn("link_version", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("link_made_at", "text")
      .addColumn("erased_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("booking_travellers_pkey", ["booking_id", "slot"])
      .execute();
    // The erasure job looks for details not yet erased.
    await db.schema
      .createIndex("booking_travellers_erased_at_idx")
      .on("booking_travellers")
      .column("erased_at")
      .execute();
  },
});
