import type { Kysely } from "kysely";
import type { Database } from "../../server/platform/db/schema";

/**
 * The id of a trip's departure on a date, inserted (8 seats, 2 to run, sales close 7 days before)
 * if the test database has none yet: the tests that book onto one departure from several helpers.
 */
export async function departureIdOn(
  db: Kysely<Database>,
  { tripSlug, date, createdAt }: { tripSlug: string; date: string; createdAt: Date },
): Promise<string> {
  await db
    .insertInto("departures")
    .values({
      id: crypto.randomUUID(),
      trip_slug: tripSlug,
      date,
      seats: 8,
      minimum_to_run: 2,
      sales_cutoff_days: 7,
      source: "operator",
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["trip_slug", "date"]).doNothing())
    .execute();
  const departure = await db
    .selectFrom("departures")
    .select("id")
    .where("trip_slug", "=", tripSlug)
    .where("date", "=", date)
    .executeTakeFirstOrThrow();
  return departure.id;
}
