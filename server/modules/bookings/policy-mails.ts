import { formatTravelDate } from "../../../domain/calendar";
import type { PaymentReminderKind } from "../../../domain/payments/balance-reminders";
import { formatMoney } from "../../../domain/money/format";
import type { PaymentCurrency } from "../../../domain/money/amount";
import { site } from "../../../domain/site";
import {
  cancellationPolicySection,
  claimText,
  detailsText,
  greetingFor,
  layout,
  payLinksText,
  sectionsText,
  type MailClaim,
  type MailContent,
} from "../../platform/mail/templates";

/**
 * The traveller's mails of the cancellation policy and the balance reminders (decision 0028).
 * Like every mail to a traveller they carry only what the site knows (trip, date, amounts,
 * reference) and the operator's own words (reason, note), escaped by the layout.
 */

export interface CancellationMailInput {
  reference: string;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  adventureType: string;
  bookingDate: string;
  reason: string | null;
  note: string | null;
  quote: {
    currency: PaymentCurrency;
    paidMinor: number;
    refundMinor: number;
    daysBefore: number;
    asOf: string;
    rule: string;
  };
  siteUrl: string;
  /** The booking's claim link (decision 0049), when it is nobody's account's yet. */
  claim?: MailClaim | null;
}

/** To the traveller when the operator approves their cancellation request: the refund and why. */
export function cancellationApprovedEmail(input: CancellationMailInput): MailContent {
  const { quote } = input;
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const refundSentence =
    quote.refundMinor > 0
      ? `We refund ${money(quote.refundMinor)} of the ${money(quote.paidMinor)} you paid, the way you paid it.`
      : quote.paidMinor > 0
        ? `Under our cancellation policy nothing of the ${money(quote.paidMinor)} you paid is refunded.`
        : "You had not paid anything, so there is nothing to refund.";
  const intro = `Your booking is cancelled, as you asked. ${refundSentence} If you would like another date, reply to this email and we will help.`;
  const details: Array<[string, string]> = [
    ["Reference", input.reference],
    ["Trip", input.adventureType],
    ["Date", formatTravelDate(input.bookingDate)],
    [
      "Asked to cancel",
      `${formatTravelDate(quote.asOf)}, ${quote.daysBefore} days before departure`,
    ],
    ["Paid", money(quote.paidMinor)],
    ["Refund", money(quote.refundMinor)],
    ["Why", quote.rule],
  ];
  if (input.reason) details.push(["Reason", input.reason]);
  if (input.note) details.push(["Note from us", input.note]);
  const sections = [cancellationPolicySection()];
  const link = `${input.siteUrl}/dashboard`;
  const footnote = "Questions about your refund? Reply to this email or message us on WhatsApp.";
  return {
    subject: `Your booking is cancelled: ${input.adventureType} on ${formatTravelDate(input.bookingDate)}`,
    text: `${greetingFor(input.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\nSee my bookings: ${link}\n\n${sectionsText(sections)}${claimText(input.claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greetingFor(input.clientName),
      intro,
      details,
      action: "See my bookings",
      link,
      footnote,
      sections,
      claim: input.claim,
    }),
  };
}

export interface ReminderMailInput {
  kind: PaymentReminderKind;
  reference: string;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  adventureType: string;
  bookingDate: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** What is still owed on the instalment due then. */
  amountMinor: number;
  currency: PaymentCurrency;
  /** How to pay, one line each (Paybill, bank transfer...). */
  howToPay: string[];
  siteUrl: string;
  /** The booking's claim link (decision 0049), when it is nobody's account's yet. */
  claim?: MailClaim | null;
  /** The booking's signed pay link (decision 0056). */
  payLink: string;
}

/** A balance reminder (14 or 3 days before the due date) or the overdue notice (the day after). */
export function balanceReminderEmail(input: ReminderMailInput): MailContent {
  const amount = formatMoney(input.amountMinor, input.currency);
  const due = formatTravelDate(input.dueDate);
  const texts: Record<PaymentReminderKind, { subject: string; intro: string }> = {
    "due-in-14-days": {
      subject: `Payment reminder: ${amount} due on ${due} (${input.reference})`,
      intro: `A friendly reminder: ${amount} for your ${input.adventureType} booking is due on ${due}.`,
    },
    "due-in-3-days": {
      subject: `Payment due in 3 days: ${amount} by ${due} (${input.reference})`,
      intro: `Your payment of ${amount} for your ${input.adventureType} booking is due on ${due}, in a few days.`,
    },
    overdue: {
      subject: `Payment overdue: ${amount} was due on ${due} (${input.reference})`,
      intro: `We have not yet received ${amount} for your ${input.adventureType} booking, which was due on ${due}. If you have already paid, thank you: reply with the receipt and we will match it. If you need more time, reply and tell us.`,
    },
  };
  const { subject, intro } = texts[input.kind];
  const details: Array<[string, string]> = [
    ["Reference", input.reference],
    ["Trip", input.adventureType],
    ["Travel date", formatTravelDate(input.bookingDate)],
    ["Amount due", amount],
    ["Due date", due],
  ];
  const sections = [
    { heading: "How to pay", lines: input.howToPay },
    cancellationPolicySection(),
  ].filter((section) => section.lines.length > 0);
  const link = `${input.siteUrl}/dashboard`;
  const payLinks = [{ label: `Pay ${amount} now`, url: input.payLink }];
  const footnote = `Quote your reference ${input.reference} with every payment. Your dashboard shows what you have paid and what is still due.`;
  return {
    subject,
    text: `${greetingFor(input.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\n${payLinksText(payLinks)}See my bookings: ${link}\n\n${sectionsText(sections)}${claimText(input.claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greetingFor(input.clientName),
      intro,
      details,
      action: "See what is due",
      link,
      footnote,
      sections,
      claim: input.claim,
      payLinks,
    }),
  };
}
