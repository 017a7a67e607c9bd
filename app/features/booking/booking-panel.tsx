import { useId } from "react";
import { useLocation, useNavigation } from "react-router";
import {
  bookedTripName,
  chosenOption,
  type BookingPanelState,
} from "../../../domain/booking/booking-panel";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { showsLines } from "../../../domain/pricing/quote-lines";
import { usePartyPrice, usePrice } from "~/features/currency/use-price";
import {
  quoteInitial,
  quoteOptions,
  quotePageHref,
  quoteRequestLabels,
} from "~/features/quotes/quote-choices";
import { QuoteRequestButton } from "~/features/quotes/quote-request-button";
import { PanelOtherWaysOn } from "./booking-panel-actions";
import { BookingChoicesForm } from "./booking-panel-choices";
import { PanelSummary } from "./booking-panel-summary";

/** The id of the panel on every trip page: the top action and the phone's sticky bar jump here. */
export const BOOKING_PANEL_ID = "book";

/**
 * The one booking panel of every trip page, driven by the trip's data: an option where the
 * trip has several, the group within the trip's own group size, a date where the trip runs on
 * one, and the server's total. It is a GET form on the page, so the server prices every choice
 * (with JavaScript the answer replaces the panel in place; without, the page reloads at the
 * panel). Booking continues to a checkout page that works without JavaScript; "Add to cart"
 * only adds to the Trip Cart; "Ask on WhatsApp" only opens a chat when clicked.
 */
export function BookingPanel({
  trip,
  state,
  fromPrice,
  feesNote = null,
}: {
  trip: Trip;
  state: BookingPanelState;
  /** A trip entering parks: the sentence saying their fees are added to the trip price. */
  feesNote?: string | null;
  /** The lowest per-person price a traveller can book, shown until a date is chosen (null: on request). */
  fromPrice: number | null;
}) {
  const { model, selection } = state;
  const option = chosenOption(model, selection);
  const navigation = useNavigation();
  const location = useLocation();
  const showPrice = usePrice();
  const id = useId();
  const updating =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const tripName = bookedTripName(trip.title, model, option);
  const heading = model.path === "quote" ? "Plan your group" : "Book this trip";

  // Group programmes' way on: the main action where the operator quotes (schools, team
  // building), a second one beside booking (corporate groups).
  const quoteRequest = model.quoteRequest ? (
    <QuoteRequestButton
      kind={model.quoteRequest}
      label={quoteRequestLabels[model.quoteRequest]}
      href={quotePageHref(trip.slug, quoteInitial(model, selection))}
      variant={model.path === "quote" ? "primary" : "outline"}
      options={quoteOptions(trip, model, showPrice)}
      initial={quoteInitial(model, selection)}
      className="w-full"
    />
  ) : null;

  return (
    <section
      id={BOOKING_PANEL_ID}
      aria-labelledby={`${id}-heading`}
      aria-busy={updating}
      className="rounded-2xl border border-sand-200 bg-white shadow-sm lg:[&_:is(input,select,textarea)]:scroll-mb-[calc(var(--sticky-summary-height,15rem)+1rem)]"
    >
      <PanelHeading
        headingId={`${id}-heading`}
        heading={heading}
        state={state}
        fromPrice={fromPrice}
        feesNote={feesNote}
      />
      <BookingChoicesForm
        trip={trip}
        state={state}
        option={option}
        action={`/itinerary/${trip.slug}#${BOOKING_PANEL_ID}`}
        heading={heading}
        idPrefix={id}
      />
      <PanelSummary
        tripSlug={trip.slug}
        state={state}
        updating={updating}
        quoteRequest={quoteRequest}
      />
      <PanelOtherWaysOn trip={trip} state={state} tripName={tripName} quoteRequest={quoteRequest} />
    </section>
  );
}

/** The panel's heading and its price: "From" until a date is quoted, then the quote's. */
function PanelHeading({
  headingId,
  heading,
  state: { model, quote },
  fromPrice,
  feesNote,
}: {
  headingId: string;
  heading: string;
  state: BookingPanelState;
  fromPrice: number | null;
  feesNote: string | null;
}) {
  const showPrice = usePrice();
  const showPartyPrice = usePartyPrice();
  return (
    <div className="border-b border-sand-200 px-5 pt-5 pb-4">
      <h2 id={headingId} className="font-sans text-lg font-bold">
        {heading}
      </h2>
      {quote &&
      (quote.childAges.length > 0 ||
        quote.categories.some((category) => category !== "non-resident")) ? (
        <p className="mt-1 text-base font-semibold text-forest-800" data-testid="panel-price">
          Priced per traveller: see the lines below.
        </p>
      ) : quote || fromPrice ? (
        <p className="mt-1 text-2xl font-bold text-forest-800" data-testid="panel-price">
          {quote ? "" : "From "}
          {showPrice(quote?.perPerson ?? fromPrice ?? 0)}{" "}
          <span className="text-base font-semibold">
            per {model.unit}
            {feesNote ? " + park fees" : ""}
          </span>
        </p>
      ) : null}
      {feesNote && !(quote && showsLines(quote)) ? (
        <p className="mt-1 text-sm" data-testid="panel-fees-note">
          {feesNote}
        </p>
      ) : null}
      {quote?.saving ? (
        <p className="mt-1 text-sm font-semibold text-green-900">
          Save {showPartyPrice({ amount: quote.saving.perPerson, currency: quote.saving.currency })}{" "}
          per person: {quote.saving.reason.toLowerCase()}
        </p>
      ) : null}
    </div>
  );
}
