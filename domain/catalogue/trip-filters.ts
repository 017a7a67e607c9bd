import { monthsAhead, monthTitle } from "../departures/month-grid";
import { MINOR_PER_MAJOR } from "../money/amount";
import { convertFromUsd, type PriceDisplay } from "../money/exchange-rates";
import { formatMoney } from "../money/format";
import { childRulesOf, type ChildRules } from "../pricing/children";
import { difficulties, type Difficulty, type Trip } from "./trip-schema";

/**
 * The listings' filters (month of travel, length, price band, difficulty, suits families): what
 * the URL may ask (`?month=2027-03&length=5-7-days&price=150-500&difficulty=Easy&families=yes`),
 * what each means for a trip, and the sentence a filtered page says. Pure: the server hands in the
 * trip's facts (its bookable dates and "From" price) and the visitor's currency.
 */

// ---- Month of travel -------------------------------------------------------------------------

/** A month a traveller can pick: "2027-03", "March 2027". */
export interface MonthOption {
  value: string;
  label: string;
}

/** "2027-03" -> "March 2027". */
export const monthLabel = monthTitle;

/**
 * The months the filter offers: this month (by the business day, Nairobi's) and the eleven after
 * it, as the trip page's month view (the year a "From" price and the departures look ahead).
 */
export function monthOptions(today: string): MonthOption[] {
  return monthsAhead(today).map((value) => ({ value, label: monthTitle(value) }));
}

/** The months ("yyyy-mm") that hold at least one of some dates ("yyyy-mm-dd"). */
export function monthsOf(dates: Iterable<string>): Set<string> {
  const months = new Set<string>();
  for (const date of dates) months.add(date.slice(0, 7));
  return months;
}

// ---- Length ------------------------------------------------------------------------------------

/** How many days a trip lasts; a range for the programmes a group shapes ("2-5 Days"). */
export interface TripLength {
  min: number;
  max: number;
}

/**
 * A duration as content writes it, in days: "Half Day" 0.5, "1 Day" 1, "2 Days 1 Night" 2,
 * "5 days / 4 nights" 5, "3-10 Days (fully customizable)" 3 to 10; null when it names no days.
 */
export function tripLength(duration: string): TripLength | null {
  if (/\bhalf[\s-]day\b/i.test(duration)) return { min: 0.5, max: 0.5 };
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)\s*days?\b/i.exec(duration);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const days = /(\d+)\s*days?\b/i.exec(duration);
  return days ? { min: Number(days[1]), max: Number(days[1]) } : null;
}

export const lengthBands = [
  { id: "day", label: "A day or less", min: 0, max: 1 },
  { id: "2-4-days", label: "2 to 4 days", min: 2, max: 4 },
  { id: "5-7-days", label: "5 to 7 days", min: 5, max: 7 },
  { id: "8-days-or-more", label: "8 days or more", min: 8, max: Infinity },
] as const;
export type LengthBandId = (typeof lengthBands)[number]["id"];

/** A trip is in a band when the days it can last meet the band's (a 3-7 day programme is in two). */
function inLengthBand(length: TripLength | null, id: LengthBandId): boolean {
  const band = lengthBands.find((candidate) => candidate.id === id)!;
  return length !== null && length.min <= band.max && length.max >= band.min;
}

// ---- Price band --------------------------------------------------------------------------------

/**
 * The bands of the "From" price per person, in whole US dollars: a lower bound it reaches and an
 * upper bound it stays below. The URL names a band by these dollar figures in every currency.
 */
const priceBandsUsd = [
  { id: "under-150", min: 0, max: 150 },
  { id: "150-500", min: 150, max: 500 },
  { id: "500-1000", min: 500, max: 1000 },
  { id: "1000-and-over", min: 1000, max: Infinity },
] as const;
export type PriceBandId = (typeof priceBandsUsd)[number]["id"];

/** A band as this visitor reads it: bounds in whole units of their currency and its label. */
export interface PriceBand {
  id: PriceBandId;
  label: string;
  min: number;
  max: number;
}

/** Two significant figures: a band edge in shillings reads 19,000, not 19,402. */
function roundNicely(value: number): number {
  if (value < 10) return Math.round(value);
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
}

/** Whole dollars in the visitor's currency, in whole units (the figure a card shows, unrounded). */
export function inDisplayCurrency(usdWhole: number, display: PriceDisplay): number {
  if (display.currency === "USD") return usdWhole;
  return convertFromUsd(Math.round(usdWhole) * MINOR_PER_MAJOR, display.rate) / MINOR_PER_MAJOR;
}

/**
 * The price bands in the visitor's currency: the dollar edges converted at the operator's rate
 * and rounded to two significant figures, so a band reads "KES 19,000 to KES 65,000" and a card
 * showing "≈ KES 25,870" falls in it by the figure it shows.
 */
export function priceBands(display: PriceDisplay): PriceBand[] {
  const money = (whole: number) =>
    formatMoney(whole * MINOR_PER_MAJOR, display.currency, { whole: true });
  return priceBandsUsd.map((band) => {
    const min = band.min === 0 ? 0 : roundNicely(inDisplayCurrency(band.min, display));
    const max =
      band.max === Infinity ? Infinity : roundNicely(inDisplayCurrency(band.max, display));
    const label =
      min === 0
        ? `Under ${money(max)}`
        : max === Infinity
          ? `${money(min)} and over`
          : `${money(min)} to ${money(max)}`;
    return { id: band.id, label, min, max };
  });
}

// ---- Suits families ----------------------------------------------------------------------------

/** The oldest age the filter calls a child of a family holiday (the trips' child bands end at 11). */
export const FAMILY_CHILD_MAX_AGE = 11;

/**
 * A trip suits families when its child rules take a child of FAMILY_CHILD_MAX_AGE or younger at a
 * child's price: an age band that reaches below 12 from the trip's minimum age. The treks that
 * take a 10-year-old at the adult price are not family trips; Longonot (10-15 at 75 %) is.
 */
export function suitsFamilies(rules: ChildRules): boolean {
  return rules.bands.some(
    (band) =>
      Math.max(band.fromAge, rules.minimumAge) <= Math.min(band.toAge, FAMILY_CHILD_MAX_AGE),
  );
}

// ---- The filters -------------------------------------------------------------------------------

export interface TripFilters {
  month: string | null;
  length: LengthBandId | null;
  price: PriceBandId | null;
  difficulty: Difficulty | null;
  families: boolean;
}

export const noFilters: TripFilters = {
  month: null,
  length: null,
  price: null,
  difficulty: null,
  families: false,
};

/** What the filters read of one trip. */
export interface TripFilterFacts {
  length: TripLength | null;
  difficulty: Difficulty;
  suitsFamilies: boolean;
  /** The card's "From" per person in whole US dollars; null when the trip has none. */
  fromUsd: number | null;
  /** The months ("yyyy-mm") with a departure on sale, or any date for trips booked on request. */
  bookableMonths: ReadonlySet<string>;
}

export function hasFilters(filters: TripFilters): boolean {
  return (
    filters.month !== null ||
    filters.length !== null ||
    filters.price !== null ||
    filters.difficulty !== null ||
    filters.families
  );
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((candidate) => candidate === value) ?? null;
}

/**
 * The filters a listing's URL asks for. A value that is not one the form offers (a month long
 * gone, a band that never existed) is left out and named in `ignored`, so the page can say so
 * instead of failing; empty values are the form's "Any".
 */
export function parseTripFilters(
  params: URLSearchParams,
  months: readonly MonthOption[],
): { filters: TripFilters; ignored: string[] } {
  const ignored: string[] = [];
  function read<T extends string>(name: string, allowed: readonly T[]): T | null {
    const raw = params.get(name)?.trim() ?? "";
    if (raw === "") return null;
    const value = oneOf(raw, allowed);
    if (value === null) ignored.push(`${name} "${raw.slice(0, 40)}"`);
    return value;
  }
  const filters: TripFilters = {
    month: read(
      "month",
      months.map((month) => month.value),
    ),
    length: read(
      "length",
      lengthBands.map((band) => band.id),
    ),
    price: read(
      "price",
      priceBandsUsd.map((band) => band.id),
    ),
    difficulty: read("difficulty", difficulties),
    families: read("families", ["yes"]) === "yes",
  };
  return { filters, ignored };
}

/** Whether a trip passes every filter set; a trip without a "From" passes no price band. */
export function matchesFilters(
  facts: TripFilterFacts,
  filters: TripFilters,
  display: PriceDisplay,
): boolean {
  if (filters.month !== null && !facts.bookableMonths.has(filters.month)) return false;
  if (filters.length !== null && !inLengthBand(facts.length, filters.length)) return false;
  if (filters.difficulty !== null && facts.difficulty !== filters.difficulty) return false;
  if (filters.families && !facts.suitsFamilies) return false;
  if (filters.price !== null) {
    const band = priceBands(display).find((candidate) => candidate.id === filters.price)!;
    if (facts.fromUsd === null) return false;
    const price = inDisplayCurrency(facts.fromUsd, display);
    if (price < band.min || price >= band.max) return false;
  }
  return true;
}

/** The filters set, in words: "March 2027, 5 to 7 days, Under $150, Easy, suits families". */
export function filtersInWords(filters: TripFilters, display: PriceDisplay): string {
  return [
    filters.month === null ? null : monthLabel(filters.month),
    lengthBands.find((band) => band.id === filters.length)?.label ?? null,
    priceBands(display).find((band) => band.id === filters.price)?.label ?? null,
    filters.difficulty,
    filters.families ? "suits families" : null,
  ]
    .filter((part) => part !== null)
    .join(", ");
}

/**
 * A trip's facts for the filters: its card's duration and difficulty (what the card shows), its
 * child rules, its "From" and the dates a traveller can book it on.
 */
export function filterFactsOf(
  card: { duration: string; difficulty: Difficulty },
  trip: Pick<Trip, "requirements" | "childPrices">,
  bookable: { fromUsd: number | null; dates: Iterable<string> },
): TripFilterFacts {
  return {
    length: tripLength(card.duration),
    difficulty: card.difficulty,
    suitsFamilies: suitsFamilies(childRulesOf(trip)),
    fromUsd: bookable.fromUsd,
    bookableMonths: monthsOf(bookable.dates),
  };
}
