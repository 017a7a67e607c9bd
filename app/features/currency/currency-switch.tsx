import { useLocation } from "react-router";
import type { Currency } from "../../../domain/money/format";
import { currencyTitle } from "../../../domain/money/exchange-rates";
import { useRootData } from "~/lib/root-data";

/**
 * The header's currency switch: a <details> that opens without JavaScript and a plain form that
 * posts the choice to /currency, which remembers it in a cookie and sends the visitor back here
 * (server/http/currency-choice.ts). Only currencies with an operator's rate are offered.
 */
export function CurrencySwitch() {
  const data = useRootData();
  const { pathname, search } = useLocation();
  const offered: readonly Currency[] = data?.currencies ?? ["USD"];
  if (offered.length < 2) return null;
  const current = data?.priceDisplay.currency ?? "USD";
  return (
    <details className="group relative">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md px-2 text-sm font-semibold text-earth-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Prices in </span>
        {current}
        <span aria-hidden="true" className="ml-1 text-xs">
          ▾
        </span>
      </summary>
      <form
        method="post"
        action="/currency"
        className="absolute right-0 top-full z-50 mt-1 grid w-56 gap-1 rounded-lg border border-sand-200 bg-white p-2 shadow-md"
      >
        <p className="px-2 py-1 text-sm font-semibold">Show prices in</p>
        <input type="hidden" name="back" value={pathname + search} />
        {offered.map((currency) => (
          <button
            key={currency}
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={currency === current}
            className="min-h-11 rounded-md px-2 text-left text-sm hover:bg-sand-100 aria-pressed:bg-forest-50 aria-pressed:font-semibold"
          >
            {currencyTitle(currency)} ({currency})
          </button>
        ))}
      </form>
    </details>
  );
}
