// The payments module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Money for a payable (decision 0062): a booking today, later a proposal's per-person share or a
// voucher sale, each a kind its own module defines and server/lifecycle/payables.ts registers.
// The ledger (every payment and refund, paid and owed), M-Pesa and card attempts through their
// providers, the signed pay links and their "email me a fresh link", exchange rates, the admin
// payments page, statement and receipt PDFs. Owns `payments`, `payment_attempts`,
// `payment_provider_events`, `payment_attention`, `payment_settings` and `payment_rate_locks` (the
// KES rate a payment before confirmation locks; rate-locks.ts says what a booking's locked rate
// is, and every reader asks it). It writes no `bookings` row (decision 0053): the operator's rate
// save is bookings' use case, which re-sorts bookings in the same transaction. Publishes
// PaymentRecorded, naming the payable, for every entry the ledger appends (the booking's receipt
// mail and held-booking confirmation subscribe).
export { paymentsCsv, paymentsOverview } from "./admin";
export {
  amountDue,
  mpesaMaxPromptMinor,
  OTHER_PHONE_REFUSAL,
  applyStkCallback,
  applyStripeWebhook,
  recentAttempts,
  startCardPayment,
  startStkPayment,
} from "./attempts";
export {
  receiptFileName,
  renderPaymentReceipt,
  renderStatement,
  statementFileName,
} from "./documents-pdf";
export {
  currentExchangeRates,
  exchangeRatesSaved,
  loadExchangeRates,
  saveExchangeRatesWithin,
} from "./exchange-rates";
export type { SavedExchangeRates } from "./exchange-rates";
export {
  amountOwedBy,
  amountsOwed,
  balanceOf,
  balancesOf,
  bookingBalance,
  bookingDurationDays,
  bookingLedgerAccount,
  bookingPayments,
  confirmationPaymentFields,
  entryInBookingCurrency,
  flagPaymentAttention,
  loadExchangeRate,
  loadPaymentPlanSettings,
  planForBooking,
  payablePayments,
  recordPayableEntry,
  recordPayment,
  resolvePaymentAttention,
  savePaymentPlanSettings,
  sumLedger,
} from "./ledger";
export type { BookingBalance, RecordOutcome } from "./ledger";
export {
  checkPayPageKey,
  isPayPageKey,
  payLinkLastDay,
  payPageKey,
  payPagePath,
  payPageUrl,
} from "./pay-link";
export type { PayKeyCheck } from "./pay-link";
export { FRESH_PAY_LINK_SENT, freshPayLinkEmail, sendFreshPayLink } from "./pay-link-mail";
export type { FreshPayLinkOutcome } from "./pay-link-mail";
export { lockedRateOf, lockedRates, lockedRateSql } from "./rate-locks";
export type { LockedRate } from "./rate-locks";
export { BOOKING_PAYABLE, bookingPayable, registerPayableKind } from "./payables";
export type { PayableAccount, PayableDue, PayableKind, PayableRef } from "./payables";
export { checkoutFormOrigins, paymentProviders } from "./providers/index";
export { startPaymentStatusPolling, stopPaymentStatusPolling } from "./providers/status-polling";
export { paymentContactErasure } from "./erasure";
// A renamed trip's own payment terms follow it (decision 0069).
export { paymentPlanTripRename } from "./trip-rename";
export { expireOpenCardSessions } from "./session-expiry";
