import { schoolEstimate, teamBuildingEstimate } from "../pricing/calculator";
import { schoolStudentLimits, teamBuilding } from "../pricing/tiers";

/**
 * The inquiry and quote forms' limits and plain checks, shared by the browser and the server's
 * zod schemas (inquiry-request.ts). No zod here: this module is part of the client bundle.
 */

/** The three quote forms of the trip pages, stored as inquiries of these kinds. */
export const quoteKinds = ["school-quote", "proposal", "corporate"] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/** Group sizes each quote form accepts (corporate "10-100+": larger groups are split across camps). */
export const groupSizeLimits: Record<QuoteKind, { min: number; max: number }> = {
  "school-quote": schoolStudentLimits,
  proposal: { min: teamBuilding.minimumPeople, max: teamBuilding.maximumPeople },
  corporate: { min: 10, max: 500 },
};

/** Maximum lengths of the free-text fields, in characters. */
export const textLimits = {
  personName: 120,
  /** First and last name joined (the contact form allows 100 + 100). */
  fullName: 201,
  organisation: 200,
  email: 254,
  phone: 40,
  dates: 200,
  budget: 100,
  notes: 2000,
  message: 5000,
} as const;

/** The corporate form's extra choice besides the four packages. */
export const customCorporatePackage = { id: "custom", name: "Custom package (3-10 days)" } as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[+\d][\d\s().-]{5,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= textLimits.email && emailPattern.test(value);
}

/** Digits with spaces, dots, dashes or brackets, optionally starting with +: "+254 712 345 678". */
export function isPhoneNumber(value: string): boolean {
  return value.length <= textLimits.phone && phonePattern.test(value);
}

/** The whole days in a duration text: "5 Days" -> 5, "4 Days / 3 Nights" -> 4, "Half day" -> 0. */
export function durationDays(duration: string): number {
  const match = /(\d+)\s*days?/i.exec(duration);
  return match?.[1] ? Number.parseInt(match[1], 10) : 0;
}

/** Team-building proposal estimate: $150 per person per day for the programme's days (minimum 8 people). */
export function proposalEstimate(groupSize: number, programmeDuration: string): number {
  const days = durationDays(programmeDuration);
  if (!Number.isFinite(groupSize) || groupSize <= 0 || days <= 0) return 0;
  return teamBuildingEstimate(groupSize, days);
}

/** School quote estimate: students x the programme's rate; 0 (a custom quote) for the custom programme. */
export function schoolQuoteEstimate(program: string, studentCount: number): number {
  if (!Number.isFinite(studentCount)) return 0;
  return schoolEstimate(program, studentCount);
}

/** Corporate estimate range: the package's "$2,500-$4,000" per person times the group; null without a range. */
export function corporateEstimateRange(
  priceRange: string | undefined,
  groupSize: number,
): { min: number; max: number } | null {
  const match = /\$\s*([\d,]+)\s*[-\u2013]\s*\$\s*([\d,]+)/.exec(priceRange ?? "");
  if (!match?.[1] || !match[2] || !Number.isFinite(groupSize) || groupSize <= 0) return null;
  const people = Math.trunc(groupSize);
  return {
    min: Number.parseInt(match[1].replace(/,/g, ""), 10) * people,
    max: Number.parseInt(match[2].replace(/,/g, ""), 10) * people,
  };
}
