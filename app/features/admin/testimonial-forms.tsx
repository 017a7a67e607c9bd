import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { fieldClasses } from "~/features/booking/booking-fields";
import { Pagination } from "~/features/admin/pagination";
import { cn } from "~/lib/cn";
import {
  testimonialLimits,
  type ExternalField,
  type TestimonialErrors,
} from "../../../domain/testimonials/testimonial";
import type { QuotableReview } from "../../../domain/reviews/review-structured-data";
import { ReviewSummary } from "./testimonial-parts";

/*
 * The testimonial editor's two forms, one per source, drawn as plain forms: the server checks
 * every field and answers each refusal beside its field (no zod in the admin's JavaScript).
 */

export type TestimonialSourceChoice = "review" | "external";

/** The two sources as links: each draws its own form (works without JavaScript). */
export function SourceTabs({ chosen }: { chosen: TestimonialSourceChoice }) {
  const tabs = [
    { source: "review", label: "From a review on this site" },
    { source: "external", label: "From a review on another site" },
  ] as const;
  return (
    <nav aria-label="Where the words come from" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.source}>
            <Link
              to={`?source=${tab.source}`}
              aria-current={chosen === tab.source ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg border border-forest-700 px-4 text-sm font-semibold",
                chosen === tab.source ? "bg-forest-700 text-white" : "bg-white text-forest-800",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The chosen review, whole, and its quote: the review's words, shortened or not. */
export function ReviewQuoteForm({
  review,
  quote,
  errors,
  submitLabel,
  version,
}: {
  review: QuotableReview;
  quote: string;
  errors: TestimonialErrors;
  submitLabel: string;
  /** The testimonial's version as this form was drawn; null while adding one. */
  version: string | null;
}) {
  return (
    <Form method="post" noValidate className="mt-6 grid gap-5">
      <input type="hidden" name="source" value="review" />
      <VersionField version={version} />
      <input type="hidden" name="reviewId" value={review.id} />
      <section
        aria-labelledby="chosen-review"
        className="rounded-xl border border-sand-200 bg-white p-4"
      >
        <h2 id="chosen-review" className="text-lg font-bold">
          The review
        </h2>
        <div className="mt-2">
          <ReviewSummary review={review} />
        </div>
        {errors.reviewId ? (
          <p className="mt-2 text-sm font-semibold text-red-800">{errors.reviewId}</p>
        ) : null}
        <p className="mt-3">
          <Link to="?source=review&review=" className="font-semibold underline">
            Choose another review
          </Link>
        </p>
      </section>
      <FormField
        id="review-quote"
        label="Quote"
        hint="The traveller's own words. You may shorten them: leave words out and put … (or ...) where you did. Words they did not write are refused. The name, where from, trip, stars and date come from the review."
        error={errors.quote}
      >
        {(described) => (
          <textarea
            id="review-quote"
            name="quote"
            rows={6}
            maxLength={testimonialLimits.quote}
            defaultValue={quote}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

/** The published reviews to quote, newest first, each with the link that chooses it. */
export function ReviewChoices({
  choices,
  problem,
}: {
  choices: { rows: QuotableReview[]; page: number; pageCount: number; total: number };
  problem: string | null;
}) {
  return (
    <section aria-labelledby="choose-review" className="mt-6">
      <h2 id="choose-review" className="text-xl font-bold">
        Choose a review
      </h2>
      {problem ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <p className="mt-2 max-w-3xl">
        Reviews travellers wrote after their trips, newest first. Only reviews on the site (their
        trip is published) can be quoted.
      </p>
      {choices.rows.length === 0 ? (
        <p className="mt-4">
          No reviews to quote yet: travellers are asked for one when their booking is marked
          completed. Until then, add a review from another site.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {choices.rows.map((review) => (
            <li key={review.id} className="rounded-xl border border-sand-200 bg-white p-4">
              <ReviewSummary review={review} />
              <ButtonLink
                to={`?source=review&review=${review.id}`}
                variant="outline"
                size="sm"
                className="mt-3"
              >
                <span aria-hidden="true">Quote this review</span>
                <span className="sr-only">
                  Quote {review.firstName}’s review of {review.tripTitle}
                </span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={choices.page}
        pageCount={choices.pageCount}
        hrefForPage={(page) => `?source=review&review=&page=${page}`}
      />
    </section>
  );
}

const externalLabels: Record<ExternalField, { label: string; hint?: string }> = {
  quote: { label: "Quote", hint: "Copied from the review, as written there." },
  name: { label: "Name", hint: "As the review shows it, such as “Sarah M.”." },
  origin: { label: "Where from", hint: "Such as “London, United Kingdom”." },
  trip: { label: "Trip", hint: "The trip they reviewed." },
  siteName: { label: "Site", hint: "Such as TripAdvisor, Google or SafariBookings." },
  url: { label: "Link to the review", hint: "Its https:// address on that site." },
  writtenOn: { label: "Date written", hint: "The day the review shows." },
  rating: { label: "Rating", hint: "The stars the reviewer gave, if the site shows any." },
};

const textInputs: Partial<Record<ExternalField, { type: string; maxLength?: number }>> = {
  name: { type: "text", maxLength: testimonialLimits.name },
  origin: { type: "text", maxLength: testimonialLimits.origin },
  trip: { type: "text", maxLength: testimonialLimits.trip },
  siteName: { type: "text", maxLength: testimonialLimits.siteName },
  url: { type: "url", maxLength: testimonialLimits.url },
};

function ExternalInput({
  field,
  value,
  today,
  described,
}: {
  field: ExternalField;
  value: string;
  today: string;
  described: { "aria-invalid"?: true; "aria-describedby"?: string };
}) {
  const shared = {
    id: `external-${field}`,
    name: field,
    defaultValue: value,
    className: fieldClasses,
    ...described,
  };
  if (field === "quote")
    return <textarea rows={6} maxLength={testimonialLimits.quote} {...shared} />;
  if (field === "writtenOn") return <input type="date" max={today} {...shared} />;
  if (field === "rating")
    return (
      <select {...shared}>
        <option value="">No rating</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {stars} {stars === 1 ? "star" : "stars"} out of 5
          </option>
        ))}
      </select>
    );
  return <input {...textInputs[field]} {...shared} />;
}

/** Another site's review: its words, who wrote it, the site, the link and the day. */
export function ExternalTestimonialForm({
  values,
  errors,
  today,
  submitLabel,
  version,
}: {
  values: Record<ExternalField, string>;
  errors: TestimonialErrors;
  today: string;
  submitLabel: string;
  /** The testimonial's version as this form was drawn; null while adding one. */
  version: string | null;
}) {
  const fields = Object.keys(externalLabels) as ExternalField[];
  return (
    <Form method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="source" value="external" />
      <VersionField version={version} />
      {fields.map((field) => (
        <FormField
          key={field}
          id={`external-${field}`}
          label={externalLabels[field].label}
          hint={externalLabels[field].hint}
          error={errors[field]}
          className={field === "quote" ? "sm:col-span-2" : undefined}
        >
          {(described) => (
            <ExternalInput
              field={field}
              value={values[field]}
              today={today}
              described={described}
            />
          )}
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

/** Sent back with a save: the server refuses it when someone saved the testimonial meanwhile. */
function VersionField({ version }: { version: string | null }) {
  return version === null ? null : <input type="hidden" name="version" value={version} />;
}
