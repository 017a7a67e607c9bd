// The payments module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Money for a booking: the ledger (every payment and refund, paid and owed), M-Pesa and card
// attempts through their providers, exchange rates, the admin payments page, statement and receipt
// PDFs. Owns `payments`, `payment_attempts`, `payment_provider_events`, `payment_attention` and
// `payment_settings`. It also locks the KES rate on a `bookings` row at the booking's first
// shilling payment: the one place another module writes `bookings`, because the rate must commit
// with the entry counted at it, which an after-commit event cannot do (decision 0051). The
// operator's rate save is bookings' use case (it re-sorts bookings, decision 0053). Publishes
// PaymentRecorded for every entry the ledger appends (the receipt mail subscribes).
export { paymentsCsv, paymentsOverview } from "./admin";
export {
  amountDue,
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
  bookingBalance,
  bookingDurationDays,
  bookingPayments,
  confirmationPaymentFields,
  entryInBookingCurrency,
  loadExchangeRate,
  loadPaymentPlanSettings,
  recordPayment,
  resolvePaymentAttention,
  savePaymentPlanSettings,
  sumLedger,
} from "./ledger";
export type { BookingBalance, RecordOutcome } from "./ledger";
export { isPayPageKey, payPageKey, payPagePath } from "./pay-link";
export { checkoutFormOrigins, paymentProviders } from "./providers/index";
export { startPaymentStatusPolling, stopPaymentStatusPolling } from "./providers/status-polling";
export { paymentContactErasure } from "./erasure";
