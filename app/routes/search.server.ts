import type { Route } from "./+types/search";
import { parseSearchQuery, searchTrips } from "../../domain/catalogue/trip-search";
import { listedCards } from "~/lib/trip-cards.server";
import { publishedTrips } from "../../server/modules/catalogue";
import { cardOfTrip } from "../../server/modules/pages";
import { businessToday } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * /search?q=: the trips whose title, summary or days hold every word, best first, as the listings'
 * cards. An empty or too-long query is a sentence on the page (200), never an error status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  if (query.kind !== "words") return { query, cards: [] };
  const found = searchTrips(publishedTrips(), query.words).flatMap((trip) => {
    const card = cardOfTrip(trip);
    return card ? [card] : [];
  });
  const listed = await listedCards(context.get(dbContext), found, businessToday());
  return { query, cards: listed.map(({ card }) => card) };
}
