import { useLocation } from "react-router";
import { useRootData } from "~/lib/root-data";

/**
 * The header's currency switch (decision 0034): a plain form that posts the choice to /currency,
 * which remembers it in a cookie and sends the visitor back to this page
 * (server/platform/http/currency-choice.ts). No JavaScript is involved, and the labels come from the root
 * loader. Only currencies with an operator's rate are offered; with none, there is no switch.
 */
function CurrencyForm() {
  const data = useRootData();
  const { pathname, search } = useLocation();
  const current = data?.priceDisplay.currency;
  return (
    <form
      method="post"
      action="/currency"
      // On a phone the choices span the screen under the header, never off its left edge.
      className="fixed inset-x-3 top-16 z-50 mt-1 grid gap-1 rounded-lg border border-sand-200 bg-white p-2 shadow-md sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:w-56"
    >
      <p className="px-2 py-1 text-sm font-semibold">Show prices in</p>
      <input type="hidden" name="back" value={pathname + search} />
      {data?.currencies.map(({ code, label }) => (
        <button
          key={code}
          type="submit"
          name="currency"
          value={code}
          aria-pressed={code === current}
          className="min-h-11 rounded-md border border-transparent px-2 text-left text-sm hover:bg-sand-100 aria-pressed:border-forest-800 aria-pressed:bg-forest-50 aria-pressed:font-semibold"
        >
          {label}
        </button>
      ))}
    </form>
  );
}

/**
 * In the header bar at every width: the current code, opening the choices. On phones too, so a
 * traveller sees which currency the prices are in without opening the menu.
 */
export function CurrencySwitch() {
  const data = useRootData();
  if (!data || data.currencies.length < 2) return null;
  return (
    <details className="group relative">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md px-2 text-sm font-semibold text-earth-900 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Prices in </span>
        {data.priceDisplay.currency}
        <span aria-hidden="true" className="ml-1 hidden text-xs sm:inline">
          ▾
        </span>
      </summary>
      <CurrencyForm />
    </details>
  );
}
