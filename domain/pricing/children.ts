import type { Trip } from "../catalogue/trip-schema";

/**
 * Children's prices (issue 28): each trip states its minimum age (its requirements) and, in
 * content, its child price rule by age band: a share of the adult price, or a figure per option.
 * Park and conservancy fees have their own child rates, data the operator edits on /admin/fees
 * (park-fees.ts `ageGroup`). A traveller under ADULT_AGE is a child for both; an age outside every
 * band of the trip pays the adult trip price. Pure.
 */

/** Authorities charge the adult fee from this age (KWS and Narok publish child rates to 17). */
export const ADULT_AGE = 18;

/**
 * The age of the party's traveller at `index` where they are a child, else null (an adult). A
 * party lists its children last, so the last `childAges.length` travellers are the children, in
 * the order of their ages.
 */
export function childAgeAt(
  participants: number,
  childAges: readonly number[],
  index: number,
): number | null {
  const firstChild = participants - childAges.length;
  return index >= firstChild ? (childAges[index - firstChild] ?? null) : null;
}

/** "children aged 4 and 9", "a child aged 6": the party's children as the cart lists them. */
export function childAgesText(ages: readonly number[]): string {
  if (ages.length === 1) return `a child aged ${ages[0]}`;
  return `children aged ${ages.slice(0, -1).join(", ")} and ${ages[ages.length - 1]}`;
}

/** The youngest age a party picker offers: babies travel too, on the trips that take them. */
export const YOUNGEST_AGE = 0;

export interface ChildPriceBand {
  /** Ages within the band, inclusive. */
  fromAge: number;
  toAge: number;
  /** The child's trip price as a share of the adult price, 0-100 (0: free). */
  percentOfAdult?: number;
  /** Or a figure per option: whole USD per child, by option id (residents: the same share in KES). */
  prices?: Readonly<Record<string, number>>;
}

export interface ChildRules {
  /** The youngest traveller the trip takes (0: any age). */
  minimumAge: number;
  bands: readonly ChildPriceBand[];
}

export function childRulesOf(trip: Pick<Trip, "requirements" | "childPrices">): ChildRules {
  return { minimumAge: trip.requirements?.minimumAge ?? 0, bands: trip.childPrices };
}

export function isChildAge(age: number | null | undefined): age is number {
  return typeof age === "number" && age < ADULT_AGE;
}

/** The band a child's age falls in, or null: the adult trip price. */
export function childBandOf(rules: ChildRules, age: number | null): ChildPriceBand | null {
  if (!isChildAge(age)) return null;
  return rules.bands.find((band) => band.fromAge <= age && age <= band.toAge) ?? null;
}

/**
 * The share of the adult price a band charges on an option: its percentage, or its figure for the
 * option against the option's normal adult price. 1 for an option the band names no figure for.
 */
export function childShare(
  band: ChildPriceBand,
  option: { id: string; normalPerPerson: number },
): number {
  if (band.percentOfAdult !== undefined) return band.percentOfAdult / 100;
  const figure = band.prices?.[option.id];
  if (figure === undefined || option.normalPerPerson <= 0) return 1;
  return Math.min(1, figure / option.normalPerPerson);
}

/** "child aged 3-11", "child aged 12" for a line's label. */
export function bandText(band: ChildPriceBand): string {
  return band.fromAge === band.toAge
    ? `child aged ${band.fromAge}`
    : `child aged ${band.fromAge}-${band.toAge}`;
}

/**
 * The sentence for the first child younger than the trip takes, or null. Positions count from 1
 * among the children, as the party picker lists them.
 */
export function tooYoung(
  rules: ChildRules,
  ages: readonly number[],
  tripTitle: string,
): string | null {
  const index = ages.findIndex((age) => age < rules.minimumAge);
  if (index < 0) return null;
  return `${tripTitle} takes travellers aged ${rules.minimumAge} and over: child ${index + 1} is ${ages[index]}.`;
}

/** "Children aged 3-11 pay 50 % of the adult price; under 3 travel free." for the page and panel. */
export function childPriceSentence(rules: ChildRules): string | null {
  const parts = rules.bands.map((band) => {
    const who =
      band.fromAge === band.toAge ? `aged ${band.fromAge}` : `aged ${band.fromAge}-${band.toAge}`;
    if (band.percentOfAdult === 0) return `children ${who} travel free`;
    if (band.percentOfAdult !== undefined)
      return `children ${who} pay ${band.percentOfAdult} % of the adult price`;
    return `children ${who} have their own price`;
  });
  const minimum = rules.minimumAge > 0 ? `Minimum age ${rules.minimumAge}.` : null;
  if (!parts.length) return minimum;
  const text = parts.join("; ");
  return `${minimum ? `${minimum} ` : ""}${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
