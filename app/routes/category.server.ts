import { data } from "react-router";
import type { Route } from "./+types/category";
import { findCategory } from "../../domain/catalogue/categories";
import { alsoConsiderCards, listingCards } from "../../domain/catalogue/trip-category";
import { publishedTrips } from "../../server/modules/catalogue";
import { difficulties } from "../../domain/catalogue/trip-schema";
import {
  filtersInWords,
  hasFilters,
  lengthBands,
  matchesFilters,
  monthOptions,
  parseTripFilters,
  priceBands,
} from "../../domain/catalogue/trip-filters";
import { listedCards, visitorPriceDisplay } from "~/lib/trip-cards.server";
import { businessToday } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * A category page's cards, each with its trip's "From" quote (decision 0015), kept by the filters
 * in the URL (decision 0064): with none set, every card of the category, as the spec lists them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = findCategory(url.pathname.replace(/^\/|\/$/g, ""));
  if (!category) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const today = businessToday();
  const months = monthOptions(today);
  const { filters, ignored } = parseTripFilters(url.searchParams, months);
  const trips = publishedTrips();
  const [listed, alsoConsider, display] = await Promise.all([
    listedCards(db, listingCards(category.id, trips), today),
    listedCards(db, alsoConsiderCards(category, trips), today),
    visitorPriceDisplay(request, db),
  ]);
  const cards = listed
    .filter(({ facts }) => matchesFilters(facts, filters, display))
    .map(({ card }) => card);
  return {
    category,
    cards,
    // Not filtered: the row offers other listings' trips, whatever this listing's filters keep.
    alsoConsider: alsoConsider.map(({ card }) => card),
    total: listed.length,
    filters,
    filtered: hasFilters(filters),
    filtersInWords: filtersInWords(filters, display),
    ignored,
    choices: {
      months,
      lengths: lengthBands.map(({ id, label }) => ({ value: id, label })),
      prices: priceBands(display).map(({ id, label }) => ({ value: id, label })),
      difficulties: difficulties.map((difficulty) => ({ value: difficulty, label: difficulty })),
    },
  };
}
