import { z } from "zod";
import {
  replyMaxLength,
  replyMessage,
  reviewFormFields,
  reviewFormMessages,
  reviewMaxLengths,
  reviewMinTextLength,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
} from "./review-fields";

/**
 * The server's checks of a review and of the operator's reply: one sentence per field that is
 * wrong (review-fields.ts), and the values as sent, so the form can be shown again with them.
 */

/** Letters (any script), spaces, and the marks names and countries use: no links, no markup. */
const nameLike = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Free text that can be stored: PostgreSQL refuses a NUL (the fuzz bench's 500 on a reply). */
const storable = (value: string) => !controlCharacters.test(value);

const reviewSchema = z.object({
  // Exactly one digit from 1 to 5: "4.5", " 4" or "04" are not a rating the form offers.
  rating: z
    .string()
    .regex(/^[1-5]$/)
    .transform(Number),
  firstName: z.string().trim().min(1).max(reviewMaxLengths.firstName).regex(nameLike),
  country: z.string().trim().min(2).max(reviewMaxLengths.country).regex(nameLike),
  text: z.string().trim().min(reviewMinTextLength).max(reviewMaxLengths.text).refine(storable),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

export type ReviewFormResult =
  | { ok: true; review: ReviewInput }
  | { ok: false; errors: ReviewFormErrors; values: ReviewFormValues };

/** The submitted fields as text (anything that is not text is empty), cut a little past their limit. */
export function reviewFormValues(read: (name: string) => unknown): ReviewFormValues {
  const values = {} as ReviewFormValues;
  for (const field of reviewFormFields) {
    const value = read(field);
    values[field] = typeof value === "string" ? value.slice(0, reviewMaxLengths[field] + 100) : "";
  }
  return values;
}

export function parseReviewForm(values: ReviewFormValues): ReviewFormResult {
  const parsed = reviewSchema.safeParse(values);
  if (parsed.success) return { ok: true, review: parsed.data };
  const errors: ReviewFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReviewFormField;
    errors[field] = reviewFormMessages[field];
  }
  return { ok: false, errors, values };
}

export type ReplyResult = { ok: true; reply: string } | { ok: false; error: string };

export function parseReply(value: unknown): ReplyResult {
  const parsed = z.string().trim().min(1).max(replyMaxLength).refine(storable).safeParse(value);
  return parsed.success ? { ok: true, reply: parsed.data } : { ok: false, error: replyMessage };
}
