import type { PanelQuote } from "../../../domain/booking/booking-panel";
import { formatTravelDate } from "../../../domain/calendar";
import { showsLines } from "../../../domain/pricing/quote-lines";
import { usePrice } from "~/features/currency/use-price";
import { DollarsToo } from "~/features/currency/dollars-too";
import { QuoteLines } from "~/features/pricing/quote-lines";

/**
 * The checkout's summary of what is booked: the trip, the date or departure, the party, and the
 * price (per person and total, or the price lines of a party with categories and park fees).
 */
export function CheckoutSummary({
  name,
  duration,
  departure,
  quote,
}: {
  name: string;
  duration: string;
  departure: { date: string; statusLabel: string } | null;
  quote: PanelQuote;
}) {
  const showPrice = usePrice();
  return (
    <>
      <dl
        className="mt-6 grid gap-2 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
        aria-label="Your trip"
      >
        <div className="flex justify-between gap-3">
          <dt>Trip</dt>
          <dd className="text-right font-semibold">
            {name} ({duration})
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{departure ? "Departure" : "Date"}</dt>
          <dd className="text-right font-semibold">
            {departure
              ? `${formatTravelDate(departure.date)} · ${departure.statusLabel}`
              : formatTravelDate(quote.date)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Travellers</dt>
          <dd className="font-semibold">{quote.participants}</dd>
        </div>
        {showsLines(quote) ? null : (
          <>
            <div className="flex justify-between gap-3">
              <dt>Per person</dt>
              <dd className="font-semibold" data-testid="checkout-per-person">
                {showPrice(quote.perPerson)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-sand-200 pt-2 text-lg font-bold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">
                {showPrice(quote.total)}
                <DollarsToo usd={quote.total} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {showsLines(quote) ? (
        <section
          aria-label="Your price"
          className="mt-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
          data-testid="checkout-lines"
        >
          <QuoteLines lines={quote.lines} totals={quote.totals} />
        </section>
      ) : null}
    </>
  );
}
