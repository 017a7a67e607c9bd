import { findCard } from "../catalogue/cards";
import {
  fixedPrices,
  genericGroupDiscounts,
  samburuTiers,
  schoolPrograms,
  seasonalDurationFor,
  seasonalTiers,
  teamBuilding,
  tierCalculators,
  trekTiers,
  type DiscountSchedule,
  type PricingTier,
  type SeasonalTier,
} from "./tiers";

/** Which pricing panel a trip page shows, with the figures it needs. */
export type PricingPanel =
  | { kind: "fixed"; perPerson: number; note: string; maxParticipants: 8 }
  | { kind: "tier-calculator"; tiers: PricingTier[]; defaultTierId: string; maxParticipants: number; discounts: DiscountSchedule; cartDuration: string; contactForPricing: boolean }
  | { kind: "seasonal"; tiers: SeasonalTier[]; duration: string; maxParticipants: 10 }
  | { kind: "samburu"; tiers: typeof samburuTiers; maxParticipants: 8; startParticipants: 2 }
  | { kind: "team-building"; perPersonPerDay: number; minimumPeople: number; maximumPeople: number }
  | { kind: "school"; programs: typeof schoolPrograms };

export function pricingPanelFor(slug: string, maxGroupSize: number): PricingPanel {
  const fixed = fixedPrices[slug];
  if (fixed) return { kind: "fixed", perPerson: fixed.perPerson, note: fixed.note, maxParticipants: 8 };

  const calculator = (tierCalculators as Record<string, (typeof tierCalculators)[keyof typeof tierCalculators]>)[slug];
  if (calculator) {
    return {
      kind: "tier-calculator",
      tiers: calculator.tiers,
      defaultTierId: calculator.defaultTierId,
      maxParticipants: calculator.maxGroupSize,
      discounts: calculator.discounts,
      cartDuration: calculator.cartDuration,
      // The technical climbing booking panel quotes 'Contact for pricing' instead of a price.
      contactForPricing: slug === "technical-climbing",
    };
  }

  const trek = (trekTiers as Record<string, PricingTier[]>)[slug];
  if (trek) {
    return {
      kind: "tier-calculator",
      tiers: trek,
      defaultTierId: trek[0]!.id,
      // The corporate widget takes up to 100 people; trek widgets their max group size.
      maxParticipants: slug === "corporate-packages" ? 100 : maxGroupSize,
      discounts: genericGroupDiscounts,
      cartDuration: "",
      contactForPricing: false,
    };
  }

  const seasonal = (seasonalTiers as Record<string, SeasonalTier[]>)[slug];
  if (seasonal) return { kind: "seasonal", tiers: seasonal, duration: seasonalDurationFor(slug), maxParticipants: 10 };
  if (slug === "samburu") return { kind: "samburu", tiers: samburuTiers, maxParticipants: 8, startParticipants: 2 };
  if (slug === "team-building") {
    return { kind: "team-building", perPersonPerDay: teamBuilding.perPersonPerDay, minimumPeople: teamBuilding.minimumPeople, maximumPeople: teamBuilding.maximumPeople };
  }
  if (slug === "student-expeditions") return { kind: "school", programs: schoolPrograms };
  throw new Error(`No pricing panel is defined for trip "${slug}".`);
}

/** The lowest advertised per-person price in USD: the catalogue 'From' price, else the cheapest tier. */
export function startingPrice(slug: string, maxGroupSize: number): number {
  const card = findCard(slug);
  if (card) return card.fromPrice;
  const panel = pricingPanelFor(slug, maxGroupSize);
  switch (panel.kind) {
    case "fixed":
      return panel.perPerson;
    case "tier-calculator":
      return Math.min(...panel.tiers.map((tier) => tier.basePrice));
    case "seasonal":
      return Math.min(...panel.tiers.map((tier) => tier.usdPrice));
    case "samburu":
      return Math.min(...panel.tiers.map((tier) => tier.usdPrice));
    case "team-building":
      return panel.perPersonPerDay;
    case "school":
      return Math.min(...panel.programs.filter((program) => program.price > 0).map((program) => program.price));
  }
}
