import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import {
  cancellationRefund,
  daysBeforeDeparture,
  defaultCancellationPolicy,
  refundTierSentence,
} from "../../../domain/payments/cancellation-policy";
import { formatMoney } from "../../../domain/money/format";
import type { PaymentCurrency } from "../../../domain/money/amount";
import { settingsForTrip, type PaymentPlanSettings } from "../../../domain/payments/payment-plan";
import { siteContacts } from "../../platform/config";
import type { Booking, Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailer, type Mailer } from "../../platform/mail";
import { cancellationApprovedEmail } from "./policy-mails";
import { mailClaimFor } from "./claims";
import { transitionBooking, type Actor } from "./workflow";
import {
  amountOwedBy,
  bookingPayments,
  loadPaymentPlanSettings,
  lockedRateOf,
  recordPayment,
  sumLedger,
} from "../payments";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * A traveller's cancellation, priced by the cancellation policy (decision 0028): what the
 * dashboard shows before they ask, what the operator sees on the admin booking page, and the
 * operator's approval: the booking cancelled with the reason (its seats freed: seats are counted
 * from pending and confirmed bookings), the refund recorded in the ledger as a negative entry,
 * and the traveller mailed through the outbox.
 */

export interface CancellationQuote {
  currency: PaymentCurrency;
  /** What the booking owes (its lines, decision 0035), minor units of `currency`. */
  tripPriceMinor: number;
  /** The deposit the payment plan asks for this trip (the first tier keeps it). */
  depositMinor: number;
  /** Payments less refunds so far. */
  paidMinor: number;
  refundMinor: number;
  keptMinor: number;
  /** The calendar day the refund is priced for (today, or the day the traveller asked). */
  asOf: string;
  daysBefore: number;
  /** The policy's sentence for the tier that applies. */
  rule: string;
}

/** A quote as the dashboard and the admin show it: amounts formatted, nothing internal. */
export function refundView(quote: CancellationQuote) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return {
    asOf: quote.asOf,
    daysBefore: quote.daysBefore,
    nothingPaid: quote.paidMinor === 0,
    paid: money(quote.paidMinor),
    kept: money(quote.keptMinor),
    refund: money(quote.refundMinor),
    rule: quote.rule,
  };
}

/** The deposit of the trip's plan settings, whatever the plan's kind (a full payment has one too). */
function depositFor(booking: Booking, settings: PaymentPlanSettings, totalMinor: number): number {
  const { depositPercent } = settingsForTrip(settings, booking.trip_slug);
  return Math.round((totalMinor * depositPercent) / 100);
}

/** What cancelling `booking` on `asOf` refunds, from the ledger and the policy. */
export async function cancellationQuote(
  db: Kysely<Database>,
  booking: Booking,
  asOf: string,
  settings?: PaymentPlanSettings,
): Promise<CancellationQuote> {
  const [entries, planSettings, owed, locked] = await Promise.all([
    bookingPayments(db, booking.id),
    settings ? Promise.resolve(settings) : loadPaymentPlanSettings(db),
    amountOwedBy(db, booking),
    lockedRateOf(db, booking),
  ]);
  const tripPriceMinor = owed.totalMinor;
  const depositMinor = depositFor(booking, planSettings, tripPriceMinor);
  const paidMinor = Math.max(0, sumLedger(entries, locked?.kesMinorPerUsd ?? null, owed.currency));
  const daysBefore = daysBeforeDeparture(booking.booking_date, asOf);
  const quote = cancellationRefund(
    { tripPriceMinor, depositMinor, paidMinor, daysBefore },
    defaultCancellationPolicy,
  );
  return {
    currency: owed.currency,
    tripPriceMinor,
    depositMinor,
    paidMinor,
    refundMinor: quote.refundMinor,
    keptMinor: quote.keptMinor,
    asOf,
    daysBefore,
    rule: refundTierSentence(quote),
  };
}

/** The day the traveller asked to cancel (their newest request), or null when they did not. */
export async function cancellationRequestedOn(
  db: Kysely<Database>,
  bookingId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("inquiries")
    .select("created_at")
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "cancellation-request")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? row.created_at.slice(0, 10) : null;
}

/**
 * The traveller's request to cancel and the refund the operator approves, priced on the day they
 * asked (waiting for the operator must not cost them a tier); null when they did not ask, or the
 * booking is already cancelled or completed.
 */
export async function requestedCancellation(
  db: Kysely<Database>,
  booking: Booking,
): Promise<{ requestedOn: string; quote: CancellationQuote } | null> {
  if (booking.booking_status === "cancelled" || booking.booking_status === "completed") return null;
  const requestedOn = await cancellationRequestedOn(db, booking.id);
  if (!requestedOn) return null;
  return { requestedOn, quote: await cancellationQuote(db, booking, requestedOn) };
}

/** Each booking's refund if cancelled today, for the dashboard (bookings that may still be cancelled). */
export async function cancellationQuotesFor(
  db: Kysely<Database>,
  bookings: readonly Booking[],
  now: Date = systemNow(),
): Promise<Map<string, CancellationQuote>> {
  const today = businessDay(now);
  const open = bookings.filter(
    (booking) =>
      (booking.booking_status === "pending" || booking.booking_status === "confirmed") &&
      booking.booking_date >= today,
  );
  if (open.length === 0) return new Map();
  const settings = await loadPaymentPlanSettings(db);
  const quotes = await Promise.all(
    open.map(
      async (booking) =>
        [booking.id, await cancellationQuote(db, booking, today, settings)] as const,
    ),
  );
  return new Map(quotes);
}

/** The ledger's reference of a cancellation's refund: one per booking, so a retry records nothing twice. */
export function cancellationRefundReference(bookingId: string): string {
  return `CANCEL-${shortReference(bookingId)}`;
}

export type ApprovalOutcome =
  | {
      ok: true;
      booking: Booking;
      quote: CancellationQuote;
      refundRecorded: boolean;
      mailed: boolean;
    }
  | NotOk<"not-found" | "conflict">;

/**
 * The policy's refund as a ledger entry, once (its reference is the booking's); true when it is
 * in the ledger. A refund that cannot be recorded is logged: the booking is cancelled either way.
 */
async function recordRefund(
  db: Kysely<Database>,
  bookingId: string,
  quote: CancellationQuote,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const recorded = await recordPayment(db, {
    bookingId,
    amountMinor: -quote.refundMinor,
    currency: quote.currency,
    method: "refund",
    providerReference: cancellationRefundReference(bookingId),
    recordedBy: actor.email,
    note: `Cancellation refund: ${quote.rule}`,
    // The cancellation mail states the refund: no receipt mail besides it.
    receipt: false,
    now,
  });
  if (!recorded.recorded && recorded.reason !== "duplicate")
    logger.error(
      { bookingId, reason: recorded.reason },
      "cancellation refund not recorded; the booking is cancelled",
    );
  return recorded.recorded || recorded.reason === "duplicate";
}

/**
 * The operator approves a traveller's cancellation request: cancels the booking with the reason
 * (a conditional update: two operators cannot both do it), records the policy's refund as a
 * negative ledger entry (method 'refund', once per booking by its provider reference), and mails
 * the traveller. The refund is the one priced on the day the traveller asked.
 */
export async function approveCancellation(
  db: Kysely<Database>,
  input: {
    bookingId: string;
    reason: string;
    note: string | null;
    actor: Actor;
    now?: Date;
    /** The outbox the traveller's mail goes through (tests pass their own). */
    mailer?: Mailer;
  },
): Promise<ApprovalOutcome> {
  const now = input.now ?? systemNow();
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", input.bookingId)
    .executeTakeFirst();
  if (!booking) return notOk("not-found", "There is no booking with this reference.");
  const requested = await requestedCancellation(db, booking);
  if (!requested)
    return notOk(
      "conflict",
      "The traveller has not asked to cancel this booking, or it is already cancelled: use Change status instead.",
    );
  const { quote } = requested;
  const moved = await transitionBooking(db, {
    bookingId: booking.id,
    to: "cancelled",
    note: input.note,
    reason: input.reason,
    actor: input.actor,
    now,
  });
  if (!moved.ok) return moved;

  const refundRecorded =
    quote.refundMinor > 0 && (await recordRefund(db, booking.id, quote, input.actor, now));

  let mailed = false;
  try {
    await (input.mailer ?? getMailer()).send({
      to: booking.client_email,
      fromOperator: true,
      ...cancellationApprovedEmail({
        reference: shortReference(booking.id),
        clientName: booking.client_name,
        adventureType: booking.adventure_type,
        bookingDate: booking.booking_date,
        reason: moved.event.reason,
        note: moved.event.note,
        quote,
        siteUrl: siteContacts().siteUrl,
        claim: mailClaimFor([booking]),
      }),
    });
    mailed = true;
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "cancellation mail failed");
  }
  return { ok: true, booking: moved.booking, quote, refundRecorded, mailed };
}
