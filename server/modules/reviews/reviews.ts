import type { Kysely } from "kysely";
import { findTrip, resolveAdventureType } from "../catalogue";
import { shortReference } from "../../../domain/booking/reference";
import { businessDay } from "../../../domain/calendar";
import { reviewOpen, tripEndDate } from "../../../domain/journey/trip-mails";
import type { ReviewInput } from "../../../domain/reviews/review-form";
import type {
  PublishedReview,
  TripReviewsData,
} from "../../../domain/reviews/review-structured-data";
import { summaryFromTotals } from "../../../domain/reviews/review-summary";
import { signToken, verifyToken } from "../../platform/signed-token";
import { isUniqueViolation } from "../../platform/db/connection";
import type { Booking, Database, Review } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { logger } from "../../platform/logger";
import { bookingDurationDays } from "../payments";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * Reviews (issue 17, decision 0030). Every traveller of a completed booking is asked the same way,
 * by a personal link in the "completed" mail; every review is published at once, and the
 * operator can only reply. The link is the booking id signed with the auth secret, so it cannot
 * be made up for another booking, and a booking is reviewed once (unique booking_id).
 */

const REVIEW_LINK_PURPOSE = "review-link-v1";

export function reviewToken(secret: string, bookingId: string): string {
  return signToken(secret, REVIEW_LINK_PURPOSE, bookingId);
}

export function reviewLink(siteUrl: string, secret: string, bookingId: string): string {
  return `${siteUrl}/review/${reviewToken(secret, bookingId)}`;
}

/** The trip a booking was for: its slug, or the trip its name resolves to (older bookings). */
function tripSlugOf(booking: Booking): string | undefined {
  return booking.trip_slug ?? resolveAdventureType(booking.adventure_type);
}

export type ReviewRequest =
  | {
      ok: true;
      booking: Booking;
      trip: { slug: string; title: string };
    }
  | NotOk<"not-found" | "conflict">;

export const reviewRefusals = {
  forged:
    "This review link is not valid. Please use the link from your email, or reply to that email and we will help.",
  notCompleted: "This trip has not taken place yet. You can review it from the day after it ends.",
  alreadyReviewed:
    "This booking has already been reviewed. Thank you: your review is on the trip's page.",
} as const;

/** The booking a review link stands for, if the link is genuine and the booking can be reviewed now. */
export async function openReviewRequest(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date = systemNow(),
): Promise<ReviewRequest> {
  const bookingId = verifyToken(secret, REVIEW_LINK_PURPOSE, token);
  const booking = bookingId
    ? await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst()
    : undefined;
  const slug = booking ? tripSlugOf(booking) : undefined;
  const trip = slug ? findTrip(slug) : undefined;
  if (!booking || !trip) return notOk("not-found", reviewRefusals.forged);
  // Open once the trip has ended, for a confirmed or completed booking (decision 0032).
  const endDate = tripEndDate(booking.booking_date, bookingDurationDays(booking));
  if (!reviewOpen({ status: booking.booking_status, endDate }, businessDay(now)))
    return notOk("conflict", reviewRefusals.notCompleted);
  const existing = await db
    .selectFrom("reviews")
    .select("id")
    .where("booking_id", "=", booking.id)
    .executeTakeFirst();
  if (existing) return notOk("conflict", reviewRefusals.alreadyReviewed);
  return { ok: true, booking, trip: { slug: trip.slug, title: trip.title } };
}

export type SubmitOutcome =
  | { ok: true; review: Review; trip: { slug: string; title: string } }
  | NotOk<"not-found" | "conflict">;

/** Stores a checked review for the link's booking; a second review of one booking is refused. */
export async function submitReview(
  db: Kysely<Database>,
  secret: string,
  token: string,
  input: ReviewInput,
  now: Date = systemNow(),
): Promise<SubmitOutcome> {
  const request = await openReviewRequest(db, secret, token, now);
  if (!request.ok) return request;
  const review: Review = {
    id: crypto.randomUUID(),
    booking_id: request.booking.id,
    trip_slug: request.trip.slug,
    rating: input.rating,
    text: input.text,
    first_name: input.firstName,
    country: input.country,
    created_at: now.toISOString(),
    reply: null,
    replied_at: null,
  };
  try {
    await db.insertInto("reviews").values(review).execute();
  } catch (error) {
    // Two submits raced (a double click without JavaScript): the unique index let one in.
    if (isUniqueViolation(error)) return notOk("conflict", reviewRefusals.alreadyReviewed);
    throw error;
  }
  // This process shows it at once; other processes within the page cache's lifetime (0008).
  await publish("ContentPublished", { content: "review", id: review.id });
  return { ok: true, review, trip: request.trip };
}

/** How many reviews the trip page lists (newest first); the average counts them all. */
export const tripPageReviewLimit = 20;

export function published(row: Review): PublishedReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    firstName: row.first_name,
    country: row.country,
    date: row.created_at.slice(0, 10),
    reply: row.reply,
    replyDate: row.replied_at?.slice(0, 10) ?? null,
  };
}

/** A trip's reviews for its page, or null when it has none (no section, no AggregateRating). */
export async function tripReviews(
  db: Kysely<Database>,
  tripSlug: string,
  limit = tripPageReviewLimit,
): Promise<TripReviewsData | null> {
  const totals = await db
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.sum<number | string | bigint | null>("rating").as("sum"),
    ])
    .where("trip_slug", "=", tripSlug)
    .executeTakeFirst();
  const summary = summaryFromTotals(Number(totals?.count ?? 0), Number(totals?.sum ?? 0));
  if (!summary) return null;
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("trip_slug", "=", tripSlug)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return { summary, reviews: rows.map(published) };
}

/** The trip page without its reviews rather than no page, when they cannot be read. */
export async function tripReviewsOrNone(
  db: Kysely<Database>,
  tripSlug: string,
): Promise<TripReviewsData | null> {
  try {
    return await tripReviews(db, tripSlug);
  } catch (error) {
    logger.error({ err: error, slug: tripSlug }, "trip reviews failed; showing none");
    return null;
  }
}

export const adminReviewPageSize = 25;

export interface AdminReview extends PublishedReview {
  bookingId: string;
  reference: string;
  tripSlug: string;
  tripTitle: string;
  createdAt: string;
}

/** Every review, newest first, a page at a time, with its trip and booking reference. */
export async function listReviews(
  db: Kysely<Database>,
  page: number,
  pageSize = adminReviewPageSize,
): Promise<{ rows: AdminReview[]; total: number; page: number; pageCount: number }> {
  const count = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirst();
  const total = Number(count?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...published(row),
      bookingId: row.booking_id,
      reference: shortReference(row.booking_id),
      tripSlug: row.trip_slug,
      tripTitle: findTrip(row.trip_slug)?.title ?? row.trip_slug,
      createdAt: row.created_at,
    })),
    total,
    page: current,
    pageCount,
  };
}

/** Writes or replaces the operator's reply; false when there is no such review. */
export async function replyToReview(
  db: Kysely<Database>,
  reviewId: string,
  reply: string,
  now: Date = systemNow(),
): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({ reply, replied_at: now.toISOString() })
    .where("id", "=", reviewId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await publish("ContentPublished", { content: "review-reply", id: reviewId });
  return true;
}
