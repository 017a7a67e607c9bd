import { formatMoney } from "../../../domain/money/format";
import type { QuoteTotal } from "../../../domain/pricing/quote-lines";
import { showsLines } from "../../../domain/pricing/quote-lines";
import {
  itemLines,
  itemPerPerson,
  itemTotal,
  itemTotals,
  type CartItem,
} from "../../../domain/cart/cart";
import { DollarsToo } from "~/features/currency/dollars-too";
import { usePrice } from "~/features/currency/use-price";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { cn } from "~/lib/cn";

/**
 * One cart item's price as the traveller saw it on the trip page: "per person" and its total
 * for a party of non-residents without park fees, else the quote's lines (the trip price per
 * category, each park fee) and one total per currency (issue 19).
 */
export function CartItemPrice({ item, className }: { item: CartItem; className?: string }) {
  const showPrice = usePrice();
  const lines = itemLines(item);
  if (showsLines({ lines }))
    return (
      <QuoteLines
        lines={lines}
        totals={itemTotals(item)}
        className={cn("rounded-lg bg-sand-100 px-3 py-2", className)}
      />
    );
  return (
    <p className={cn("flex flex-wrap justify-between gap-x-3 text-sm", className)}>
      <span>
        {itemPerPerson(item) > 0 ? showPrice(itemPerPerson(item)) : item.price} per person
      </span>
      <strong>{itemTotal(item) > 0 ? showPrice(itemTotal(item)) : "Price on request"}</strong>
    </p>
  );
}

/**
 * A cart's totals, one per currency: the dollar total in the visitor's display currency (with
 * the dollars beside a converted figure), a shilling total as it is charged.
 */
export function CartTotals({
  totals,
  label,
  testId,
}: {
  totals: readonly QuoteTotal[];
  /** "Total estimate": read as "Total estimate in USD" when there is more than one currency. */
  label: string;
  testId: string;
}) {
  const showPrice = usePrice();
  const shown = totals.length > 0 ? totals : [{ currency: "USD" as const, amountMinor: 0 }];
  return (
    <dl className="grid gap-1">
      {shown.map((total) => (
        // On a phone a long label and a shilling figure each keep to one line: the figure moves
        // below the label, right-aligned, rather than either breaking mid-phrase.
        <div
          key={total.currency}
          className="flex flex-wrap items-baseline justify-between gap-x-3 text-lg"
        >
          <dt className="font-semibold whitespace-nowrap">
            {label}
            {shown.length > 1 ? ` in ${total.currency}` : ""}
          </dt>
          <dd
            className="ml-auto text-right font-bold whitespace-nowrap"
            data-testid={
              total.currency === "USD" ? testId : `${testId}-${total.currency.toLowerCase()}`
            }
          >
            {total.currency === "USD" ? (
              <>
                {showPrice(total.amountMinor / 100)}
                <DollarsToo usd={total.amountMinor / 100} />
              </>
            ) : (
              formatMoney(total.amountMinor, total.currency)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
