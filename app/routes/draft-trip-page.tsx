import type { Route } from "./+types/draft-trip-page";
import { TripPageView } from "~/features/trips/trip-page-view";

export { loader } from "./draft-trip-page.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Preview: ${loaderData?.trip.title ?? "trip"}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The draft's page, by the public trip page's own component (framed by the editor's preview). */
export default function AdminPreviewTrip({ loaderData }: Route.ComponentProps) {
  return <TripPageView loaderData={loaderData} />;
}
