import { data } from "react-router";
import type { Route } from "./+types/itinerary";
import { findTrip } from "../../content/trips";
import {
  bookingPanelFor,
  estimateFor,
  panelQuoteOf,
  type BookingPanelState,
  type PanelEstimate,
  type PanelQuote,
  type SelectionProblems,
} from "../../domain/booking/booking-panel";
import {
  latestBookableDate,
  parseBookingSelection,
  withDeparture,
} from "../../domain/booking/booking-selection";
import type { DeparturePanel } from "../../domain/departures/departure-booking";
import { departurePanelFor, waitlistDepartureFor } from "../../server/modules/departures";
import type { Quote } from "../../domain/pricing/quote";
import { parseMonth } from "../../domain/departures/month-grid";
import { getDb } from "../../server/platform/db";
import { logger } from "../../server/platform/logger";
import {
  fromPriceOf,
  quoteTripOption,
  tripOptionsOf,
  quoteParkFees,
  tripDatesOf,
  type TripDates,
} from "../../server/modules/pricing";
import { feesAddedOn, type FeeAdded } from "../../domain/pricing/quote-lines";
import { tripReviewsOrNone } from "../../server/modules/reviews";
import { NO_STORE } from "../lib/no-store.server";
import { businessToday } from "../../server/platform/clock";

/**
 * The trip, its headline "From" (the same quote as its catalogue card, decision 0015) and its
 * booking panel. The panel is a GET form on the page itself (`?option=&participants=&date=`), so
 * the visitor's choice is priced here by the one quote function, with or without JavaScript
 * (decision 0017). A quoted page is personal and live: it says no-store, so the page cache never
 * keeps it. A failed quote is logged and shows no price rather than another one.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const trip = findTrip(params.slug);
  if (!trip) throw data(null, { status: 404 });
  const { db } = getDb();
  const url = new URL(request.url);
  const today = businessToday();

  // The dates section (decision 0023): read beside the headline price; a failure hides it.
  const datesRead = tripDatesOf(db, trip, {
    today,
    month: parseMonth(url.searchParams.get("month"), today),
  }).catch((error: unknown) => {
    logger.error({ err: error, slug: trip.slug }, "trip dates failed; showing none");
    return null;
  });

  let from: Quote | null = null;
  let bookable: Awaited<ReturnType<typeof tripOptionsOf>> = [];
  try {
    [from, bookable] = await Promise.all([fromPriceOf(db, trip), tripOptionsOf(db, trip)]);
  } catch (error) {
    logger.error({ err: error, slug: trip.slug }, "trip headline price failed; showing none");
  }
  // The park fees added to the "From" (the trip price): a non-resident's, on the From's date.
  let feesAdded: FeeAdded[] | null = null;
  if (trip.parkFees.length > 0)
    try {
      feesAdded = feesAddedOn(trip.parkFees, await quoteParkFees(db), from?.date ?? today);
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip park fees failed; naming the parks only");
    }
  const model = bookingPanelFor(trip, bookable);
  const parsed = parseBookingSelection(model, url.searchParams, today);
  // Where the trip has departures the panel offers them (decision 0024).
  let departures: DeparturePanel | null = null;
  if (model.path === "book")
    try {
      departures = await departurePanelFor(
        db,
        trip.slug,
        url.searchParams,
        parsed.selection.participants,
        today,
      );
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip page departures failed; free date only");
    }
  const { selection, problems } = withDeparture(parsed, departures);
  // A full departure's waitlist form (`?waitlist=<id>#waitlist`, the dates section's link).
  const waitlist = await waitlistDepartureFor(db, trip.slug, url.searchParams, today).catch(
    (error: unknown) => {
      logger.error({ err: error, slug: trip.slug }, "waitlist departure failed; no form shown");
      return null;
    },
  );

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
      });
      if (quoted.ok) quote = panelQuoteOf(quoted.quote);
      else {
        if (quoted.errors.optionId) answered.option = quoted.errors.optionId;
        if (quoted.errors.participants) answered.participants = quoted.errors.participants;
        if (quoted.errors.date) answered.date = quoted.errors.date;
        if (quoted.errors.categories) answered.categories = quoted.errors.categories;
      }
    } catch (error) {
      logger.error({ err: error, slug: trip.slug }, "trip page quote failed");
      quoteError = "We could not price this date just now. Please try again in a moment.";
    }
  }

  const dates = await datesRead;
  return data(
    {
      dates: dates && datesForPage(dates),
      trip,
      from,
      feesAdded,
      waitlist,
      reviews: await tripReviewsOrNone(db, trip.slug),
      booking: {
        model,
        selection,
        problems: answered,
        quote,
        estimate,
        quoteError,
        earliestDate: today,
        latestDate: latestBookableDate(today),
        departures,
      } satisfies BookingPanelState,
    },
    // A month of the dates view is the same for every visitor (cacheable); any other query is
    // the visitor's own choice.
    [...url.searchParams.keys()].some((key) => key !== "month") ? { headers: NO_STORE } : undefined,
  );
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
