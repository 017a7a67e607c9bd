import { data, redirect } from "react-router";
import type { Route } from "./+types/testimonial";
import type { NoticeData } from "~/features/auth/notice";
import {
  externalFields,
  testimonialMessages,
  type ExternalField,
  type TestimonialErrors,
} from "../../../domain/testimonials/testimonial";
import { quotableReview, quotableReviews } from "../../../server/modules/reviews";
import {
  saveTestimonial,
  testimonialForEditor,
  type TestimonialInput,
} from "../../../server/modules/testimonials";
import { businessToday } from "../../../server/platform/clock";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";
import { dbContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

/** `/admin/testimonials/new` adds one; any other id edits that testimonial. */
const NEW = "new";

const noExternalValues = Object.fromEntries(externalFields.map((field) => [field, ""])) as Record<
  ExternalField,
  string
>;

/**
 * The review form's review: the one named in `?review=` (an empty one asks for the list), else
 * the one this testimonial quotes; or the page of reviews to choose from.
 */
async function reviewPart(
  db: Parameters<typeof quotableReviews>[0],
  url: URL,
  quotedId: string | undefined,
) {
  const reviewId = url.searchParams.get("review") ?? quotedId ?? "";
  const review = reviewId ? await quotableReview(db, reviewId) : null;
  if (review && typeof review !== "string") return { review, reviewProblem: null, choices: null };
  const page = Number(url.searchParams.get("page") ?? 1);
  return {
    review: null,
    reviewProblem: typeof review === "string" ? testimonialMessages[review] : null,
    choices: await quotableReviews(db, page),
  };
}

/**
 * The editing page: the testimonial (or none, adding), which source's form to show (`?source=`:
 * a review of this site, or another site's review) and, for a review, the one chosen or the list.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const state = params.id === NEW ? null : await testimonialForEditor(db, params.id);
  if (params.id !== NEW && !state)
    throw data("There is no such testimonial: it may have been removed.", { status: 404 });
  const asked = url.searchParams.get("source");
  const source: "review" | "external" =
    asked === "review" || asked === "external"
      ? asked
      : state?.source === "external"
        ? "external"
        : "review";
  const quotedId = state?.source === "review" ? state.review?.id : undefined;
  return {
    id: state?.id ?? null,
    version: state?.version ?? null,
    /** What the testimonial is now: null while adding one. */
    current: state?.source ?? null,
    source,
    quote: state?.source === "review" ? state.quote : null,
    quotedId: quotedId ?? null,
    external: state?.external ?? noExternalValues,
    today: businessToday(),
    ...(source === "review"
      ? await reviewPart(db, url, quotedId)
      : { review: null, reviewProblem: null, choices: null }),
  };
}

/** A refused save: the sentence, each field's, and everything that was typed. */
export type TestimonialAnswer = {
  notice: NoticeData;
  source: string;
  reviewId: string;
  values: Record<ExternalField, string>;
  errors: TestimonialErrors;
  /** After a conflict: the other editor's version, which saving again replaces. */
  version: string | null;
};

/** Saves what one of the two forms sent; a refusal keeps every word typed (4xx). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 5000);
  const values = Object.fromEntries(externalFields.map((field) => [field, text(field)])) as Record<
    ExternalField,
    string
  >;
  const source = text("source");
  const reviewId = text("reviewId").slice(0, 100);
  const version = text("version").slice(0, 40) || null;
  const input: TestimonialInput | null =
    source === "review"
      ? { source, reviewId, quote: values.quote }
      : source === "external"
        ? { source, values }
        : null;
  const outcome = await saveTestimonial(
    context.get(dbContext),
    { id: params.id === NEW ? null : params.id, input, version },
    context.get(adminUserContext),
  );
  if (outcome.ok)
    throw redirect(`/admin/testimonials?saved=${outcome.created ? "added" : "changed"}`);
  return data<TestimonialAnswer>(
    {
      notice: { tone: "error", title: "Testimonial not saved", description: outcome.message },
      source,
      reviewId,
      values,
      errors: outcome.errors,
      version: outcome.currentVersion ?? version,
    },
    { status: statusOfRefusal(outcome.kind) },
  );
}
