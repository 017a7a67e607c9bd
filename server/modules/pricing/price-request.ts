import type { Kysely } from "kysely";
import { findPublishedTrip, resolveAdventureType } from "../catalogue";
import { publicQuote, type PublicQuote } from "../../../domain/pricing/public-quote";
import type { DynamicPricingRequest } from "../../../domain/pricing/pricing-request";
import type { Database } from "../../platform/db/schema";
import { refused, type Refusal } from "../../platform/refusal";
import type { QuoteResult } from "../../../domain/pricing/quote";
import { quoteTripOption, quoteTripOptionAtOnce } from "./quotes";

/**
 * Quote: a visitor asks what a trip costs on a date for a party (POST /api/dynamic-pricing, a
 * listing page's cards). The answer is the public quote (the traveller's price, saving and
 * reason, never the demand behind it), or a refusal naming each field the quote refused under the
 * request's own field names. The spec's `daysInAdvance` is accepted and ignored: the lead time
 * comes from the server's clock, so a client cannot claim an early-booking discount.
 *
 * Answered at once (no promise) when the quote's inputs are loaded, which is nearly always: every
 * card of a listing asks, and each promise costs more once a page has rendered (bench/RESULTS.md).
 */
export type PriceRequestOutcome =
  | { kind: "quoted"; quote: PublicQuote }
  | (Refusal<"invalid"> & { issues: Array<{ path: string; message: string }> });

/** The request's name for each field a quote can refuse. */
const requestField = {
  optionId: "tierId",
  participants: "participants",
  date: "bookingDate",
  categories: "categories",
  childAges: "childAges",
} as const;

export function priceRequest(
  db: Kysely<Database>,
  request: DynamicPricingRequest,
): PriceRequestOutcome | Promise<PriceRequestOutcome> {
  const slug = resolveAdventureType(request.adventureType);
  const trip = slug ? findPublishedTrip(slug) : undefined;
  if (!trip)
    return {
      ...refused("invalid", `We have no trip called "${request.adventureType.slice(0, 80)}".`),
      issues: [],
    };
  const quoteRequest = {
    optionId: request.tierId,
    participants: request.participants,
    date: request.bookingDate,
    categories: request.categories,
    childAges: request.childAges,
  };
  const atOnce = quoteTripOptionAtOnce(db, trip, quoteRequest);
  return atOnce ? answerOf(atOnce) : quoteTripOption(db, trip, quoteRequest).then(answerOf);
}

function answerOf(result: QuoteResult): PriceRequestOutcome {
  if (result.ok) return { kind: "quoted", quote: publicQuote(result.quote) };
  return {
    ...refused("invalid", result.message),
    issues: Object.entries(result.errors).map(([field, message]) => ({
      path: requestField[field as keyof typeof requestField],
      message,
    })),
  };
}
