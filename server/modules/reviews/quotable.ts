import type { Kysely } from "kysely";
import { findPublishedTrip, findTrip } from "../catalogue";
import type { QuotableReview } from "../../../domain/reviews/review-structured-data";
import type { Database, Review } from "../../platform/db/schema";
import { published } from "./reviews";

/*
 * Reviews as testimonials quote them (decision 0068): the traveller's words, first name, country,
 * stars and date, and the trip they reviewed. Nothing else of the booking (no reference, no
 * email): an editor, who sees no travellers' data, chooses among them.
 */

function quotable(row: Review): QuotableReview {
  return { ...published(row), tripTitle: findTrip(row.trip_slug)?.title ?? row.trip_slug };
}

/**
 * Whether a review is on the site: every review is published as written (decision 0030) on its
 * trip's page, so a review is published while that trip is (under the slug it was written for,
 * or the trip's current one after a rename).
 */
function onTheSite(tripSlug: string): boolean {
  const trip = findTrip(tripSlug);
  return trip !== undefined && findPublishedTrip(trip.slug) !== undefined;
}

export const quotableReviewsPageSize = 20;

/** The published reviews the operator may quote, newest first, a page at a time. */
export async function quotableReviews(
  db: Kysely<Database>,
  page: number,
  pageSize = quotableReviewsPageSize,
): Promise<{ rows: QuotableReview[]; total: number; page: number; pageCount: number }> {
  // The trip's state lives in this process's catalogue snapshot, not in SQL: filter the ids here.
  const all = await db
    .selectFrom("reviews")
    .select(["id", "trip_slug"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const ids = all.filter((row) => onTheSite(row.trip_slug)).map((row) => row.id);
  const pageCount = Math.max(1, Math.ceil(ids.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const shown = ids.slice((current - 1) * pageSize, current * pageSize);
  const rows = shown.length
    ? await db.selectFrom("reviews").selectAll().where("id", "in", shown).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, quotable(row)]));
  return {
    rows: shown.flatMap((id) => byId.get(id) ?? []),
    total: ids.length,
    page: current,
    pageCount,
  };
}

/** A review the operator may quote now, or why not: there is none, or its trip is off the site. */
export async function quotableReview(
  db: Kysely<Database>,
  id: string,
): Promise<QuotableReview | "no-such-review" | "not-published"> {
  const row = await db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return "no-such-review";
  return onTheSite(row.trip_slug) ? quotable(row) : "not-published";
}

/** Reviews by id, as the testimonials quoting them show them. */
export async function reviewsQuoted(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, QuotableReview>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("reviews").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, quotable(row)]));
}
