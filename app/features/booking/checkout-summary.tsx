import type { PanelQuote } from "../../../domain/booking/booking-panel";
import { showsLines } from "../../../domain/pricing/quote-lines";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { QuoteFact, QuoteFigures } from "./quote-figures";

/**
 * The checkout's summary of what is booked: the trip, the date or departure, the party, and the
 * price (per person and total, or the price lines of a party with categories and park fees),
 * drawn as the trip page's panel draws it (quote-figures.tsx).
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
  return (
    <>
      <dl
        className="mt-6 grid gap-2 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
        aria-label="Your trip"
      >
        <QuoteFact look="checkout" term="Trip" className="text-right font-semibold">
          {name} ({duration})
        </QuoteFact>
        <QuoteFigures
          look="checkout"
          quote={quote}
          departure={departure}
          totalLabel="Total"
          beforePrice={
            <QuoteFact look="checkout" term="Travellers" className="font-semibold">
              {quote.participants}
            </QuoteFact>
          }
        />
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
