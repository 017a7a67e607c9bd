import type { BookingStatus } from "./booking-status";
import { paymentCurrencies, type PaymentCurrency } from "../money/amount";
import type { BookingAccount, PaidPart } from "../payments/booking-account";

/**
 * The dashboard's figures for one traveller: which trips are still to come, and the money
 * booked and paid. Pure: `today` is a parameter (yyyy-mm-dd, compared as text).
 */

export interface SummarisedBooking {
  id: string;
  booking_status: BookingStatus;
  /** yyyy-mm-dd */
  booking_date: string;
}

/**
 * Upcoming: a trip that will happen unless someone cancels it, so a request still awaiting the
 * operator's confirmation counts as well as a confirmed one (issue 14; the spec counted
 * confirmed trips only, which hid a traveller's next trip until the operator had answered).
 */
export function isUpcoming(booking: SummarisedBooking, today: string): boolean {
  return (
    (booking.booking_status === "confirmed" || booking.booking_status === "pending") &&
    booking.booking_date > today
  );
}

/** The part of a booking's account (domain/payments/booking-account.ts) the summary adds up. */
export type SummarisedAccount = Pick<
  BookingAccount,
  "currency" | "totalMinor" | "paidMinor" | "outstandingMinor" | "creditMinor" | "paidParts"
>;

/** One currency's figures over a traveller's bookings, in minor units of `currency`. */
export interface CurrencyMoney {
  currency: PaymentCurrency;
  /** What the confirmed and completed bookings owe: booked = paid + due - credit. */
  bookedMinor: number;
  /** What was paid on them, less refunds (other currencies counted at the ledger's rates). */
  paidMinor: number;
  /** What is still to pay on them. */
  dueMinor: number;
  /** Paid beyond what they owe. */
  creditMinor: number;
  /** What bookings not yet confirmed would owe: not booked, so not in the figures above. */
  awaitingMinor: number;
  /** What was paid on those (a held booking's deposit in flight, say). */
  awaitingPaidMinor: number;
}

export interface MoneySummary {
  /** Per ledger currency, USD first; only the currencies the traveller's bookings are in. */
  currencies: CurrencyMoney[];
  /**
   * Money paid in another currency than its booking's (KES 5,000 by M-Pesa on a dollar booking),
   * as sent, with what it counted for: already inside the `paidMinor` of `countedIn`.
   */
  paidAsSent: Array<PaidPart & { countedIn: PaymentCurrency }>;
}

const booked: ReadonlySet<BookingStatus> = new Set(["confirmed", "completed"]);

/**
 * Booked, paid and due per currency, instead of the spec's "Total Spent" (which added up
 * confirmed prices as if they had been paid). Every figure is a sum of the bookings' accounts,
 * the same ones their cards, pay pages, receipts and statements show (decision 0058): a request
 * not yet confirmed is never counted as booked, and shillings paid stay shillings.
 */
export function moneySummary(
  bookings: ReadonlyArray<{ booking_status: BookingStatus; account: SummarisedAccount }>,
): MoneySummary {
  const byCurrency = new Map<PaymentCurrency, CurrencyMoney>();
  const sent = new Map<string, PaidPart & { countedIn: PaymentCurrency }>();
  for (const { booking_status: status, account } of bookings) {
    if (status === "cancelled") continue;
    const figures = byCurrency.get(account.currency) ?? emptyFigures(account.currency);
    byCurrency.set(account.currency, figures);
    if (booked.has(status)) {
      figures.bookedMinor += account.totalMinor;
      figures.paidMinor += account.paidMinor;
      figures.dueMinor += account.outstandingMinor;
      figures.creditMinor += account.creditMinor;
    } else {
      figures.awaitingMinor += account.totalMinor;
      figures.awaitingPaidMinor += account.paidMinor;
    }
    for (const part of account.paidParts) {
      if (part.currency === account.currency || part.amountMinor === 0) continue;
      const key = `${part.currency}>${account.currency}`;
      const total = sent.get(key) ?? {
        ...part,
        amountMinor: 0,
        countedMinor: 0,
        countedIn: account.currency,
      };
      total.amountMinor += part.amountMinor;
      total.countedMinor += part.countedMinor;
      sent.set(key, total);
    }
  }
  return {
    currencies: paymentCurrencies.filter((c) => byCurrency.has(c)).map((c) => byCurrency.get(c)!),
    paidAsSent: [...sent.values()],
  };
}

function emptyFigures(currency: PaymentCurrency): CurrencyMoney {
  return {
    currency,
    bookedMinor: 0,
    paidMinor: 0,
    dueMinor: 0,
    creditMinor: 0,
    awaitingMinor: 0,
    awaitingPaidMinor: 0,
  };
}
