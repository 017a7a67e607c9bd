import type { Money, PaymentCurrency } from "./amount";
import { MINOR_PER_MAJOR } from "./amount";
import { convertFromUsd, describeRate, kesRateFromLedger } from "./exchange-rates";

/**
 * Counting US dollars and Kenyan shillings as one another at the rate locked on a booking
 * (decision 0026), in integer arithmetic. Display conversions into KES, EUR and GBP at the
 * operator's rates are exchange-rates.ts; the ledger's KES rate is one of those rates on
 * another scale, so both convert the same way.
 */

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
  return convertFromUsd(usdMinor, kesRateFromLedger(rate, ""));
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
