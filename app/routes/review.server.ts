import { data } from "react-router";
import type { Route } from "./+types/review";
import { honeypotFieldName } from "../../domain/forms/honeypot";
import type { ReviewFormErrors, ReviewFormValues } from "../../domain/reviews/review-fields";
import { firstNameOf } from "../../domain/reviews/review-fields";
import { parseReviewForm, reviewFormValues } from "../../domain/reviews/review-form";
import { authSecret } from "../../server/platform/secret";
import { logger } from "../../server/platform/logger";
import { openReviewRequest, submitReview } from "../../server/modules/reviews";
import { NO_STORE } from "../lib/no-store.server";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";

/**
 * The review form behind a traveller's personal link (`/review/<signed booking id>`), mailed
 * when the operator marks the booking completed. A forged link, a booking not completed or one
 * already reviewed gets a sentence and a 4xx, and nothing is stored (decision 0030).
 */

/** The link is personal: never cached, never indexed. */

type Trip = { slug: string; title: string };

export type ReviewPageState =
  | { state: "refused"; error: string }
  | { state: "open"; trip: Trip; values: ReviewFormValues; errors: ReviewFormErrors }
  | { state: "thanks"; trip: Trip };

export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await openReviewRequest(context.get(dbContext), authSecret(), params.token);
  if (!request.ok)
    return data<ReviewPageState>(
      { state: "refused", error: request.message },
      { status: statusOfRefusal(request.kind), headers: NO_STORE },
    );
  return data<ReviewPageState>(
    {
      state: "open",
      trip: request.trip,
      values: {
        rating: "",
        firstName: firstNameOf(request.booking.client_name),
        country: "",
        text: "",
      },
      errors: {},
    },
    { headers: NO_STORE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const db = context.get(dbContext);
  const opened = await openReviewRequest(db, authSecret(), params.token);
  if (!opened.ok)
    return data<ReviewPageState>(
      { state: "refused", error: opened.message },
      { status: statusOfRefusal(opened.kind), headers: NO_STORE },
    );
  if (String(form.get(honeypotFieldName) ?? "")) {
    // Answered as if it worked, so a bot learns nothing; nothing is stored.
    logger.warn({ path: "/review" }, "review honeypot filled in; dropped");
    return data<ReviewPageState>({ state: "thanks", trip: opened.trip }, { headers: NO_STORE });
  }
  const parsed = parseReviewForm(reviewFormValues((name) => form.get(name)));
  if (!parsed.ok)
    return data<ReviewPageState>(
      { state: "open", trip: opened.trip, values: parsed.values, errors: parsed.errors },
      { status: 400, headers: NO_STORE },
    );
  const outcome = await submitReview(db, authSecret(), params.token, parsed.review);
  if (!outcome.ok)
    return data<ReviewPageState>(
      { state: "refused", error: outcome.message },
      { status: statusOfRefusal(outcome.kind), headers: NO_STORE },
    );
  return data<ReviewPageState>({ state: "thanks", trip: outcome.trip }, { headers: NO_STORE });
}
