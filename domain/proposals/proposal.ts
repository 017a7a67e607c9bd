import type { ParkId } from "../pricing/park-fees";
import {
  travellerCategories,
  type CategoryCurrency,
  type TravellerCategory,
} from "../pricing/traveller-categories";

/**
 * A tailor-made trip proposal (issue 30): the operator writes a day-by-day plan with prices for
 * one client, sends it, revises it. This file is its shape as the operator saves it (a draft);
 * proposal-lines.ts prices it, proposal-form.ts reads and checks the editor's form, and a sent
 * version is the draft with its prices frozen (proposal-document.ts). Pure.
 */

/** Operator-priced lines are in one currency; park fees are in their category's (residents: KES). */
export type ProposalCurrency = CategoryCurrency;
export const proposalCurrencies = ["USD", "KES"] as const satisfies readonly ProposalCurrency[];

/** The party of one traveller category: its adults and the age of each child. */
export interface PartyGroup {
  category: TravellerCategory;
  adults: number;
  childAges: number[];
}

/** One day of the plan: drawn from a trip's itinerary (copied, then edited) or written fresh. */
export interface ProposalDay {
  /** `YYYY-MM-DD`: every day has its date. */
  date: string;
  title: string;
  description: string;
  activities: string[];
  accommodation: string;
  meals: string;
  /** The park the day is spent in; its fee is charged for the day by the fee engine. */
  park: ParkId | null;
  /** A library photo's id (decision 0066), or null. */
  photo: string | null;
}

/** How an operator line is counted: per person or per group, per night or per trip. */
export const lineBases = ["person-night", "person-trip", "group-night", "group-trip"] as const;
export type LineBasis = (typeof lineBases)[number];
export const lineBasisLabels: Record<LineBasis, string> = {
  "person-night": "per person per night",
  "person-trip": "per person for the trip",
  "group-night": "per group per night",
  "group-trip": "per group for the trip",
};

/**
 * A price line the operator controls. `costMinor` and `marginMinor` are for the operator's eyes
 * only; the client sees `priceMinor`, which must be their sum. A discount takes an amount off the
 * whole proposal (in the proposal's currency).
 */
export type PriceLineInput =
  | {
      kind: "item";
      label: string;
      basis: LineBasis;
      /** Nights a per-night line counts; null: the plan's nights (its days less one). */
      nights: number | null;
      costMinor: number;
      marginMinor: number;
      priceMinor: number;
    }
  | { kind: "discount"; label: string; amountMinor: number };

export interface ProposalClient {
  name: string;
  email: string;
  phone: string;
}

/** A proposal as the operator saved it (every field checked by proposal-form.ts). */
export interface ProposalDraft {
  title: string;
  client: ProposalClient;
  /** The inquiry (contact, school or corporate quote request) it answers, if any. */
  inquiryId: string | null;
  /** A word to the client at the top of the page. */
  message: string;
  party: PartyGroup[];
  days: ProposalDay[];
  lines: PriceLineInput[];
  currency: ProposalCurrency;
  /** `YYYY-MM-DD`: the last day the prices are honoured. */
  expiresOn: string;
  included: string[];
  notIncluded: string[];
}

export function emptyParty(): PartyGroup[] {
  return travellerCategories.map((category) => ({
    category,
    adults: category === "non-resident" ? 2 : 0,
    childAges: [],
  }));
}

/** Everybody in the party. */
export function partyCount(party: readonly PartyGroup[]): number {
  return party.reduce((sum, group) => sum + group.adults + group.childAges.length, 0);
}

/** The plan's nights: one fewer than its days (a day trip has none). */
export function planNights(days: readonly unknown[]): number {
  return Math.max(0, days.length - 1);
}

/** The first and last day's dates, or null for a plan without days. */
export function planDates(days: readonly Pick<ProposalDay, "date">[]): {
  first: string;
  last: string;
} | null {
  if (days.length === 0) return null;
  const dates = days.map((day) => day.date).sort();
  return { first: dates[0]!, last: dates[dates.length - 1]! };
}
