import { data } from "react-router";
import type { Route } from "./+types/category";
import { cardsInCategory } from "../../domain/catalogue/cards";
import { findCategory } from "../../domain/catalogue/categories";
import { findTrip } from "../../content/trips";
import type { AdventureCardData } from "~/features/trips/adventure-card";
import { dynamicCardPrices } from "../../server/services/card-prices";

/** A category page's cards, each with today's dynamic "from" price. */
export async function loader({ request }: Route.LoaderArgs) {
  const categoryId = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  const category = findCategory(categoryId);
  if (!category) throw data(null, { status: 404 });
  const categoryCards = cardsInCategory(category.id);
  const prices = await dynamicCardPrices(categoryCards.map((card) => card.slug));
  const cards: AdventureCardData[] = categoryCards.map((card) => {
    const price = prices[card.slug];
    return {
      ...card,
      categoryTitle: category.title,
      scene: findTrip(card.slug)?.scene ?? "savanna",
      dynamicPrice: price
        ? {
            finalPrice: price.finalPrice,
            savings: price.savings,
            demandLevel: price.demandLevel,
            season: price.season,
          }
        : null,
    };
  });
  return { category, cards };
}
