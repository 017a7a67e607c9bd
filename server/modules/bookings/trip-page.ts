import type { Kysely } from "kysely";
import { findPublishedTrip, tripPhotosOf, type TripPhotos } from "../catalogue";
import {
  bookingPanelFor,
  estimateFor,
  panelQuoteOf,
  type BookingPanelState,
  type PanelEstimate,
  type PanelQuote,
  type SelectionProblems,
} from "../../../domain/booking/booking-panel";
import {
  latestBookableDate,
  parseBookingSelection,
  withDeparture,
} from "../../../domain/booking/booking-selection";
import type { DeparturePanel } from "../../../domain/departures/departure-booking";
import { parseMonth } from "../../../domain/departures/month-grid";
import type { Quote } from "../../../domain/pricing/quote";
import { feesAddedOn, type FeeAdded } from "../../../domain/pricing/quote-lines";
import {
  partyPerPerson,
  residentFeesText,
  type PartyPrice,
} from "../../../domain/pricing/party-prices";
import { businessToday } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { departurePanelFor, waitlistDepartureFor } from "../departures";
import {
  fromPriceOf,
  quoteParkFees,
  quoteTripOption,
  quotesOnDates,
  tripDatesOf,
  tripOptionsOf,
  type TripDates,
} from "../pricing";
import { tripReviewsOrNone } from "../reviews";
import { listingOfTrip } from "../pages";

/**
 * The trip page's use case (app/routes/itinerary.server.ts is its adapter): the trip, its headline
 * "From" (the same quote as its catalogue card, decision 0015), its dates, reviews and booking
 * panel. The panel is a GET form on the page itself (`?option=&participants=&date=`), so the
 * visitor's choice is priced here by the one quote function, with or without JavaScript (decision
 * 0017). Each part that fails is logged and left out (no price rather than another one), so the
 * page still answers.
 */
export type TripPage =
  | { kind: "no-such-trip" }
  | {
      kind: "page";
      page: Awaited<ReturnType<typeof tripPageOf>>;
      /**
       * The page holds the visitor's own choice (any query but `month`): personal and live, never
       * kept by the page cache. A month of the dates view is the same for every visitor.
       */
      personal: boolean;
    };

export async function tripPage(
  db: Kysely<Database>,
  slug: string,
  query: URLSearchParams,
): Promise<TripPage> {
  const trip = findPublishedTrip(slug);
  if (!trip) return { kind: "no-such-trip" };
  return {
    kind: "page",
    page: await tripPageOf(db, trip, query),
    personal: [...query.keys()].some((key) => key !== "month"),
  };
}

type Trip = NonNullable<ReturnType<typeof findPublishedTrip>>;

/**
 * A draft's page as it will look once published (the content studio's preview, decision 0065):
 * the same page, priced and dated by the same functions, for a trip that is not on the site yet.
 */
export async function tripPreviewPage(db: Kysely<Database>, trip: Trip, query: URLSearchParams) {
  return tripPageOf(db, trip, query);
}

async function tripPageOf(db: Kysely<Database>, trip: Trip, query: URLSearchParams) {
  const today = businessToday();
  // The dates section (decision 0023): read beside the headline price; a failure hides it.
  const datesRead = tripDatesOf(db, trip, {
    today,
    month: parseMonth(query.get("month"), today),
  }).catch((error: unknown) => {
    logger.error({ err: error, slug: trip.slug }, "trip dates failed; showing none");
    return null;
  });
  const { from, bookable, feesAdded, residentFees } = await headlineOf(db, trip, today);
  const booking = await bookingPanelOf(db, trip, bookable, query, today);
  // A full departure's waitlist form (`?waitlist=<id>#waitlist`, the dates section's link).
  const waitlist = await waitlistDepartureFor(db, trip.slug, query, today).catch(
    (error: unknown) => {
      logger.error({ err: error, slug: trip.slug }, "waitlist departure failed; no form shown");
      return null;
    },
  );
  const dates = await datesRead;
  return {
    dates: dates && datesForPage(dates),
    trip,
    /** Where "Back to Adventures" leads: the listing the trip is on (decision 0070). */
    listingPath: listingOfTrip(trip)?.path ?? null,
    photos: await photosOf(db, trip),
    from,
    feesAdded,
    residentFees,
    waitlist,
    reviews: await tripReviewsOrNone(db, trip.slug),
    booking,
  };
}

/** The trip's library photos; a failure draws the page as without photos (its scene). */
function photosOf(db: Kysely<Database>, trip: Trip): Promise<TripPhotos> {
  return tripPhotosOf(db, trip).catch((error: unknown) => {
    logger.error({ err: error, slug: trip.slug }, "trip photos failed; drawing its scene");
    return { hero: null, gallery: [], days: trip.days.map(() => null) };
  });
}

/** The headline "From", the options a traveller can book, and the park fees added to the From. */
async function headlineOf(db: Kysely<Database>, trip: Trip, today: string) {
  let from: Quote | null = null;
  let bookable: Awaited<ReturnType<typeof tripOptionsOf>> = [];
  try {
    [from, bookable] = await Promise.all([fromPriceOf(db, trip), tripOptionsOf(db, trip)]);
  } catch (error) {
    logger.error({ err: error, slug: trip.slug }, "trip headline price failed; showing none");
  }
  // The park fees added to the "From" (the trip price): a non-resident's, on the From's date.
  // Residents and citizens read their own shilling fees beside it (decision 0061).
  let feesAdded: FeeAdded[] | null = null;
  let residentFees: string | null = null;
  if (trip.parkFees.length > 0)
    try {
      const fees = await quoteParkFees(db);
      const date = from?.date ?? today;
      feesAdded = feesAddedOn(trip.parkFees, fees, date);
      residentFees = residentFeesText({
        "kenyan-citizen": feesAddedOn(trip.parkFees, fees, date, "kenyan-citizen"),
        "east-african-resident": feesAddedOn(trip.parkFees, fees, date, "east-african-resident"),
      });
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip park fees failed; naming the parks only");
    }
  return { from, bookable, feesAdded, residentFees };
}

/** The booking panel for the visitor's choice: its departures, its problems, its quote or estimate. */
async function bookingPanelOf(
  db: Kysely<Database>,
  trip: Trip,
  bookable: Awaited<ReturnType<typeof tripOptionsOf>>,
  query: URLSearchParams,
  today: string,
): Promise<BookingPanelState> {
  const model = bookingPanelFor(trip, bookable);
  const parsed = parseBookingSelection(model, query, today);
  // Where the trip has departures the panel offers them (decision 0024).
  let departures: DeparturePanel | null = null;
  if (model.path === "book")
    try {
      departures = await departurePanelFor(
        db,
        trip.slug,
        query,
        parsed.selection.participants,
        today,
      );
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip page departures failed; free date only");
    }
  const { selection, problems } = withDeparture(parsed, departures);
  let quote: PanelQuote | null = null;
  let estimate: PanelEstimate | null = null;
  let quoteError: string | null = null;
  const answered: SelectionProblems = { ...problems };
  if (model.path === "quote") estimate = estimateFor(model, selection);
  else if (Object.keys(problems).length === 0 && selection.date) {
    try {
      const quoted = await quoteTripOption(db, trip, {
        optionId: selection.optionId ?? undefined,
        participants: selection.participants,
        date: selection.date,
        categories: selection.categories,
        childAges: selection.childAges,
      });
      if (quoted.ok) quote = panelQuoteOf(quoted.quote, trip);
      else {
        if (quoted.errors.optionId) answered.option = quoted.errors.optionId;
        if (quoted.errors.participants) answered.participants = quoted.errors.participants;
        if (quoted.errors.date) answered.date = quoted.errors.date;
        if (quoted.errors.categories) answered.categories = quoted.errors.categories;
        if (quoted.errors.childAges) answered.children = quoted.errors.childAges;
      }
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip page quote failed");
      quoteError = "We could not price this date just now. Please try again in a moment.";
    }
  }
  return {
    model,
    selection,
    problems: answered,
    quote,
    estimate,
    quoteError,
    earliestDate: today,
    latestDate: latestBookableDate(today),
    departures,
    departurePrices: await departurePricesOf(db, trip, departures, selection),
  };
}

/** Each offered departure's price per person for the chosen option and party (none on failure). */
async function departurePricesOf(
  db: Kysely<Database>,
  trip: Trip,
  departures: DeparturePanel | null,
  selection: BookingPanelState["selection"],
): Promise<Record<string, PartyPrice>> {
  if (!departures || departures.options.length === 0) return {};
  try {
    const quotes = await quotesOnDates(
      db,
      trip,
      departures.options.map((option) => option.date),
      {
        party: {
          ...(selection.optionId ? { optionId: selection.optionId } : {}),
          participants: selection.participants,
          ...(selection.categories ? { categories: selection.categories } : {}),
        },
      },
    );
    const prices: Record<string, PartyPrice> = {};
    for (const option of departures.options) {
      const quote = quotes.get(option.date);
      if (quote) prices[option.id] = partyPerPerson(quote);
    }
    return prices;
  } catch (error) {
    logger.error({ err: error, slug: trip.slug }, "departure prices failed; dates shown without");
    return {};
  }
}

/** What the page shows of its dates: the JSON-LD offers cut to what they say. */
function datesForPage(dates: TripDates) {
  return {
    next: dates.next,
    month: dates.month,
    offers: dates.offers.map(({ id, date, perPerson, availability }) => ({
      id,
      date,
      perPerson,
      availability,
    })),
  };
}
