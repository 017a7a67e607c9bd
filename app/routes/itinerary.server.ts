import { data } from "react-router";
import type { Route } from "./+types/itinerary";
import { findTrip } from "../../content/trips";
import type { Quote } from "../../domain/pricing/quote";
import { getDb } from "../../server/db";
import { logger } from "../../server/logger";
import { fromPriceOf } from "../../server/services/quotes";

/**
 * The trip and its headline "From": the same quote as the trip's catalogue card (decision
 * 0015). A failed quote is logged and the page shows no headline price rather than another one.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const trip = findTrip(params.slug);
  if (!trip) throw data(null, { status: 404 });
  let from: Quote | null = null;
  try {
    from = await fromPriceOf(getDb().db, trip);
  } catch (error) {
    logger.error({ err: error, slug: trip.slug }, "trip headline price failed; showing none");
  }
  return { trip, from };
}
