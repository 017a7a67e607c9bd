import { seasons } from "../seasons/seasons";
import type { Quote, QuoteLine, QuoteTotal } from "./quote";
import type { TravellerCategory } from "./traveller-categories";

/**
 * The public answer: the traveller's price, total, saving and its reason, and the date's season
 * with its one-line description from the seasonal guide, in the spec's field names where they
 * carry those (finalPrice, basePrice, savings, season, seasonInfo, totalPrice, currency). No
 * demand level, factor or breakdown: how demand moves prices stays on the server (issue 13 item
 * 7, decision 0015); the season is on every calendar page anyway (issue 28).
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
  /** The date's season as the seasonal guide names it ("Dry Season (Peak)"). */
  season: string;
  /** The season's one-line description from the guide (its weather). */
  seasonInfo: string;
  /** Whole USD: the sum of the USD lines (non-resident trip prices and their park fees). */
  totalPrice: number;
  currency: "USD";
  /** Each participant's category (issue 19). */
  categories: TravellerCategory[];
  /** The children's ages, the party's last travellers (issue 28). */
  childAges: number[];
  /** The trip price per category and each park's fee, in minor units of each line's currency. */
  lines: Array<Omit<QuoteLine, "feeId">>;
  /** One total per currency, each the sum of its lines. */
  totals: QuoteTotal[];
  /** A resident or citizen price: the booking asks for each such traveller's document number. */
  needsProof: boolean;
}

export function publicQuote(quote: Quote): PublicQuote {
  const season = seasons.find((candidate) => candidate.id === quote.season);
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
    season: season?.season ?? quote.season,
    seasonInfo: season?.weather ?? "",
    totalPrice: quote.total,
    currency: quote.currency,
    categories: quote.categories,
    childAges: quote.childAges,
    // The fee record's id is the operator's, not the traveller's.
    lines: quote.lines.map(({ feeId: _feeId, ...line }) => line),
    totals: quote.totals,
    needsProof: quote.needsProof,
  };
}
