import { totalsOf } from "../pricing/quote-lines";
import { amountInCurrency, formatKesRate, type KesMinorPerUsd } from "../money/conversion";
import { formatMoney } from "../money/format";
import { majorToMinor, type Money, type PaymentCurrency } from "../money/amount";

/**
 * What a booking owes (decision 0035): the sum of its booked lines (trip prices and park fees, in
 * USD and KES, as stored at booking: a later fee change never touches them) as one amount in the
 * booking's ledger currency. The payment plan, the balance, the reminders, the pay page, the
 * receipts and the refunds all start from this one amount.
 *
 * - A booking whose lines are all in shillings (a party of Kenyan citizens and East African
 *   residents) owes, pays and is planned in KES: no dollar figure converted back and forth.
 * - Any other booking owes in USD; its KES lines count at the rate locked at confirmation, or,
 *   before that, at the operator's current rate, and the amount is then an estimate.
 * - A booking made before lines were stored owes its `total_price` (whole dollars).
 */

export interface AmountOwedInput {
  /** The booking's price lines as booked; empty for bookings made before lines existed. */
  lines: ReadonlyArray<Money>;
  /** `bookings.total_price`: whole US dollars, what an older booking without lines owes. */
  totalPriceUsd: number;
  /** The rate locked on the booking at confirmation (or at its first KES payment). */
  lockedRate: KesMinorPerUsd | null;
  /** The operator's current rate, for a booking that has no locked rate yet. */
  currentRate: KesMinorPerUsd | null;
}

export interface AmountOwed {
  /** The ledger's currency for this booking: what the plan, balance and receipts are in. */
  currency: PaymentCurrency;
  /** Everything owed, in `currency` (minor units). */
  totalMinor: number;
  /** The booked sums per currency, USD first, as the traveller saw them (never converted). */
  parts: Money[];
  /** The rate the other currency's part was counted at; null when nothing was converted. */
  rate: KesMinorPerUsd | null;
  /** True when a part was converted at the current rate, not one locked on the booking. */
  estimate: boolean;
  /**
   * A part that could not be counted because no rate exists at all (the operator has never set
   * one): it is owed all the same and shown beside the total; null otherwise.
   */
  uncounted: Money | null;
}

/** KES when every booked line is in shillings; USD otherwise (and for bookings without lines). */
export function ledgerCurrencyOf(lines: ReadonlyArray<Money>): PaymentCurrency {
  const charged = lines.filter((line) => line.amountMinor !== 0);
  return charged.length > 0 && charged.every((line) => line.currency === "KES") ? "KES" : "USD";
}

export function amountOwed(input: AmountOwedInput): AmountOwed {
  if (input.lines.length === 0) {
    const totalMinor = majorToMinor(input.totalPriceUsd);
    return {
      currency: "USD",
      totalMinor,
      parts: [{ amountMinor: totalMinor, currency: "USD" }],
      rate: null,
      estimate: false,
      uncounted: null,
    };
  }
  const currency = ledgerCurrencyOf(input.lines);
  const parts: Money[] = totalsOf(input.lines).map((total) => ({
    amountMinor: total.amountMinor,
    currency: total.currency,
  }));
  const rate = input.lockedRate ?? input.currentRate;
  let totalMinor = 0;
  let converted = false;
  let uncounted: Money | null = null;
  for (const part of parts) {
    if (part.currency === currency) {
      totalMinor += part.amountMinor;
      continue;
    }
    if (part.amountMinor === 0) continue;
    const counted = amountInCurrency(part, currency, rate);
    if (counted === null) {
      uncounted = part;
      continue;
    }
    totalMinor += counted;
    converted = true;
  }
  return {
    currency,
    totalMinor,
    parts,
    rate: converted ? rate : null,
    estimate: converted && !input.lockedRate,
    uncounted,
  };
}

/**
 * How a total made of two currencies was counted, for the pages, mails and PDFs that show it:
 * "$1,010 + KES 60,800, the shillings counted at USD 1 = KES 130". Null when the booking owes
 * in one currency only (there is nothing to explain).
 */
export function owedBreakdown(owed: AmountOwed): string | null {
  if (owed.parts.filter((part) => part.amountMinor !== 0).length <= 1) return null;
  const parts = owed.parts.map((part) => formatMoney(part.amountMinor, part.currency)).join(" + ");
  if (owed.uncounted)
    return `${parts}; the ${owed.uncounted.currency} part is added once the exchange rate is set`;
  if (!owed.rate) return parts;
  const estimate = owed.estimate ? " (an estimate until the booking is confirmed)" : "";
  return `${parts}, the shillings counted at ${formatKesRate(owed.rate)}${estimate}`;
}

/**
 * What a booking owes as booked, each currency as itself ("$1,010 + KES 62,400"; "KES 62,400";
 * "$1,700"): the admin bookings table's "Total" (decision 0038). Nothing is converted.
 */
export function owedPartsText(parts: ReadonlyArray<Money>): string {
  const charged = parts.filter((part) => part.amountMinor !== 0);
  const shown = charged.length ? charged : parts.slice(0, 1);
  if (!shown.length) return formatMoney(0, "USD");
  return shown.map((part) => formatMoney(part.amountMinor, part.currency)).join(" + ");
}

/** The part of what is owed in one currency (minor units), null when none is in it. */
export function owedPartIn(parts: ReadonlyArray<Money>, currency: PaymentCurrency): number | null {
  const part = parts.find((each) => each.currency === currency);
  return part && part.amountMinor !== 0 ? part.amountMinor : null;
}
