import { data } from "react-router";
import type { Route } from "./+types/category";
import { findCategory } from "../../domain/catalogue/categories";
import { isListingPageKey } from "../../domain/pages/page-keys";
import { listingView } from "../../server/modules/pages";
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
import { previewHeaders, previewedDraft } from "../lib/page-preview.server";

/**
 * A listing as published in the content studio (decision 0070), or its draft on
 * /admin-preview/pages/<category> (the preview's frames): its words, its cards, each with its
 * trip's "From" quote (decision 0015) and kept by the filters in the URL (decision 0064; with
 * none set, every card), its links and its "Also consider" row.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.pathname.replace(/\/$/, "").split("/").at(-1);
  const category = findCategory(key ?? "");
  if (!category || !isListingPageKey(category.id)) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const draft = await previewedDraft(request, db, category.id);
  const listing = listingView(category.id, draft ?? undefined);
  const today = businessToday();
  const months = monthOptions(today);
  const { filters, ignored } = parseTripFilters(url.searchParams, months);
  const [listed, alsoConsider, display] = await Promise.all([
    listedCards(db, listing.cards, today),
    listedCards(db, listing.alsoConsider, today),
    visitorPriceDisplay(request, db),
  ]);
  const cards = listed
    .filter(({ facts }) => matchesFilters(facts, filters, display))
    .map(({ card }) => card);
  return data(
    {
      category,
      words: listing.content,
      links: listing.links,
      preview: draft !== null,
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
    },
    previewHeaders(draft),
  );
}
