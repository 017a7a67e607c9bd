/**
 * Who travels decides the price in Kenya (issue 19, decision 0033): parks and camps charge
 * non-residents in US dollars, and East African residents and Kenyan citizens in shillings.
 * Every priced trip offers all three; each participant of a booking has one.
 */

export const travellerCategories = [
  "non-resident",
  "east-african-resident",
  "kenyan-citizen",
] as const;
export type TravellerCategory = (typeof travellerCategories)[number];

/** The category of a booking that names none: everyone travels as a non-resident. */
export const DEFAULT_CATEGORY: TravellerCategory = "non-resident";

export const categoryLabels: Record<TravellerCategory, string> = {
  "non-resident": "Non-resident",
  "east-african-resident": "East African resident",
  "kenyan-citizen": "Kenyan citizen",
};

/** The category inside a sentence or a line label: "Trip price, East African resident". */
export const categoryNames: Record<TravellerCategory, string> = {
  "non-resident": "non-resident",
  "east-african-resident": "East African resident",
  "kenyan-citizen": "Kenyan citizen",
};

export type CategoryCurrency = "USD" | "KES";

/** The currency each category's trip price and park fees are charged in. */
export const categoryCurrency: Record<TravellerCategory, CategoryCurrency> = {
  "non-resident": "USD",
  "east-african-resident": "KES",
  "kenyan-citizen": "KES",
};

/** What a traveller shows for a resident or citizen price, checked by the operator at confirmation. */
export const proofLabels: Record<TravellerCategory, string | null> = {
  "non-resident": null,
  "east-african-resident": "residence permit or East African ID number",
  "kenyan-citizen": "Kenyan ID or passport number",
};

export function isTravellerCategory(value: unknown): value is TravellerCategory {
  return travellerCategories.includes(value as TravellerCategory);
}

/** A resident or citizen price is given against a document the operator checks. */
export function needsProof(category: TravellerCategory): boolean {
  return proofLabels[category] !== null;
}

/**
 * The rule that makes a resident price from the non-resident price where the trip's content
 * gives none (decision 0033): 55 % of the dollar price at KES 130 to the dollar, rounded to the
 * nearest KES 100. Kenyan camps and operators publish resident rates at roughly half their
 * non-resident rates; the reference rate is fixed so the shilling price does not move with the
 * exchange market. Citizens pay the resident rate (camps publish one resident rate).
 */
export const RESIDENT_PRICE_RULE = { kesPerUsd: 130, share: 0.55, roundToKes: 100 } as const;

/** 850 USD -> KES 60,800. */
export function residentPriceFromUsd(usdPerPerson: number): number {
  const { kesPerUsd, share, roundToKes } = RESIDENT_PRICE_RULE;
  return Math.max(
    roundToKes,
    Math.round((usdPerPerson * kesPerUsd * share) / roundToKes) * roundToKes,
  );
}

/** "2 Non-resident, 1 Kenyan citizen": the categories of a party, counted, in the fixed order. */
export function countCategories(
  categories: readonly TravellerCategory[],
): Array<{ category: TravellerCategory; count: number }> {
  return travellerCategories
    .map((category) => ({
      category,
      count: categories.filter((candidate) => candidate === category).length,
    }))
    .filter((entry) => entry.count > 0);
}

/**
 * The sentence for the first participant whose resident or citizen price has no document number,
 * or null when every such participant gave one. Positions count from 1, as a traveller reads them.
 */
export function missingProof(
  travellers: ReadonlyArray<{ category: TravellerCategory; proof?: string | null }>,
): string | null {
  const index = travellers.findIndex(
    (traveller) => needsProof(traveller.category) && !traveller.proof?.trim(),
  );
  if (index < 0) return null;
  const { category } = travellers[index]!;
  return `Traveller ${index + 1} (${categoryNames[category]}): enter the ${proofLabels[category]}. The ${categoryNames[category]} price needs it, and we check it when we confirm the booking.`;
}
