import { bookingTripRename } from "../modules/bookings";
import { registerTripRenameStep } from "../modules/catalogue";
import { departureTripRename } from "../modules/departures";
import { listingTripRename } from "../modules/pages";
import { paymentPlanTripRename } from "../modules/payments";
import { basePriceTripRename } from "../modules/pricing";
import { reviewTripRename } from "../modules/reviews";

/**
 * Everything kept under a trip's slug follows the trip when the operator renames it (decision
 * 0069): each module that keys rows or settings by the slug moves its own, in the publish's
 * transaction. The catalogue sits below those modules and imports none, so each step is
 * registered here; prepareServer registers them before the server listens, and the integration
 * tests for every file (tests/support/trip-renames-setup.ts).
 */
let stops: Array<() => void> = [];

/** Registers every step below, once: calling it again changes nothing. */
export function registerTripRenameSteps(): void {
  if (stops.length > 0) return;
  stops = [
    bookingTripRename,
    departureTripRename,
    reviewTripRename,
    basePriceTripRename,
    paymentPlanTripRename,
    listingTripRename,
  ].map(registerTripRenameStep);
}

/** Takes back every step registerTripRenameSteps registered (at shutdown; in tests). */
export function unregisterTripRenameSteps(): void {
  for (const stop of stops) stop();
  stops = [];
}
