import { pricedTrip } from "../../content/trips";
import { computeDynamicPrice, type DynamicPrice } from "../../domain/pricing/dynamic-pricing";
import { getDb } from "../db";
import { logger } from "../logger";
import { quoteBookedParticipantsAround, quotePricingFactors } from "./pricing";
import { isoDate, isoDateInDays } from "../../domain/calendar";

/** A catalogue card's price is quoted for 2 participants travelling 7 days from today. */
export const CARD_PARTICIPANTS = 2;
export const CARD_DAYS_AHEAD = 7;

/**
 * Dynamic 'From' prices for catalogue cards, computed on the server so the listing renders
 * complete (no spinner, no layout shift, works without JavaScript). A card whose price fails
 * is logged and left null: the page shows its base price and no badge.
 */
export async function dynamicCardPrices(
  slugs: readonly string[],
  now = new Date(),
): Promise<Record<string, DynamicPrice | null>> {
  const today = isoDate(now);
  const bookingDate = isoDateInDays(now, CARD_DAYS_AHEAD);
  const prices: Record<string, DynamicPrice | null> = {};
  let factors;
  try {
    factors = await quotePricingFactors(getDb().db);
  } catch (error) {
    logger.error({ err: error }, "card pricing unavailable; showing base prices");
    return Object.fromEntries(slugs.map((slug) => [slug, null]));
  }
  await Promise.all(
    slugs.map(async (slug) => {
      try {
        const trip = pricedTrip(slug);
        if (!trip || "error" in trip) throw new Error(`no base price for ${slug}`);
        const bookedParticipants = await quoteBookedParticipantsAround(
          getDb().db,
          slug,
          bookingDate,
        );
        prices[slug] = computeDynamicPrice({
          basePrice: trip.basePrice,
          bookingDate,
          participants: CARD_PARTICIPANTS,
          today,
          bookedParticipants,
          maxGroupSize: trip.maxGroupSize,
          daysInAdvance: CARD_DAYS_AHEAD,
          factors,
        });
      } catch (error) {
        logger.error({ err: error, slug }, "card price lookup failed; showing the base price");
        prices[slug] = null;
      }
    }),
  );
  return prices;
}
