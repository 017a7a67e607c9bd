import type { Quote } from "./quote";

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
  totalPrice: number;
  currency: "USD";
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
  };
}
