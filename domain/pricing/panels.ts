import type { Trip } from "../catalogue/trip-schema";
import { tripMaxGroupSize } from "../catalogue/trip-facts";
import {
  genericGroupDiscounts,
  type DiscountSchedule,
  type PricingTier,
  type SeasonalTier,
} from "./tiers";

type KesUsdTier = Omit<SeasonalTier, "badgeColour"> & Partial<Pick<SeasonalTier, "badgeColour">>;
type SchoolProgram = Extract<Trip["pricing"], { kind: "school" }>["programs"][number];

/** Which pricing panel a trip page shows, with the figures it needs. */
export type PricingPanel =
  | { kind: "fixed"; perPerson: number; note: string; maxParticipants: 8 }
  | {
      kind: "tier-calculator";
      tiers: PricingTier[];
      defaultTierId: string;
      maxParticipants: number;
      discounts: DiscountSchedule;
      cartDuration: string;
      contactForPricing: boolean;
      heading: string;
      quoteRequest?: "corporate";
    }
  | { kind: "seasonal"; tiers: KesUsdTier[]; duration: string; maxParticipants: 10 }
  | {
      kind: "samburu";
      tiers: KesUsdTier[];
      heading: string;
      maxParticipants: 8;
      startParticipants: 2;
    }
  | { kind: "team-building"; perPersonPerDay: number; minimumPeople: number; maximumPeople: number }
  | { kind: "school"; programs: SchoolProgram[] };

/** The trip's pricing panel: its content's pricing, with the defaults and limits of its kind filled in. */
export function pricingPanelFor(trip: Trip): PricingPanel {
  const pricing = trip.pricing;
  switch (pricing.kind) {
    case "fixed":
      return {
        kind: "fixed",
        perPerson: pricing.perPerson,
        note: pricing.note,
        maxParticipants: 8,
      };
    case "tier-calculator":
      return {
        kind: "tier-calculator",
        tiers: pricing.tiers,
        defaultTierId: pricing.defaultTierId ?? pricing.tiers[0]!.id,
        maxParticipants: pricing.maxGroupSize ?? tripMaxGroupSize(trip),
        discounts: pricing.discounts ?? genericGroupDiscounts,
        cartDuration: pricing.cartDuration,
        contactForPricing: pricing.contactForPricing,
        heading: pricing.heading,
        ...(pricing.quoteRequest ? { quoteRequest: pricing.quoteRequest } : {}),
      };
    case "seasonal":
      return {
        kind: "seasonal",
        tiers: pricing.tiers,
        duration: pricing.duration,
        maxParticipants: 10,
      };
    case "samburu":
      return {
        kind: "samburu",
        tiers: pricing.tiers,
        heading: pricing.heading,
        maxParticipants: 8,
        startParticipants: 2,
      };
    case "team-building":
      return {
        kind: "team-building",
        perPersonPerDay: pricing.perPersonPerDay,
        minimumPeople: pricing.minimumPeople,
        maximumPeople: pricing.maximumPeople,
      };
    case "school":
      return { kind: "school", programs: pricing.programs };
  }
}
