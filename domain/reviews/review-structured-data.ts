import type { ReviewSummary } from "./review-summary";

/** A published review as the trip page and its JSON-LD show it. */
export interface PublishedReview {
  id: string;
  rating: number;
  text: string;
  firstName: string;
  country: string;
  /** `yyyy-mm-dd`. */
  date: string;
  reply: string | null;
  replyDate: string | null;
}

/** A published review as a landing-page testimonial quotes it, with the trip it was written of. */
export interface QuotableReview extends PublishedReview {
  tripTitle: string;
}

/** A trip's reviews as its page receives them: the summary of all, the newest few in full. */
export interface TripReviewsData {
  summary: ReviewSummary;
  reviews: PublishedReview[];
}

/**
 * The schema.org AggregateRating and Review items of a trip, or nothing at all when it has no
 * real reviews: a rating is never made up, and an empty AggregateRating is invalid markup.
 */
export function reviewsStructuredData(
  summary: ReviewSummary | null,
  reviews: readonly PublishedReview[],
): Record<string, unknown> {
  if (!summary || summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.firstName },
      datePublished: review.date,
      reviewBody: review.text,
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
