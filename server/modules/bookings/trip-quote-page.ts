import type { Kysely } from "kysely";
import { bookingPanelFor } from "../../../domain/booking/booking-panel";
import { parseBookingSelection } from "../../../domain/booking/booking-selection";
import { businessToday } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { findPublishedTrip } from "../catalogue";
import { tripOptionsOf } from "../pricing";

/**
 * The quote page of a trip its operator quotes (/itinerary/:slug/quote, issue 30: the school,
 * team-building and corporate quote forms without JavaScript): the trip's booking panel, whose
 * `quoteRequest` names the form, and the panel's choices carried in the query (`?option=` and
 * `?participants=`, a group's counts), which the form starts from. A trip without a quote form
 * has no quote page.
 */
export async function tripQuotePage(db: Kysely<Database>, slug: string, query: URLSearchParams) {
  const trip = findPublishedTrip(slug);
  if (!trip) return { kind: "no-such-trip" } as const;
  // Only a team-building panel lists these, and its form reads the trip's programmes instead.
  const bookable = await tripOptionsOf(db, trip).catch((error: unknown) => {
    logger.error({ err: error, slug }, "quote page: trip options failed; the form goes on without");
    return [];
  });
  const model = bookingPanelFor(trip, bookable);
  const kind = model.quoteRequest;
  if (!kind) return { kind: "not-quoted", trip } as const;
  const { selection } = parseBookingSelection(model, query, businessToday());
  return {
    kind: "page",
    quoteKind: kind,
    trip: { slug: trip.slug, title: trip.title, programmes: trip.programmes },
    model,
    selection,
  } as const;
}
