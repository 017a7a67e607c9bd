import type { Kysely } from "kysely";
import type { PanelQuote } from "../../../domain/booking/booking-panel";
import {
  holdEndsAt,
  howItBooks,
  howItBooksSentence,
  type CheckoutTerms,
} from "../../../domain/booking/instant-booking";
import { amountOwed } from "../../../domain/payments/amount-owed";
import { paymentPlan } from "../../../domain/payments/payment-plan";
import { MPESA_PHONE_ERROR, mpesaPhone } from "../../../domain/payments/mpesa-stk";
import { paymentDetails, siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { systemNow } from "../../platform/clock";
import {
  bookingDurationDays,
  bookingPayable,
  loadExchangeRate,
  loadPaymentPlanSettings,
  payPagePath,
  paymentProviders,
  startCardPayment,
  startStkPayment,
} from "../payments";
import { loadBookingHoldSettings, onlinePaymentMethods } from "./holds";

/**
 * What the checkout says about paying before the traveller sends: the same plan the booking
 * will have once confirmed today (domain/payments/payment-plan.ts), on the quote the page shows.
 */
export async function checkoutTerms(
  db: Kysely<Database>,
  input: {
    tripSlug: string;
    quote: Pick<PanelQuote, "lines" | "total" | "date" | "participants">;
    scheduledDeparture: boolean;
    today: string;
  },
): Promise<CheckoutTerms> {
  const [holds, planSettings, rate] = await Promise.all([
    loadBookingHoldSettings(db),
    loadPaymentPlanSettings(db),
    loadExchangeRate(db),
  ]);
  const trip = holds.trips[input.tripSlug];
  const methods = onlinePaymentMethods();
  const details = paymentDetails();
  const how = howItBooks({
    trip,
    defaultMode: holds.defaultMode,
    // Only a way to pay online (card or M-Pesa prompt) makes a booking instant.
    onlinePayment: methods.card || methods.mpesa,
    scheduledDeparture: input.scheduledDeparture,
    participants: input.quote.participants,
  });
  const owed = amountOwed({
    lines: input.quote.lines,
    totalPriceUsd: input.quote.total,
    lockedRate: null,
    currentRate: rate?.kesMinorPerUsd ?? null,
  });
  const plan = paymentPlan(
    {
      totalMinor: owed.totalMinor,
      currency: owed.currency,
      confirmedOn: input.today,
      departureDate: input.quote.date,
      durationDays: bookingDurationDays({ trip_slug: input.tripSlug }),
      tripSlug: input.tripSlug,
    },
    planSettings,
  );
  const [first, balance] = plan.instalments;
  return {
    how,
    sentence: howItBooksSentence(how, trip?.instantMaxParty),
    plan: {
      kind: plan.kind,
      currency: plan.currency,
      depositPercent: plan.depositPercent,
      depositMinor: first?.amountMinor ?? 0,
      balanceMinor: balance?.amountMinor ?? 0,
      balanceDueDate: balance?.dueDate ?? null,
    },
    methods,
    offline: {
      paybill: details.paybillNumber !== null,
      bankTransfer: details.bankDetails !== null,
    },
    holdMinutes: holds.holdMinutes,
  };
}

/** How the traveller chose to pay the deposit at checkout. */
export type PayWith = "card" | "mpesa";

/** The checkout's choice of payment, or why it cannot be used (a field error for the form). */
export function payWithOf(
  terms: CheckoutTerms,
  chosen: string,
  phone: string,
): { payWith: PayWith } | { field: "payWith" | "clientPhone"; message: string } {
  const offered = (["card", "mpesa"] as const).filter((method) => terms.methods[method]);
  const payWith =
    offered.find((method) => method === chosen) ?? (offered.length === 1 ? offered[0] : undefined);
  if (!payWith) return { field: "payWith", message: "Choose how you will pay the deposit." };
  if (payWith === "mpesa" && !mpesaPhone(phone))
    return { field: "clientPhone", message: `Phone: ${MPESA_PHONE_ERROR}` };
  return { payWith };
}

/** When a hold made now ends. */
export async function holdUntilNow(db: Kysely<Database>, now: Date = systemNow()): Promise<Date> {
  return holdEndsAt(now, await loadBookingHoldSettings(db));
}

/**
 * Starts the deposit's payment for a booking just held: the card page to send the traveller to,
 * or the M-Pesa prompt to the phone on the booking. Either way the answer is where the traveller
 * goes next; a provider that refuses or does not answer leaves them on the pay page, which says
 * so and offers the other ways while the seats stay held.
 */
export async function startDepositPayment(
  db: Kysely<Database>,
  booking: { id: string; booking_date: string },
  payWith: PayWith,
  clientAddress: string,
): Promise<string> {
  const payPage = payPagePath(booking);
  const providers = paymentProviders();
  if (payWith === "card") {
    const started = await startCardPayment(db, providers, {
      payable: bookingPayable(booking.id),
      returnUrl: `${siteContacts().siteUrl}${payPage}`,
    });
    if (started.status === 200 && started.redirectUrl) return started.redirectUrl;
    logger.warn({ bookingId: booking.id, status: started.status }, "deposit card page not started");
    return `${payPage}&card=unavailable`;
  }
  // The prompt goes to the phone on the booking: the number the traveller just typed.
  const started = await startStkPayment(db, providers, {
    payable: bookingPayable(booking.id),
    mayChoosePhone: false,
    clientAddress,
  });
  if (started.status !== 200)
    logger.warn({ bookingId: booking.id, status: started.status }, "deposit prompt not sent");
  return `${payPage}&prompt=${started.status === 200 ? "sent" : "unavailable"}`;
}
