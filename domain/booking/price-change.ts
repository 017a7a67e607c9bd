/**
 * The operator's final price replacing a booking's estimate. The history stores both totals in
 * minor units (cents, DESIGN.md section 8); bookings and their mails count whole US dollars.
 */
export interface PriceChange {
  /** The total stored when the traveller asked, in whole dollars. */
  estimate: number;
  /** The total the operator confirmed, in whole dollars. */
  finalTotal: number;
}

export function dollarsToMinor(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The price change a history entry records, or null when the entry did not change the price. */
export function priceChangeOf(event: {
  price_before_minor: number | null;
  price_after_minor: number | null;
}): PriceChange | null {
  if (event.price_before_minor === null || event.price_after_minor === null) return null;
  return {
    estimate: Math.round(event.price_before_minor / 100),
    finalTotal: Math.round(event.price_after_minor / 100),
  };
}
