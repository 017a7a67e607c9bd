import type { Trip } from "../catalogue/trip-schema";
import { tripMaxGroupSize } from "../catalogue/trip-facts";
import { addDays, daysBetween, isCalendarDate, isoDate } from "../calendar";
import { durationDays } from "../inquiries/inquiry-fields";
import {
  defaultSeasonCalendar,
  pricingSeasonNames,
  seasonOnDate,
  type SeasonCalendar,
  type SeasonId,
} from "../seasons/calendar";
import {
  adjustedPrice,
  defaultPricingFactors,
  priceAdjustments,
  type PriceAdjustments,
  type PricingFactors,
} from "./dynamic-pricing";
import {
  DEPARTURE_PRICE_REASON,
  demandInputs,
  isOnSaleFor,
  overridePerPerson,
  type DeparturePricing,
} from "./departure-pricing";
import { BOOKING_HORIZON_YEARS, isNotInThePast, isWithinBookingHorizon } from "./pricing-request";
import { FIXED_PRICE_TIER_ID, type DiscountSchedule } from "./tiers";
import { feeOn, feeUnitsPerPerson, parkFeeAgeGroups, parks, type ParkFee } from "./park-fees";
import {
  childAgeAt,
  ADULT_AGE,
  bandText,
  childBandOf,
  childRulesOf,
  childShare,
  isChildAge,
  tooYoung,
} from "./children";
import { totalsOf, type QuoteLine, type QuoteTotal } from "./quote-lines";
import { categoryNormalPrice } from "./category-prices";
import {
  DEFAULT_CATEGORY,
  categoryCurrency,
  categoryNames,
  countCategories,
  isTravellerCategory,
  needsProof,
  travellerCategories,
  type TravellerCategory,
} from "./traveller-categories";

/** The lines and totals live in their own module, which pages may import without the engine. */
export { totalsOf, type QuoteLine, type QuoteTotal };

/**
 * The one quote function (issue 14, decision 0015): every price the site shows or stores (card,
 * trip page, panel, cart, booking, email, PDF, JSON-LD, admin preview, the public pricing API)
 * is a quote from here. Pure: the clock, the operator's settings and the demand are parameters.
 *
 * A trip's price comes from its own content only (its fixed price, tiers or programmes), or
 * from the operator's stored override of an option's base price. The catalogue's old 'From'
 * figures are gone: the card's "From" is a quote too (fromPrice below).
 */

/** What the operator sets on /admin/pricing. */
export interface PricingSettings {
  factors: PricingFactors;
  seasonCalendar: SeasonCalendar;
  /**
   * Per-person base prices in whole USD set by the operator, keyed by optionKey(slug, option id);
   * an option without one uses its content's figure. Stored bookings keep the price they were
   * stored with.
   */
  basePrices: Readonly<Record<string, number>>;
}

export const defaultPricingSettings: PricingSettings = {
  factors: defaultPricingFactors,
  seasonCalendar: defaultSeasonCalendar,
  basePrices: {},
};

/** The key of an option's base-price override: "point-lenana/standard". */
export function optionKey(slug: string, optionId: string): string {
  return `${slug}/${optionId}`;
}

/** One bookable option of a trip and its normal per-person price (before season, date and group). */
export interface TripOption {
  id: string;
  name: string;
  /** Whole USD per person: the operator's override, else the content's figure. */
  normalPerPerson: number;
  /** The content's own figure, so the admin can show what an override replaces. */
  contentPerPerson: number;
}

/** The content's options with their prices, before any override. */
function contentOptions(trip: Trip): Array<Omit<TripOption, "normalPerPerson">> {
  const pricing = trip.pricing;
  switch (pricing.kind) {
    case "fixed":
      return [{ id: FIXED_PRICE_TIER_ID, name: "Standard", contentPerPerson: pricing.perPerson }];
    case "tier-calculator":
      return pricing.tiers.map((tier) => ({
        id: tier.id,
        name: tier.name,
        contentPerPerson: tier.basePrice,
      }));
    case "seasonal":
    case "samburu":
      return pricing.tiers.map((tier) => ({
        id: tier.id,
        name: tier.name,
        contentPerPerson: tier.usdPrice,
      }));
    case "team-building":
      // Each programme at the day rate for its length: "Lake Naivasha Team Adventure" (3 days) is
      // 3 x $150 per person. The proposal form stays for anything custom.
      return (trip.programmes ?? []).flatMap((programme) => {
        const days = durationDays(programme.duration);
        return days > 0
          ? [
              {
                id: programme.id,
                name: `${programme.name} (${days} days)`,
                contentPerPerson: days * pricing.perPersonPerDay,
              },
            ]
          : [];
      });
    case "school":
      // A "custom" programme has no price: it is a quote request, not an option.
      return pricing.programs
        .filter((program) => program.price > 0)
        .map((program) => ({
          id: program.value,
          name: program.label,
          contentPerPerson: program.price,
        }));
  }
}

/** The options a traveller can book, each at its normal per-person price (the operator's where set). */
export function tripOptions(
  trip: Trip,
  basePrices: PricingSettings["basePrices"] = {},
): TripOption[] {
  return contentOptions(trip).map((option) => ({
    ...option,
    normalPerPerson: basePrices[optionKey(trip.slug, option.id)] ?? option.contentPerPerson,
  }));
}

/**
 * The group discounts a trip's quotes use: one schedule per trip. A tier table with its own
 * schedule (Maasai: 4+ 10%, 6+ 15%) keeps it; team-building and school rates are already group
 * rates, and a content schedule of [] (corporate) means none; every other trip uses the
 * operator's schedule from /admin/pricing.
 */
export function groupDiscountsFor(trip: Trip, factors: PricingFactors): DiscountSchedule {
  const pricing = trip.pricing;
  if (pricing.kind === "tier-calculator" && pricing.discounts) return pricing.discounts;
  if (pricing.kind === "team-building" || pricing.kind === "school") return [];
  return factors.groupDiscounts;
}

/** The party sizes a trip takes: its own group size from its content. */
export function partySize(trip: Trip): { min: number; max: number } {
  return { min: trip.groupSize.min, max: trip.groupSize.max };
}

export interface QuoteRequest {
  /** The option's id; the cheapest option when absent. */
  optionId?: string;
  participants: number;
  /** Travel date, yyyy-mm-dd. */
  date: string;
  /**
   * Each participant's category (issue 19), one per participant; absent: every participant is a
   * non-resident. Strings, so a category the trip does not offer is reported, not assumed.
   */
  categories?: readonly string[];
  /**
   * The children's ages (issue 28): the last participants of the party are children of these
   * ages, under 18; absent or empty, everyone is an adult. Numbers as typed, checked here.
   */
  childAges?: readonly number[];
}

export interface QuoteContext {
  /** Today, yyyy-mm-dd (UTC). */
  today: string;
  settings: PricingSettings;
  /** Participants in confirmed bookings of this trip within 3 days either side of the date. */
  bookedParticipants: number;
  /**
   * The trip's departure on the date, when it has one that is not cancelled: its fill rate is
   * the date's demand and its price override the price (domain/pricing/departure-pricing.ts).
   */
  departure?: DeparturePricing | null;
  /**
   * The park and conservancy fees on record (domain/pricing/park-fees.ts): the trip's parks are
   * charged at the rates in force on the travel date. Absent: no fee lines (a "From" price).
   */
  parkFees?: readonly ParkFee[];
}

export interface Quote {
  slug: string;
  title: string;
  option: { id: string; name: string };
  participants: number;
  date: string;
  /** The option's normal price per person, whole USD. */
  normalPerPerson: number;
  /** What this traveller pays per person on this date with this party, whole USD. */
  perPerson: number;
  /**
   * Whole USD: the sum of the quote's USD lines (non-resident trip prices and their park fees).
   * For a party of non-residents on a trip without fee lines, perPerson x participants.
   */
  total: number;
  /** Each participant's category, in order. */
  categories: TravellerCategory[];
  /** The children's ages: the last participants, in order (domain/pricing/children.ts). */
  childAges: number[];
  /** The trip price per category and each park's fee per category, in that order. */
  lines: QuoteLine[];
  /** One total per currency present (USD first), each the sum of its lines. */
  totals: QuoteTotal[];
  /** A resident or citizen price: the operator checks each traveller's document at confirmation. */
  needsProof: boolean;
  /** Per person: normalPerPerson - perPerson when that is above 0, else 0. */
  saving: number;
  /** One plain reason for the saving ("Off-season discount"); null without a saving. */
  savingReason: string | null;
  /** The date's season on the operator's season calendar. */
  season: SeasonId;
  currency: "USD";
}

export type QuoteField = "optionId" | "participants" | "date" | "categories" | "childAges";

export type QuoteResult =
  | { ok: true; quote: Quote }
  | {
      ok: false;
      /** A sentence per field that is wrong, for a form. */
      errors: Partial<Record<QuoteField, string>>;
      /** The same sentences in one line, for an API answer. */
      message: string;
    };

/** Where a quote's callers have always found it; it lives with the other date helpers. */
export { isCalendarDate };

function listNames(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** The party-size sentence a form or an API shows: "Point Lenana Summit takes 1 to 8 people." */
export function partySizeMessage(trip: Trip): string {
  const { min, max } = partySize(trip);
  const larger = trip.groupSize.openEnded ? " For a larger group, ask us for a quote." : "";
  return `${trip.title} takes ${min} to ${max} people per booking.${larger}`;
}

/** The cheapest option (the first of equals). */
function cheapest(options: TripOption[]): TripOption | undefined {
  return options.reduce<TripOption | undefined>(
    (best, option) => (!best || option.normalPerPerson < best.normalPerPerson ? option : best),
    undefined,
  );
}

/**
 * The reason a traveller pays less than the normal price: the largest of the discounts that
 * applied, in the traveller's words (never the demand figures behind it).
 */
function savingReasonOf(
  adjustments: PriceAdjustments,
  calendar: SeasonCalendar,
  date: string,
): string {
  const candidates: Array<[number, string]> = [
    [adjustments.seasonAdjustment, `${pricingSeasonNames[seasonOnDate(calendar, date)]} discount`],
    [adjustments.advanceAdjustment, "Early booking discount"],
    [adjustments.groupAdjustment, "Group discount"],
    [adjustments.demandAdjustment, "Last-minute special"],
  ];
  let best: [number, string] = [0, "Special price"];
  for (const candidate of candidates) if (candidate[0] < best[0]) best = candidate;
  return best[1];
}

/** A quote, or the sentences that say what to change. Never throws for a traveller's input. */
export function quoteTrip(trip: Trip, request: QuoteRequest, context: QuoteContext): QuoteResult {
  const { settings, today } = context;
  const errors: Partial<Record<QuoteField, string>> = {};
  const options = tripOptions(trip, settings.basePrices);
  const option =
    request.optionId === undefined
      ? cheapest(options)
      : options.find((candidate) => candidate.id === request.optionId);
  if (!options.length) errors.optionId = `${trip.title} is priced on request: ask us for a quote.`;
  else if (!option)
    errors.optionId = `"${String(request.optionId).slice(0, 60)}" is not an option of ${trip.title}. Choose ${listNames(options.map((candidate) => candidate.name))}.`;

  const { min, max } = partySize(trip);
  if (
    !Number.isInteger(request.participants) ||
    request.participants < min ||
    request.participants > max
  )
    errors.participants = partySizeMessage(trip);

  if (!isCalendarDate(request.date)) errors.date = "Choose a travel date like 2027-01-15.";
  else if (!isNotInThePast(request.date, today))
    errors.date = "The date is in the past. Choose today or a later date.";
  else if (!isWithinBookingHorizon(request.date, today))
    errors.date = `We take bookings up to ${BOOKING_HORIZON_YEARS} years ahead. Choose an earlier date.`;

  const categories = categoriesOf(trip, request, errors);
  const childAges = childAgesOf(trip, request, errors);

  if (!option || !categories || !childAges || Object.keys(errors).length)
    return { ok: false, errors, message: Object.values(errors).join(" ") };

  const { perPerson, adjustments } = priceOn(trip, option, options, {
    date: request.date,
    participants: request.participants,
    today,
    daysAhead: Math.max(0, daysBetween(today, request.date)),
    settings,
    bookedParticipants: context.bookedParticipants,
    departure: context.departure,
  });
  const saving = Math.max(0, option.normalPerPerson - perPerson);
  const lines = quoteLines(trip, option, categories, childAges, {
    perPerson,
    multiplier: adjustments?.multiplier ?? null,
    factors: settings.factors,
    date: request.date,
    parkFees: context.parkFees ?? [],
  });
  const totals = totalsOf(lines);
  return {
    ok: true,
    quote: {
      slug: trip.slug,
      title: trip.title,
      option: { id: option.id, name: option.name },
      participants: request.participants,
      date: request.date,
      normalPerPerson: option.normalPerPerson,
      perPerson,
      total: (totals.find((total) => total.currency === "USD")?.amountMinor ?? 0) / 100,
      categories,
      childAges,
      lines,
      totals,
      needsProof: categories.some(needsProof),
      saving,
      savingReason:
        saving > 0
          ? adjustments
            ? savingReasonOf(adjustments, settings.seasonCalendar, request.date)
            : DEPARTURE_PRICE_REASON
          : null,
      season: seasonOnDate(settings.seasonCalendar, request.date),
      currency: "USD",
    },
  };
}

/**
 * The participants' categories: the request's, checked (one per participant, each one the trip
 * offers), or everyone a non-resident. Null after writing the sentence into `errors`.
 */
function categoriesOf(
  trip: Trip,
  request: QuoteRequest,
  errors: Partial<Record<QuoteField, string>>,
): TravellerCategory[] | null {
  if (request.categories === undefined)
    return Number.isInteger(request.participants) && request.participants > 0
      ? Array.from({ length: request.participants }, () => DEFAULT_CATEGORY)
      : null;
  const unknown = request.categories.find((category) => !isTravellerCategory(category));
  if (unknown !== undefined) {
    errors.categories = `"${String(unknown).slice(0, 40)}" is not a traveller category ${trip.title} offers. Choose ${listNames(travellerCategories.map((category) => categoryNames[category]))} for each traveller.`;
    return null;
  }
  if (request.categories.length !== request.participants) {
    errors.categories = `Choose a category for each of the ${request.participants} travellers (${request.categories.length} given).`;
    return null;
  }
  return request.categories as TravellerCategory[];
}

/**
 * The children's ages, checked: whole years under 18, fewer children than travellers (a child
 * travels with an adult), none younger than the trip takes. Null after writing the sentence.
 */
function childAgesOf(
  trip: Trip,
  request: QuoteRequest,
  errors: Partial<Record<QuoteField, string>>,
): number[] | null {
  const ages = request.childAges ?? [];
  if (!ages.length) return [];
  if (!ages.every((age) => Number.isInteger(age) && age >= 0 && age < ADULT_AGE)) {
    errors.childAges = `Give each child's age in whole years, from 0 to ${ADULT_AGE - 1}.`;
    return null;
  }
  if (Number.isInteger(request.participants) && ages.length >= request.participants) {
    errors.childAges =
      "Children travel with at least one adult: count the adults in the party too.";
    return null;
  }
  const young = tooYoung(childRulesOf(trip), ages, trip.title);
  if (young) {
    errors.childAges = young;
    return null;
  }
  return [...ages];
}

/** One participant as the lines price them: their category and, for a child, their age. */
interface PricedTraveller {
  category: TravellerCategory;
  age: number | null;
}

/** The party's travellers: the last `childAges.length` of them are the children, in order. */
function pricedTravellers(
  categories: readonly TravellerCategory[],
  childAges: readonly number[],
): PricedTraveller[] {
  return categories.map((category, index) => ({
    category,
    age: childAgeAt(categories.length, childAges, index),
  }));
}

/** Travellers counted by a key, in first-seen order of a fixed key list. */
function countBy<K>(
  travellers: readonly PricedTraveller[],
  keys: readonly K[],
  keyOf: (traveller: PricedTraveller) => K,
): Array<{ key: K; count: number }> {
  return keys
    .map((key) => ({
      key,
      count: travellers.filter((traveller) => keyOf(traveller) === key).length,
    }))
    .filter((entry) => entry.count > 0);
}

/**
 * The quote's lines: one trip-price line per category in the party (and per child price band
 * within it), priced by the same multiplier as the non-resident price (or the departure's own
 * price, in proportion), then one line per park, category and age group at the fee in force on
 * the travel date.
 */
function quoteLines(
  trip: Trip,
  option: TripOption,
  categories: readonly TravellerCategory[],
  childAges: readonly number[],
  input: {
    perPerson: number;
    multiplier: number | null;
    factors: PricingFactors;
    date: string;
    parkFees: readonly ParkFee[];
  },
): QuoteLine[] {
  const travellers = pricedTravellers(categories, childAges);
  const rules = childRulesOf(trip);
  const bands = [null, ...rules.bands];
  const present = countCategories(categories).map(({ category }) => category);
  const lines: QuoteLine[] = [];
  for (const category of present) {
    const normal = categoryNormalPrice(trip, option, category);
    const adultUnit =
      category === "non-resident"
        ? input.perPerson
        : input.multiplier !== null
          ? adjustedPrice(normal, input.multiplier, input.factors).finalPrice
          : Math.round((normal * input.perPerson) / option.normalPerPerson);
    const ofCategory = travellers.filter((traveller) => traveller.category === category);
    for (const { key: band, count } of countBy(ofCategory, bands, (traveller) =>
      childBandOf(rules, traveller.age),
    )) {
      const unit = band ? Math.round(adultUnit * childShare(band, option)) : adultUnit;
      lines.push({
        kind: "trip",
        label: `Trip price, ${categoryNames[category]}${band ? ` ${bandText(band)}` : ""}`,
        category,
        people: count,
        unitsPerPerson: 1,
        unitMinor: unit * 100,
        amountMinor: unit * 100 * count,
        currency: categoryCurrency[category],
      });
    }
  }
  for (const { park, days } of trip.parkFees)
    for (const category of present)
      for (const { key: ageGroup, count } of countBy(
        travellers.filter((traveller) => traveller.category === category),
        parkFeeAgeGroups,
        (traveller) => (isChildAge(traveller.age) ? "child" : "adult"),
      )) {
        const fee = feeOn(input.parkFees, park, category, input.date, ageGroup);
        if (!fee) continue;
        const units = feeUnitsPerPerson(fee.basis, days);
        lines.push({
          kind: "fee",
          label: `${parks[park].name} fee, ${categoryNames[category]}${ageGroup === "child" ? " child" : ""}`,
          category,
          people: count,
          unitsPerPerson: units,
          unitMinor: fee.amountMinor,
          amountMinor: fee.amountMinor * units * count,
          currency: fee.currency,
          park,
          authority: fee.authority,
          basis: fee.basis,
          feeId: fee.id,
        });
      }
  return lines;
}

/**
 * The per-person price of an option on a date: the departure's own price where the operator set
 * one (no factors: `adjustments` is null), else the engine's price with the date's demand (the
 * departure's fill rate where the date has a departure). quoteTrip and fromPrice both price
 * through here, so the "From" and every quote agree.
 */
function priceOn(
  trip: Trip,
  option: TripOption,
  options: TripOption[],
  input: {
    date: string;
    participants: number;
    today: string;
    daysAhead: number;
    settings: PricingSettings;
    bookedParticipants: number;
    departure: DeparturePricing | null | undefined;
    groupDiscounts?: DiscountSchedule;
  },
): { perPerson: number; adjustments: PriceAdjustments | null } {
  const { settings, departure } = input;
  // Most dates have no departure with its own price: only those look for the cheapest option.
  const override =
    departure && departure.priceOverride !== null
      ? overridePerPerson(
          departure,
          option.normalPerPerson,
          cheapest(options)?.normalPerPerson ?? option.normalPerPerson,
        )
      : null;
  if (override !== null) return { perPerson: override, adjustments: null };
  const demand = departure
    ? demandInputs({ bookedParticipants: 0, capacity: 0 }, departure)
    : { bookedParticipants: input.bookedParticipants, capacity: tripMaxGroupSize(trip) };
  const adjustments = priceAdjustments({
    bookingDate: input.date,
    participants: input.participants,
    today: input.today,
    daysInAdvance: input.daysAhead,
    bookedParticipants: demand.bookedParticipants,
    maxGroupSize: demand.capacity,
    factors: settings.factors,
    seasonCalendar: settings.seasonCalendar,
    groupDiscounts: input.groupDiscounts ?? groupDiscountsFor(trip, settings.factors),
  });
  return {
    perPerson: adjustedPrice(option.normalPerPerson, adjustments.multiplier, settings.factors)
      .finalPrice,
    adjustments,
  };
}

/** How far ahead the card's "From" looks: the next 12 months. */
export const FROM_PRICE_DAYS = 365;

/** A date the "From" may name and how many days ahead of today it is. */
interface FromPriceDate {
  date: string;
  daysAhead: number;
}

/** The next FROM_PRICE_DAYS dates from `today`, made once per day (a listing asks for every card). */
let datesMemo: { today: string; dates: FromPriceDate[] } | undefined;
function nextDates(today: string): FromPriceDate[] {
  if (datesMemo?.today !== today) {
    const start = Date.parse(`${today}T00:00:00Z`);
    const dates = Array.from({ length: FROM_PRICE_DAYS }, (_, day) => ({
      date: isoDate(new Date(start + day * 86_400_000)),
      daysAhead: day,
    }));
    datesMemo = { today, dates };
  }
  return datesMemo.dates;
}

export interface FromPriceContext {
  today: string;
  settings: PricingSettings;
  /** Participants in confirmed bookings of this trip within 3 days either side of a date. */
  bookedParticipantsOn: (date: string) => number;
  /** The trip's departures (not cancelled) by date. */
  departures?: ReadonlyMap<string, DeparturePricing>;
}

/**
 * The dates the "From" may name: the trip's departures a party of `participants` can book today
 * within the next 12 months, soonest first; where none is on sale, every date of the next 12
 * months (a trip without departures books any date). A private date on a trip with departures on
 * sale never counts: the card would show a price no departure offers (issue 28).
 */
export function fromPriceDates(
  today: string,
  participants: number,
  departures: ReadonlyMap<string, DeparturePricing> | undefined,
): readonly FromPriceDate[] {
  const last = addDays(today, FROM_PRICE_DAYS - 1);
  const onSale = [...(departures ?? [])]
    .filter(
      ([date, departure]) =>
        date >= today && date <= last && isOnSaleFor(departure, today, participants),
    )
    .map(([date]) => ({ date, daysAhead: daysBetween(today, date) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return onSale.length > 0 ? onSale : nextDates(today);
}

/**
 * The card's and the page's "From": the lowest per-person price a traveller can actually book,
 * as the quote for that booking. The cheapest option (every factor multiplies all options
 * alike, so the cheapest option stays cheapest), the trip's smallest party (a price anyone can
 * get, not one that needs a group of eight), and the first of the cheapest dates fromPriceDates
 * offers. Null for a trip priced only on request.
 *
 * Cost: one multiplication chain per date (at most 365 a trip), well under a millisecond.
 */
export function fromPrice(trip: Trip, context: FromPriceContext): Quote | null {
  const { settings, today, departures } = context;
  const options = tripOptions(trip, settings.basePrices);
  const option = cheapest(options);
  if (!option) return null;
  const participants = partySize(trip).min;
  const groupDiscounts = groupDiscountsFor(trip, settings.factors);
  let bestDate = today;
  let bestPrice = Infinity;
  for (const { date, daysAhead } of fromPriceDates(today, participants, departures)) {
    const { perPerson } = priceOn(trip, option, options, {
      date,
      participants,
      today,
      daysAhead,
      settings,
      bookedParticipants: context.bookedParticipantsOn(date),
      departure: departures?.get(date),
      groupDiscounts,
    });
    if (perPerson < bestPrice) {
      bestPrice = perPerson;
      bestDate = date;
    }
  }
  const result = quoteTrip(
    trip,
    { optionId: option.id, participants, date: bestDate },
    {
      today,
      settings,
      bookedParticipants: context.bookedParticipantsOn(bestDate),
      departure: departures?.get(bestDate),
    },
  );
  return result.ok ? result.quote : null;
}

/**
 * Participants booked within 3 days either side of a date, from confirmed participants per
 * travel date: the windows are summed once, so each look-up is one map read (fromPrice asks
 * for 365 dates per card).
 */
export function bookedAroundDates(byDate: ReadonlyMap<string, number>): (date: string) => number {
  const windows = new Map<string, number>();
  for (const [date, participants] of byDate)
    for (let offset = -3; offset <= 3; offset += 1) {
      const day = addDays(date, offset);
      windows.set(day, (windows.get(day) ?? 0) + participants);
    }
  return (date) => windows.get(date) ?? 0;
}
