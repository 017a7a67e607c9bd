import { Hono } from "hono";
import { dynamicPricingRequestSchema } from "../../domain/pricing/pricing-request";
import { getDb } from "../platform/db";
import { priceRequest } from "../modules/pricing";
import {
  apiError,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerIp,
} from "../platform/http/json-api";
import { statusOfRefusal } from "../platform/http/refusal-status";
import { LIMITS } from "../platform/limits";

/**
 * POST /api/dynamic-pricing: the JSON adapter of the pricing module's quote use case
 * (priceRequest). A listing page asks for up to 10 cards at once, so a burst of 60 a minute
 * passes; a scraper looping over dates gets 429 with Retry-After.
 */
export const pricingApi = new Hono().post(
  "/dynamic-pricing",
  rateLimitPerIp(LIMITS.quotesPerAddress),
  jsonBodyLimit(4 * 1024),
  async (c) => {
    const parsed = await parseJsonBody(c, dynamicPricingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const answer = priceRequest(getDb().db, parsed.data);
    // Awaited only when the quote had to wait for its inputs (see priceRequest).
    const outcome = answer instanceof Promise ? await answer : answer;
    if (outcome.kind !== "quoted")
      return apiError(
        c,
        statusOfRefusal(outcome.kind),
        outcome.message,
        outcome.issues.length > 0 ? outcome.issues : undefined,
      );
    return jsonAnswer(c, outcome.quote, 200, { "Cache-Control": "no-store" });
  },
);
