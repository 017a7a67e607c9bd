import { findCard } from "../catalogue/cards";
import { trips } from "../catalogue/trips";
import { startingPrice } from "./panels";
import { FIXED_PRICE_TIER_ID, fixedPrices, samburuTiers, seasonalTiersFor, tierCalculators, trekTiers, type PricingTier } from "./tiers";

/** Lower-case, spaces to hyphens (how the cards name a trip), and a stricter form without punctuation. */
function titleKeys(title: string): string[] {
  const hyphenated = title.toLowerCase().trim().replace(/\s+/g, "-");
  const strict = hyphenated.replace(/[^a-z0-9-]/g, "").replace(/-+/g, "-");
  return [hyphenated, strict];
}

const slugByKey = new Map<string, string>();
for (const trip of trips) {
  slugByKey.set(trip.slug, trip.slug);
  for (const key of titleKeys(trip.title)) slugByKey.set(key, trip.slug);
  const card = findCard(trip.slug);
  if (card) for (const key of titleKeys(card.title)) slugByKey.set(key, trip.slug);
}

/** The trip slug for an `adventureType`: a slug, or a trip title lower-cased with spaces as hyphens. */
export function resolveAdventureType(adventureType: string): string | undefined {
  const [hyphenated, strict] = titleKeys(adventureType);
  return slugByKey.get(hyphenated!) ?? slugByKey.get(strict!);
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
const pricedTrips = new Map<string, Readonly<PricedTrip>>();

/**
 * The base price the engine starts from: the chosen tier's base price when a known tier is
 * given, otherwise the catalogue 'From' price. An unknown tier id is an error, never a guess.
 */
export function pricedTrip(slug: string, tierId?: string): Readonly<PricedTrip> | { error: string } | undefined {
  const key = `${slug}\u0000${tierId ?? ""}`;
  const known = pricedTrips.get(key);
  if (known) return known;
  const answer = pricedTripUncached(slug, tierId);
  if (answer && !("error" in answer)) pricedTrips.set(key, Object.freeze(answer));
  return answer;
}

function pricedTripUncached(slug: string, tierId?: string): PricedTrip | { error: string } | undefined {
  const trip = trips.find((candidate) => candidate.slug === slug);
  if (!trip) return undefined;
  const maxGroupSize = trip.requirements?.maxGroupSize ?? trip.groupSize.max;
  const base = { slug, title: trip.title, maxGroupSize };
  if (!tierId) return { ...base, basePrice: startingPrice(slug, maxGroupSize) };

  const tiers: Array<{ id: string; name: string; price: number }> = [
    ...(((tierCalculators as Record<string, { tiers: PricingTier[] }>)[slug]?.tiers ?? []) as PricingTier[]).map((tier) => ({ id: tier.id, name: tier.name, price: tier.basePrice })),
    ...(((trekTiers as Record<string, PricingTier[]>)[slug] ?? []) as PricingTier[]).map((tier) => ({ id: tier.id, name: tier.name, price: tier.basePrice })),
    ...(fixedPrices[slug] ? [{ id: FIXED_PRICE_TIER_ID, name: "Standard", price: fixedPrices[slug].perPerson }] : []),
    ...(slug === "samburu" ? samburuTiers.map((tier) => ({ id: tier.id, name: tier.name, price: tier.usdPrice })) : []),
  ];
  if (tiers.length === 0) tiers.push(...seasonalTiersFor(slug).map((tier) => ({ id: tier.id, name: tier.name, price: tier.usdPrice })));
  const tier = tiers.find((candidate) => candidate.id === tierId);
  if (!tier) return { error: `"${tierId}" is not a price tier of ${trip.title}.` };
  return { ...base, basePrice: tier.price, tierName: tier.name };
}
