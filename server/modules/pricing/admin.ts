import type { Kysely } from "kysely";
import type { PricingFactors } from "../../../domain/pricing/dynamic-pricing";
import type { PricingSettings } from "../../../domain/pricing/quote";
import type { AdminAuditEntry, Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import {
  BASE_PRICES_KEY,
  loadPricingSettings,
  PRICING_FACTORS_KEY,
  PRICING_SETTING_KEYS,
  SEASON_CALENDAR_KEY,
} from "./pricing";
import type { Actor } from "../../platform/admin-audit";
import { adminChanges, recordAdminChange } from "../../platform/admin-audit";
import { businessDay, isoDateInDays } from "../../../domain/calendar";
import { systemNow } from "../../platform/clock";

/** The audit action of each stored setting. */
const auditActions: Record<string, string> = {
  [PRICING_FACTORS_KEY]: "pricing-factors.update",
  [SEASON_CALENDAR_KEY]: "season-calendar.update",
  [BASE_PRICES_KEY]: "base-prices.update",
};

/**
 * Saves the settings that changed and records who changed what, in one transaction. Stored
 * bookings keep their price: a booking's total is written once, when it is made.
 */
export async function savePricingSettings(
  db: Kysely<Database>,
  settings: Partial<PricingSettings>,
  actor: Actor,
  now: Date = systemNow(),
): Promise<string[]> {
  const timestamp = now.toISOString();
  const values: Array<[string, string]> = [];
  if (settings.factors) values.push([PRICING_FACTORS_KEY, JSON.stringify(settings.factors)]);
  if (settings.seasonCalendar)
    values.push([SEASON_CALENDAR_KEY, JSON.stringify(settings.seasonCalendar)]);
  if (settings.basePrices) values.push([BASE_PRICES_KEY, JSON.stringify(settings.basePrices)]);
  const changed = await db.transaction().execute(async (trx) => {
    // What quotes use now, defaults included: saving the default calendar over no row is no change.
    const effective = await loadPricingSettings(trx);
    const effectiveValue: Record<string, string> = {
      [PRICING_FACTORS_KEY]: JSON.stringify(effective.factors),
      [SEASON_CALENDAR_KEY]: JSON.stringify(effective.seasonCalendar),
      [BASE_PRICES_KEY]: JSON.stringify(effective.basePrices),
    };
    const saved: string[] = [];
    for (const [key, value] of values) {
      const before = await trx
        .selectFrom("pricing_rules")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirst();
      if ((before?.value ?? effectiveValue[key]) === value) continue;
      await trx
        .insertInto("pricing_rules")
        .values({ key, value, updated_at: timestamp })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: timestamp }))
        .execute();
      await recordAdminChange(trx, {
        actor,
        action: auditActions[key] ?? "pricing.update",
        subject: key,
        before: before?.value ?? null,
        after: value,
        at: timestamp,
      });
      saved.push(key);
    }
    return saved;
  });
  // Quotes and the listing pages' card prices use the new settings at once.
  await publish("SettingsChanged", { setting: "pricing" });
  return changed;
}

/** Saves validated factors alone (the other settings unchanged). */
export async function savePricingFactors(
  db: Kysely<Database>,
  factors: PricingFactors,
  actor: Actor,
  now: Date = systemNow(),
): Promise<void> {
  await savePricingSettings(db, { factors }, actor, now);
}

export async function pricingAuditTrail(
  db: Kysely<Database>,
  limit = 20,
): Promise<AdminAuditEntry[]> {
  return adminChanges(db, { in: PRICING_SETTING_KEYS }, limit);
}

export interface TripDemand {
  tripSlug: string;
  title: string;
  bookings: number;
  participants: number;
}

/** Pending and confirmed bookings per trip travelling in the next 90 days, busiest first. */
export async function demandNext90Days(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<TripDemand[]> {
  const today = businessDay(now);
  const end = isoDateInDays(now, 90);
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => [
      "trip_slug",
      eb.fn.min("adventure_type").as("title"),
      eb.fn.countAll<number | string | bigint>().as("bookings"),
      eb.fn.sum<number | string | bigint>("number_of_participants").as("participants"),
    ])
    .where("booking_status", "in", ["pending", "confirmed"])
    .where("booking_date", ">=", today)
    .where("booking_date", "<=", end)
    .where("trip_slug", "is not", null)
    .where("is_probe", "=", 0)
    .groupBy("trip_slug")
    .execute();
  return rows
    .map((row) => ({
      tripSlug: String(row.trip_slug),
      title: String(row.title),
      bookings: Number(row.bookings),
      participants: Number(row.participants ?? 0),
    }))
    .sort((a, b) => b.participants - a.participants || a.tripSlug.localeCompare(b.tripSlug));
}
