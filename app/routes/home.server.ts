import { trips } from "../../content/trips";
import { cardsInCategory } from "../../domain/catalogue/cards";
import { categories } from "../../domain/catalogue/categories";
import { defaultSeasonCalendar } from "../../domain/seasons/calendar";
import { planningSeasonsOn } from "../../domain/seasons/seasons";
import type { CategoryStats } from "~/features/landing/category-cards";
import { getDb } from "../../server/db";
import { logger } from "../../server/logger";
import { currentPricingSettings, fromPricesOf } from "../../server/services/quotes";

/**
 * Each category's trip count and lowest "From" (the lowest of its cards' own figures, decision
 * 0015), and the Plan section's seasons from the one season calendar. When pricing cannot be
 * read the page still renders: no category price, and the default calendar (logged).
 */
export async function loader() {
  const { db } = getDb();
  let from = new Map<string, { perPerson: number } | null>();
  let calendar = defaultSeasonCalendar;
  try {
    const [settings, prices] = await Promise.all([
      currentPricingSettings(db),
      fromPricesOf(db, trips),
    ]);
    calendar = settings.seasonCalendar;
    from = prices;
  } catch (error) {
    logger.error({ err: error }, "landing page prices failed; showing the categories without them");
  }
  const categoryStats: Record<string, CategoryStats> = Object.fromEntries(
    categories.map((category) => {
      const cards = cardsInCategory(category.id);
      const prices = cards.flatMap((card) => from.get(card.slug)?.perPerson ?? []);
      return [
        category.id,
        { count: cards.length, lowestPrice: prices.length ? Math.min(...prices) : null },
      ];
    }),
  );
  return { categoryStats, planningSeasons: planningSeasonsOn(calendar) };
}
