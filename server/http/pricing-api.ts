import { Hono } from "hono";
import { findTrip, resolveAdventureType } from "../../content/trips";
import { publicQuote } from "../../domain/pricing/public-quote";
import { dynamicPricingRequestSchema } from "../../domain/pricing/pricing-request";
import { getDb } from "../platform/db";
import { quoteTripOption, quoteTripOptionAtOnce } from "../modules/pricing";
import {
  apiError,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerIp,
} from "../platform/http/json-api";
import { LIMITS } from "../platform/limits";

/** The request's name for each field a quote can refuse. */
const requestField = {
  optionId: "tierId",
  participants: "participants",
  date: "bookingDate",
  categories: "categories",
} as const;

/**
 * POST /api/dynamic-pricing. A listing page asks for up to 10 cards at once, so a burst of
 * 60 a minute passes; a scraper looping over dates gets 429 with Retry-After. The spec's
 * `daysInAdvance` is accepted and ignored: the lead time comes from the server's clock, so a
 * client cannot claim an early-booking discount.
 */
export const pricingApi = new Hono().post(
  "/dynamic-pricing",
  rateLimitPerIp(LIMITS.quotesPerAddress),
  jsonBodyLimit(4 * 1024),
  async (c) => {
    const parsed = await parseJsonBody(c, dynamicPricingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const request = parsed.data;

    const slug = resolveAdventureType(request.adventureType);
    const trip = slug ? findTrip(slug) : undefined;
    if (!trip)
      return apiError(c, 400, `We have no trip called "${request.adventureType.slice(0, 80)}".`);
    const quoteRequest = {
      optionId: request.tierId,
      participants: request.participants,
      date: request.bookingDate,
      categories: request.categories,
    };
    const { db } = getDb();
    // At once from the loaded copy of the inputs; waiting only when one must be loaded.
    const result =
      quoteTripOptionAtOnce(db, trip, quoteRequest) ??
      (await quoteTripOption(db, trip, quoteRequest));
    if (!result.ok)
      return apiError(
        c,
        400,
        result.message,
        Object.entries(result.errors).map(([field, message]) => ({
          path: requestField[field as keyof typeof requestField],
          message,
        })),
      );
    return jsonAnswer(c, publicQuote(result.quote), 200, { "Cache-Control": "no-store" });
  },
);
