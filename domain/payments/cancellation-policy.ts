import { daysBetween } from "../calendar";

/**
 * The cancellation policy (issue 16): what the operator keeps when a traveller cancels, by how
 * many days before departure they cancel, and so what is refunded of what they paid. One module:
 * the trip pages, the booking panel, the confirmation email, the terms, the dashboard and the
 * admin booking page all read the tiers and their sentences from here, so they cannot disagree.
 * Money is integer minor units (cents); the clock is a parameter (`today`).
 */

/** What a tier keeps: the booking's deposit, or a share of the trip price. */
export type CancellationCharge = { kind: "deposit" } | { kind: "percent"; percent: number };

export interface CancellationTier {
  /** The tier applies from this many days before departure (inclusive) up to the tier above. */
  fromDaysBefore: number;
  keeps: CancellationCharge;
}

/** Tiers from the earliest cancellation (most days before departure) to the latest. */
export interface CancellationPolicy {
  tiers: readonly CancellationTier[];
}

/**
 * The default: more than 60 days before departure the deposit is kept; 60-31 days, 50 % of the
 * trip price; 30-8 days, 75 %; 7 days or fewer (the day of departure and after included), all of it.
 */
export const defaultCancellationPolicy: CancellationPolicy = {
  tiers: [
    { fromDaysBefore: 61, keeps: { kind: "deposit" } },
    { fromDaysBefore: 31, keeps: { kind: "percent", percent: 50 } },
    { fromDaysBefore: 8, keeps: { kind: "percent", percent: 75 } },
    { fromDaysBefore: Number.NEGATIVE_INFINITY, keeps: { kind: "percent", percent: 100 } },
  ],
};

/** Whole days from `today` to the departure date (both yyyy-mm-dd); 0 on the day, negative after. */
export function daysBeforeDeparture(departureDate: string, today: string): number {
  return daysBetween(today, departureDate);
}

/** The tier that applies when cancelling `daysBefore` days before departure. */
export function cancellationTier(
  policy: CancellationPolicy,
  daysBefore: number,
): { tier: CancellationTier; index: number } {
  const index = policy.tiers.findIndex((tier) => daysBefore >= tier.fromDaysBefore);
  // The last tier covers everything below it, whatever its own bound says.
  const found = index === -1 ? policy.tiers.length - 1 : index;
  return { tier: policy.tiers[found]!, index: found };
}

export interface RefundInput {
  /** The trip's price for the whole booking, minor units. */
  tripPriceMinor: number;
  /** The deposit the payment plan asks for this booking, minor units. */
  depositMinor: number;
  /** What the traveller has paid so far, net of earlier refunds, minor units. */
  paidMinor: number;
  /** Days from the cancellation to departure (daysBeforeDeparture). */
  daysBefore: number;
}

export interface RefundQuote {
  /** What is refunded: never negative, never more than was paid. */
  refundMinor: number;
  /** What the operator keeps of what was paid (paid - refund). */
  keptMinor: number;
  /** What the tier charges, whether or not that much was paid. */
  chargeMinor: number;
  daysBefore: number;
  tier: CancellationTier;
  /** The tier's position, to find its sentence in cancellationPolicySentences. */
  tierIndex: number;
}

function wholeMinor(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/**
 * What cancelling refunds. The tier's charge is the deposit (at most the trip price) or its share
 * of the trip price, rounded to the nearest minor unit; the refund is what was paid beyond the
 * charge, clamped to [0, paid]. Nothing paid, nothing refunded.
 */
export function cancellationRefund(
  input: RefundInput,
  policy: CancellationPolicy = defaultCancellationPolicy,
): RefundQuote {
  const price = wholeMinor(input.tripPriceMinor);
  const paid = wholeMinor(input.paidMinor);
  const { tier, index } = cancellationTier(policy, input.daysBefore);
  const charge =
    tier.keeps.kind === "deposit"
      ? Math.min(wholeMinor(input.depositMinor), price)
      : Math.round((price * Math.min(100, Math.max(0, tier.keeps.percent))) / 100);
  const refund = Math.min(paid, Math.max(0, paid - charge));
  return {
    refundMinor: refund,
    keptMinor: paid - refund,
    chargeMinor: charge,
    daysBefore: input.daysBefore,
    tier,
    tierIndex: index,
  };
}

function chargeWords(charge: CancellationCharge): string {
  if (charge.kind === "deposit") return "we keep the deposit and refund the rest of what you paid";
  if (charge.percent >= 100) return "we keep the full trip price, so nothing is refunded";
  if (charge.percent <= 0) return "we refund everything you paid";
  return `we keep ${charge.percent}% of the trip price and refund the rest of what you paid`;
}

function daysWords(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** When a tier applies, in words: "more than 60 days", "60 to 31 days", "7 days or fewer". */
function whenWords(policy: CancellationPolicy, index: number): string {
  const tier = policy.tiers[index]!;
  const above = policy.tiers[index - 1];
  const upper = above ? above.fromDaysBefore - 1 : null;
  const isLast = index === policy.tiers.length - 1;
  if (upper === null) return `more than ${daysWords(tier.fromDaysBefore - 1)}`;
  if (isLast || !Number.isFinite(tier.fromDaysBefore)) return `${daysWords(upper)} or fewer`;
  if (upper === tier.fromDaysBefore) return `${daysWords(upper)}`;
  return `${upper} to ${daysWords(tier.fromDaysBefore)}`;
}

/**
 * The policy in plain sentences, one per tier, earliest first: the one text every page, mail and
 * the terms show. "Cancel more than 60 days before departure: we keep the deposit and refund the
 * rest of what you paid."
 */
export function cancellationPolicySentences(
  policy: CancellationPolicy = defaultCancellationPolicy,
): string[] {
  return policy.tiers.map(
    (tier, index) =>
      `Cancel ${whenWords(policy, index)} before departure: ${chargeWords(tier.keeps)}.`,
  );
}

/** The policy's name where it is linked or headed. */
export const cancellationPolicyTitle = "Cancellation policy";

/** Where the full policy stands with the rest of the conditions (issue 17's page). */
export const cancellationPolicyHref = "/booking-conditions#cancellation";

/** The sentence of the tier that applies to a quote (the dashboard's and the admin's "why"). */
export function refundTierSentence(
  quote: RefundQuote,
  policy: CancellationPolicy = defaultCancellationPolicy,
): string {
  return cancellationPolicySentences(policy)[quote.tierIndex]!;
}
