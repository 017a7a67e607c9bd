import type { Kysely } from "kysely";
import type { CatalogueCard } from "../../domain/catalogue/cards";
import { findCategory } from "../../domain/catalogue/categories";
import { filterFactsOf, type TripFilterFacts } from "../../domain/catalogue/trip-filters";
import { priceUnitOf } from "../../domain/booking/party";
import { priceDisplayFor, type PriceDisplay } from "../../domain/money/exchange-rates";
import type { AdventureCardData, CardPrice } from "~/features/trips/adventure-card";
import { cardPhotosOf, findPublishedTrip } from "../../server/modules/catalogue";
import { currentExchangeRates } from "../../server/modules/payments";
import { bookableFromOf, nextDeparturesOf, type NextDeparture } from "../../server/modules/pricing";
import { logger } from "../../server/platform/logger";
import { currencyChoice } from "../../server/platform/http/currency-choice";
import type { Database } from "../../server/platform/db/schema";
import type { PhotoView } from "../../domain/media/photo-view";

/** A card as a listing or the search shows it, with what the listings' filters read of its trip. */
export interface ListedCard {
  card: AdventureCardData;
  facts: TripFilterFacts;
}

/** The card's "From" (decision 0015) and its trip's bookable dates; no price when the quote fails. */
async function cardPrice(db: Kysely<Database>, slug: string) {
  const trip = findPublishedTrip(slug);
  try {
    const bookable = trip ? await bookableFromOf(db, trip) : null;
    const quote = bookable?.from ?? null;
    const price: CardPrice | null = quote
      ? {
          perPerson: quote.perPerson,
          normalPerPerson: quote.normalPerPerson,
          saving: quote.saving,
          savingReason: quote.savingReason,
          date: quote.date,
        }
      : null;
    return { trip, price, dates: bookable?.dates ?? [] };
  } catch (error) {
    logger.error({ err: error, slug }, "card price failed; showing the card without one");
    return { trip, price: null, dates: [] };
  }
}

/**
 * Catalogue cards with their trips' "From" quotes, the same figure the trip page's headline shows,
 * and their next departures (one query for all, decision 0023). A card whose quote fails is
 * logged and shown without a price rather than with a figure the trip page would contradict.
 */
export async function listedCards(
  db: Kysely<Database>,
  cards: readonly CatalogueCard[],
  today: string,
): Promise<ListedCard[]> {
  // An archived trip (decision 0065) leaves every listing with its page.
  const published = cards.filter((card) => findPublishedTrip(card.slug));
  const nextDepartures = nextDeparturesOf(
    db,
    published.map((card) => card.slug),
    today,
  ).catch((error: unknown) => {
    logger.error({ err: error }, "cards' next departures failed; showing none");
    return new Map<string, NextDeparture>();
  });
  // The cards' library photos; a failure draws their scenes, as before photos.
  const photos = cardPhotosOf(
    db,
    published.flatMap((card) => findPublishedTrip(card.slug) ?? []),
  ).catch((error: unknown) => {
    logger.error({ err: error }, "cards' photos failed; drawing their scenes");
    return new Map<string, PhotoView>();
  });
  return Promise.all(
    published.map(async (card) => {
      const { trip, price, dates } = await cardPrice(db, card.slug);
      return {
        card: {
          ...card,
          categoryTitle: findCategory(card.category)?.title ?? "",
          scene: trip?.scene ?? "savanna",
          photo: (await photos).get(card.slug) ?? null,
          price,
          addsParkFees: (trip?.parkFees.length ?? 0) > 0,
          priceUnit: trip ? priceUnitOf(trip) : "person",
          nextDeparture: (await nextDepartures).get(card.slug) ?? null,
        },
        facts: filterFactsOf(card, trip ?? { childPrices: [] }, {
          fromUsd: price?.perPerson ?? null,
          dates,
        }),
      };
    }),
  );
}

/** How this visitor reads prices (their currency choice at the operator's rates), as the root loader. */
export async function visitorPriceDisplay(
  request: Request,
  db: Kysely<Database>,
): Promise<PriceDisplay> {
  return priceDisplayFor(
    currencyChoice(request.headers.get("cookie")),
    await currentExchangeRates(db),
  );
}
