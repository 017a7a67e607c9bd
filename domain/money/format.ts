import { MINOR_PER_MAJOR, majorToMinor, roundToWholeUnits, type Currency } from "./amount";
import { intlLocales, type Language } from "../i18n/languages";

/**
 * The site's one money formatter: every price, balance and receipt amount a person reads goes
 * through `formatMoney` (decision 0034). Amounts are integer minor units of one currency, never
 * floats; grouping, decimal marks and where the symbol goes come from `Intl.NumberFormat` in the
 * currency's own locale, so each currency reads the way its users write it:
 *
 *   USD en-US  $1,234       KES en-KE  KES 12,500 (the code, as Kenyan price lists write it)
 *   GBP en-GB  £1,234       EUR de-DE  1.234 €
 *
 * Whole amounts show no decimals (a trip costs "$1,850", not "$1,850.00"); an amount with minor
 * units shows two ("$1,850.50"), as a ledger entry may.
 *
 * On a German or French page (decision 0075) every currency is written the reader's way instead,
 * the currency still the traveller's choice: "1.234,50 $" and "1.234,50 €" in German,
 * "1 234,50 $US" and "1 234,50 €" in French.
 */

const conventions: Record<Currency, { locale: string; display: "symbol" | "code" }> = {
  USD: { locale: "en-US", display: "symbol" },
  // en-KE's symbol is "Ksh" in some CLDR versions and "KES" in others; the code is stable and is
  // what Kenyan operators print.
  KES: { locale: "en-KE", display: "code" },
  EUR: { locale: "de-DE", display: "symbol" },
  GBP: { locale: "en-GB", display: "symbol" },
};

// Created on first use: building Intl formatters costs tens of milliseconds on a slow phone,
// which would otherwise land in every page's start-up.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  currency: Currency,
  fractionDigits: 0 | 2,
  language: Language,
): Intl.NumberFormat {
  const key = `${currency}${fractionDigits}${language}`;
  let made = formatters.get(key);
  if (!made) {
    const { locale: currencyLocale, display } = conventions[currency];
    const locale = intlLocales[language] ?? currencyLocale;
    made = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: display,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, made);
  }
  return made;
}

export interface FormatMoneyOptions {
  /** Round to whole units first (half away from zero): for estimates, where cents claim a precision they lack. */
  whole?: boolean;
  /** The page's language (decision 0075); English, the currency's own conventions, by default. */
  language?: Language;
}

/**
 * 185000 USD -> "$1,850"; 185050 USD -> "$1,850.50"; -500000 KES -> "-KES 5,000";
 * 123456 EUR -> "1.234,56 €"; 0 GBP -> "£0".
 */
export function formatMoney(
  amountMinor: number,
  currency: Currency,
  options: FormatMoneyOptions = {},
): string {
  if (!Number.isFinite(amountMinor)) throw new RangeError(`Not an amount: ${amountMinor}`);
  const minor = options.whole ? roundToWholeUnits(amountMinor) : Math.round(amountMinor);
  const fractionDigits = minor % MINOR_PER_MAJOR === 0 ? 0 : 2;
  // "+ 0" turns -0 into 0, so nothing ever reads "-$0".
  return (
    formatter(currency, fractionDigits, options.language ?? "en")
      .format(minor / MINOR_PER_MAJOR + 0)
      // Intl puts a no-break space between a code and the number ("KES 12,500", "1.234 €"); mail,
      // PDFs, M-Pesa texts and CSVs have always carried a plain one, and searching them should work.
      .replace(/[\u00a0\u202f]/g, " ")
  );
}

/** Whole dollars as the site shows them: 1850 -> "$1,850" (rounded to the dollar). */
export function formatUsd(amount: number, language?: Language): string {
  return formatMoney(majorToMinor(amount), "USD", { whole: true, language });
}

/** Whole shillings as the site shows them: 21560 -> "KES 21,560" (rounded to the shilling). */
export function formatKes(amount: number, language?: Language): string {
  return formatMoney(majorToMinor(amount), "KES", { whole: true, language });
}

/** The plain amount for a form field or CSV: 185050 -> "1850.50", 185000 -> "1850.00". */
export function minorToDecimalText(amountMinor: number): string {
  const sign = amountMinor < 0 ? "-" : "";
  const minor = Math.abs(amountMinor);
  const cents = String(minor % MINOR_PER_MAJOR).padStart(2, "0");
  return `${sign}${Math.floor(minor / MINOR_PER_MAJOR)}.${cents}`;
}
