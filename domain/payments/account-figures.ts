import { formatMoney } from "../money/format";
import type { PaymentCurrency } from "../money/amount";
import { owedBreakdown } from "./amount-owed";
import type { BookingAccount, PaidPart } from "./booking-account";

/**
 * A booking's account in words: the one wording of total, paid, balance and credit that the
 * dashboard's card, the receipt mail, the receipt and statement PDFs and the admin ledger show
 * (decision 0058), so no two of them can state different figures for the same booking.
 */

export interface AccountFigures {
  total: string;
  paid: string;
  /**
   * Money paid in the other currency, as it was sent and what it counted for: "KES 5,000 paid in
   * shillings, counted as $38.61"; null when everything was paid in the booking's own currency.
   */
  paidAsSent: string | null;
  balance: string;
  /** Paid beyond what the booking owes; null when there is no credit. */
  credit: string | null;
  /** How a total of dollars and shillings was counted; null for one currency. */
  breakdown: string | null;
}

const currencyWords: Record<PaymentCurrency, string> = { USD: "dollars", KES: "shillings" };

/** "KES 5,000 paid in shillings, counted as $38.61" for each part paid in another currency. */
export function paidAsSentText(
  parts: ReadonlyArray<PaidPart>,
  countedIn: PaymentCurrency,
): string | null {
  const other = parts.filter((part) => part.currency !== countedIn && part.amountMinor !== 0);
  if (!other.length) return null;
  return other
    .map(
      (part) =>
        `${formatMoney(part.amountMinor, part.currency)} paid in ${currencyWords[part.currency]}, counted as ${formatMoney(part.countedMinor, countedIn)}`,
    )
    .join("; ");
}

export function accountFigures(
  account: Pick<
    BookingAccount,
    | "currency"
    | "totalMinor"
    | "paidMinor"
    | "outstandingMinor"
    | "creditMinor"
    | "paidParts"
    | "owed"
  >,
): AccountFigures {
  const money = (minor: number) => formatMoney(minor, account.currency);
  return {
    total: money(account.totalMinor),
    paid: money(account.paidMinor),
    paidAsSent: paidAsSentText(account.paidParts, account.currency),
    balance: money(account.outstandingMinor),
    credit: account.creditMinor > 0 ? money(account.creditMinor) : null,
    breakdown: owedBreakdown(account.owed),
  };
}

/** The figures as labelled rows, for mails and PDFs: Total, Made of, Paid so far, Balance, Credit. */
export function accountRows(
  account: Parameters<typeof accountFigures>[0],
): Array<[string, string]> {
  const figures = accountFigures(account);
  const rows: Array<[string, string]> = [["Total", figures.total]];
  if (figures.breakdown) rows.push(["Made of", figures.breakdown]);
  rows.push(["Paid so far", figures.paid]);
  if (figures.paidAsSent) rows.push(["Paid as sent", figures.paidAsSent]);
  rows.push(["Balance", figures.balance]);
  if (figures.credit) rows.push(["Credit", figures.credit]);
  return rows;
}
