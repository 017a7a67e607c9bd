/**
 * Money is an integer number of minor units of one ISO currency, never a float (DESIGN.md
 * section 8, decision 0034): 185000 USD is $1,850. This file names the currencies and the unit
 * arithmetic; showing an amount is format.ts, reading a typed one parse.ts, changing currency
 * conversion.ts and exchange-rates.ts.
 */

/** Every currency the site shows prices in. */
export const currencies = ["USD", "KES", "EUR", "GBP"] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: unknown): value is Currency {
  return currencies.includes(value as Currency);
}

/** The currencies a booking is priced, charged and paid in (the payment ledger's). */
export const paymentCurrencies = ["USD", "KES"] as const satisfies readonly Currency[];
export type PaymentCurrency = (typeof paymentCurrencies)[number];

export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return paymentCurrencies.includes(value as PaymentCurrency);
}

/** An amount in the payment ledger: integer minor units with their currency. */
export interface Money {
  amountMinor: number;
  currency: PaymentCurrency;
}

/** Every currency the site shows has 100 minor units (cents, KES cents, euro cents, pence). */
export const MINOR_PER_MAJOR = 100;

/** Largest amount one entry may carry: 100 million units, far above any trip, far below 2^53. */
export const MAX_AMOUNT_MINOR = 100_000_000 * MINOR_PER_MAJOR;

/** Whole units to minor units: 1850 -> 185000. */
export function majorToMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

/** Minor units rounded to a whole number of major units, half away from zero: 150 -> 200, -150 -> -200. */
export function roundToWholeUnits(amountMinor: number): number {
  const whole = Math.round(Math.abs(amountMinor) / MINOR_PER_MAJOR) * MINOR_PER_MAJOR;
  return amountMinor < 0 ? -whole : whole;
}
