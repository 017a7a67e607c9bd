// The pricing module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// What a trip costs on a date: the quote engine's inputs (demand, settings, park fees), quotes and
// From prices, the operator's pricing and park-fee pages. Owns `pricing_rules` and `park_fees`.
export { demandNext90Days, pricingAuditTrail, savePricingSettings } from "./admin";
export { parkFeeAuditTrail, saveParkFee } from "./park-fees";
export {
  PRICING_FACTORS_KEY,
  forgetQuoteInputs,
  loadParkFees,
  loadPricingSettings,
  quoteDemandByDate,
  quoteParkFees,
} from "./pricing";
export {
  bookableFromOf,
  currentPricingSettings,
  fromPriceInputsOf,
  fromPriceOf,
  fromPricesOf,
  pricingSnapshot,
  quoteTripOption,
  quoteTripOptionAtOnce,
  quotesOnDates,
  tripOptionsOf,
} from "./quotes";
export type { BookableFrom } from "./quotes";
export { departureLinesFor, nextDeparturesOf, tripDatesOf } from "./trip-dates";
export type { NextDeparture, TripDates } from "./trip-dates";
export { priceRequest } from "./price-request";
export type { PriceRequestOutcome } from "./price-request";
// A renamed trip's base prices follow it (decision 0069).
export { basePriceTripRename } from "./trip-rename";
