import type { Kysely } from "kysely";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { businessDay } from "../../../domain/calendar";
import {
  bookedAroundDates,
  fromPrice,
  type FromPriceContext,
  fromPriceDates,
  isCalendarDate,
  partySize,
  quoteTrip,
  tripOptions,
  type PricingSettings,
  type Quote,
  type QuoteRequest,
  type QuoteResult,
  type TripOption,
} from "../../../domain/pricing/quote";
import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";
import type { Database } from "../../platform/db/schema";
import {
  bookedAround,
  bookedParticipantsAround,
  departurePricingOn,
  loadPricingSettings,
  quoteBookedParticipantsAround,
  quoteDemandByDate,
  quoteDeparturesByDate,
  quotePricingSettings,
  loadParkFees,
  quoteParkFees,
  warmQuoteInputs,
} from "./pricing";
import { systemNow } from "../../platform/clock";

/**
 * The only way the server prices anything (decision 0015): it loads the operator's settings and
 * the demand and asks the pure quote function (domain/pricing/quote.ts). Pages, the pricing API,
 * PDFs and the admin preview read through the short-lived copy of the inputs (pricing.ts); a
 * booking passes `fresh: true` and reads the database itself, so what is stored is never priced
 * from a stale copy.
 */

export interface QuoteOptions {
  /** The clock; now when absent. */
  now?: Date;
  /** Read settings and demand from the database, not the few-seconds copy (bookings). */
  fresh?: boolean;
}

function settingsFor(db: Kysely<Database>, fresh: boolean | undefined): Promise<PricingSettings> {
  return fresh ? loadPricingSettings(db) : quotePricingSettings(db);
}

/** A quote for one option of a trip, a party and a date, or the sentences that say what to change. */
export async function quoteTripOption(
  db: Kysely<Database>,
  trip: Trip,
  request: QuoteRequest,
  options: QuoteOptions = {},
): Promise<QuoteResult> {
  const today = businessDay(options.now ?? systemNow());
  // An unreadable date is the quote's own error to report: no demand query for it.
  const demandDate = isCalendarDate(request.date) ? request.date : null;
  const [settings, bookedParticipants, departure, parkFees] = await Promise.all([
    settingsFor(db, options.fresh),
    demandDate === null
      ? 0
      : options.fresh
        ? bookedParticipantsAround(db, trip.slug, demandDate)
        : quoteBookedParticipantsAround(db, trip.slug, demandDate, today),
    // The departure on the date, if any: its fill rate is the demand, its override the price.
    demandDate === null
      ? null
      : options.fresh
        ? departurePricingOn(db, trip.slug, demandDate)
        : quoteDeparturesByDate(db, trip.slug, today).then(
            (byDate) => byDate.get(demandDate) ?? null,
          ),
    // The trip's park fees in force on the date are lines of the quote (issue 19).
    trip.parkFees.length === 0 ? [] : options.fresh ? loadParkFees(db) : quoteParkFees(db),
  ]);
  return quoteTrip(trip, request, { today, settings, bookedParticipants, departure, parkFees });
}

/**
 * quoteTripOption's answer from the short-lived copy of the inputs, given at once when every
 * input is loaded and fresh (pricing.ts, warmQuoteInputs); undefined when one must be loaded
 * first: then ask quoteTripOption. The pricing API asks this first: a quote with no promise
 * costs less once a page has rendered (Node 20's AsyncLocalStorage makes every promise dearer).
 */
export function quoteTripOptionAtOnce(
  db: Kysely<Database>,
  trip: Trip,
  request: QuoteRequest,
  now = systemNow(),
): QuoteResult | undefined {
  const inputs = warmQuoteInputs(db, trip.slug, trip.parkFees.length > 0, now);
  if (!inputs) return undefined;
  const demandDate = isCalendarDate(request.date) ? request.date : null;
  return quoteTrip(trip, request, {
    today: businessDay(now),
    settings: inputs.settings,
    bookedParticipants: demandDate === null ? 0 : bookedAround(inputs.demandByDate, demandDate),
    departure: demandDate === null ? null : (inputs.departuresByDate.get(demandDate) ?? null),
    parkFees: inputs.parkFees,
  });
}

/**
 * The quote for a party on each of some dates, by date: the same quote the booking panel gives
 * for that date and party, from one read of the inputs. The party is the trip's smallest with its
 * cheapest option unless named (the dates section and its JSON-LD offers); the panel names the
 * traveller's own. Null for a date that cannot be quoted.
 */
export async function quotesOnDates(
  db: Kysely<Database>,
  trip: Trip,
  dates: readonly string[],
  options: QuoteOptions & {
    party?: { optionId?: string; participants: number; categories?: readonly TravellerCategory[] };
  } = {},
): Promise<Map<string, Quote | null>> {
  const today = businessDay(options.now ?? systemNow());
  const [settings, demand, departures] = await Promise.all([
    settingsFor(db, options.fresh),
    quoteDemandByDate(db, trip.slug, today),
    quoteDeparturesByDate(db, trip.slug, today),
  ]);
  const bookedOn = bookedAroundDates(demand);
  const party = options.party ?? { participants: partySize(trip).min };
  return new Map(
    dates.map((date) => {
      const result = quoteTrip(
        trip,
        { ...party, date },
        {
          today,
          settings,
          bookedParticipants: bookedOn(date),
          departure: departures.get(date) ?? null,
        },
      );
      return [date, result.ok ? result.quote : null];
    }),
  );
}

/**
 * The card's and the trip page's "From": the quote for the lowest per-person price a traveller
 * can book now, on a departure on sale or, without one, on any date of the next 12 months
 * (domain fromPrice). Null for a trip priced only on request.
 */
export async function fromPriceOf(
  db: Kysely<Database>,
  trip: Trip,
  options: QuoteOptions = {},
): Promise<Quote | null> {
  const today = businessDay(options.now ?? systemNow());
  const [settings, inputs] = await Promise.all([
    settingsFor(db, options.fresh),
    fromPriceInputsOf(db, trip.slug, today),
  ]);
  return fromPrice(trip, { today, settings, ...inputs });
}

/** What a trip's "From" reads besides the settings: its demand and its departures. */
export async function fromPriceInputsOf(
  db: Kysely<Database>,
  tripSlug: string,
  today: string,
): Promise<Omit<FromPriceContext, "today" | "settings">> {
  const [demand, departures] = await Promise.all([
    quoteDemandByDate(db, tripSlug, today),
    quoteDeparturesByDate(db, tripSlug, today),
  ]);
  return { bookedParticipantsOn: bookedAroundDates(demand), departures };
}

/** A listing card's "From" and the dates its trip can be booked on. */
export interface BookableFrom {
  from: Quote | null;
  /** yyyy-mm-dd, soonest first, within the next 12 months. */
  dates: string[];
}

/**
 * A trip's "From" and the dates a traveller can book it on, from one read of its inputs: the
 * dates the "From" chooses among (domain fromPriceDates: its departures on sale for the smallest
 * party, or every date of the next 12 months for a trip booked on private dates), so a month the
 * listings' filter keeps a trip for always has a date to book.
 */
export async function bookableFromOf(
  db: Kysely<Database>,
  trip: Trip,
  options: QuoteOptions = {},
): Promise<BookableFrom> {
  const today = businessDay(options.now ?? systemNow());
  const [settings, inputs] = await Promise.all([
    settingsFor(db, options.fresh),
    fromPriceInputsOf(db, trip.slug, today),
  ]);
  return {
    from: fromPrice(trip, { today, settings, ...inputs }),
    dates: fromPriceDates(today, partySize(trip).min, inputs.departures).map(({ date }) => date),
  };
}

/** "From" quotes for several trips (a listing page), by slug. */
export async function fromPricesOf(
  db: Kysely<Database>,
  trips: readonly Trip[],
  options: QuoteOptions = {},
): Promise<Map<string, Quote | null>> {
  const quotes = await Promise.all(trips.map((trip) => fromPriceOf(db, trip, options)));
  return new Map(trips.map((trip, index) => [trip.slug, quotes[index] ?? null]));
}

/** A trip's bookable options at the operator's current base prices (for a booking panel). */
export async function tripOptionsOf(db: Kysely<Database>, trip: Trip): Promise<TripOption[]> {
  return tripOptions(trip, (await quotePricingSettings(db)).basePrices);
}

/** The operator's settings and the "From" quotes of some trips, as of now (documents, guide pages). */
export interface PricingSnapshot {
  today: string;
  settings: PricingSettings;
  from: ReadonlyMap<string, Quote | null>;
}

export async function pricingSnapshot(
  db: Kysely<Database>,
  trips: readonly Trip[],
  options: QuoteOptions = {},
): Promise<PricingSnapshot> {
  const [settings, from] = await Promise.all([
    settingsFor(db, options.fresh),
    fromPricesOf(db, trips, options),
  ]);
  return { today: businessDay(options.now ?? systemNow()), settings, from };
}

/** The operator's settings through the short-lived copy (season calendar pages, admin). */
export function currentPricingSettings(db: Kysely<Database>): Promise<PricingSettings> {
  return quotePricingSettings(db);
}
