import type { Trip } from "../catalogue/trip-schema";
import { residentPriceFromUsd, type TravellerCategory } from "./traveller-categories";

/**
 * An option's normal per-person price for a category: whole USD, or whole KES for residents. It
 * has a file of its own because the booking panel runs it in the browser, and quote.ts brings the
 * pricing schemas (zod, about 30 KB compressed) into any page that imports from it.
 */
export function categoryNormalPrice(
  trip: Pick<Trip, "categoryPrices">,
  option: { id: string; normalPerPerson: number },
  category: TravellerCategory,
): number {
  if (category === "non-resident") return option.normalPerPerson;
  return trip.categoryPrices[option.id]?.[category] ?? residentPriceFromUsd(option.normalPerPerson);
}
