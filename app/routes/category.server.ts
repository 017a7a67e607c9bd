import { data } from "react-router";
import type { Route } from "./+types/category";
import { cardsInCategory } from "../../domain/catalogue/cards";
import { findCategory } from "../../domain/catalogue/categories";
import { findTrip } from "../../content/trips";
import { priceUnitOf } from "../../domain/booking/party";
import type { AdventureCardData, CardPrice } from "~/features/trips/adventure-card";
import { logger } from "../../server/platform/logger";
import { fromPriceOf, nextDeparturesOf, type NextDeparture } from "../../server/modules/pricing";
import { businessToday } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * A category page's cards, each with its trip's "From" quote (decision 0015): the same figure
 * the trip page's headline shows. A card whose quote fails is logged and shown without a
 * price rather than with a figure the trip page would contradict.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const categoryId = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  const category = findCategory(categoryId);
  if (!category) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const inCategory = cardsInCategory(category.id);
  // Every card's next departure from one query (decision 0023); without it the cards say none.
  const nextDepartures = nextDeparturesOf(
    db,
    inCategory.map((card) => card.slug),
    businessToday(),
  ).catch((error: unknown) => {
    logger.error({ err: error }, "cards' next departures failed; showing none");
    return new Map<string, NextDeparture>();
  });
  const cards: AdventureCardData[] = await Promise.all(
    inCategory.map(async (card) => {
      const trip = findTrip(card.slug);
      let price: CardPrice | null = null;
      try {
        const quote = trip ? await fromPriceOf(db, trip) : null;
        if (quote)
          price = {
            perPerson: quote.perPerson,
            normalPerPerson: quote.normalPerPerson,
            saving: quote.saving,
            savingReason: quote.savingReason,
            date: quote.date,
          };
      } catch (error) {
        logger.error(
          { err: error, slug: card.slug },
          "card price failed; showing the card without one",
        );
      }
      return {
        ...card,
        categoryTitle: category.title,
        scene: trip?.scene ?? "savanna",
        price,
        addsParkFees: (trip?.parkFees.length ?? 0) > 0,
        priceUnit: trip ? priceUnitOf(trip) : "person",
        nextDeparture: (await nextDepartures).get(card.slug) ?? null,
      };
    }),
  );
  return { category, cards };
}
