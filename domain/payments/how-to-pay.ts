import { shortReference } from "../booking/reference";
import { formatTravelDate } from "../calendar";
import { owedBreakdown, type AmountOwed } from "./amount-owed";
import { formatMoney } from "../money/format";
import type { PaymentCurrency } from "../money/amount";
import { instalmentLabels, type PaymentPlanSettings, type PlanStatus } from "./payment-plan";

/**
 * What a traveller reads about paying a confirmed booking (the confirmation email, the dashboard,
 * the statement): what is due, by when, and how to pay with the booking's reference.
 */

/** M-Pesa's account reference takes at most 12 characters. */
export const MPESA_ACCOUNT_MAX = 12;

/** The reference a traveller pays with: the booking's short reference (8 characters). */
export function paymentReference(bookingId: string): string {
  return shortReference(bookingId).slice(0, MPESA_ACCOUNT_MAX);
}

/** The operator's payment details from configuration; null where a method is not offered. */
export interface PaymentDetails {
  paybillNumber: string | null;
  bankDetails: string[] | null;
}

export interface PaymentMethodText {
  title: string;
  lines: string[];
}

/** The ways to pay that are configured, each as a title and its steps; empty when none is. */
export function howToPay(details: PaymentDetails, reference: string): PaymentMethodText[] {
  const methods: PaymentMethodText[] = [];
  if (details.paybillNumber)
    methods.push({
      title: "M-Pesa Paybill",
      lines: [
        "M-Pesa > Lipa na M-Pesa > Pay Bill",
        `Business number: ${details.paybillNumber}`,
        `Account number: ${reference}`,
      ],
    });
  if (details.bankDetails?.length)
    methods.push({
      title: "Bank transfer",
      lines: [...details.bankDetails, `Payment reference: ${reference}`],
    });
  return methods;
}

/** One line per instalment: "Deposit (30%): $510 by Thu, Jan 10, 2030, paid". */
export function instalmentLines(
  status: PlanStatus,
  depositPercent: number,
  currency: PaymentCurrency,
): string[] {
  return status.instalments.map((row) => {
    const label =
      row.kind === "deposit"
        ? `${instalmentLabels.deposit} (${depositPercent}%)`
        : instalmentLabels[row.kind];
    const state =
      row.remainingMinor === 0
        ? "paid"
        : row.remainingMinor < row.amountMinor
          ? `${formatMoney(row.remainingMinor, currency)} still to pay`
          : "to pay";
    return `${label}: ${formatMoney(row.amountMinor, currency)} by ${formatTravelDate(row.dueDate)}, ${state}`;
  });
}

/** The one sentence on what to pay next: "Pay $510 by Thu, Jan 10, 2030." or that all is paid. */
export function nextPaymentSentence(status: PlanStatus, currency: PaymentCurrency): string {
  if (!status.nextDue) return "Paid in full. Thank you!";
  const amount = formatMoney(status.nextDue.remainingMinor, currency);
  const overdue = status.overdueMinor > 0 ? " (overdue)" : "";
  return `Pay ${amount} by ${formatTravelDate(status.nextDue.dueDate)}${overdue}.`;
}

/**
 * The rows a confirmation email adds under the booking: the plan, what to pay next, and each
 * configured way to pay with the booking's reference.
 */
export function paymentDetailRows(
  status: PlanStatus,
  depositPercent: number,
  currency: PaymentCurrency,
  reference: string,
  details: PaymentDetails,
  /** What the booking owes: a total made of dollars and shillings says how it was counted. */
  owed?: AmountOwed,
): Array<[string, string]> {
  const breakdown = owed ? owedBreakdown(owed) : null;
  const rows: Array<[string, string]> = [
    ...(owed && breakdown
      ? [
          ["Total", `${formatMoney(owed.totalMinor, owed.currency)}: ${breakdown}`] as [
            string,
            string,
          ],
        ]
      : []),
    ["Payment plan", instalmentLines(status, depositPercent, currency).join("\n")],
    ["To pay now", nextPaymentSentence(status, currency)],
  ];
  const methods = howToPay(details, reference);
  for (const method of methods) rows.push([method.title, method.lines.join("\n")]);
  if (!methods.length)
    rows.push(["How to pay", "Reply to this email and we will send you our payment details."]);
  return rows;
}

/**
 * The payment terms in sentences, from the operator's plan settings (paymentPlan applies the same
 * rules to each booking): the booking conditions page says what every confirmation email will.
 */
export function paymentTermsSentences(settings: PaymentPlanSettings): string[] {
  const { depositPercent, balanceDueDays } = settings;
  const overrides = Object.keys(settings.tripOverrides).length;
  return [
    depositPercent >= 100
      ? "We ask for the full price when we confirm your booking."
      : `We ask for a deposit of ${depositPercent}% of the trip price when we confirm your booking, and the balance ${balanceDueDays} days before departure.`,
    `Day trips, and bookings confirmed less than ${balanceDueDays} days before departure, are paid in full at confirmation.`,
    ...(overrides > 0
      ? [
          `${overrides === 1 ? "One trip has terms of its own" : `${overrides} trips have terms of their own`}; your confirmation email states yours.`,
        ]
      : []),
    "Your confirmation email and your dashboard show each amount, its date and how to pay it.",
  ];
}
