import { data } from "react-router";
import type { Route } from "./+types/itinerary";
import { tripPage } from "../../server/modules/bookings";
import { dbContext } from "../../server/platform/http/request-context";
import { NO_STORE } from "../lib/no-store.server";
import { tripNotFound } from "../lib/trip-not-found.server";

/**
 * The trip page's adapter: the trip page use case (server/modules/bookings/trip-page.ts) for the
 * slug and the panel's query. A quoted page is personal and live: it says no-store, so the page
 * cache never keeps it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const trip = await tripPage(
    context.get(dbContext),
    params.slug,
    new URL(request.url).searchParams,
  );
  if (trip.kind === "no-such-trip") tripNotFound(request, params.slug);
  return data(trip.page, trip.personal ? { headers: NO_STORE } : undefined);
}
