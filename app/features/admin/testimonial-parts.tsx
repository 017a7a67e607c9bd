import { Stars } from "~/features/reviews/trip-reviews";
import { ratingText } from "../../../domain/reviews/review-summary";
import type { QuotableReview } from "../../../domain/reviews/review-structured-data";
import type { TestimonialSource } from "../../../domain/testimonials/public-testimonial";
import { SAMPLE_LABEL } from "../../../domain/testimonials/testimonial";
import { formatTravelDate } from "../../../domain/calendar";

/** Stars and their words ("4 out of 5"). */
function RatingLine({ rating }: { rating: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <Stars rating={rating} />
      <span>{ratingText(rating)}</span>
    </span>
  );
}

/** Where a testimonial's words come from, in the admin list: the sample's warning stands out. */
export function TestimonialSourceText({ source }: { source: TestimonialSource }) {
  if (source.kind === "sample")
    return (
      <span className="inline-block rounded-md border border-ochre-700 bg-ochre-50 px-2 py-1 text-sm font-semibold text-earth-900">
        {SAMPLE_LABEL}
      </span>
    );
  if (source.kind === "review")
    return (
      <span className="grid gap-1">
        <span className="font-semibold">Verified review, {source.month}</span>
        <RatingLine rating={source.rating} />
      </span>
    );
  return (
    <span className="grid gap-1">
      <a href={source.url} rel="noopener" className="font-semibold break-words underline">
        on {source.siteName}, {source.month}
      </a>
      {source.rating === null ? <span>No rating</span> : <RatingLine rating={source.rating} />}
    </span>
  );
}

/** A review travellers wrote on this site, whole, as the operator reads it before quoting it. */
export function ReviewSummary({ review }: { review: QuotableReview }) {
  return (
    <div className="grid gap-2">
      <p className="font-bold break-words">
        {review.firstName}, {review.country} · {review.tripTitle}
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <RatingLine rating={review.rating} />
        <span>Written {formatTravelDate(review.date)}</span>
      </p>
      <p className="break-words whitespace-pre-line">{review.text}</p>
    </div>
  );
}
