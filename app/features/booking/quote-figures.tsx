import type { ReactNode } from "react";
import type { PanelQuote } from "../../../domain/booking/booking-panel";
import { formatTravelDate } from "../../../domain/calendar";
import { showsLines } from "../../../domain/pricing/quote-lines";
import { DollarsToo } from "~/features/currency/dollars-too";
import { usePrice } from "~/features/currency/use-price";

/**
 * A quote drawn the one way the trip page's panel and the checkout both show it: the date or
 * departure, then either one price per person and the total (one price covers everyone) or the
 * price lines with a total per currency (a party with categories and park fees). Each place keeps
 * its own frame and rows around these (the checkout names the trip and the party first).
 */

/** How the rows look where they are drawn, and the test ids that name their figures there. */
const looks = {
  panel: {
    row: "flex justify-between gap-2",
    date: "text-right",
    perPerson: undefined,
    totalRow:
      "flex items-baseline justify-between gap-2 border-t border-forest-100 pt-1 text-base font-bold",
    total: "text-xl",
  },
  checkout: {
    row: "flex justify-between gap-3",
    date: "text-right font-semibold",
    perPerson: "font-semibold",
    totalRow:
      "flex items-baseline justify-between gap-3 border-t border-sand-200 pt-2 text-lg font-bold",
    total: undefined,
  },
} as const;

export type QuoteLook = keyof typeof looks;

/** One term and its value in a quote's list. */
export function QuoteFact({
  look,
  term,
  children,
  className,
  testId,
}: {
  look: QuoteLook;
  term: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={looks[look].row}>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The quote's date, or the departure being priced (named here: its choice may have scrolled out
 * of sight), and where one price covers everyone, the price per person and the total.
 */
export function QuoteFigures({
  look,
  quote,
  departure,
  totalLabel,
  beforePrice,
}: {
  look: QuoteLook;
  quote: PanelQuote;
  departure: { date: string; statusLabel: string } | null;
  totalLabel: string;
  /** Rows between the date and the price (the checkout's party). */
  beforePrice?: ReactNode;
}) {
  const showPrice = usePrice();
  const style = looks[look];
  return (
    <>
      <QuoteFact look={look} term={departure ? "Departure" : "Date"} className={style.date}>
        {departure
          ? `${formatTravelDate(departure.date)} · ${departure.statusLabel}`
          : formatTravelDate(quote.date)}
      </QuoteFact>
      {beforePrice}
      {showsLines(quote) ? null : (
        <>
          <QuoteFact
            look={look}
            term="Per person"
            className={style.perPerson}
            testId={`${look}-per-person`}
          >
            {showPrice(quote.perPerson)}
          </QuoteFact>
          <div className={style.totalRow}>
            <dt>{totalLabel}</dt>
            <dd className={style.total} data-testid={`${look}-total`}>
              {showPrice(quote.total)}
              <DollarsToo usd={quote.total} />
            </dd>
          </div>
        </>
      )}
    </>
  );
}
