// The bookings module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Bookings from request to completion: booking a trip or a cart, the status workflow and its
// history, price lines, search and CSV, cancellations and change requests, the mails of a booking's
// journey, claim links, the operator's departure operations. Owns `bookings`, `booking_events`,
// `booking_price_lines`, `payment_reminders`, `trip_mails` and the traveller slots of
// `booking_travellers` (a slot's details are the travellers module's).
export { sendBalanceReminders } from "./balance-reminders";
export {
  approveCancellation,
  cancellationQuotesFor,
  refundView,
  requestedCancellation,
} from "./cancellations";
export type { CancellationQuote } from "./cancellations";
export { operatorNotesFor, submitTravellerRequest, travellerRequestsFor } from "./change-requests";
export type { OperatorNote, TravellerRequestFormOutcome } from "./change-requests";
export { claimBookings, openClaim } from "./claims";
export type { ClaimedBooking } from "./claims";
export { createBookingRequest } from "./create-booking";
export type { BookingOutcome } from "./create-booking";
export { bookingsCsvChunks } from "./csv";
export {
  departuresNeedingDecision,
  noteDepartureChanged,
  runDepartureNotices,
} from "./departure-notices";
export {
  adminDepartureList,
  cancelDepartureWithBookings,
  departureManifest,
  departureTrips,
  moveBookingToDeparture,
  moveTargets,
  runBookingAsPrivateTrip,
} from "./departure-operations";
export { saveExchangeRates } from "./exchange-rates";
export { bookingEndDate, sendTripMails } from "./journey-mails";
export { bookedQuotesOf } from "./lines";
export { sendBookingStatusMail } from "./operator-mail";
export { adminOverview } from "./overview";
export { unpaidBookingsAffected } from "./park-fee-impact";
export type { AffectedBooking } from "./park-fee-impact";
export { mailPaymentReceipt, recordOperatorEntry, travellerMoney } from "./payment-receipts";
export { bookingPayableKind } from "./payable";
export { receiptBookingIds, receiptCookieFor } from "./receipt-cookie";
export { bookedTrips, listAdminBookings, withOwed } from "./search";
export {
  findBookingByIdempotencyKey,
  findBookingForViewer,
  findBookingsByIds,
  keepEmailBookingsWithAccount,
  listBookingsForViewer,
} from "./store";
export { bookTrips, priceChangedMessage } from "./trip-bookings";
export type { TripsOutcome, TripsRequest } from "./trip-bookings";
export { requestBooking } from "./request-booking";
export type { BookingRequestOutcome, BookingRequester } from "./request-booking";
export { bookingHistory, findBooking, transitionBooking } from "./workflow";
export type { Actor } from "./workflow";
export { bookingErasureSteps, ERASED_NAME, erasedEmail } from "./erasure";
export { markProbeBooking } from "./store";
export { bookAtCheckout, checkoutQuote } from "./checkout";
export type {
  CheckoutBookingOutcome,
  CheckoutField,
  CheckoutForm,
  CheckoutQuote,
} from "./checkout";
export { tripPage, tripPreviewPage } from "./trip-page";
export type { TripPage } from "./trip-page";
export { tripQuotePage } from "./trip-quote-page";
export {
  bookingHoldAuditTrail,
  confirmPaidHold,
  expireUnpaidHolds,
  loadBookingHoldSettings,
  onlinePaymentMethods,
  releaseOverdueDeposits,
  releaseUnansweredRequests,
  saveBookingHoldSettings,
} from "./holds";
// A renamed trip's bookings and booking settings follow it (decision 0069).
export { bookingTripRename } from "./trip-rename";
// An accepted proposal's booking on its private departure (issue 30 slice 2, decision 0073).
export { bookAcceptedProposal } from "./proposal-booking";
export type { ProposalBookingInput, ProposalBookingOutcome } from "./proposal-booking";
