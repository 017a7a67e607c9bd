import { CheckCircle2 } from "lucide-react";
import { personalPageHeaders, RefusedLink } from "~/components/layout/personal-link-page";
import type { Route } from "./+types/traveller-link";
import { formatTravelDate } from "../../domain/calendar";
import { site } from "../../domain/site";
import { ReadinessAdvice } from "~/features/travellers/readiness-advice";
import { TravellerDetailsForm } from "~/features/travellers/traveller-form";

export function meta() {
  return [
    { title: `Your traveller details | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The link is personal: the loader and the action say no-store, for browsers and the page cache. */
export const headers = personalPageHeaders;

export { action, loader } from "./traveller-link.server";

export default function TravellerLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (page.state === "refused")
    return <RefusedLink title="We could not open this link" error={page.error} />;
  const { trip } = page;
  if (page.state === "thanks")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <CheckCircle2 aria-hidden="true" className="size-10 text-forest-700" />
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Thank you, {page.name}</h1>
        <p role="status" className="mt-4 text-lg">
          Your details for {trip.title} on {formatTravelDate(trip.date)} are saved. This link has
          now been used; to change anything, ask the person who booked the trip.
        </p>
        {page.advice ? <ReadinessAdvice advice={page.advice} /> : null}
      </section>
    );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="traveller-form-heading" className="text-3xl font-bold sm:text-4xl">
        Your details for {trip.title}
      </h1>
      <p className="mt-3 text-lg">
        You are traveller {trip.slot} on {trip.title}, starting {formatTravelDate(trip.date)}. Your
        guide needs these details before the trip.
      </p>
      <p className="mt-2">
        Only the person who booked, you (with this link) and our team can see them, and we erase
        them {trip.retentionDays} days after the trip. This link works once.
      </p>
      <TravellerDetailsForm
        values={page.values}
        errors={page.errors}
        asksReadiness={trip.asksReadiness}
        highestPoint={trip.highestPoint}
        hidden={{}}
        submitLabel="Send my details"
      />
    </section>
  );
}
