/**
 * How a departure on the travel date prices that date (issue 15, decision 0023). Pure.
 *
 * - Demand: where the date has a departure, the engine's demand reads the departure's fill rate
 *   (seats booked or held for waiting travellers, against its seats) instead of the trip's
 *   confirmed travellers within three days of the date against its largest group. The seats a
 *   traveller sees as taken ("2 seats left") are the seats the price sees.
 * - Price override: the operator's per-person price for a departure replaces the engine's price
 *   for that date (no season, demand, early-booking or group factor, no 70-130 % limits). It is
 *   the price of the trip's cheapest option; dearer options keep their proportion to it.
 */

/** What a quote needs of the departure on its date (a cancelled departure is not passed). */
export interface DeparturePricing {
  seats: number;
  /** Seats of confirmed travellers (pending requests and waitlist holds are not demand). */
  seatsFilled: number;
  /** Whole USD per person for the trip's cheapest option; null: the engine prices the date. */
  priceOverride: number | null;
  /**
   * How a traveller can book the departure: the last day it is sold and the seats left; null when
   * the operator closed its sales by hand. The card's "From" counts only departures on sale.
   */
  sale: DepartureSale | null;
}

export interface DepartureSale {
  /** The last day the departure can be booked (its date less the sales cut-off), yyyy-mm-dd. */
  lastDay: string;
  seatsLeft: number;
}

/** A departure a party of `participants` can book on `today`. */
export function isOnSaleFor(
  departure: DeparturePricing,
  today: string,
  participants: number,
): boolean {
  return (
    departure.sale !== null &&
    today <= departure.sale.lastDay &&
    departure.sale.seatsLeft >= participants
  );
}

/** The two demand inputs of the engine: participants booked against a capacity. */
export interface DemandInputs {
  bookedParticipants: number;
  capacity: number;
}

/**
 * The demand the engine reads for a date: the departure's fill rate where the date has one,
 * else the trip's confirmed travellers around the date against its largest group.
 */
export function demandInputs(
  aroundDate: DemandInputs,
  departure: DeparturePricing | null | undefined,
): DemandInputs {
  if (!departure || departure.seats <= 0) return aroundDate;
  return {
    bookedParticipants: Math.min(departure.seats, Math.max(0, departure.seatsFilled)),
    capacity: departure.seats,
  };
}

/**
 * The per-person price of an option on a departure with a price override: the override for the
 * cheapest option, the same proportion of it for a dearer one (whole USD). Null without an
 * override.
 */
export function overridePerPerson(
  departure: DeparturePricing | null | undefined,
  optionNormalPerPerson: number,
  cheapestNormalPerPerson: number,
): number | null {
  if (!departure || departure.priceOverride === null) return null;
  if (cheapestNormalPerPerson <= 0 || optionNormalPerPerson === cheapestNormalPerPerson)
    return departure.priceOverride;
  return Math.round((departure.priceOverride * optionNormalPerPerson) / cheapestNormalPerPerson);
}

/** The saving reason a traveller reads when a departure's own price is below the normal price. */
export const DEPARTURE_PRICE_REASON = "Special departure price";
