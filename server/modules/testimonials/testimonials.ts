import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import { movedOrder } from "../../../domain/ordering";
import { canBeRecordId } from "../../../domain/record-id";
import {
  LANDING_TESTIMONIALS,
  monthYear,
  type PublicTestimonial,
} from "../../../domain/testimonials/public-testimonial";
import {
  checkExternalTestimonial,
  checkReviewQuote,
  testimonialMessages,
  type ExternalField,
  type TestimonialErrors,
} from "../../../domain/testimonials/testimonial";
import { editorName, type Editor } from "../catalogue";
import { quotableReview, reviewsQuoted } from "../reviews";
import type { QuotableReview } from "../../../domain/reviews/review-structured-data";
import { systemNow } from "../../platform/clock";
import type { Database, TestimonialSourceKind } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import type { Refusal } from "../../platform/refusal";
import { changeTestimonials } from "./publication";
import {
  deleteTestimonialRow,
  insertTestimonialRow,
  nextTestimonialPosition,
  readTestimonialRow,
  readTestimonialRows,
  updateTestimonialRow,
  writeTestimonialOrder,
  type TestimonialRow,
} from "./store";

/*
 * The landing page's testimonials (issue 29 slice 3, decision 0068): each with a source, in the
 * operator's order, published or hidden. The operator adds one from a review travellers wrote on
 * this site or from a review on another site, and replaces a sample by giving it a source; no use
 * case here makes a testimonial without one.
 */

/** What the public page shows of a row; undefined for a review's whose review is gone. */
function shownAs(
  row: TestimonialRow,
  reviews: ReadonlyMap<string, QuotableReview>,
): PublicTestimonial | undefined {
  const base = { id: row.id, quote: row.quote };
  if (row.source === "review") {
    const review = reviews.get(row.review_id ?? "");
    if (!review) return undefined;
    return {
      ...base,
      name: review.firstName,
      origin: review.country,
      trip: review.tripTitle,
      source: {
        kind: "review",
        rating: review.rating,
        date: review.date,
        month: monthYear(review.date),
      },
    };
  }
  const shownWith = {
    ...base,
    name: row.name ?? "",
    origin: row.origin ?? "",
    trip: row.trip ?? "",
  };
  if (row.source === "sample") return { ...shownWith, source: { kind: "sample" } };
  return {
    ...shownWith,
    source: {
      kind: "external",
      siteName: row.site_name ?? "",
      url: row.url ?? "",
      date: row.written_on ?? "",
      month: monthYear(row.written_on ?? ""),
      rating: row.rating === null ? null : Number(row.rating),
    },
  };
}

async function shownRows(db: Kysely<Database>, rows: TestimonialRow[]) {
  const reviews = await reviewsQuoted(
    db,
    rows.flatMap((row) => row.review_id ?? []),
  );
  return rows.flatMap((row) => {
    const shown = shownAs(row, reviews);
    return shown ? [{ row, shown }] : [];
  });
}

/** The landing page's testimonials: the first three published, in the operator's order. */
export async function landingTestimonials(db: Kysely<Database>): Promise<PublicTestimonial[]> {
  const rows = await readTestimonialRows(db, { publishedOnly: true });
  return (await shownRows(db, rows)).slice(0, LANDING_TESTIMONIALS).map(({ shown }) => shown);
}

/** The landing page's testimonials, or none rather than no page when they cannot be read (logged). */
export async function landingTestimonialsOrNone(
  db: Kysely<Database>,
): Promise<PublicTestimonial[]> {
  try {
    return await landingTestimonials(db);
  } catch (error) {
    logger.error({ err: error }, "landing testimonials failed; showing none");
    return [];
  }
}

/** One row of /admin/testimonials. */
export interface AdminTestimonial extends PublicTestimonial {
  status: "published" | "hidden";
  /** On the landing page now: published, and among the first three. */
  onLanding: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** Every testimonial in the operator's order, with its source and whether the landing page shows it. */
export async function listTestimonialsForAdmin(db: Kysely<Database>): Promise<AdminTestimonial[]> {
  const shown = await shownRows(db, await readTestimonialRows(db));
  const onLanding = new Set(
    shown
      .filter(({ row }) => row.status === "published")
      .slice(0, LANDING_TESTIMONIALS)
      .map(({ row }) => row.id),
  );
  return shown.map(({ row, shown }) => ({
    ...shown,
    status: row.status,
    onLanding: onLanding.has(row.id),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }));
}

/** A testimonial as its editing page starts. */
export interface TestimonialEditorState {
  id: string;
  /** When it was last saved: the editor sends it back, so a save never overwrites another's unseen. */
  version: string;
  source: TestimonialSourceKind;
  quote: string;
  /** The other site's review form: this row's own words (a sample's quote, name, where from, trip). */
  external: Record<ExternalField, string>;
  /** The review a review's testimonial quotes (null when it is gone, or for another source). */
  review: QuotableReview | null;
}

export async function testimonialForEditor(
  db: Kysely<Database>,
  id: string,
): Promise<TestimonialEditorState | undefined> {
  const row = canBeRecordId(id) ? await readTestimonialRow(db, id) : undefined;
  if (!row) return undefined;
  const reviews = row.review_id ? await reviewsQuoted(db, [row.review_id]) : new Map();
  return {
    id: row.id,
    version: row.updated_at,
    source: row.source,
    quote: row.quote,
    external: {
      quote: row.quote,
      name: row.name ?? "",
      origin: row.origin ?? "",
      trip: row.trip ?? "",
      siteName: row.site_name ?? "",
      url: row.url ?? "",
      writtenOn: row.written_on ?? "",
      rating: row.rating === null ? "" : String(row.rating),
    },
    review: (row.review_id && reviews.get(row.review_id)) || null,
  };
}

/** What the operator sent: a review of this site and its quote, or another site's review. */
export type TestimonialInput =
  | { source: "review"; reviewId: string; quote: string }
  | { source: "external"; values: Record<ExternalField, string> };

export type SaveTestimonialOutcome =
  | { ok: true; id: string; created: boolean }
  | ({
      ok: false;
      errors: TestimonialErrors;
      /** Someone saved it while this form was open: the version a second save replaces. */
      currentVersion?: string;
    } & Refusal<"invalid" | "not-found" | "conflict">);

type SourceColumns = Pick<
  TestimonialRow,
  | "source"
  | "quote"
  | "name"
  | "origin"
  | "trip"
  | "review_id"
  | "site_name"
  | "url"
  | "written_on"
  | "rating"
>;

const refusal = (
  kind: "invalid" | "not-found" | "conflict",
  message: string,
  errors: TestimonialErrors = {},
): SaveTestimonialOutcome => ({ ok: false, kind, message, errors });

/** The source's columns from what was sent, or why they cannot be stored. */
async function sourceColumns(
  db: Kysely<Database>,
  input: TestimonialInput | null,
  today: string,
): Promise<SourceColumns | SaveTestimonialOutcome> {
  if (!input) return refusal("invalid", testimonialMessages.noSource);
  if (input.source === "external") {
    const checked = checkExternalTestimonial(input.values, today);
    if (!checked.ok) return refusal("invalid", "Please check the fields marked.", checked.errors);
    const { quote, name, origin, trip, siteName, url, writtenOn, rating } = checked.value;
    return {
      source: "external",
      quote,
      name,
      origin,
      trip,
      review_id: null,
      site_name: siteName,
      url,
      written_on: writtenOn,
      rating,
    };
  }
  if (input.reviewId === "")
    return refusal("invalid", testimonialMessages.reviewId, {
      reviewId: testimonialMessages.reviewId,
    });
  const review = canBeRecordId(input.reviewId)
    ? await quotableReview(db, input.reviewId)
    : "no-such-review";
  if (typeof review === "string")
    return refusal(
      review === "no-such-review" ? "not-found" : "conflict",
      testimonialMessages[review],
      {
        reviewId: testimonialMessages[review],
      },
    );
  const quote = checkReviewQuote(input.quote, review.text);
  if (!quote.ok) return refusal("invalid", quote.error, { quote: quote.error });
  // Who, where from, the trip, the stars and the date are the review's own: read from it, never copied.
  return {
    source: "review",
    quote: quote.quote,
    name: null,
    origin: null,
    trip: null,
    review_id: review.id,
    site_name: null,
    url: null,
    written_on: null,
    rating: null,
  };
}

/**
 * Adds a testimonial (id null: published, at the end of the order) or changes one, a sample
 * included, always with a source. Nothing is stored when any field is refused.
 */
export async function saveTestimonial(
  db: Kysely<Database>,
  {
    id,
    input,
    version = null,
  }: {
    id: string | null;
    input: TestimonialInput | null;
    /** The testimonial's version when the form was drawn (its editor's `version`). */
    version?: string | null;
  },
  editor: Editor,
  now: Date = systemNow(),
): Promise<SaveTestimonialOutcome> {
  // Read the review before the transaction: SQLite's one connection is the transaction's then.
  const columns = await sourceColumns(db, input, businessDay(now));
  if ("ok" in columns) return columns;
  const stamp = { updated_at: now.toISOString(), updated_by: editorName(editor) };
  const newId = randomUUID();
  const saved = await changeTestimonials(db, id ?? newId, async (trx) => {
    if (id !== null)
      return (
        canBeRecordId(id) &&
        (await updateTestimonialRow(trx, id, { ...columns, ...stamp }, version ?? undefined))
      );
    await insertTestimonialRow(trx, {
      id: newId,
      position: await nextTestimonialPosition(trx),
      status: "published",
      ...columns,
      created_at: stamp.updated_at,
      ...stamp,
    });
    return true;
  });
  if (!saved) return await unsavedBecause(db, id);
  return { ok: true, id: id ?? newId, created: id === null };
}

/** Why a change to testimonial `id` was not written: it is gone, or someone saved it first. */
async function unsavedBecause(
  db: Kysely<Database>,
  id: string | null,
): Promise<SaveTestimonialOutcome> {
  const now = id !== null && canBeRecordId(id) ? await readTestimonialRow(db, id) : undefined;
  if (!now) return refusal("not-found", "There is no such testimonial: it may have been removed.");
  return {
    ok: false,
    kind: "conflict",
    message: `${now.updated_by} saved this testimonial while you were editing. Your version is below, not saved; theirs reads "${now.quote}". Saving again replaces theirs with yours.`,
    errors: {},
    currentVersion: now.updated_at,
  };
}

/** Shows a testimonial on the site or hides it; false when there is no such testimonial. */
export async function setTestimonialStatus(
  db: Kysely<Database>,
  id: string,
  status: "published" | "hidden",
  editor: Editor,
): Promise<boolean> {
  if (!canBeRecordId(id)) return false;
  const stamp = { updated_at: systemNow().toISOString(), updated_by: editorName(editor) };
  return (
    (await changeTestimonials(db, id, (trx) =>
      updateTestimonialRow(trx, id, { status, ...stamp }),
    )) === true
  );
}

/** Moves a testimonial one place up or down the order; false when it cannot move so. */
export async function moveTestimonial(
  db: Kysely<Database>,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  const moved = await changeTestimonials(db, id, async (trx) => {
    const rows = await readTestimonialRows(trx);
    const order = movedOrder(
      rows.map((row) => row.id),
      id,
      direction,
    );
    if (!order) return false;
    await writeTestimonialOrder(trx, order, rows);
    return true;
  });
  return moved === true;
}

/** Removes a testimonial for good; false when there is no such testimonial. */
export async function removeTestimonial(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!canBeRecordId(id)) return false;
  return (await changeTestimonials(db, id, (trx) => deleteTestimonialRow(trx, id))) === true;
}
