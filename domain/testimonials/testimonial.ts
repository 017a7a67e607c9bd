import { isCalendarDate } from "../calendar";

/*
 * Testimonials with a source (issue 29, decision 0068): the landing page's quotes say where their
 * words come from. A review on this site is verified (its stars and date are the traveller's
 * own); an external review names its site, links to it and says when it was written; a sample
 * (the site's first three quotes) has no source and is shown without a rating or a "verified"
 * label until the operator replaces it. These are the rules that check what the operator types;
 * what the landing page shows is public-testimonial.ts. No zod here: the admin's pages import
 * this file, and no admin chunk may load zod.
 */

/** What the admin shows in place of a source on the site's first three quotes. */
export const SAMPLE_LABEL = "sample: replace before going live";

export const testimonialLimits = {
  quote: 1000,
  name: 80,
  origin: 80,
  trip: 120,
  siteName: 60,
  url: 500,
} as const;

/** An external review can be no older than this (a year typed 0202 instead of 2020). */
export const EARLIEST_REVIEW_DAY = "2000-01-01";

/** The fields of the external review's form, in the order the page shows them. */
export const externalFields = [
  "quote",
  "name",
  "origin",
  "trip",
  "siteName",
  "url",
  "writtenOn",
  "rating",
] as const;
export type ExternalField = (typeof externalFields)[number];
export type TestimonialField = ExternalField | "reviewId";
export type TestimonialErrors = Partial<Record<TestimonialField, string>>;

export const testimonialMessages = {
  quote: `Please write the quote: 1 to ${testimonialLimits.quote.toLocaleString("en-US")} characters.`,
  name: `Please give the reviewer's name as their review shows it (up to ${testimonialLimits.name} characters).`,
  origin: `Please say where the reviewer is from (up to ${testimonialLimits.origin} characters).`,
  trip: `Please name the trip they reviewed (up to ${testimonialLimits.trip} characters).`,
  siteName: `Please name the site the review is on, such as TripAdvisor (up to ${testimonialLimits.siteName} characters).`,
  url: "Please give the review's web address, starting with https:// (copy it from the browser's address bar on the review).",
  writtenOn: "Please give the day the review was written.",
  writtenOnFuture: "The day the review was written cannot be after today.",
  writtenOnPast: `Please check the year: the day the review was written is before ${EARLIEST_REVIEW_DAY.slice(0, 4)}.`,
  rating: "Please choose the stars the reviewer gave, 1 to 5, or no rating.",
  reviewId: "Please choose one of the reviews travellers wrote on this site.",
  "no-such-review": "There is no such review. Please choose one of the reviews listed.",
  "not-published":
    "That review is not on the site: its trip is not published. Please choose another review.",
  notExcerpt:
    "The quote must be the traveller's own words: you may leave words out (mark the gap with …) but not add or change any.",
  noSource:
    "A testimonial needs a source: a review travellers wrote on this site, or a review on another site.",
} as const;

export interface ExternalTestimonial {
  quote: string;
  name: string;
  origin: string;
  trip: string;
  siteName: string;
  url: string;
  writtenOn: string;
  rating: number | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: TestimonialErrors };

/** Spaces and line breaks as one space, and no quotation marks around it (the page adds them). */
export function cleanQuote(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“”]+|["“”]+$/g, "")
    .trim();
}

/** A one-line text within `max` characters, or undefined. */
function line(value: string, max: number): string | undefined {
  const text = value.replace(/\s+/g, " ").trim();
  return text.length >= 1 && text.length <= max ? text : undefined;
}

/** An https address of a named host, without a user name or password in it. */
export function isReviewUrl(value: string): boolean {
  if (value.length > testimonialLimits.url || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

/** The day an external review was written: a real day, not after `today` (Nairobi's). */
export function writtenOnError(value: string, today: string): string | undefined {
  if (!isCalendarDate(value)) return testimonialMessages.writtenOn;
  if (value > today) return testimonialMessages.writtenOnFuture;
  if (value < EARLIEST_REVIEW_DAY) return testimonialMessages.writtenOnPast;
  return undefined;
}

/** "" (no rating) or one of 1 to 5 stars. */
function parseRating(value: string): number | null | undefined {
  if (value.trim() === "") return null;
  const stars = Number(value);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined;
}

/** The external review's form, checked: every field's sentence at once, or the testimonial. */
export function checkExternalTestimonial(
  values: Record<ExternalField, string>,
  today: string,
): Checked<ExternalTestimonial> {
  const errors: TestimonialErrors = {};
  const quote = cleanQuote(values.quote);
  if (quote.length < 1 || quote.length > testimonialLimits.quote)
    errors.quote = testimonialMessages.quote;
  const name = line(values.name, testimonialLimits.name);
  if (!name) errors.name = testimonialMessages.name;
  const origin = line(values.origin, testimonialLimits.origin);
  if (!origin) errors.origin = testimonialMessages.origin;
  const trip = line(values.trip, testimonialLimits.trip);
  if (!trip) errors.trip = testimonialMessages.trip;
  const siteName = line(values.siteName, testimonialLimits.siteName);
  if (!siteName) errors.siteName = testimonialMessages.siteName;
  const url = values.url.trim();
  if (!isReviewUrl(url)) errors.url = testimonialMessages.url;
  const writtenOn = values.writtenOn.trim();
  const dayError = writtenOnError(writtenOn, today);
  if (dayError) errors.writtenOn = dayError;
  const rating = parseRating(values.rating);
  if (rating === undefined) errors.rating = testimonialMessages.rating;
  if (!name || !origin || !trip || !siteName || rating === undefined || Object.keys(errors).length)
    return { ok: false, errors };
  return { ok: true, value: { quote, name, origin, trip, siteName, url, writtenOn, rating } };
}

/** A quote's parts between the gaps the operator marked with an ellipsis (… or ...). */
function quoteParts(quote: string): string[] {
  return quote
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The text with its first letter in the other case: a part may start a sentence of its own. */
function otherFirstCase(part: string): string {
  const first = part.charAt(0);
  const swapped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return swapped + part.slice(1);
}

/**
 * Whether a quote is made of the source's words only: its parts (split at each … the operator
 * put where words were left out) are found in the source in the same order. A part may change
 * the case of its first letter; nothing else may differ, so no word is added or changed.
 */
export function isExcerptOf(quote: string, source: string): boolean {
  const parts = quoteParts(cleanQuote(quote));
  const text = source.replace(/\s+/g, " ").trim();
  if (parts.length === 0) return false;
  let from = 0;
  for (const part of parts) {
    const found = [part, otherFirstCase(part)]
      .map((candidate) => ({ at: text.indexOf(candidate, from), length: candidate.length }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) return false;
    from = found.at + found.length;
  }
  return true;
}

/** A review's quote, checked: the review's words, perhaps shortened, never others. */
export function checkReviewQuote(
  typed: string,
  reviewText: string,
): { ok: true; quote: string } | { ok: false; error: string } {
  const quote = cleanQuote(typed);
  if (quote.length < 1 || quote.length > testimonialLimits.quote)
    return { ok: false, error: testimonialMessages.quote };
  if (!isExcerptOf(quote, reviewText)) return { ok: false, error: testimonialMessages.notExcerpt };
  return { ok: true, quote };
}
