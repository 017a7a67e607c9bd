// Only a type from dynamic-pricing.ts: this module is what the admin pricing page's browser code
// carries, and zod (the factor ranges) stays on the server (pricing-form-parse.ts).
import type { PricingFactors } from "../pricing/dynamic-pricing";

/** The pricing factor form: one text field per factor, group discounts as "8:0.15, 6:0.1". */
export const factorFields: ReadonlyArray<{
  key: Exclude<keyof PricingFactors, "groupDiscounts">;
  label: string;
  hint: string;
}> = [
  {
    key: "peakSeasonAdjustment",
    label: "Peak season adjustment",
    hint: "fraction, -0.5 to 0.5 (0.1 = +10%)",
  },
  {
    key: "shoulderSeasonAdjustment",
    label: "Shoulder season adjustment",
    hint: "fraction, -0.5 to 0.5",
  },
  { key: "offSeasonAdjustment", label: "Off-season adjustment", hint: "fraction, -0.5 to 0.5" },
  {
    key: "highDemandOccupancy",
    label: "High demand from occupancy",
    hint: "fraction of the group size, 0.05 to 1",
  },
  { key: "highDemandAdjustment", label: "High demand adjustment", hint: "fraction, 0 to 0.5" },
  {
    key: "lowDemandOccupancy",
    label: "Low demand up to occupancy",
    hint: "fraction, 0 to 0.95, below high demand",
  },
  {
    key: "lowDemandWindowDays",
    label: "Low demand window (days before travel)",
    hint: "whole days, 0 to 365",
  },
  { key: "lowDemandAdjustment", label: "Low demand adjustment", hint: "fraction, -0.5 to 0" },
  {
    key: "earlyBookingDays",
    label: "Early booking from (days ahead)",
    hint: "whole days, 1 to 730",
  },
  { key: "earlyBookingAdjustment", label: "Early booking adjustment", hint: "fraction, -0.5 to 0" },
  { key: "minMultiplier", label: "Lowest price multiplier", hint: "0.1 to 1" },
  { key: "maxMultiplier", label: "Highest price multiplier", hint: "1 to 3" },
];

export function factorsToForm(factors: PricingFactors): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of factorFields) form[field.key] = String(factors[field.key]);
  form.groupDiscounts = factors.groupDiscounts
    .map(([people, discount]) => `${people}:${discount}`)
    .join(", ");
  return form;
}

/** The text field after the factors: group discounts as "people:fraction" pairs. */
export const groupDiscountsField = {
  key: "groupDiscounts",
  label: "Group discounts",
  hint: 'people:fraction, e.g. "8:0.15, 6:0.1, 4:0.05"',
} as const;
