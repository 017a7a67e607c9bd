import { formatTravelDate } from "../../../domain/calendar";
import { site, type SiteContacts } from "../../../domain/site";
import {
  howToPay,
  instalmentLines,
  nextPaymentSentence,
  paymentReference,
  type PaymentDetails,
} from "../../../domain/payments/how-to-pay";
import { formatKesRate } from "../../../domain/money/conversion";
import { formatMoney } from "../../../domain/money/format";
import { paymentMethodLabels } from "../../../domain/payments/methods";
import type { PaymentCurrency } from "../../../domain/money/amount";
import { accountRows } from "../../../domain/payments/account-figures";
import type { Booking, Payment } from "../../platform/db/schema";
import type { BookingBalance } from "./ledger";
import { entryInBookingCurrency } from "./ledger";
import { footerLine, type RenderOptions } from "../catalogue";
import { PdfWriter } from "../../platform/pdf/layout";
import { priceLineRows, showsLines, type QuoteLine } from "../../../domain/pricing/quote-lines";

/**
 * A payment receipt and a booking's statement as PDFs (issue 16), drawn from the ledger: the
 * receipt for one entry (a refund gets a refund note), the statement with the plan, every entry
 * and the balance. Both show the exchange rate a KES amount was counted at.
 */

type ReceiptBooking = Pick<
  Booking,
  "id" | "adventure_type" | "booking_date" | "client_name" | "number_of_participants"
>;

function dateOf(timestamp: string): string {
  return formatTravelDate(timestamp.slice(0, 10));
}

function entryFacts(payment: Payment, currency: PaymentCurrency, bookingRate: number | null) {
  const facts: Array<[string, string]> = [
    ["Amount", formatMoney(payment.amount_minor, payment.currency)],
    ["Method", paymentMethodLabels[payment.method]],
    ["Date", dateOf(payment.created_at)],
  ];
  if (payment.provider_reference) facts.push(["Receipt code", payment.provider_reference]);
  if (payment.currency !== currency) {
    const rate = payment.kes_minor_per_usd ?? bookingRate;
    if (rate) {
      facts.push(["Exchange rate", `${formatKesRate(rate)} (fixed for this booking)`]);
      facts.push([
        `Counted as (${currency})`,
        formatMoney(entryInBookingCurrency(payment, bookingRate, currency), currency),
      ]);
    }
  }
  return facts;
}

function bookingFacts(booking: ReceiptBooking, balance: BookingBalance): Array<[string, string]> {
  return [
    ["Booking reference", paymentReference(booking.id)],
    ["Trip", booking.adventure_type],
    ["Travel date", formatTravelDate(booking.booking_date)],
    ["Travellers", `${booking.client_name}, ${booking.number_of_participants} in the group`],
    ...accountRows(balance),
  ];
}

export function receiptFileName(booking: ReceiptBooking, payment: Payment): string {
  const kind = payment.amount_minor < 0 ? "refund" : "receipt";
  return `${kind}-${paymentReference(booking.id)}-${payment.created_at.slice(0, 10)}-${payment.id.slice(0, 6)}.pdf`;
}

export function statementFileName(booking: ReceiptBooking): string {
  return `statement-${paymentReference(booking.id)}.pdf`;
}

/** One entry's receipt (or refund note), with where the booking stands after it. */
export function renderPaymentReceipt(
  booking: ReceiptBooking,
  payment: Payment,
  balance: BookingBalance,
  contacts: SiteContacts,
  options: RenderOptions = {},
): Promise<Buffer> {
  const refund = payment.amount_minor < 0;
  const writer = new PdfWriter(
    {
      title: refund ? "Refund" : "Payment receipt",
      subtitle: `${booking.adventure_type}, ${formatTravelDate(booking.booking_date)}. Booking ${paymentReference(booking.id)}.`,
      kicker: refund ? "Refund note" : "Receipt",
      footer: footerLine(contacts),
      subject: `${refund ? "Refund" : "Payment"} of ${formatMoney(payment.amount_minor, payment.currency)} for booking ${paymentReference(booking.id)}`,
    },
    options,
  );
  writer.heading(refund ? "Refund" : "Payment received");
  writer.facts(entryFacts(payment, balance.currency, balance.kesMinorPerUsd));
  if (payment.note) writer.labelled(refund ? "Reason" : "Note", payment.note);
  writer.heading("Your booking");
  writer.facts(bookingFacts(booking, balance));
  if (balance.status) writer.paragraph(nextPaymentSentence(balance.status, balance.currency));
  writer.paragraph(
    `Thank you for travelling with ${site.brandName}. Keep this receipt for your records.`,
    { size: 9.5 },
  );
  return writer.finish();
}

/** Every entry of a booking, the plan and the balance. */
export function renderStatement(
  booking: ReceiptBooking,
  balance: BookingBalance,
  details: PaymentDetails,
  contacts: SiteContacts,
  now: Date,
  options: RenderOptions = {},
  /** The lines as booked (issue 19); shown for a party priced per traveller. */
  priceLines: readonly QuoteLine[] = [],
): Promise<Buffer> {
  const reference = paymentReference(booking.id);
  const writer = new PdfWriter(
    {
      title: "Statement",
      subtitle: `${booking.adventure_type}, ${formatTravelDate(booking.booking_date)}. Booking ${reference}. As of ${dateOf(now.toISOString())}.`,
      kicker: "Payments",
      footer: footerLine(contacts),
      subject: `Payments for booking ${reference}`,
    },
    options,
  );
  writer.heading("Your booking");
  writer.facts(bookingFacts(booking, balance));
  if (showsLines({ lines: priceLines })) {
    writer.heading("Price as booked");
    writer.facts(priceLineRows(priceLines));
  }
  if (balance.kesMinorPerUsd)
    writer.labelled("Exchange rate for KES payments", formatKesRate(balance.kesMinorPerUsd));
  if (balance.plan && balance.status) {
    writer.heading("Payment plan");
    for (const line of instalmentLines(
      balance.status,
      balance.plan.depositPercent,
      balance.currency,
    ))
      writer.paragraph(line);
    writer.paragraph(nextPaymentSentence(balance.status, balance.currency), { bold: true });
  }
  writer.heading("Payments and refunds");
  if (!balance.entries.length) writer.paragraph("Nothing paid yet.");
  for (const entry of balance.entries) {
    const parts = [
      dateOf(entry.created_at),
      paymentMethodLabels[entry.method],
      formatMoney(entry.amount_minor, entry.currency),
    ];
    if (entry.currency !== balance.currency)
      parts.push(
        `counted as ${formatMoney(entryInBookingCurrency(entry, balance.kesMinorPerUsd, balance.currency), balance.currency)}`,
      );
    if (entry.provider_reference) parts.push(`code ${entry.provider_reference}`);
    if (entry.note && entry.amount_minor < 0) parts.push(entry.note);
    writer.paragraph(parts.join("  |  "));
  }
  const methods = balance.outstandingMinor > 0 ? howToPay(details, reference) : [];
  if (methods.length) {
    writer.heading("How to pay");
    for (const method of methods) {
      writer.subheading(method.title);
      for (const line of method.lines) writer.paragraph(line);
    }
  }
  return writer.finish();
}
