import { amountInCurrency, type KesMinorPerUsd } from "../money/conversion";
import type { Money, PaymentCurrency } from "../money/amount";
import type { AmountOwed } from "./amount-owed";

/**
 * One booking's account: what it owes, what was paid and what is still due, per currency. The
 * one calculation every money figure a traveller or the operator reads starts from: the
 * dashboard's summary and cards, the pay page, receipts, statements and the admin ledger (issue
 * 28, "Every money figure right"; decision 0058). Pure: the ledger's entries and what the
 * booking owes (amount-owed.ts) come in, figures come out, in integer minor units.
 *
 * - Owed, paid and due are in the booking's ledger currency (USD, or KES for a party priced only
 *   in shillings). A payment in the other currency counts at the rate recorded with it (the
 *   ledger writes one on every converted entry), else at the rate locked on the booking.
 * - What was paid is also kept as itself, per currency ("KES 5,000 paid by M-Pesa"), so shillings
 *   paid are never shown as dollars the traveller did not send, nor as "KES 0 paid".
 * - Due is never negative: paying more than is owed leaves an explicit credit instead.
 */

/** One ledger entry: positive for a payment, negative for a refund. */
export interface AccountEntry {
  amountMinor: number;
  currency: PaymentCurrency;
  /** The rate recorded with the entry when it was counted in the other currency. */
  kesMinorPerUsd: KesMinorPerUsd | null;
}

export interface BookingAccount {
  /** The ledger's currency for this booking: what owed, paid, due and credit are in. */
  currency: PaymentCurrency;
  /** Everything owed, in `currency` (minor units). */
  totalMinor: number;
  /** How that total is made: the booked parts per currency, the rate, whether it is an estimate. */
  owed: AmountOwed;
  /** Payments less refunds, counted in `currency`. */
  paidMinor: number;
  /** Refunds made, counted in `currency` (a positive number). */
  refundedMinor: number;
  /** What is still to pay: total - paid, never below zero. */
  outstandingMinor: number;
  /** Paid beyond what is owed (an explicit credit), never below zero. */
  creditMinor: number;
  /**
   * Payments less refunds as they were made, per currency, USD first (empty with no entries), each
   * with what it counts for in `currency`: the parts' `countedMinor` add up to `paidMinor`.
   */
  paidParts: PaidPart[];
}

/** One entry counted in `currency` at its own recorded rate, else the booking's locked one. */
export function entryInCurrency(
  entry: AccountEntry,
  currency: PaymentCurrency,
  bookingRate: KesMinorPerUsd | null,
): number {
  return (
    amountInCurrency(
      { amountMinor: entry.amountMinor, currency: entry.currency },
      currency,
      entry.kesMinorPerUsd ?? bookingRate,
    ) ?? 0
  );
}

/** The sum of entries (payments less refunds) counted in `currency`. */
export function sumEntries(
  entries: ReadonlyArray<AccountEntry>,
  bookingRate: KesMinorPerUsd | null,
  currency: PaymentCurrency,
): number {
  return entries.reduce((sum, entry) => sum + entryInCurrency(entry, currency, bookingRate), 0);
}

/** What was paid in one currency, and what it counts for in the booking's ledger currency. */
export interface PaidPart extends Money {
  countedMinor: number;
}

const currencyOrder: readonly PaymentCurrency[] = ["USD", "KES"];

/** Entries added up per currency as they were paid, USD first, currencies with entries only. */
export function paidPerCurrency(
  entries: ReadonlyArray<AccountEntry>,
  bookingRate: KesMinorPerUsd | null,
  ledgerCurrency: PaymentCurrency,
): PaidPart[] {
  return currencyOrder
    .map((currency) => entries.filter((entry) => entry.currency === currency))
    .filter((own) => own.length > 0)
    .map((own) => ({
      currency: own[0]!.currency,
      amountMinor: own.reduce((sum, entry) => sum + entry.amountMinor, 0),
      countedMinor: sumEntries(own, bookingRate, ledgerCurrency),
    }));
}

export function bookingAccount(
  owed: AmountOwed,
  entries: ReadonlyArray<AccountEntry>,
  bookingRate: KesMinorPerUsd | null,
): BookingAccount {
  const { currency, totalMinor } = owed;
  const paidMinor = sumEntries(entries, bookingRate, currency);
  const refundedMinor = -sumEntries(
    entries.filter((entry) => entry.amountMinor < 0),
    bookingRate,
    currency,
  );
  return {
    currency,
    totalMinor,
    owed,
    paidMinor,
    refundedMinor: refundedMinor + 0,
    outstandingMinor: Math.max(0, totalMinor - paidMinor),
    creditMinor: Math.max(0, paidMinor - totalMinor),
    paidParts: paidPerCurrency(entries, bookingRate, currency),
  };
}

/** Ledger rows (snake_case, as stored) as the account's entries. */
export function accountEntries(
  rows: ReadonlyArray<{
    amount_minor: number;
    currency: PaymentCurrency;
    kes_minor_per_usd: KesMinorPerUsd | null;
  }>,
): AccountEntry[] {
  return rows.map((row) => ({
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    kesMinorPerUsd: row.kes_minor_per_usd,
  }));
}

/** Only the account's own fields of a larger object (a balance with its plan and entries). */
export function accountOnly(from: BookingAccount): BookingAccount {
  const { currency, totalMinor, owed, paidMinor, refundedMinor, outstandingMinor } = from;
  const { creditMinor, paidParts } = from;
  return {
    currency,
    totalMinor,
    owed,
    paidMinor,
    refundedMinor,
    outstandingMinor,
    creditMinor,
    paidParts,
  };
}
