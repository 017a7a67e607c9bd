import { Form, Link } from "react-router";
import type { Route } from "./+types/reviews";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/features/admin/pagination";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { Notice } from "~/features/auth/notice";
import { fieldClasses } from "~/features/booking/booking-fields";
import { Stars } from "~/features/reviews/trip-reviews";
import { formatTravelDate } from "../../../domain/calendar";
import { replyMaxLength } from "../../../domain/reviews/review-fields";
import { ratingText } from "../../../domain/reviews/review-summary";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Reviews | Admin | ${site.brandName}` }];
}

export { action, loader } from "./reviews.server";

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
  return (
    <AdminShell title="Reviews">
      <p className="mt-3 max-w-3xl">
        Every traveller of a completed booking is asked for a review, and every review is published
        on its trip's page as written. You can reply; your reply is public too.
      </p>
      <p className="mt-6" role="status">
        {total} {total === 1 ? "review" : "reviews"}
      </p>
      <ul className="mt-3 grid gap-4">
        {rows.map((review) => {
          const answer = actionData?.reviewId === review.id ? actionData : undefined;
          const fieldId = `reply-${review.id}`;
          return (
            <li
              key={review.id}
              className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
            >
              <article aria-labelledby={`${fieldId}-title`}>
                <h2 id={`${fieldId}-title`} className="text-lg font-bold break-words">
                  <Link to={`/itinerary/${review.tripSlug}#reviews`} className="underline">
                    {review.tripTitle}
                  </Link>
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-x-2">
                  <Stars rating={review.rating} />
                  <span className="font-semibold">{ratingText(review.rating)}</span>
                </p>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-semibold">By</dt>
                  <dd>
                    {review.firstName}, {review.country}
                  </dd>
                  <dt className="font-semibold">Received</dt>
                  <dd>{formatTimestamp(review.createdAt)}</dd>
                  <dt className="font-semibold">Booking</dt>
                  <dd>
                    <Link to={`/admin/bookings/${review.bookingId}`} className="underline">
                      {review.reference}
                    </Link>
                  </dd>
                </dl>
                <p className="mt-3 break-words whitespace-pre-line">{review.text}</p>
                {answer ? <Notice notice={answer.notice} className="mt-4" /> : null}
                <Form method="post" className="mt-4 grid gap-2">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <label htmlFor={fieldId} className="text-sm font-semibold">
                    {review.reply ? "Your public reply" : "Reply publicly"} to {review.firstName}
                    {review.replyDate ? ` (last saved ${formatTravelDate(review.replyDate)})` : ""}
                  </label>
                  <textarea
                    id={fieldId}
                    name="reply"
                    rows={3}
                    required
                    maxLength={replyMaxLength}
                    defaultValue={answer?.value ?? review.reply ?? ""}
                    className={fieldClasses}
                    {...(answer?.error
                      ? { "aria-invalid": true, "aria-describedby": `${fieldId}-error` }
                      : {})}
                  />
                  {answer?.error ? (
                    <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-800">
                      {answer.error}
                    </p>
                  ) : null}
                  <div>
                    <Button type="submit" size="sm">
                      {review.reply ? "Save reply" : "Publish reply"}
                    </Button>
                  </div>
                </Form>
              </article>
            </li>
          );
        })}
      </ul>
      {rows.length === 0 ? (
        <p className="mt-3">
          No reviews yet. Travellers are asked when you mark their booking completed.
        </p>
      ) : null}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={(next) => `/admin/reviews?page=${next}`}
      />
    </AdminShell>
  );
}
