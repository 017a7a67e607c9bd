import { z } from "zod";
import { seasons } from "../seasons/seasons";
import { groupDiscount } from "./calculator";
import { formatUsd } from "./money";
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

/** Season by the travel month: peak Jan-Mar and Jul-Sep, shoulder Oct-Dec, off-season Apr-Jun. */
export function seasonForDate(isoDate: string): PricingSeason {
  const month = Number(isoDate.slice(5, 7));
  if ((month >= 1 && month <= 3) || (month >= 7 && month <= 9)) return "peak";
  if (month >= 10) return "shoulder";
  return "off-season";
}

const seasonGuideId = { peak: "dry", shoulder: "short-rains", "off-season": "long-rains" } as const;
const seasonLabel = {
  peak: "Peak season",
  shoulder: "Shoulder season",
  "off-season": "Off-season",
} as const;

/** The season's one-line description from the seasonal guide. */
export function seasonInfo(season: PricingSeason): string {
  const guide = seasons.find((candidate) => candidate.id === seasonGuideId[season]);
  return guide ? `${guide.season} (${guide.months}): ${guide.weather}.` : seasonLabel[season];
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

export function computeDynamicPrice(input: DynamicPricingInput): DynamicPrice {
  const factors = input.factors ?? defaultPricingFactors;
  const { basePrice, participants } = input;
  const daysAhead = input.daysInAdvance ?? daysBetween(input.today, input.bookingDate);

  const season = seasonForDate(input.bookingDate);
  const seasonAdjustment = {
    peak: factors.peakSeasonAdjustment,
    shoulder: factors.shoulderSeasonAdjustment,
    "off-season": factors.offSeasonAdjustment,
  }[season];
  const demand = demandLevel(input.bookedParticipants, input.maxGroupSize, daysAhead, factors);
  const demandAdjustment =
    demand === "high"
      ? factors.highDemandAdjustment
      : demand === "low"
        ? factors.lowDemandAdjustment
        : 0;
  const advanceAdjustment =
    daysAhead >= factors.earlyBookingDays ? factors.earlyBookingAdjustment : 0;
  const groupAdjustment = -groupDiscount(participants, factors.groupDiscounts);

  const multiplier =
    (1 + seasonAdjustment) *
    (1 + demandAdjustment) *
    (1 + advanceAdjustment) *
    (1 + groupAdjustment);
  const floor = Math.round(basePrice * factors.minMultiplier);
  const ceiling = Math.round(basePrice * factors.maxMultiplier);
  const unclamped = Math.round(basePrice * multiplier);
  const finalPrice = Math.min(ceiling, Math.max(floor, unclamped));

  const priceBreakdown = [
    `Base price:${formatUsd(basePrice)}`,
    `${seasonLabel[season]}:${percent(seasonAdjustment)}`,
    `Demand (${demand}):${percent(demandAdjustment)}`,
    `Early booking (${daysAhead} days ahead):${percent(advanceAdjustment)}`,
    `Group of ${participants}:${percent(groupAdjustment)}`,
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
    seasonInfo: seasonInfo(season),
    priceBreakdown,
    totalPrice: finalPrice * participants,
    currency: "USD",
  };
}
