import { CheckCircle2 } from "lucide-react";
import { personalPageHeaders, RefusedLink } from "~/components/layout/personal-link-page";
import type { Route } from "./+types/review";
import { site } from "../../domain/site";
import { ButtonLink } from "~/components/ui/button";
import { ReviewForm } from "~/features/reviews/review-form";

export function meta() {
  return [
    { title: `Review your trip | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The link is personal: the loader and the action say no-store, for browsers and the page cache. */
export const headers = personalPageHeaders;

export { action, loader } from "./review.server";

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (page.state === "refused")
    return <RefusedLink title="We could not open this review" error={page.error} />;
  if (page.state === "thanks")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <CheckCircle2 aria-hidden="true" className="size-10 text-forest-700" />
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Thank you for your review</h1>
        <p role="status" className="mt-4 text-lg">
          Your review of {page.trip.title} is published on the trip's page. If we reply, our answer
          appears below it.
        </p>
        <ButtonLink to={`/itinerary/${page.trip.slug}#reviews`} className="mt-8">
          See the reviews of {page.trip.title}
        </ButtonLink>
      </section>
    );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">How was {page.trip.title}?</h1>
      <p className="mt-3 text-lg">
        We ask every traveller the same. Every review is published on the trip's page as you write
        it, good or bad; we can only reply below it.
      </p>
      <ReviewForm values={page.values} errors={page.errors} />
    </section>
  );
}
