import type { Kysely } from "kysely";
import { findTrip } from "../catalogue";
import type { DepartureFormValues } from "../../../domain/departures/departure-admin";
import { defaultSalesCutoffDays } from "../../../domain/departures/departures";
import { publish } from "../../platform/events";
import type { Database } from "../../platform/db/schema";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";
import { tripDurationDays } from "./departures";

export type CreateOutcome = { ok: true; id: string } | NotOk<"invalid" | "conflict">;

/** Adds a departure by hand (source "operator"); one per trip and date. */
export async function createDeparture(
  db: Kysely<Database>,
  input: DepartureFormValues & { tripSlug: string; date: string },
  now: Date = systemNow(),
): Promise<CreateOutcome> {
  const trip = findTrip(input.tripSlug);
  if (!trip) return notOk("invalid", "Trip: choose one of the trips in the list.");
  const id = crypto.randomUUID();
  const timestamp = now.toISOString();
  const result = await db
    .insertInto("departures")
    .values({
      id,
      trip_slug: trip.slug,
      date: input.date,
      seats: input.seats,
      minimum_to_run: input.minimumToRun,
      sales_cutoff_days: input.salesCutoffDays ?? defaultSalesCutoffDays(tripDurationDays(trip)),
      guide: input.guide,
      guide_phone: input.guidePhone,
      notes: input.notes,
      price_override: input.priceOverride,
      source: "operator",
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) => conflict.columns(["trip_slug", "date"]).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
    return notOk(
      "conflict",
      `${trip.title} already has a departure on ${input.date}: edit that one instead.`,
    );
  await publish("AvailabilityChanged", { reason: "departure created" });
  return { ok: true, id };
}

/** The trip slug of a private departure: a colon no catalogue slug has, so no trip's list finds it. */
export function privateDepartureSlug(ownerId: string): string {
  return `private:${ownerId}`;
}

/**
 * Adds a private departure (decision 0073) in the caller's transaction: a real row, unlisted
 * (`listed` 0), with seats for exactly its party, sales open until the day itself so its own
 * booking can take them, and the guaranteed notice marked as sent (a private trip runs: its
 * travellers were told so when it was booked). `ownerId` (an accepted proposal's id) makes its
 * slug, so one owner gets one departure.
 */
export async function createPrivateDeparture(
  trx: Kysely<Database>,
  input: { ownerId: string; title: string; date: string; seats: number },
  now: Date = systemNow(),
): Promise<{ id: string; tripSlug: string }> {
  const id = crypto.randomUUID();
  const timestamp = now.toISOString();
  const tripSlug = privateDepartureSlug(input.ownerId);
  await trx
    .insertInto("departures")
    .values({
      id,
      trip_slug: tripSlug,
      date: input.date,
      seats: input.seats,
      minimum_to_run: 1,
      sales_cutoff_days: 0,
      source: "operator",
      listed: 0,
      title: input.title,
      guaranteed_notified_at: timestamp,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
  return { id, tripSlug };
}
