import { describeRate, kesRateFromLedger } from "../money/exchange-rates";
import { MINOR_PER_MAJOR } from "../money/format";

export { formatMoney, majorToMinor, MINOR_PER_MAJOR } from "../money/format";

/**
 * Money in the payment ledger: integer minor units (cents) with an ISO currency, never floats
 * (DESIGN.md section 8). Display goes through the site's one formatter (domain/money/format.ts);
 * amounts with cents add them ("$1,850.50").
 */

export const paymentCurrencies = ["USD", "KES"] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/** How a ledger entry arrived. A refund is its own method with a negative amount. */
export const paymentMethods = [
  "mpesa-paybill",
  "mpesa-stk",
  "card",
  "bank-transfer",
  "cash",
  "refund",
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  "mpesa-paybill": "M-Pesa Paybill",
  "mpesa-stk": "M-Pesa",
  card: "Card",
  "bank-transfer": "Bank transfer",
  cash: "Cash",
  refund: "Refund",
};

export interface Money {
  amountMinor: number;
  currency: PaymentCurrency;
}

export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return paymentCurrencies.includes(value as PaymentCurrency);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentMethods.includes(value as PaymentMethod);
}

/** The plain amount for a form field or CSV: 185050 -> "1850.50", 185000 -> "1850.00". */
export function minorToDecimalText(amountMinor: number): string {
  const sign = amountMinor < 0 ? "-" : "";
  const minor = Math.abs(amountMinor);
  const cents = String(minor % MINOR_PER_MAJOR).padStart(2, "0");
  return `${sign}${Math.floor(minor / MINOR_PER_MAJOR)}.${cents}`;
}

/** Largest amount one entry may carry: 100 million units, far above any trip, far below 2^53. */
export const MAX_AMOUNT_MINOR = 100_000_000 * MINOR_PER_MAJOR;

/**
 * An amount typed by the operator ("1,850", "1850.5", "KES 21,560.00") as positive minor units;
 * null when it is not a positive amount with at most two decimals (never rounded silently).
 */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(usd|kes|ksh|\$)\s*/i, "")
    .replace(/,/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? "0").padEnd(2, "0"));
  return minor > 0 && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/**
 * A USD->KES exchange rate as KES cents for one US dollar (12935 = KES 129.35 per $1): an
 * integer, so conversions stay in integer arithmetic.
 */
export type KesMinorPerUsd = number;

/** KES minor units counted in USD minor units at `rate`, rounded to the nearest cent. */
export function kesToUsdMinor(kesMinor: number, rate: KesMinorPerUsd): number {
  return Math.round((kesMinor * MINOR_PER_MAJOR) / rate);
}

/** USD minor units in KES minor units at `rate`, rounded to the nearest KES cent. */
export function usdToKesMinor(usdMinor: number, rate: KesMinorPerUsd): number {
  return Math.round((usdMinor * rate) / MINOR_PER_MAJOR);
}

/** An entry's amount in the booking's currency; a KES entry on a USD booking needs the rate. */
export function amountInCurrency(
  entry: Money,
  currency: PaymentCurrency,
  rate: KesMinorPerUsd | null,
): number | null {
  if (entry.currency === currency) return entry.amountMinor;
  if (!rate) return null;
  return entry.currency === "KES"
    ? kesToUsdMinor(entry.amountMinor, rate)
    : usdToKesMinor(entry.amountMinor, rate);
}

/** 12935 -> "USD 1 = KES 129.35" (what the receipt shows). */
export function formatKesRate(rate: KesMinorPerUsd): string {
  return describeRate(kesRateFromLedger(rate, ""));
}
