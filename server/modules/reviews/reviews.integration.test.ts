import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";

const dataDir = usePrivateAppDatabase("reviews");
process.env.SITE_URL = "https://kilele.example";
process.env.AUTH_SECRET = "reviews-test-secret-that-is-at-least-32-characters";

const { getDb } = await import("../../platform/db");
const { insertBooking } = await import("../bookings/store");
const { transitionBooking } = await import("../bookings/workflow");
const { sendBookingStatusMail } = await import("../bookings/operator-mail");
const {
  listReviews,
  openReviewRequest,
  replyToReview,
  reviewRefusals,
  reviewToken,
  submitReview,
  tripReviews,
} = await import("./reviews");

const secret = "a-review-secret-that-is-at-least-32-characters";
const review = {
  rating: 4,
  firstName: "Achieng",
  country: "Kenya",
  text: "Kamau paced us well and the sunrise on Point Lenana was worth every step.",
};
const actor = { id: "admin-1", email: "operator@example.com" };

describeOnEachDatabase("reviews on %s", (t) => {
  async function completedBooking(overrides: Parameters<typeof bookingInput>[0] = {}) {
    return insertBooking(t.db, bookingInput({ status: "completed", ...overrides }));
  }

  it("stores a review of a completed booking through its link, once", async () => {
    const booking = await completedBooking({ clientName: "Achieng Otieno" });
    const token = reviewToken(secret, booking.id);
    const opened = await openReviewRequest(t.db, secret, token);
    expect(opened).toMatchObject({ ok: true, trip: { slug: "point-lenana" } });

    const stored = await submitReview(
      t.db,
      secret,
      token,
      review,
      new Date("2030-03-07T08:00:00Z"),
    );
    expect(stored).toMatchObject({ ok: true, review: { booking_id: booking.id, rating: 4 } });

    expect(await submitReview(t.db, secret, token, review)).toEqual({
      ok: false,
      kind: "conflict",
      message: reviewRefusals.alreadyReviewed,
    });
    const rows = await t.db
      .selectFrom("reviews")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a forged link, another secret's link, and a booking not yet completed; nothing is stored", async () => {
    const confirmed = await completedBooking({ status: "confirmed" });
    const completed = await completedBooking();
    const before = await t.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    const attempts = [
      [reviewToken(secret, confirmed.id), "conflict", reviewRefusals.notCompleted],
      [`${completed.id}.forged-signature`, "not-found", reviewRefusals.forged],
      [
        reviewToken("another-secret-that-is-32-characters-long", completed.id),
        "not-found",
        reviewRefusals.forged,
      ],
      [reviewToken(secret, crypto.randomUUID()), "not-found", reviewRefusals.forged],
      ["not-a-token", "not-found", reviewRefusals.forged],
    ] as const;
    for (const [token, kind, message] of attempts)
      expect(await submitReview(t.db, secret, token, review)).toEqual({ ok: false, kind, message });
    const after = await t.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("lets one of two racing submits in (the unique booking index)", async () => {
    const booking = await completedBooking();
    const token = reviewToken(secret, booking.id);
    const outcomes = await Promise.all([
      submitReview(t.db, secret, token, review),
      submitReview(t.db, secret, token, { ...review, rating: 1 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ kind: "conflict" });
  });

  it("sums a trip's reviews into its average, newest first, with the operator's reply", async () => {
    expect(await tripReviews(t.db, "ngong-hills")).toBeNull();
    const slug = "hells-gate";
    const ratings = [5, 4, 4];
    const ids: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const booking = await completedBooking({ tripSlug: slug, adventureType: "Hell's Gate" });
      const outcome = await submitReview(
        t.db,
        secret,
        reviewToken(secret, booking.id),
        { ...review, rating, firstName: `Traveller${index}` },
        new Date(`2030-04-0${index + 1}T10:00:00Z`),
      );
      if (outcome.ok) ids.push(outcome.review.id);
    }
    expect(ids).toHaveLength(3);
    expect(
      await replyToReview(t.db, ids[0]!, "Asante sana!", new Date("2030-04-05T09:00:00Z")),
    ).toBe(true);
    expect(await replyToReview(t.db, "no-such-review", "Hello")).toBe(false);

    const page = await tripReviews(t.db, slug);
    expect(page?.summary).toEqual({ count: 3, average: 4.3 });
    expect(page?.reviews.map((one) => one.firstName)).toEqual([
      "Traveller2",
      "Traveller1",
      "Traveller0",
    ]);
    expect(page?.reviews.at(-1)).toMatchObject({
      date: "2030-04-01",
      reply: "Asante sana!",
      replyDate: "2030-04-05",
    });
    expect((await tripReviews(t.db, slug, 2))?.reviews).toHaveLength(2);
  });

  it("lists every review for the operator, newest first, with its trip and booking reference", async () => {
    const list = await listReviews(t.db, 1, 2);
    expect(list.rows).toHaveLength(2);
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(list.rows[0]!.createdAt >= list.rows[1]!.createdAt).toBe(true);
    expect(list.rows[0]!.reference).toBe(list.rows[0]!.bookingId.slice(0, 8).toUpperCase());
    expect(list.rows[0]!.tripTitle).not.toBe("");
    // A page past the end shows the last page.
    expect((await listReviews(t.db, 999, 2)).page).toBe(list.pageCount);
  });
});

describe("the mail of a completed booking", () => {
  it("asks the traveller for a review with a link that opens their booking's form", async () => {
    const { db } = getDb();
    const email = `reviewer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const booking = await insertBooking(
      db,
      bookingInput({ status: "confirmed", bookingDate: "2030-03-01", clientEmail: email }),
    );
    const outcome = await transitionBooking(db, {
      bookingId: booking.id,
      to: "completed",
      note: null,
      actor,
      now: new Date("2030-03-05T10:00:00Z"),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(await sendBookingStatusMail(outcome.booking, outcome.event)).toBe(true);

    const mails = readdirSync(join(dataDir, "outbox"))
      .filter((name) => name.includes(email))
      .map((name) =>
        readFileSync(join(dataDir, "outbox", name), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      );
    expect(mails).toHaveLength(1);
    const link = /https:\/\/kilele\.example\/review\/([^\s"<>]+)/.exec(mails[0]!)?.[1];
    expect(link).toBeTruthy();
    const opened = await openReviewRequest(db, process.env.AUTH_SECRET!, link!);
    expect(opened).toMatchObject({ ok: true, booking: { id: booking.id } });
  });
});
