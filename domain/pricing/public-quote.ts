import type { Quote, QuoteLine, QuoteTotal } from "./quote";
import type { TravellerCategory } from "./traveller-categories";

/**
 * The public answer: the traveller's price, total, saving and its reason, in the spec's field
 * names where they carry those (finalPrice, basePrice, savings, totalPrice, currency). No
 * demand level, season factor or breakdown: how demand moves prices stays on the server
 * (issue 13 item 7, decision 0015).
 */
export interface PublicQuote {
  tripSlug: string;
  title: string;
  tierId: string;
  tierName: string;
  bookingDate: string;
  participants: number;
  /** The option's normal price per person. */
  basePrice: number;
  /** The traveller's price per person. */
  finalPrice: number;
  /** Per person, above 0 only when finalPrice is below basePrice. */
  savings: number;
  savingsReason: string | null;
  /** Whole USD: the sum of the USD lines (non-resident trip prices and their park fees). */
  totalPrice: number;
  currency: "USD";
  /** Each participant's category (issue 19). */
  categories: TravellerCategory[];
  /** The trip price per category and each park's fee, in minor units of each line's currency. */
  lines: Array<Omit<QuoteLine, "feeId">>;
  /** One total per currency, each the sum of its lines. */
  totals: QuoteTotal[];
  /** A resident or citizen price: the booking asks for each such traveller's document number. */
  needsProof: boolean;
}

export function publicQuote(quote: Quote): PublicQuote {
  return {
    tripSlug: quote.slug,
    title: quote.title,
    tierId: quote.option.id,
    tierName: quote.option.name,
    bookingDate: quote.date,
    participants: quote.participants,
    basePrice: quote.normalPerPerson,
    finalPrice: quote.perPerson,
    savings: quote.saving,
    savingsReason: quote.savingReason,
    totalPrice: quote.total,
    currency: quote.currency,
    categories: quote.categories,
    // The fee record's id is the operator's, not the traveller's.
    lines: quote.lines.map(({ feeId: _feeId, ...line }) => line),
    totals: quote.totals,
    needsProof: quote.needsProof,
  };
}
