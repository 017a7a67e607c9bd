import { Star } from "lucide-react";
import type { TripReviewsData } from "../../../domain/reviews/review-structured-data";
import { filledStars, ratingText, reviewCountText } from "../../../domain/reviews/review-summary";
import { formatTravelDate as day } from "../../../domain/calendar";
import { cn } from "~/lib/cn";

/** Five stars, the first `rating` filled: decoration only, the rating is always said in words beside it. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = filledStars(rating);
  return (
    <span aria-hidden="true" className={cn("inline-flex gap-0.5 text-ochre-600", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} className={cn("size-4", star <= filled && "fill-current")} />
      ))}
    </span>
  );
}

/**
 * The trip page's "Reviews": the average and count, then each review with its date, first name,
 * country, rating and text, and the operator's reply. Only drawn when real reviews exist.
 */
export function TripReviews({ reviews }: { reviews: TripReviewsData | null }) {
  if (!reviews) return null;
  const { summary } = reviews;
  return (
    // Not the trip page's Section: its Suspense boundary is streamed out of place by React and
    // revealed by a script, so without JavaScript the reviews would stay hidden.
    <section aria-labelledby="reviews" className="scroll-mt-24">
      <h2 id="reviews" className="text-2xl font-bold sm:text-3xl">
        Reviews
      </h2>
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
        <Stars rating={summary.average} className="[&_svg]:size-5" />
        <span className="font-bold">{ratingText(summary.average)}</span>
        <span>{reviewCountText(summary.count)}, every one from a completed booking</span>
      </p>
      <ul className="mt-6 grid gap-5">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
            <article aria-label={`Review by ${review.firstName} from ${review.country}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} />
                <span className="font-semibold">{ratingText(review.rating)}</span>
              </div>
              <p className="mt-1 text-sm">
                {review.firstName}, {review.country} ·{" "}
                <time dateTime={review.date}>{day(review.date)}</time>
              </p>
              <p className="mt-3 leading-7 break-words whitespace-pre-line">{review.text}</p>
              {review.reply ? (
                <div className="mt-4 rounded-xl border-l-4 border-forest-700 bg-forest-50 p-4">
                  <p className="text-sm font-semibold">
                    Reply from the team
                    {review.replyDate ? (
                      <>
                        {" "}
                        · <time dateTime={review.replyDate}>{day(review.replyDate)}</time>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 leading-7 break-words whitespace-pre-line">{review.reply}</p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {summary.count > reviews.reviews.length ? (
        <p className="mt-4 text-sm">
          Showing the newest {reviews.reviews.length} of {summary.count} reviews.
        </p>
      ) : null}
    </section>
  );
}
