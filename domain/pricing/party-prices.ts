import { formatMoney } from "../money/format";
import type { Quote } from "./quote";
import type { FeeAdded, QuoteLine } from "./quote-lines";
import {
  categoryCurrency,
  type CategoryCurrency,
  type TravellerCategory,
} from "./traveller-categories";

/**
 * Which price a party reads (decision 0061). A party in which every traveller pays a resident or
 * citizen price is charged in shillings only, so every per-person figure it sees (the options,
 * each departure, "Your price") is its own shilling price: never the dollar price, its
 * conversion or the table's shilling figure beside it. Any other party reads dollar prices, and a
 * resident among them has their shilling line in the quote.
 */
export function partyCurrency(
  categories: readonly TravellerCategory[] | undefined,
): CategoryCurrency {
  if (!categories || categories.length === 0) return "USD";
  return categories.every((category) => categoryCurrency[category] === "KES") ? "KES" : "USD";
}

/** A per-person price in the party's currency: whole dollars or whole shillings. */
export interface PartyPrice {
  amount: number;
  currency: CategoryCurrency;
}

/**
 * The per-person trip price a party sees on a quote: the non-resident price for a dollar party;
 * for a shilling party, the adult trip price of its first traveller's category (a child's band
 * price is its own line, and park fees stay lines on top, as they do in dollars).
 */
export function partyPerPerson(
  quote: Pick<Quote, "perPerson" | "lines" | "categories">,
): PartyPrice {
  if (partyCurrency(quote.categories) === "USD")
    return { amount: quote.perPerson, currency: "USD" };
  const first = quote.categories[0]!;
  const adultLine = tripLinesOf(quote.lines, first).reduce<QuoteLine | null>(
    (highest, line) => (!highest || line.unitMinor > highest.unitMinor ? line : highest),
    null,
  );
  return { amount: adultLine ? Math.round(adultLine.unitMinor / 100) : 0, currency: "KES" };
}

function tripLinesOf(lines: readonly QuoteLine[], category: TravellerCategory): QuoteLine[] {
  return lines.filter((line) => line.kind === "trip" && line.category === category);
}

/** The park fees a resident or citizen pays per person, by category, for the page's note. */
export type ResidentFees = Partial<Record<TravellerCategory, readonly FeeAdded[]>>;

/**
 * "KES 250 per person for Kenyan citizens and East African residents", or one phrase per category
 * where they differ ("KES 800 per person for Kenyan citizens, KES 1,200 per person for East
 * African residents"); null without a resident fee in force.
 */
export function residentFeesText(fees: ResidentFees): string | null {
  const phrases: Array<{ amount: string; who: string }> = [];
  for (const [category, who] of [
    ["kenyan-citizen", "Kenyan citizens"],
    ["east-african-resident", "East African residents"],
  ] as const) {
    const added = fees[category];
    if (!added || added.length === 0) continue;
    const perPersonMinor = added.reduce((sum, fee) => sum + fee.perPersonMinor, 0);
    const amount = `${formatMoney(perPersonMinor, added[0]!.currency)} per person`;
    const same = phrases.find((phrase) => phrase.amount === amount);
    if (same) same.who = `${same.who} and ${who}`;
    else phrases.push({ amount, who });
  }
  return phrases.length
    ? phrases.map(({ amount, who }) => `${amount} for ${who}`).join(", ")
    : null;
}
