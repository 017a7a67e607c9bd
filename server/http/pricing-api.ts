import { Hono } from "hono";
import { pricedTrip, resolveAdventureType } from "../../content/trips";
import { isoDate } from "../../domain/calendar";
import { computeDynamicPrice } from "../../domain/pricing/dynamic-pricing";
import { dynamicPricingRequestSchema, isNotInThePast } from "../../domain/pricing/pricing-request";
import { getDb } from "../db";
import { quoteBookedParticipantsAround, quotePricingFactors } from "../services/pricing";
import { apiError, jsonBodyLimit, parseJsonBody, rateLimitPerIp } from "./json-api";

/**
 * POST /api/dynamic-pricing. A listing page asks for up to 10 cards at once, so a burst of
 * 60 a minute passes; a scraper looping over dates gets 429 with Retry-After.
 */
export const pricingApi = new Hono().post(
  "/dynamic-pricing",
  rateLimitPerIp({ points: 60, durationSeconds: 60, keyPrefix: "dynamic-pricing" }),
  jsonBodyLimit(4 * 1024),
  async (c) => {
    const parsed = await parseJsonBody(c, dynamicPricingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const request = parsed.data;

    const slug = resolveAdventureType(request.adventureType);
    if (!slug)
      return apiError(c, 400, `We have no trip called "${request.adventureType.slice(0, 80)}".`);
    const trip = pricedTrip(slug, request.tierId);
    if (!trip)
      return apiError(c, 400, `We have no trip called "${request.adventureType.slice(0, 80)}".`);
    if ("error" in trip) return apiError(c, 400, trip.error);
    const today = isoDate(new Date());
    if (!isNotInThePast(request.bookingDate, today))
      return apiError(
        c,
        400,
        "bookingDate: the date is in the past. Choose today or a later date.",
      );

    const { db } = getDb();
    const [factors, bookedParticipants] = await Promise.all([
      quotePricingFactors(db),
      quoteBookedParticipantsAround(db, slug, request.bookingDate),
    ]);
    const price = computeDynamicPrice({
      basePrice: trip.basePrice,
      bookingDate: request.bookingDate,
      participants: request.participants,
      today,
      bookedParticipants,
      maxGroupSize: trip.maxGroupSize,
      daysInAdvance: request.daysInAdvance,
      factors,
    });
    c.header("Cache-Control", "no-store");
    return c.json(price);
  },
);
