import type { Kysely } from "kysely";
import type { PricingFactors } from "../../domain/pricing/dynamic-pricing";
import type { AdminAuditEntry, Database } from "../db/schema";
import { forgetCachedPages } from "../http/page-cache";
import { forgetQuoteInputs, PRICING_FACTORS_KEY } from "./pricing";
import type { Actor } from "./booking-workflow";
import { isoDate, isoDateInDays } from "../../domain/calendar";

/** Saves validated factors and records who changed what, in one transaction. */
export async function savePricingFactors(
  db: Kysely<Database>,
  factors: PricingFactors,
  actor: Actor,
  now: Date = new Date(),
): Promise<void> {
  const timestamp = now.toISOString();
  const value = JSON.stringify(factors);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("pricing_rules")
      .select("value")
      .where("key", "=", PRICING_FACTORS_KEY)
      .executeTakeFirst();
    await trx
      .insertInto("pricing_rules")
      .values({ key: PRICING_FACTORS_KEY, value, updated_at: timestamp })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: timestamp }))
      .execute();
    await trx
      .insertInto("admin_audit_log")
      .values({
        id: crypto.randomUUID(),
        actor_user_id: actor.id,
        actor_email: actor.email,
        action: "pricing-factors.update",
        subject: PRICING_FACTORS_KEY,
        before_value: before?.value ?? null,
        after_value: value,
        created_at: timestamp,
      })
      .execute();
  });
  forgetQuoteInputs();
  // Listing pages print card prices from these factors; a booking's demand change can wait
  // for the pages' short lifetime, an operator's price change should not.
  forgetCachedPages();
}

export async function pricingAuditTrail(
  db: Kysely<Database>,
  limit = 20,
): Promise<AdminAuditEntry[]> {
  return db
    .selectFrom("admin_audit_log")
    .selectAll()
    .where("subject", "=", PRICING_FACTORS_KEY)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
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
  now: Date = new Date(),
): Promise<TripDemand[]> {
  const today = isoDate(now);
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
