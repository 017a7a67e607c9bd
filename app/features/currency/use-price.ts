import { useRootData } from "~/lib/root-data";
import { displayPrice, type PriceDisplay } from "../../../domain/money/exchange-rates";

const inDollars: PriceDisplay = { currency: "USD" };

/** How this visitor reads prices (the root loader's choice and rate; dollars on error pages). */
export function usePriceDisplay(): PriceDisplay {
  return useRootData()?.priceDisplay ?? inDollars;
}

/**
 * A price in whole US dollars as this visitor reads it: "$1,850", or "≈ KES 239,298" when they
 * chose shillings (decision 0034). Bookings stay priced in dollars; only what is shown converts.
 */
export function usePrice(): (usdWhole: number) => string {
  const display = usePriceDisplay();
  return (usdWhole) => displayPrice(usdWhole, display);
}
