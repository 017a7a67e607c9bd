// The reviews module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Reviews after a trip: the signed review link, the form, moderation and replies. Owns `reviews`.
export {
  listReviews,
  openReviewRequest,
  replyToReview,
  reviewLink,
  submitReview,
  tripReviewsOrNone,
} from "./reviews";
export { reviewErasure } from "./erasure";
// Reviews as the landing page's testimonials quote them (decision 0068).
export { quotableReview, quotableReviews, reviewsQuoted } from "./quotable";
// A renamed trip's reviews stay with it (decision 0069).
export { reviewTripRename } from "./trip-rename";
