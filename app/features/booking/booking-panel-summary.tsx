import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { selectionQuery, type BookingPanelState } from "../../../domain/booking/booking-panel";
import { partyText } from "../../../domain/booking/party";
import { showsLines } from "../../../domain/pricing/quote-lines";
import { ButtonLink } from "~/components/ui/button";
import { usePrice } from "~/features/currency/use-price";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { QuoteFigures } from "./quote-figures";

/**
 * The panel's answer: the total and the main action, which stick to the bottom of the sidebar
 * while the choices above them scroll (a short laptop screen, a long list of packages).
 */
export function PanelSummary({
  tripSlug,
  state,
  updating,
  quoteRequest,
}: {
  tripSlug: string;
  state: BookingPanelState;
  updating: boolean;
  /** The quote request button, the main action of a quoted programme. */
  quoteRequest: ReactNode;
}) {
  const { model, selection, problems, quote, estimate, quoteError } = state;
  return (
    <div
      className="grid gap-3 border-t border-sand-200 bg-white px-5 pt-4 pb-4"
      aria-live="polite"
      data-testid="panel-summary"
      data-sticky-summary
    >
      {updating ? (
        <p className="flex items-center gap-2 text-sm">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Updating the price...
        </p>
      ) : null}
      {quoteError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {quoteError}
        </p>
      ) : null}
      {quote ? <QuoteFacts state={state} quote={quote} /> : null}
      {quote && showsLines(quote) ? (
        <div className="rounded-lg bg-forest-50 px-4 py-3" data-testid="panel-lines">
          <QuoteLines lines={quote.lines} totals={quote.totals} />
          {quote.needsProof ? (
            <p className="mt-2 text-sm">
              At checkout, enter each resident's or citizen's ID or permit number: we check it when
              we confirm.
            </p>
          ) : null}
        </div>
      ) : estimate ? (
        <EstimatedTotal estimate={estimate} unit={model.unit} />
      ) : !quote && model.dateRequired && !quoteError && !problems.departure ? (
        <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm">
          Choose a date to see your total. Prices change with the season, how early you book and the
          size of your group.
        </p>
      ) : null}

      {model.path === "book" && quote ? (
        <ButtonLink
          to={`/itinerary/${tripSlug}/book?${selectionQuery(selection)}`}
          size="lg"
          className="w-full"
        >
          Continue to booking
        </ButtonLink>
      ) : null}
      {model.path === "quote" && quoteRequest}
    </div>
  );
}

/** The quoted date or departure and, where one price covers everyone, the price and total. */
function QuoteFacts({
  state,
  quote,
}: {
  state: BookingPanelState;
  quote: NonNullable<BookingPanelState["quote"]>;
}) {
  // The departure being priced, named in the total (its radio may have scrolled out of sight).
  const chosenDeparture = state.departures?.choice === "departure" ? state.departures.chosen : null;
  return (
    <dl className="grid gap-1 rounded-lg bg-forest-50 px-4 py-3 text-sm">
      <QuoteFigures
        look="panel"
        quote={quote}
        departure={chosenDeparture}
        totalLabel={`Total for ${partyText(quote.participants, state.model.unit)}`}
      />
    </dl>
  );
}

/** A quoted programme's guide price for the group, which the operator's quote confirms. */
function EstimatedTotal({
  estimate,
  unit,
}: {
  estimate: NonNullable<BookingPanelState["estimate"]>;
  unit: BookingPanelState["model"]["unit"];
}) {
  const showPrice = usePrice();
  return (
    <div className="rounded-lg bg-forest-50 px-4 py-3">
      <p className="flex items-baseline justify-between gap-2 font-bold">
        <span>Estimated total</span>
        <output className="text-xl" data-testid="panel-total">
          {estimate.total > 0 ? showPrice(estimate.total) : "Custom quote"}
        </output>
      </p>
      <p className="mt-1 text-sm">
        A guide for {partyText(estimate.participants, unit)}: your quote confirms the price for your
        dates, within 24 hours.
      </p>
    </div>
  );
}
