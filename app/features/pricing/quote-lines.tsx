import { formatMoney } from "../../../domain/money/format";
import { partySizeText } from "../../../domain/booking/party";
import type { QuoteLine, QuoteTotal } from "../../../domain/pricing/quote-lines";
import { cn } from "~/lib/cn";

/** "2 people", "2 people x 4 days": what a line's amount is for. */
function quantityText(line: Pick<QuoteLine, "kind" | "people" | "unitsPerPerson" | "basis">) {
  const people = partySizeText(line.people);
  if (line.kind === "trip") return people;
  return line.basis === "per-entry"
    ? `${people}, one entry each`
    : `${people} x ${line.unitsPerPerson} ${line.unitsPerPerson === 1 ? "day" : "days"}`;
}

/**
 * A quote's lines and its totals (issue 19): the trip price per traveller category, then each
 * park's fee, and one total per currency. The same list on the booking dialog, the dashboard and
 * the admin's booking page.
 */
export function QuoteLines({
  lines,
  totals,
  className,
}: {
  lines: ReadonlyArray<Omit<QuoteLine, "feeId">>;
  totals: readonly QuoteTotal[];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-1 text-sm", className)}>
      {lines.map((line, index) => (
        <div
          key={index}
          className="flex flex-wrap justify-between gap-x-3"
          data-testid={`quote-${line.kind}-line`}
        >
          <dt>
            {line.label}
            {/* An adjustment is the operator's reason and one amount: no people or days. */}
            {line.kind === "adjustment" ? null : (
              <>
                {" "}
                <span className="text-earth-900">
                  ({quantityText(line)} at {formatMoney(line.unitMinor, line.currency)})
                </span>
              </>
            )}
          </dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(line.amountMinor, line.currency)}
          </dd>
        </div>
      ))}
      {totals.map((total) => (
        <div
          key={total.currency}
          className="flex justify-between gap-x-3 border-t border-sand-200 pt-1 font-bold"
        >
          <dt>Total in {total.currency}</dt>
          <dd className="tabular-nums" data-testid={`quote-total-${total.currency.toLowerCase()}`}>
            {formatMoney(total.amountMinor, total.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
