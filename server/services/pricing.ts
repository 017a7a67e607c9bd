import type { Kysely } from "kysely";
import { defaultPricingFactors, pricingFactorsSchema, type PricingFactors } from "../../domain/pricing/dynamic-pricing";
import type { Database } from "../db/schema";
import { logger } from "../logger";

export const PRICING_FACTORS_KEY = "dynamic-pricing-factors";
const DAY_MS = 86_400_000;

/** Shift a yyyy-mm-dd date by whole days. */
function shiftDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The operator's pricing factors from pricing_rules. The defaults are seeded on first use;
 * a stored value that no longer validates is logged and the defaults are used instead.
 */
export async function loadPricingFactors(db: Kysely<Database>): Promise<PricingFactors> {
  const row = await db.selectFrom("pricing_rules").select("value").where("key", "=", PRICING_FACTORS_KEY).executeTakeFirst();
  if (!row) {
    await db
      .insertInto("pricing_rules")
      .values({ key: PRICING_FACTORS_KEY, value: JSON.stringify(defaultPricingFactors), updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    return defaultPricingFactors;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    stored = undefined;
  }
  const result = pricingFactorsSchema.safeParse(stored);
  if (result.success) return result.data;
  logger.error({ problems: result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`) }, "stored pricing factors are invalid; using the defaults");
  return defaultPricingFactors;
}

/** Participants booked (pending or confirmed) on a trip within 3 days either side of a date. */
export async function bookedParticipantsAround(db: Kysely<Database>, tripSlug: string, isoDate: string): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("number_of_participants"), eb.lit(0)).as("booked"))
    .where("trip_slug", "=", tripSlug)
    .where("booking_status", "in", ["pending", "confirmed"])
    .where("booking_date", ">=", shiftDate(isoDate, -3))
    .where("booking_date", "<=", shiftDate(isoDate, 3))
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}
