import type { AmountOwed } from "../payments/amount-owed";
import type { Money, PaymentCurrency } from "../money/amount";
import type { QuoteLine } from "../pricing/quote-lines";
import type { TravellerCategory } from "../pricing/traveller-categories";

/**
 * The operator's final price replacing what a booking owed when they confirm it (decision 0038).
 * The total is in the booking's ledger currency (KES for a party priced only in shillings, USD
 * otherwise, decision 0035); the history stores both totals in minor units of that currency.
 */
export interface PriceChange {
  /** What the booking owed before, in minor units of `currency`. */
  estimateMinor: number;
  /** The total the operator confirmed, in minor units of `currency`. */
  finalMinor: number;
  currency: PaymentCurrency;
}

/** The price change a history entry records, or null when the entry did not change the price. */
export function priceChangeOf(event: {
  price_before_minor: number | null;
  price_after_minor: number | null;
  /** Null on entries written before the history named a currency: those were dollars. */
  price_currency?: string | null;
}): PriceChange | null {
  if (event.price_before_minor === null || event.price_after_minor === null) return null;
  return {
    estimateMinor: Number(event.price_before_minor),
    finalMinor: Number(event.price_after_minor),
    currency: event.price_currency === "KES" ? "KES" : "USD",
  };
}

/**
 * What the confirm form starts from and compares with: what is owed, in whole units of the
 * ledger currency (the form takes whole dollars or shillings; a converted total may have cents).
 */
export function wholeUnitsOwed(owed: Pick<Money, "amountMinor">): number {
  return Math.round(owed.amountMinor / 100);
}

/** Why a final total cannot be applied to a booking's lines, or null when it can. */
export function finalTotalRefusal(owed: AmountOwed, final: Money): string | null {
  if (owed.uncounted)
    return `This booking owes dollars and ${owed.uncounted.currency}, and no exchange rate is set to count them as one total: set the rate on the payments page first.`;
  if (final.currency !== owed.currency)
    return `This booking is paid in ${owed.currency}: enter the final total in ${owed.currency}.`;
  return null;
}

/**
 * The line that takes a booking with lines from what it owes to the operator's final total: the
 * difference (negative for a discount) in the ledger currency, labelled with the operator's
 * reason, so the trip and fee lines stay as booked and what is owed is still the sum of the lines.
 * `category`: whose line it is charged with (the party's first line in that currency), since
 * every stored line names one.
 */
export function adjustmentLine(
  owed: AmountOwed,
  final: Money,
  reason: string,
  category: TravellerCategory,
): QuoteLine {
  const amountMinor = final.amountMinor - owed.totalMinor;
  return {
    kind: "adjustment",
    label: `Price adjustment: ${reason.replace(/\s+/g, " ").trim()}`,
    category,
    people: 1,
    unitsPerPerson: 1,
    unitMinor: amountMinor,
    amountMinor,
    currency: owed.currency,
  };
}
