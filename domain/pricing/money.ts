import { formatMoney, majorToMinor } from "../money/format";

/** Whole dollars and whole shillings as the site shows them: thin names of the one formatter (domain/money/format.ts). */

/** 1850 -> "$1,850" (rounded to the dollar) */
export function formatUsd(amount: number): string {
  return formatMoney(majorToMinor(amount), "USD", { whole: true });
}

/** 21560 -> "KES 21,560" (rounded to the shilling) */
export function formatKes(amount: number): string {
  return formatMoney(majorToMinor(amount), "KES", { whole: true });
}

/**
 * The first dollar amount in a price text as a whole number; 0 when there is none
 * (a trip's total is that times the participants). "$1,394 per person" -> 1394, "From $450" -> 450, "Contact for pricing" -> 0.
 */
export function parsePrice(priceText: string): number {
  const match = /\$\s*([\d,]+(?:\.\d+)?)/.exec(priceText);
  if (!match?.[1]) return 0;
  const value = Number.parseFloat(match[1].replace(/,/g, ""));
  return Number.isFinite(value) ? Math.round(value) : 0;
}
