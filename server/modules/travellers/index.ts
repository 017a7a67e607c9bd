// The travellers module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Each traveller's details for a booking (passport, medical notes, emergency contact), their link and their erasure after the trip. Owns `booking_travellers`' details.
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
