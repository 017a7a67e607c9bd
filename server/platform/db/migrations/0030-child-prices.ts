import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";
import { systemNow } from "../../clock";

/**
 * Children's prices (issue 28, decision 0057's slice 3). Frozen here, not read from domain/.
 *
 * - park_fees.age_group: "adult" or "child" (under 18): the authorities publish child rates. The
 *   existing fees are the adults'; where a park has no child fee in force, children pay the adult's.
 * - booking_travellers.age: a child's age as booked (null: an adult), so a requote or a fee change
 *   prices the party as it was booked.
 * - Seeded child fees: believable figures, about half the adult fee, from 2024-01-01 like the
 *   adults'. The operator checks them against the authorities' current tariffs on /admin/fees.
 */

const KWS = "Kenya Wildlife Service";
const NAROK = "Narok County Government";

/** Per park: the authority, the non-resident child fee in USD, the resident and citizen in KES. */
const childFees: Array<
  [park: string, authority: string, usd: number, resident: number, citizen: number]
> = [
  ["maasai-mara", NAROK, 50, 500, 500],
  ["mount-kenya", KWS, 20, 300, 200],
  ["hells-gate", KWS, 15, 125, 125],
  ["mount-longonot", KWS, 15, 125, 125],
  ["nairobi", KWS, 22, 215, 215],
];

export const migration: DialectMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("park_fees")
      .addColumn("age_group", "text", (c) => c.notNull().defaultTo("adult"))
      .execute();
    await db.schema.alterTable("booking_travellers").addColumn("age", "integer").execute();
    const now = systemNow().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto("park_fees")
      .values(
        childFees.flatMap(([park, authority, usd, resident, citizen]) =>
          (
            [
              ["non-resident", usd, "USD"],
              ["east-african-resident", resident, "KES"],
              ["kenyan-citizen", citizen, "KES"],
            ] as const
          ).map(([category, amount, currency]) => ({
            id: `seed-${park}-${category}-child`,
            authority,
            park,
            category,
            age_group: "child",
            amount_minor: amount * 100,
            currency,
            basis: "per-day",
            valid_from: "2024-01-01",
            valid_until: null,
            created_at: now,
            updated_at: now,
          })),
        ),
      )
      .execute();
  },
});
