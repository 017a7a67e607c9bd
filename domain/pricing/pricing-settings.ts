import { z } from "zod";
import { isSeasonCalendar, type SeasonCalendar } from "../seasons/calendar";

/**
 * The stored forms of the operator's season calendar and base-price overrides (pricing_rules
 * rows), checked with zod wherever they are read or written: a stored value that does not pass
 * is never used for a price.
 */

/** The most a base price may be set to, per person: well above any trip's and far below a typo's. */
export const MAX_BASE_PRICE = 50_000;

export const seasonCalendarSchema = z
  .array(z.string())
  .refine(
    (value): value is SeasonCalendar[number][] => isSeasonCalendar(value),
    "must give each of the 12 months a season, and every season at least one month",
  )
  .transform((value) => value as SeasonCalendar);

/** "trip-slug/option-id" -> whole USD per person. */
export const basePricesSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/, "must be trip/option"),
  z
    .number()
    .int("must be whole dollars")
    .min(1, "must be at least $1")
    .max(MAX_BASE_PRICE, `must be at most $${MAX_BASE_PRICE.toLocaleString("en-US")}`),
);
