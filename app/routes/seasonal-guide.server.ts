import type { Route } from "./+types/seasonal-guide";
import { findTrip } from "../../server/modules/catalogue";
import { seasonAdjustments } from "../../domain/pricing/dynamic-pricing";
import { defaultPricingSettings } from "../../domain/pricing/quote";
import { monthRatingsOn, seasonsOn } from "../../domain/seasons/seasons";
import { logger } from "../../server/platform/logger";
import { currentPricingSettings } from "../../server/modules/pricing";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * The guide from the one season calendar: each season's months, each month's season badge and
 * the season's price line all come from the operator's settings, the same ones the prices use.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let settings = defaultPricingSettings;
  try {
    settings = await currentPricingSettings(context.get(dbContext));
  } catch (error) {
    logger.error({ err: error }, "season calendar unavailable; showing the default calendar");
  }
  return {
    seasons: seasonsOn(settings.seasonCalendar, seasonAdjustments(settings.factors)).map(
      (season) => ({
        ...season,
        trips: season.recommendedTrips.flatMap((slug) => {
          const trip = findTrip(slug);
          return trip ? [{ slug, title: trip.title, duration: trip.duration }] : [];
        }),
      }),
    ),
    months: monthRatingsOn(settings.seasonCalendar),
  };
}
