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

/**
 * Teachers travelling with a school group (issue 30): at least one adult goes with the students,
 * and twenty covers a ratio of one teacher to three students for the largest group we take.
 */
export const teacherLimits = { min: 1, max: 20 } as const;

/** The group discount the school page promises (spec: "group discounts for 20+ students"). */
export const SCHOOL_GROUP_DISCOUNT_STUDENTS = 20;

/**
 * The sentence beside the school estimate: the estimate is students x rate (the spec's), and the
 * promised discount for 20+ students is applied in the proposal the operator writes, not here.
 */
export function schoolDiscountSentence(students: number): string {
  return Number.isFinite(students) && students >= SCHOOL_GROUP_DISCOUNT_STUDENTS
    ? `Your group of ${Math.trunc(students)} students qualifies for our group discount for 20+ students: your proposal applies it to this estimate.`
    : "Groups of 20+ students get a group discount, applied in your proposal.";
}

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

/**
 * A corporate group's travellers by category (issue 30): the group size and how many of them are
 * East African residents and Kenyan citizens; the rest travel as non-residents. Null when the
 * counts do not fit the group (the sentence says why).
 */
export interface GroupCounts {
  nonResidents: number;
  eastAfricanResidents: number;
  kenyanCitizens: number;
}

export function groupCountsProblem(
  groupSize: number,
  eastAfricanResidents: number,
  kenyanCitizens: number,
): string | null {
  if (![eastAfricanResidents, kenyanCitizens].every((n) => Number.isInteger(n) && n >= 0))
    return "Enter how many as a whole number, 0 or more.";
  if (eastAfricanResidents + kenyanCitizens > groupSize)
    return `East African residents and Kenyan citizens together can be at most the ${groupSize} in your group.`;
  return null;
}

export function groupCountsOf(
  groupSize: number,
  eastAfricanResidents: number,
  kenyanCitizens: number,
): GroupCounts {
  return {
    nonResidents: Math.max(0, groupSize - eastAfricanResidents - kenyanCitizens),
    eastAfricanResidents,
    kenyanCitizens,
  };
}

/** "30 non-residents, 8 East African residents and 2 Kenyan citizens" (categories with nobody left out). */
export function groupCountsText(counts: GroupCounts): string {
  const parts = [
    [counts.nonResidents, "non-resident", "non-residents"],
    [counts.eastAfricanResidents, "East African resident", "East African residents"],
    [counts.kenyanCitizens, "Kenyan citizen", "Kenyan citizens"],
  ] as const;
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (named.length === 0) return "Nobody yet";
  return named.length === 1
    ? named[0]!
    : `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]!}`;
}
