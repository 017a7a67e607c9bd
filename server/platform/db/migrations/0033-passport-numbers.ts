import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * A traveller's passport or national ID number (issue 28): park and mountain permits are issued
 * against it, so the traveller form asks for it with the other details. Personal: null until
 * filled and again once the details are erased after the trip. (Numbers 0031 and 0032 were
 * handed to work landing beside this one.)
 */
export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("booking_travellers").addColumn("passport_number", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("booking_travellers").dropColumn("passport_number").execute();
  },
});
