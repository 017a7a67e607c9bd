import { CheckCircle2 } from "lucide-react";
import { personalPageHeaders, RefusedLink } from "~/components/layout/personal-link-page";
import { ButtonLink } from "~/components/ui/button";
import type { Route } from "./+types/waitlist-confirm";
import { formatTravelDate } from "../../domain/calendar";
import { waitlistJoinedMessage } from "../../domain/departures/waitlist-form";
import { site } from "../../domain/site";

export function meta() {
  return [
    { title: `Your place on the waitlist | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The link is personal: the loader says no-store, for browsers and the page cache. */
export const headers = personalPageHeaders;

export { loader } from "./waitlist-confirm.server";

export default function WaitlistConfirmPage({ loaderData: page }: Route.ComponentProps) {
  if (page.state === "refused")
    return <RefusedLink title="We could not confirm this waitlist place" error={page.error} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <CheckCircle2 aria-hidden="true" className="size-10 text-forest-700" />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">You're on the waitlist</h1>
      <p role="status" className="mt-4 text-lg">
        {page.trip.title} on {formatTravelDate(page.date)}, for {page.participants}{" "}
        {page.participants === 1 ? "traveller" : "travellers"}.{" "}
        {waitlistJoinedMessage(page.position)}
      </p>
      <ButtonLink to={`/itinerary/${page.trip.slug}`} className="mt-8">
        Back to {page.trip.title}
      </ButtonLink>
    </section>
  );
}
