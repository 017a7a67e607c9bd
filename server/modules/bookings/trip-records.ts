import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { tripHasDepartures } from "../departures";
import { tripHasReviews } from "../reviews";

/**
 * Whether bookings, departures or reviews were made under this trip slug. They are keyed by the
 * slug, as are the trip's own booking and deposit settings, so such a trip keeps its web address
 * (decision 0065): renaming it would leave them behind.
 */
export async function tripHasRecords(db: Kysely<Database>, tripSlug: string): Promise<boolean> {
  const [booking, departures, reviews] = await Promise.all([
    db
      .selectFrom("bookings")
      .select("id")
      .where("trip_slug", "=", tripSlug)
      .limit(1)
      .executeTakeFirst(),
    tripHasDepartures(db, tripSlug),
    tripHasReviews(db, tripSlug),
  ]);
  return booking !== undefined || departures || reviews;
}
