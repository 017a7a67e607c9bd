import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";
import { systemNow } from "../../clock";

/**
 * Traveller categories and park fees (issue 19, decision 0033). Frozen here, not read from domain/.
 *
 * - park_fees: one fee of one park for one traveller category over a period (valid_until null:
 *   until further notice). Amounts in integer minor units of the category's currency. Seeded with
 *   the published fees in force on 2026-11-24 (the 2025 KWS tariff is suspended by the High Court).
 * - booking_participants: each participant's category and, for a resident or citizen price, the
 *   document number the operator checks at confirmation.
 * - booking_price_lines: the quote's lines as they were booked (trip price per category, each
 *   park's fee): a later fee change never rewrites them.
 */

interface SeedFee {
  park: string;
  authority: string;
  category: "non-resident" | "east-african-resident" | "kenyan-citizen";
  amountMinor: number;
  currency: "USD" | "KES";
}

const KWS = "Kenya Wildlife Service";
const NAROK = "Narok County Government";

function three(
  park: string,
  authority: string,
  usd: number,
  resident: number,
  citizen: number,
): SeedFee[] {
  return [
    { park, authority, category: "non-resident", amountMinor: usd * 100, currency: "USD" },
    {
      park,
      authority,
      category: "east-african-resident",
      amountMinor: resident * 100,
      currency: "KES",
    },
    { park, authority, category: "kenyan-citizen", amountMinor: citizen * 100, currency: "KES" },
  ];
}

const seed: SeedFee[] = [
  ...three("maasai-mara", NAROK, 200, 3000, 3000),
  ...three("mount-kenya", KWS, 40, 600, 400),
  ...three("hells-gate", KWS, 26, 250, 250),
  ...three("mount-longonot", KWS, 26, 250, 250),
  ...three("nairobi", KWS, 43, 430, 430),
];

export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("park_fees")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("authority", "text", (c) => c.notNull())
      .addColumn("park", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("amount_minor", "integer", (c) => c.notNull().check(sql`amount_minor > 0`))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("basis", "text", (c) => c.notNull())
      .addColumn("valid_from", "text", (c) => c.notNull())
      .addColumn("valid_until", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addCheckConstraint("park_fees_period", sql`valid_until is null or valid_until >= valid_from`)
      .execute();
    await db.schema
      .createIndex("park_fees_park_category_idx")
      .on("park_fees")
      .columns(["park", "category", "valid_from"])
      .execute();

    await db.schema
      .createTable("booking_participants")
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("proof", "text")
      .addPrimaryKeyConstraint("booking_participants_pk", ["booking_id", "position"])
      .execute();

    await db.schema
      .createTable("booking_price_lines")
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("people", "integer", (c) => c.notNull())
      .addColumn("units_per_person", "integer", (c) => c.notNull())
      .addColumn("unit_minor", "integer", (c) => c.notNull())
      .addColumn("amount_minor", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("park", "text")
      .addColumn("fee_id", "text")
      .addPrimaryKeyConstraint("booking_price_lines_pk", ["booking_id", "position"])
      .execute();
    await db.schema
      .createIndex("booking_price_lines_fee_idx")
      .on("booking_price_lines")
      .column("fee_id")
      .execute();

    const now = systemNow().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto("park_fees")
      .values(
        seed.map((fee) => ({
          id: `seed-${fee.park}-${fee.category}`,
          authority: fee.authority,
          park: fee.park,
          category: fee.category,
          amount_minor: fee.amountMinor,
          currency: fee.currency,
          basis: "per-day",
          valid_from: "2024-01-01",
          valid_until: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
});
