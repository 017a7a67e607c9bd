import type { Kysely } from "kysely";
import type { TravellerPaymentView } from "../../../domain/payments/traveller-payment-view";
import {
  howToPay,
  instalmentLines,
  nextPaymentSentence,
  paymentDetailRows,
  paymentReference,
} from "../../../domain/payments/how-to-pay";
import { formatKesRate } from "../../../domain/money/conversion";
import { formatMoney } from "../../../domain/money/format";
import { paymentMethodLabels } from "../../../domain/payments/methods";
import type { PaymentCurrency } from "../../../domain/money/amount";
import { accountOnly, type BookingAccount } from "../../../domain/payments/booking-account";
import { accountRows } from "../../../domain/payments/account-figures";
import type { LedgerFormEntry } from "../../../domain/payments/payment-form";
import { site } from "../../../domain/site";
import { formatTravelDate } from "../../../domain/calendar";
import { paymentDetails, siteContacts } from "../../platform/config";
import type { Booking, Database, Payment } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import {
  receiptFileName,
  renderPaymentReceipt,
  balancesOf,
  bookingBalance,
  BOOKING_PAYABLE,
  entryInBookingCurrency,
  recordPayment,
  type BookingBalance,
  type RecordOutcome,
} from "../payments";
import { getMailer } from "../../platform/mail";
import {
  claimText,
  detailsText,
  greetingFor,
  layout,
  type MailClaim,
  type MailContent,
} from "../../platform/mail/templates";
import { mailClaimFor } from "./claims";
import type { Actor } from "./workflow";
import { systemNow } from "../../platform/clock";
import type { Events } from "../../platform/events";

/**
 * The operator's side of the ledger: a payment or refund recorded on the booking page, and the
 * traveller's receipt email with the receipt PDF attached (through the outbox, decision 0006),
 * sent for every recorded entry that asks for one (mailPaymentReceipt).
 */

export async function recordOperatorEntry(
  db: Kysely<Database>,
  bookingId: string,
  entry: LedgerFormEntry,
  actor: Actor,
  now: Date = systemNow(),
): Promise<RecordOutcome> {
  return recordPayment(db, {
    bookingId,
    amountMinor: entry.amountMinor,
    currency: entry.currency,
    method: entry.method,
    providerReference: entry.receipt,
    recordedBy: actor.email,
    note: entry.note,
    now,
  });
}

/** The receipt email's text: the entry, the rate a KES amount was counted at, and the balance. */
export function paymentReceiptEmail(
  booking: Pick<Booking, "id" | "adventure_type" | "booking_date" | "client_name">,
  payment: Payment,
  balance: BookingBalance,
  siteUrl: string,
  claim: MailClaim | null = null,
): MailContent {
  const refund = payment.amount_minor < 0;
  const greeting = greetingFor(booking.client_name);
  const amount = formatMoney(Math.abs(payment.amount_minor), payment.currency);
  const reference = paymentReference(booking.id);
  const currency: PaymentCurrency = balance.currency;
  const details: Array<[string, string]> = [
    ["Reference", reference],
    ["Trip", booking.adventure_type],
    ["Date", formatTravelDate(booking.booking_date)],
    [refund ? "Refunded" : "Received", amount],
    ["Method", paymentMethodLabels[payment.method]],
  ];
  if (payment.provider_reference) details.push(["Receipt code", payment.provider_reference]);
  const rate = payment.kes_minor_per_usd ?? balance.kesMinorPerUsd;
  if (payment.currency !== currency && rate) {
    details.push(["Exchange rate", `${formatKesRate(rate)} (fixed for this booking)`]);
    details.push([
      `Counted as (${currency})`,
      formatMoney(
        Math.abs(entryInBookingCurrency(payment, balance.kesMinorPerUsd, currency)),
        currency,
      ),
    ]);
  }
  if (refund && payment.note) details.push(["Why", payment.note]);
  details.push(...accountRows(balance));
  const intro = refund
    ? `We have refunded ${amount} for your booking ${reference}. The refund note is attached.`
    : `Thank you: we have received ${amount} for your booking ${reference}. Your receipt is attached.`;
  const footnote = "Questions about a payment? Reply to this email or message us on WhatsApp.";
  const link = `${siteUrl}/dashboard`;
  const action = "See my bookings";
  return {
    subject: refund
      ? `Refund of ${amount}: ${booking.adventure_type} (${reference})`
      : `Payment received, ${amount}: ${booking.adventure_type} (${reference})`,
    text: `${greeting}\n\n${intro}\n\n${detailsText(details)}\n\n${action}: ${link}\n\n${claimText(claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({ heading: greeting, intro, details, action, link, footnote, claim }),
  };
}

/**
 * PaymentRecorded's subscriber (server/lifecycle/subscriptions.ts): the traveller's receipt mail
 * for every entry recorded, by a provider or by the operator, unless the entry comes with a mail of
 * its own. Throws when the mail could not be queued, so the publisher learns it (the operator's
 * notice says so) and the bus logs it.
 */
export async function mailPaymentReceipt(event: Events["PaymentRecorded"]): Promise<void> {
  if (!event.receipt || event.payable.kind !== BOOKING_PAYABLE) return;
  const booking = await event.db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", event.payable.id)
    .executeTakeFirst();
  if (!booking) return;
  if (!(await sendPaymentReceipt(event.db, booking, event.payment)))
    throw new Error("The receipt mail could not be queued.");
}

/** Emails the traveller the entry's receipt with its PDF; false (logged) when it could not be queued. */
async function sendPaymentReceipt(
  db: Kysely<Database>,
  booking: Booking,
  payment: Payment,
  now: Date = systemNow(),
): Promise<boolean> {
  try {
    const balance = await bookingBalance(db, booking.id, now);
    if (!balance) return false;
    const contacts = siteContacts();
    const pdf = await renderPaymentReceipt(booking, payment, balance, contacts);
    await getMailer().send({
      to: booking.client_email,
      fromOperator: true,
      ...paymentReceiptEmail(
        booking,
        payment,
        balance,
        contacts.siteUrl,
        mailClaimFor([booking], now),
      ),
      attachments: [
        {
          filename: receiptFileName(booking, payment),
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    });
    return true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id, paymentId: payment.id }, "receipt failed");
    return false;
  }
}

/**
 * The confirmation email's payment rows: the plan, what to pay now and how (from configuration).
 * The pay link itself is a button of its own (bookingStatusMailOf), never a row: a long address
 * in a table cell would widen the mail past a phone's screen.
 */
export async function confirmationPaymentRows(
  db: Kysely<Database>,
  booking: Booking,
  now: Date = systemNow(),
): Promise<Array<[string, string]> | undefined> {
  const balance = await bookingBalance(db, booking.id, now);
  if (!balance?.plan || !balance.status) return undefined;
  const rows = paymentDetailRows(
    balance.status,
    balance.plan.depositPercent,
    balance.currency,
    paymentReference(booking.id),
    paymentDetails(),
    balance.owed,
  );
  return rows;
}

export type { TravellerPaymentView };

/**
 * The dashboard's money of each booking: its account (what it owes, paid and still owes, which the
 * card and the summary both show), and, once confirmed or with ledger entries, its payment view.
 */
export async function travellerMoney(
  db: Kysely<Database>,
  bookings: Booking[],
  now: Date = systemNow(),
): Promise<Map<string, { account: BookingAccount; payment: TravellerPaymentView | null }>> {
  const balances = await balancesOf(db, bookings, now);
  const details = paymentDetails();
  const money = new Map<
    string,
    { account: BookingAccount; payment: TravellerPaymentView | null }
  >();
  for (const booking of bookings) {
    const balance = balances.get(booking.id)!;
    const shown =
      (booking.booking_status !== "pending" || booking.confirmed_at) &&
      // A cancelled booking without money has nothing to show.
      !(booking.booking_status === "cancelled" && !balance.entries.length);
    money.set(booking.id, {
      account: accountOnly(balance),
      payment: shown ? paymentView(booking, balance, details) : null,
    });
  }
  return money;
}

function paymentView(
  booking: Booking,
  balance: BookingBalance,
  details: ReturnType<typeof paymentDetails>,
): TravellerPaymentView {
  const reference = paymentReference(booking.id);
  const active = booking.booking_status === "confirmed";
  return {
    plan:
      active && balance.plan && balance.status
        ? instalmentLines(balance.status, balance.plan.depositPercent, balance.currency)
        : [],
    next: active && balance.status ? nextPaymentSentence(balance.status, balance.currency) : null,
    methods: active && balance.outstandingMinor > 0 ? howToPay(details, reference) : [],
    receipts: balance.entries.map((entry) => ({
      id: entry.id,
      label: `${entry.amount_minor < 0 ? "Refund" : "Receipt"}: ${formatMoney(entry.amount_minor, entry.currency)}, ${entry.created_at.slice(0, 10)}`,
      href: `/bookings/${booking.id}/receipts/${entry.id}.pdf`,
    })),
    statementHref: `/bookings/${booking.id}/statement.pdf`,
  };
}
