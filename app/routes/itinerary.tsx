import type { Route } from "./+types/itinerary";
import { illustrationUrl } from "~/components/illustration";
import { TripPageView } from "~/features/trips/trip-page-view";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";
import { shareImageOf } from "../../domain/media/photo-view";

export { loader } from "./itinerary.server";
export { action } from "./itinerary-waitlist.server";

/** A quoted page (the panel's choice in the query) is personal and live: the loader says no-store. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Trip not found" }];
  const { trip, photos } = loaderData;
  // The operator's own words for search engines when given (the trip editor's SEO fields).
  return pageMeta({
    title: trip.seo?.title ?? trip.title,
    description: trip.seo?.description ?? trip.summary,
    path: `/itinerary/${trip.slug}`,
    siteUrl: siteUrlFrom(matches),
    language: languageFrom(matches),
    // The hero photo's 1200 px WebP when the trip has one; else its illustration.
    image: (photos.hero && shareImageOf(photos.hero)) ?? illustrationUrl(trip.scene),
    type: "article",
  });
}

export default function ItineraryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TripPageView loaderData={loaderData} actionData={actionData} />;
}
