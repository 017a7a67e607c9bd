// The departures module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Group departures and their seats: the schedule a year ahead, seat holds, the waitlist and its
// offers, the admin calendar feed, manifests. Owns `departures` and `departure_waitlist`.
export {
  departuresCalendar,
  departuresCalendarPath,
  departuresCalendarToken,
  isDeparturesCalendarToken,
} from "./calendar";
export {
  SEAT_HOLDING_STATUSES,
  cancelDepartureIn,
  claimSeats,
  confirmWaitlistEntry,
  seatsTakenPerDeparture,
  departuresBetween,
  departuresByIds,
  departuresInMonth,
  departuresOfTrips,
  nextDepartureDates,
  paidConfirmedBooking,
  scheduleDepartures,
  tripDurationDays,
  upcomingDepartures,
  updateDeparture,
} from "./departures";
export type { DepartureView } from "./departures";
export {
  decisionDayAlertEmail,
  departureCancelledEmail,
  departureGuaranteedEmail,
  departureMovedEmail,
  privateTripEmail,
} from "./mails";
export type { DepartureBookingSummary } from "./mails";
export { renderManifest } from "./manifest";
export { departurePanelFor, waitlistDepartureFor } from "./panel";
export { departureDateOf, takeDepartureSeats } from "./seats";
export {
  joinWaitlistAndAskToConfirm,
  offerLapsedHolds,
  offerSeatsFreedOn,
} from "./waitlist-offers";
export { waitlistErasure } from "./erasure";
export {
  createDeparture,
  createPrivateDeparture,
  privateDepartureSlug,
  type CreateOutcome,
} from "./create-departure";
export { claimDepartureNotice } from "./departures";
export { receiveWaitlistRequest } from "./waitlist-request";
export type { WaitlistJoinOutcome } from "./waitlist-request";
// A renamed trip's departures follow it (decision 0069).
export { departureTripRename } from "./trip-rename";
