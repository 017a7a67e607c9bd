import { useRootData } from "~/lib/root-data";
import { displayPrice, type PriceDisplay } from "../../../domain/money/exchange-rates";
import { formatKes, formatMoney } from "../../../domain/money/format";
import type { PartyPrice } from "../../../domain/pricing/party-prices";
import { useLanguage } from "~/i18n/language";

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
  // Written the page's language's way (decision 0075): "1.850 $" on a German page.
  const language = useLanguage();
  return (usdWhole) => displayPrice(usdWhole, display, language);
}

/**
 * A fee's amount as this visitor reads it (issue 28: with EUR chosen, park fees showed in dollars):
 * a dollar fee in the chosen currency, marked "≈" like every converted price; a shilling fee as it
 * is charged.
 */
export function useFeeMoney(): (minor: number, currency: "USD" | "KES") => string {
  const display = usePriceDisplay();
  const language = useLanguage();
  return (minor, currency) =>
    currency === "USD" && display.currency !== "USD" && Number.isInteger(minor / 100)
      ? displayPrice(minor / 100, display, language)
      : formatMoney(minor, currency, { language });
}

/**
 * A party's per-person price as it reads it (decision 0061): shillings as charged for a party of
 * residents and citizens, dollars as this visitor reads them for any other party.
 */
export function usePartyPrice(): (price: PartyPrice) => string {
  const showPrice = usePrice();
  const language = useLanguage();
  return (price) =>
    price.currency === "KES" ? formatKes(price.amount, language) : showPrice(price.amount);
}
