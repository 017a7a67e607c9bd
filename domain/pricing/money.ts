/** Money is whole units of one currency (USD dollars or KES shillings); formatting lives here only. */

// Created on first use: building Intl formatters costs tens of milliseconds on a slow phone,
// which would otherwise land in every page's start-up.
let usdFormatter: Intl.NumberFormat | undefined;
let kesFormatter: Intl.NumberFormat | undefined;

/** 1850 -> "$1,850" */
export function formatUsd(amount: number): string {
  usdFormatter ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  return usdFormatter.format(amount);
}

/** 21560 -> "KES 21,560" */
export function formatKes(amount: number): string {
  kesFormatter ??= new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });
  return `KES ${kesFormatter.format(amount)}`;
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
