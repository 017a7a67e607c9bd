import { findCard } from "../catalogue/cards";
import type { Trip } from "../catalogue/trip-schema";
import { tripMaxGroupSize } from "../catalogue/trip-facts";
import { pricingPanelFor, startingPrice } from "./panels";
import { defaultSeasonalTiers, FIXED_PRICE_TIER_ID } from "./tiers";

/** Lower-case, spaces to hyphens (how the cards name a trip), and a stricter form without punctuation. */
function titleKeys(title: string): string[] {
  const hyphenated = title.toLowerCase().trim().replace(/\s+/g, "-");
  const strict = hyphenated.replace(/[^a-z0-9-]/g, "").replace(/-+/g, "-");
  return [hyphenated, strict];
}

/**
 * A lookup from an `adventureType` (a slug, or a trip or card title lower-cased with spaces as
 * hyphens) to the trip slug, for the given trips. Unknown names resolve to undefined.
 */
export function adventureTypeResolver(
  trips: readonly Trip[],
): (adventureType: string) => string | undefined {
  const slugByKey = new Map<string, string>();
  for (const trip of trips) {
    slugByKey.set(trip.slug, trip.slug);
    for (const key of titleKeys(trip.title)) slugByKey.set(key, trip.slug);
    const card = findCard(trip.slug);
    if (card) for (const key of titleKeys(card.title)) slugByKey.set(key, trip.slug);
  }
  return (adventureType) => {
    const [hyphenated, strict] = titleKeys(adventureType);
    return slugByKey.get(hyphenated!) ?? slugByKey.get(strict!);
  };
}

export interface PricedTrip {
  slug: string;
  title: string;
  /** Whole USD per person before dynamic factors. */
  basePrice: number;
  maxGroupSize: number;
  tierName?: string;
}

/** Known (trip, tier) answers, computed once: every price quote asks. Unknown ids are not kept. */
const pricedTrips = new WeakMap<Trip, Map<string, Readonly<PricedTrip>>>();

/**
 * The base price the engine starts from: the chosen tier's base price when a known tier is
 * given, otherwise the catalogue 'From' price. An unknown tier id is an error, never a guess.
 */
export function priceTrip(trip: Trip, tierId?: string): Readonly<PricedTrip> | { error: string } {
  let known = pricedTrips.get(trip);
  if (!known) pricedTrips.set(trip, (known = new Map()));
  const cached = known.get(tierId ?? "");
  if (cached) return cached;
  const answer = priceTripUncached(trip, tierId);
  if (!("error" in answer)) known.set(tierId ?? "", Object.freeze(answer));
  return answer;
}

/** The tiers a booking may name, with their per-person base prices. */
function priceTiers(trip: Trip): Array<{ id: string; name: string; price: number }> {
  const panel = pricingPanelFor(trip);
  switch (panel.kind) {
    case "fixed":
      return [{ id: FIXED_PRICE_TIER_ID, name: "Standard", price: panel.perPerson }];
    case "tier-calculator":
      return panel.tiers.map((tier) => ({ id: tier.id, name: tier.name, price: tier.basePrice }));
    case "seasonal":
    case "samburu":
      return panel.tiers.map((tier) => ({ id: tier.id, name: tier.name, price: tier.usdPrice }));
    case "team-building":
    case "school":
      // Programme trips have no tier table of their own: a tier named by a booking is priced
      // on the spec's default seasonal tiers.
      return defaultSeasonalTiers.map((tier) => ({
        id: tier.id,
        name: tier.name,
        price: tier.usdPrice,
      }));
  }
}

function priceTripUncached(trip: Trip, tierId?: string): PricedTrip | { error: string } {
  const base = { slug: trip.slug, title: trip.title, maxGroupSize: tripMaxGroupSize(trip) };
  if (!tierId) return { ...base, basePrice: startingPrice(trip) };
  const tier = priceTiers(trip).find((candidate) => candidate.id === tierId);
  if (!tier) return { error: `"${tierId}" is not a price tier of ${trip.title}.` };
  return { ...base, basePrice: tier.price, tierName: tier.name };
}
