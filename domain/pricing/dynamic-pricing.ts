import { z } from "zod";
import { seasons } from "../seasons/seasons";
import {
  defaultSeasonCalendar,
  seasonMonthsText as seasonMonthsOf,
  seasonOnDate,
  type SeasonCalendar,
  type SeasonId,
} from "../seasons/calendar";
import { groupDiscount } from "./calculator";
import { formatUsd } from "../money/format";
import type { DiscountSchedule } from "./tiers";
import { daysBetween } from "../calendar";

/**
 * The dynamic pricing engine: base price adjusted by season, demand and how early one books. Pure: the clock ("today"), the demand
 * (participants already booked around the date) and the factors are parameters, so the same
 * inputs always give the same price. The booking endpoint uses it for the authoritative price.
 */

export type PricingSeason = "peak" | "shoulder" | "off-season";
export type DemandLevel = "high" | "low" | "normal";

/** The factors the operator can tune (stored in pricing_rules). Fractions, e.g. 0.1 = 10%. */
export const pricingFactorsSchema = z
  .object({
    peakSeasonAdjustment: z.number().min(-0.5).max(0.5),
    shoulderSeasonAdjustment: z.number().min(-0.5).max(0.5),
    offSeasonAdjustment: z.number().min(-0.5).max(0.5),
    highDemandOccupancy: z.number().min(0.05).max(1),
    highDemandAdjustment: z.number().min(0).max(0.5),
    lowDemandOccupancy: z.number().min(0).max(0.95),
    lowDemandWindowDays: z.number().int().min(0).max(365),
    lowDemandAdjustment: z.number().min(-0.5).max(0),
    earlyBookingDays: z.number().int().min(1).max(730),
    earlyBookingAdjustment: z.number().min(-0.5).max(0),
    groupDiscounts: z
      .array(z.tuple([z.number().int().min(2).max(100), z.number().min(0).max(0.5)]))
      .max(6),
    minMultiplier: z.number().min(0.1).max(1),
    maxMultiplier: z.number().min(1).max(3),
  })
  .refine((factors) => factors.lowDemandOccupancy < factors.highDemandOccupancy, {
    message: "The low-demand occupancy must be below the high-demand occupancy.",
  });
export type PricingFactors = z.infer<typeof pricingFactorsSchema>;

export const defaultPricingFactors: PricingFactors = {
  peakSeasonAdjustment: 0.1,
  shoulderSeasonAdjustment: 0,
  offSeasonAdjustment: -0.15,
  highDemandOccupancy: 0.75,
  highDemandAdjustment: 0.1,
  lowDemandOccupancy: 0.25,
  lowDemandWindowDays: 21,
  lowDemandAdjustment: -0.1,
  earlyBookingDays: 90,
  earlyBookingAdjustment: -0.05,
  groupDiscounts: [
    [8, 0.15],
    [6, 0.1],
    [4, 0.05],
  ],
  minMultiplier: 0.7,
  maxMultiplier: 1.3,
};

export interface DynamicPricingInput {
  /** Per-person base price in whole USD (catalogue 'From' price or the chosen tier's base). */
  basePrice: number;
  /** Travel date, yyyy-mm-dd. */
  bookingDate: string;
  participants: number;
  /** Today's date, yyyy-mm-dd (the clock is a parameter). */
  today: string;
  /** Participants already booked (pending + confirmed) within 3 days either side of the date. */
  bookedParticipants: number;
  maxGroupSize: number;
  /** Whole days from today to the trip; computed from the dates when absent. */
  daysInAdvance?: number;
  factors?: PricingFactors;
  /** Which season each month is in; the default calendar when absent. */
  seasonCalendar?: SeasonCalendar;
  /** The group discounts to apply; the factors' schedule when absent (a trip's own schedule replaces it). */
  groupDiscounts?: DiscountSchedule;
}

export interface DynamicPrice {
  finalPrice: number;
  basePrice: number;
  savings: number;
  demandLevel: DemandLevel;
  season: PricingSeason;
  seasonInfo: string;
  priceBreakdown: string[];
  totalPrice: number;
  currency: "USD";
}

/** The pricing name of each season of the calendar: dry is the peak, the long rains the off-season. */
export const pricingSeasonOf: Record<SeasonId, PricingSeason> = {
  dry: "peak",
  "short-rains": "shoulder",
  "long-rains": "off-season",
};

/** Season by the travel month, on the season calendar (by default: peak Jan-Mar and Jul-Sep, shoulder Oct-Dec, off-season Apr-Jun). */
export function seasonForDate(
  isoDate: string,
  calendar: SeasonCalendar = defaultSeasonCalendar,
): PricingSeason {
  return pricingSeasonOf[seasonOnDate(calendar, isoDate)];
}

const seasonGuideId = { peak: "dry", shoulder: "short-rains", "off-season": "long-rains" } as const;
const seasonLabel = {
  peak: "Peak season",
  shoulder: "Shoulder season",
  "off-season": "Off-season",
} as const;

/** The season's one-line description from the seasonal guide. */
export function seasonInfo(
  season: PricingSeason,
  calendar: SeasonCalendar = defaultSeasonCalendar,
): string {
  const guide = seasons.find((candidate) => candidate.id === seasonGuideId[season]);
  return guide
    ? `${guide.season} (${seasonMonthsOf(calendar, guide.id)}): ${guide.weather}.`
    : seasonLabel[season];
}

/** The fraction the operator adds or takes off in each pricing season. */
export function seasonAdjustment(season: PricingSeason, factors: PricingFactors): number {
  return {
    peak: factors.peakSeasonAdjustment,
    shoulder: factors.shoulderSeasonAdjustment,
    "off-season": factors.offSeasonAdjustment,
  }[season];
}

/** Each season of the calendar with the operator's adjustment for it (for the guide's price lines). */
export function seasonAdjustments(factors: PricingFactors): Record<SeasonId, number> {
  return {
    dry: seasonAdjustment(pricingSeasonOf.dry, factors),
    "short-rains": seasonAdjustment(pricingSeasonOf["short-rains"], factors),
    "long-rains": seasonAdjustment(pricingSeasonOf["long-rains"], factors),
  };
}

export function demandLevel(
  bookedParticipants: number,
  maxGroupSize: number,
  daysAhead: number,
  factors: PricingFactors,
): DemandLevel {
  const occupancy = maxGroupSize > 0 ? bookedParticipants / maxGroupSize : 1;
  if (occupancy >= factors.highDemandOccupancy) return "high";
  if (daysAhead <= factors.lowDemandWindowDays && occupancy <= factors.lowDemandOccupancy)
    return "low";
  return "normal";
}

function percent(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10;
  return `${value > 0 ? "+" : ""}${value}%`;
}

/** Each factor's fraction for one travel date and group (0 when it does not apply). */
export interface PriceAdjustments {
  season: PricingSeason;
  seasonAdjustment: number;
  demand: DemandLevel;
  demandAdjustment: number;
  daysAhead: number;
  advanceAdjustment: number;
  groupAdjustment: number;
  /** The product of (1 + each adjustment). */
  multiplier: number;
}

export function priceAdjustments(input: Omit<DynamicPricingInput, "basePrice">): PriceAdjustments {
  const factors = input.factors ?? defaultPricingFactors;
  const daysAhead = input.daysInAdvance ?? daysBetween(input.today, input.bookingDate);
  const season = seasonForDate(input.bookingDate, input.seasonCalendar);
  const seasonFraction = seasonAdjustment(season, factors);
  const demand = demandLevel(input.bookedParticipants, input.maxGroupSize, daysAhead, factors);
  const demandAdjustment =
    demand === "high"
      ? factors.highDemandAdjustment
      : demand === "low"
        ? factors.lowDemandAdjustment
        : 0;
  const advanceAdjustment =
    daysAhead >= factors.earlyBookingDays ? factors.earlyBookingAdjustment : 0;
  const groupAdjustment = -groupDiscount(
    input.participants,
    input.groupDiscounts ?? factors.groupDiscounts,
  );
  return {
    season,
    seasonAdjustment: seasonFraction,
    demand,
    demandAdjustment,
    daysAhead,
    advanceAdjustment,
    groupAdjustment,
    multiplier:
      (1 + seasonFraction) *
      (1 + demandAdjustment) *
      (1 + advanceAdjustment) *
      (1 + groupAdjustment),
  };
}

/** round(base x multiplier), kept within the operator's lowest and highest multipliers of the base. */
export function adjustedPrice(
  basePrice: number,
  multiplier: number,
  factors: PricingFactors = defaultPricingFactors,
): { finalPrice: number; unclamped: number; floor: number; ceiling: number } {
  const floor = Math.round(basePrice * factors.minMultiplier);
  const ceiling = Math.round(basePrice * factors.maxMultiplier);
  const unclamped = Math.round(basePrice * multiplier);
  return { finalPrice: Math.min(ceiling, Math.max(floor, unclamped)), unclamped, floor, ceiling };
}

export function computeDynamicPrice(input: DynamicPricingInput): DynamicPrice {
  const factors = input.factors ?? defaultPricingFactors;
  const { basePrice, participants } = input;
  const adjustments = priceAdjustments(input);
  const { season, demand, daysAhead } = adjustments;
  const { finalPrice, unclamped, floor, ceiling } = adjustedPrice(
    basePrice,
    adjustments.multiplier,
    factors,
  );

  const priceBreakdown = [
    `Base price:${formatUsd(basePrice)}`,
    `${seasonLabel[season]}:${percent(adjustments.seasonAdjustment)}`,
    `Demand (${demand}):${percent(adjustments.demandAdjustment)}`,
    `Early booking (${daysAhead} days ahead):${percent(adjustments.advanceAdjustment)}`,
    `Group of ${participants}:${percent(adjustments.groupAdjustment)}`,
  ];
  if (finalPrice !== unclamped)
    priceBreakdown.push(
      `Price limit:${finalPrice > unclamped ? `minimum ${formatUsd(floor)}` : `maximum ${formatUsd(ceiling)}`}`,
    );
  priceBreakdown.push(`Final price per person:${formatUsd(finalPrice)}`);

  return {
    finalPrice,
    basePrice,
    savings: Math.max(0, basePrice - finalPrice),
    demandLevel: demand,
    season,
    seasonInfo: seasonInfo(season, input.seasonCalendar),
    priceBreakdown,
    totalPrice: finalPrice * participants,
    currency: "USD",
  };
}
