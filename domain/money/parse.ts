import { MAX_AMOUNT_MINOR, MINOR_PER_MAJOR } from "./amount";

/**
 * Amounts read from text: the spec's price text ("$1,394 per person") and what the operator types
 * into an amount field. Nothing here rounds an amount the person did not write as whole.
 */

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

/**
 * An amount typed by the operator ("1,850", "1850.5", "KES 21,560.00") as positive minor units;
 * null when it is not a positive amount with at most two decimals (never rounded silently).
 */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = bareAmountText(text);
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? "0").padEnd(2, "0"));
  return minor > 0 && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** A typed amount without the currency in front and the thousands commas: " KES 21,560.00" -> "21560.00". */
export function bareAmountText(text: string): string {
  return text
    .trim()
    .replace(/^(usd|kes|ksh|\$)\s*/i, "")
    .replace(/,/g, "");
}
