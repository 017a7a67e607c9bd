import { formatTravelDate } from "../calendar";
import { isCurrency, MINOR_PER_MAJOR, type Currency } from "./amount";
import { formatMoney } from "./format";
import type { Language } from "../i18n/languages";

/**
 * Showing US-dollar prices in another currency (decision 0034). Bookings are priced and stored in
 * USD; a visitor may read them in KES, EUR or GBP at the operator's rates, as estimates. The rate
 * that counts is the one locked on a booking at confirmation (the payment ledger, decision 0026).
 */

/** The currencies a visitor can read prices in besides dollars. */
export const convertedCurrencies = ["KES", "EUR", "GBP"] as const satisfies readonly Currency[];
export type ConvertedCurrency = (typeof convertedCurrencies)[number];

/** In a sentence: "prices in euros", "Kenyan shillings one US dollar buys". */
export const currencyNames: Record<Currency, string> = {
  USD: "US dollars",
  KES: "Kenyan shillings",
  EUR: "euros",
  GBP: "British pounds",
};

/** At the start of a label: "Euros", "Kenyan shillings". */
export function currencyTitle(currency: Currency): string {
  const name = currencyNames[currency];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Rates are kept to four decimals as integers: units of the currency for one US dollar, times
 * 10,000 (KES 129.35 -> 1,293,500; EUR 0.9234 -> 9,234). Conversions stay in integer arithmetic.
 */
export const RATE_SCALE = 10_000;

export interface ExchangeRate {
  currency: ConvertedCurrency;
  /** Units of `currency` for one US dollar, times RATE_SCALE. */
  perUsdScaled: number;
  /** The day the operator set it, `YYYY-MM-DD`. */
  setOn: string;
}

/** USD minor units in `rate.currency`'s minor units, rounded to the nearest minor unit. */
export function convertFromUsd(usdMinor: number, rate: Pick<ExchangeRate, "perUsdScaled">): number {
  return Math.round((usdMinor * rate.perUsdScaled) / RATE_SCALE);
}

/** The payment ledger's KES rate (KES cents for one dollar, decision 0026) on this scale. */
export function kesRateFromLedger(kesMinorPerUsd: number, setOn: string): ExchangeRate {
  return { currency: "KES", perUsdScaled: kesMinorPerUsd * (RATE_SCALE / MINOR_PER_MAJOR), setOn };
}

/** Largest rate the operator may enter: far above any real one (KES is about 130 to the dollar). */
export const MAX_RATE = 100_000;

/**
 * What the operator typed as "units of the currency for one US dollar" ("129.35", "0.9234"):
 * the scaled integer, or the sentence that says what is wrong. Zero, negative, not a number, more
 * than four decimals or absurdly large are refused; nothing is rounded silently.
 */
export function parseRate(
  text: string,
  currency: ConvertedCurrency,
): { ok: true; perUsdScaled: number } | { ok: false; error: string } {
  const example = rateExamples[currency];
  const cleaned = text.trim().replace(/,/g, "");
  if (cleaned === "")
    return {
      ok: false,
      error: `Enter how many ${currencyNames[currency]} one US dollar buys, for example ${example}.`,
    };
  if (/^-/.test(cleaned) || /^[+]?0*(?:\.0*)?$/.test(cleaned))
    return {
      ok: false,
      error: `A rate for ${currencyNames[currency]} must be more than zero, for example ${example}.`,
    };
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(cleaned);
  if (!match)
    return {
      ok: false,
      error: `"${text.trim().slice(0, 20)}" is not a rate: write a number with at most four decimals, for example ${example}.`,
    };
  const scaled = Number(match[1]) * RATE_SCALE + Number((match[2] ?? "").padEnd(4, "0"));
  if (scaled > MAX_RATE * RATE_SCALE)
    return {
      ok: false,
      error: `${cleaned} ${currency} to the dollar is far above any real rate; check the number.`,
    };
  return { ok: true, perUsdScaled: scaled };
}

const rateExamples: Record<ConvertedCurrency, string> = {
  KES: "129.35",
  EUR: "0.9234",
  GBP: "0.7912",
};

/** 1293500 -> "129.35"; 9234 -> "0.9234": the rate as the operator typed it, for a form field. */
export function rateText(perUsdScaled: number): string {
  const whole = Math.floor(perUsdScaled / RATE_SCALE);
  const fraction = String(perUsdScaled % RATE_SCALE)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction
    ? `${whole}.${fraction.length < 2 ? fraction.padEnd(2, "0") : fraction}`
    : `${whole}`;
}

/** "USD 1 = EUR 0.9234" */
export function describeRate(rate: Pick<ExchangeRate, "currency" | "perUsdScaled">): string {
  return `USD 1 = ${rate.currency} ${rateText(rate.perUsdScaled)}`;
}

/** How the site shows prices for one visitor: in dollars, or converted at a rate. */
export type PriceDisplay =
  { currency: "USD" } | { currency: ConvertedCurrency; rate: ExchangeRate };

/**
 * The visitor's choice (a cookie's value, anything at all) against the rates that exist: a
 * currency without a rate, or no choice, shows dollars.
 */
export function priceDisplayFor(choice: unknown, rates: ReadonlyArray<ExchangeRate>): PriceDisplay {
  if (!isCurrency(choice) || choice === "USD") return { currency: "USD" };
  const rate = rates.find((candidate) => candidate.currency === choice);
  return rate ? { currency: rate.currency, rate } : { currency: "USD" };
}

/**
 * A price in whole US dollars as this visitor reads it: "$1,850" in dollars, "≈ KES 239,298"
 * converted, with no-break spaces (the sign says it is an estimate; the page's note says until when).
 */
export function displayPrice(
  usdWhole: number,
  display: PriceDisplay,
  language: Language = "en",
): string {
  const usdMinor = Math.round(usdWhole) * MINOR_PER_MAJOR;
  if (display.currency === "USD") return formatMoney(usdMinor, "USD", { language });
  const converted = formatMoney(convertFromUsd(usdMinor, display.rate), display.currency, {
    whole: true,
    language,
  });
  // On screen a price never breaks across lines: "≈ KES" alone at a line's end reads as no price.
  return `≈ ${converted}`.replace(/ /g, "\u00a0");
}

/**
 * The note under the header whenever prices are converted: they are estimates (marked "≈"), at
 * which rate of which day, and what is really charged. Null for dollars.
 */
export function estimateNote(display: PriceDisplay): string | null {
  if (display.currency === "USD") return null;
  const locks =
    display.currency === "KES"
      ? "the shilling rate is locked when we confirm your booking"
      : "you pay in dollars (or shillings, at the rate locked when we confirm)";
  return `Prices in ${currencyNames[display.currency]} (≈) are estimates at ${describeRate(display.rate)}, set ${formatTravelDate(display.rate.setOn)}. Bookings are priced in US dollars; ${locks}.`;
}

/** The header switch's choices: USD and each currency with a rate, with their names. */
export function currencyChoices(
  rates: ReadonlyArray<ExchangeRate>,
): Array<{ code: Currency; label: string }> {
  return (["USD", ...rates.map((rate) => rate.currency)] as Currency[]).map((code) => ({
    code,
    label: `${currencyTitle(code)} (${code})`,
  }));
}
