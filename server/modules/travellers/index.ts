// The travellers module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Each traveller's details for a booking (passport name, date of birth, medical notes, emergency
// contact), their link, the readiness counts and their erasure after the trip. Writes the details
// on the `booking_travellers` slots the bookings module creates, and the erasure's row in the admin
// audit log.
export {
  bookingAsksReadiness,
  completenessByDeparture,
  completenessFor,
  eraseTravellerDetails,
  eraseTravellerDetailsOfBookings,
  erasureRecordOf,
  makeTravellerLink,
  openTravellerLink,
  saveTravellerByBooker,
  submitTravellerLink,
  travellerDataForBookings,
  travellerSlots,
  travellerSlotsOf,
  usedTravellerLink,
  whyClosed,
} from "./details";
export type { OpenedLink, TravellerSlot } from "./details";
export { travellerErasureSteps } from "./erasure";
