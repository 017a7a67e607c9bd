import { Link } from "react-router";
import type { Route } from "./+types/testimonial";
import { AdminShell } from "~/features/admin/admin-shell";
import {
  ExternalTestimonialForm,
  ReviewChoices,
  ReviewQuoteForm,
  SourceTabs,
} from "~/features/admin/testimonial-forms";
import { Notice } from "~/features/auth/notice";
import { SAMPLE_LABEL } from "../../../domain/testimonials/testimonial";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.id ? "Edit testimonial" : "Add a testimonial";
  return [{ title: `${title} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./testimonial.server";

/** Why a sample must be replaced, on its own editing page. */
function SampleNotice() {
  return (
    <div className="mt-4 rounded-lg border border-ochre-700 bg-ochre-50 px-4 py-3">
      <p className="font-semibold">This quote is a {SAMPLE_LABEL}.</p>
      <p className="mt-1">
        Its words have no source, so the site shows it without stars or a “verified” label. Give it
        one: a review a traveller wrote on this site, or the review on another site that these words
        come from.
      </p>
    </div>
  );
}

export default function AdminTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { id, current, source, review, choices, reviewProblem, external, today } = loaderData;
  const refused = actionData?.source === source ? actionData : undefined;
  const errors = refused?.errors ?? {};
  // After a conflict the other editor's version: saving again then replaces theirs.
  const version = actionData?.version ?? loaderData.version;
  const submitLabel = id ? "Save testimonial" : "Add testimonial";
  const quoteOf = (reviewId: string, text: string) =>
    refused?.reviewId === reviewId
      ? refused.values.quote
      : loaderData.quotedId === reviewId && loaderData.quote !== null
        ? loaderData.quote
        : text;
  return (
    <AdminShell title={id ? "Edit testimonial" : "Add a testimonial"}>
      <p className="mt-3">
        <Link to="/admin/testimonials" className="font-semibold underline">
          All testimonials
        </Link>
      </p>
      {current === "sample" ? <SampleNotice /> : null}
      <p className="mt-4 max-w-3xl">
        Every testimonial says where its words come from. A review a traveller wrote on this site
        shows as a verified review with its stars; a review on another site links to it.
      </p>
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-4" /> : null}
      <SourceTabs chosen={source} />
      {source === "external" ? (
        <ExternalTestimonialForm
          values={refused?.values ?? external}
          errors={errors}
          today={today}
          submitLabel={submitLabel}
          version={version}
        />
      ) : review ? (
        <ReviewQuoteForm
          review={review}
          quote={quoteOf(review.id, review.text)}
          errors={errors}
          submitLabel={submitLabel}
          version={version}
        />
      ) : choices ? (
        <ReviewChoices choices={choices} problem={errors.reviewId ?? reviewProblem} />
      ) : null}
    </AdminShell>
  );
}
