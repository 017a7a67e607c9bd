import { afterAll, expect, it } from "vitest";
import { trips as seedTrips } from "../../../content/trips";
import { testimonialMessages } from "../../../domain/testimonials/testimonial";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { useSecondConnection } from "../../../tests/support/second-connection";
import { insertBooking } from "../bookings/store";
import { useCatalogue } from "../catalogue/snapshot";
import { readContentVersion } from "../../platform/content-versions";
import { subscribe } from "../../platform/events";
import { seedTestimonials, watchTestimonials } from "./publication";
import { sampleTestimonials } from "./samples";
import {
  landingTestimonials,
  listTestimonialsForAdmin,
  moveTestimonial,
  removeTestimonial,
  saveTestimonial,
  setTestimonialStatus,
  testimonialForEditor,
} from "./testimonials";

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
const today = new Date("2030-06-15T09:00:00Z");
const external = {
  quote: "Kamau paced us perfectly and we all reached Point Lenana at sunrise.",
  name: "Tom H.",
  origin: "Leeds, United Kingdom",
  trip: "Point Lenana Summit",
  siteName: "TripAdvisor",
  url: "https://www.tripadvisor.com/ShowUserReviews-g294207-r987654321.html",
  writtenOn: "2030-05-20",
  rating: "5",
};
const reviewText =
  "We had a great week. Kamau, our guide, paced us well and the sunrise on Point Lenana was worth every step.";

function withCatalogue(archivedSlug: string | null) {
  useCatalogue(
    seedTrips.map((trip) => ({
      trip,
      status: trip.slug === archivedSlug ? "archived" : "published",
      formerSlugs: [],
    })),
    null,
  );
}
// The snapshot is this process's: put the seed back for the next file's tests.
afterAll(() => withCatalogue(null));

describeOnEachDatabase("the landing page's testimonials on %s", (t, dialect) => {
  const second = useSecondConnection(t, dialect);
  const names = async () => (await landingTestimonials(t.db)).map((shown) => shown.name);

  async function storedReview(tripSlug: string, rating = 4) {
    const booking = await insertBooking(t.db, bookingInput({ status: "completed", tripSlug }));
    const id = crypto.randomUUID();
    await t.db
      .insertInto("reviews")
      .values({
        id,
        booking_id: booking.id,
        trip_slug: tripSlug,
        rating,
        text: reviewText,
        first_name: "Achieng",
        country: "Kenya",
        created_at: "2030-04-03T10:00:00.000Z",
        reply: null,
        replied_at: null,
      })
      .execute();
    return id;
  }

  it("seeds the three samples once, even when two processes start together", async () => {
    // Two processes start on one new PostgreSQL at once. better-sqlite3 waits for a lock without
    // yielding, so two connections of one test process would wait on each other: on SQLite
    // (one server process) the second connection starts after the first.
    const seeded =
      dialect === "postgres"
        ? await Promise.all([seedTestimonials(t.db), seedTestimonials(second())])
        : [await seedTestimonials(t.db), await seedTestimonials(second())];
    expect(seeded.sort()).toEqual([0, 3]);
    expect(await seedTestimonials(t.db)).toBe(0);
    const shown = await landingTestimonials(t.db);
    expect(shown).toEqual(
      sampleTestimonials.map((sample) => ({
        id: expect.any(String),
        ...sample,
        source: { kind: "sample" },
      })),
    );
    expect(shown[0]!.quote).toBe(
      "Our guide read the mountain and our group perfectly. We reached Point Lenana at sunrise and every one of us made it. Best-organised trek I have done anywhere.",
    );
  });

  it("refuses an external review with a bad link, an empty quote or a future day, storing nothing", async () => {
    const before = await readContentVersion(t.db, "testimonials");
    const refused = await saveTestimonial(
      t.db,
      {
        id: null,
        input: {
          source: "external",
          values: {
            ...external,
            url: "tripadvisor.com/review",
            quote: " ",
            writtenOn: "2030-06-16",
          },
        },
      },
      editor,
      today,
    );
    expect(refused).toEqual({
      ok: false,
      kind: "invalid",
      message: "Please check the fields marked.",
      errors: {
        url: testimonialMessages.url,
        quote: testimonialMessages.quote,
        writtenOn: testimonialMessages.writtenOnFuture,
      },
    });
    expect(await listTestimonialsForAdmin(t.db)).toHaveLength(3);
    expect(await readContentVersion(t.db, "testimonials")).toBe(before);
  });

  it("refuses a testimonial without a source, and a review that does not exist or is not on the site", async () => {
    expect(await saveTestimonial(t.db, { id: null, input: null }, editor, today)).toMatchObject({
      ok: false,
      kind: "invalid",
      message: testimonialMessages.noSource,
    });
    const missing = { source: "review" as const, reviewId: crypto.randomUUID(), quote: "Great" };
    expect(await saveTestimonial(t.db, { id: null, input: missing }, editor, today)).toEqual({
      ok: false,
      kind: "not-found",
      message: testimonialMessages["no-such-review"],
      errors: { reviewId: testimonialMessages["no-such-review"] },
    });
    const reviewId = await storedReview("alpine-lakes");
    withCatalogue("alpine-lakes");
    try {
      const offSite = { source: "review" as const, reviewId, quote: "We had a great week." };
      expect(await saveTestimonial(t.db, { id: null, input: offSite }, editor, today)).toEqual({
        ok: false,
        kind: "conflict",
        message: testimonialMessages["not-published"],
        errors: { reviewId: testimonialMessages["not-published"] },
      });
    } finally {
      withCatalogue(null);
    }
    expect(await listTestimonialsForAdmin(t.db)).toHaveLength(3);
  });

  it("refuses a save over another editor's unseen change, names them, and lets a second save replace theirs", async () => {
    const added = await saveTestimonial(
      t.db,
      { id: null, input: { source: "external", values: external } },
      editor,
      today,
    );
    const id = added.ok ? added.id : "";
    const opened = (await testimonialForEditor(t.db, id))!.version;
    const colleague = { name: "Otieno", email: "otieno@example.com" };
    const theirs = { ...external, quote: "Kamau paced us perfectly." };
    const later = new Date(today.getTime() + 60_000);
    expect(
      await saveTestimonial(
        t.db,
        { id, input: { source: "external", values: theirs }, version: opened },
        colleague,
        later,
      ),
    ).toMatchObject({ ok: true });
    const mine = { ...external, quote: "We all reached Point Lenana at sunrise." };
    const refused = await saveTestimonial(
      t.db,
      { id, input: { source: "external", values: mine }, version: opened },
      editor,
      new Date(later.getTime() + 60_000),
    );
    expect(refused).toMatchObject({ ok: false, kind: "conflict" });
    const message = refused.ok ? "" : refused.message;
    expect(message).toContain(
      "Otieno (otieno@example.com) saved this testimonial while you were editing",
    );
    expect(message).toContain('"Kamau paced us perfectly."');
    expect((await testimonialForEditor(t.db, id))!.quote).toBe("Kamau paced us perfectly.");
    const again = await saveTestimonial(
      t.db,
      {
        id,
        input: { source: "external", values: mine },
        version: refused.ok ? null : refused.currentVersion,
      },
      editor,
      new Date(later.getTime() + 120_000),
    );
    expect(again).toMatchObject({ ok: true });
    expect((await testimonialForEditor(t.db, id))!.quote).toBe(mine.quote);
    await removeTestimonial(t.db, id);
  });

  it("adds an external review at the end, published; moved first, the landing page shows it first", async () => {
    const added = await saveTestimonial(
      t.db,
      { id: null, input: { source: "external", values: external } },
      editor,
      today,
    );
    expect(added).toMatchObject({ ok: true, created: true });
    const id = added.ok ? added.id : "";
    expect(await names()).toEqual(["Sarah M.", "Daniel & Priya K.", "Wanjiru N."]);
    expect(await moveTestimonial(t.db, id, "down")).toBe(false);
    for (let step = 0; step < 3; step++) expect(await moveTestimonial(t.db, id, "up")).toBe(true);
    expect(await moveTestimonial(t.db, id, "up")).toBe(false);
    const [first] = await landingTestimonials(t.db);
    expect(first).toEqual({
      id,
      quote: external.quote,
      name: "Tom H.",
      origin: "Leeds, United Kingdom",
      trip: "Point Lenana Summit",
      source: {
        kind: "external",
        siteName: "TripAdvisor",
        url: external.url,
        date: "2030-05-20",
        month: "May 2030",
        rating: 5,
      },
    });
    expect(await names()).toEqual(["Tom H.", "Sarah M.", "Daniel & Priya K."]);
    const rows = await listTestimonialsForAdmin(t.db);
    expect(rows.map((row) => [row.name, row.onLanding])).toEqual([
      ["Tom H.", true],
      ["Sarah M.", true],
      ["Daniel & Priya K.", true],
      ["Wanjiru N.", false],
    ]);
    expect(rows[0]!.updatedBy).toBe("Wanjiru (wanjiru@example.com)");
  });

  it("replaces a sample with a review's words, shortened but never invented", async () => {
    const reviewId = await storedReview("point-lenana", 4);
    const sample = (await listTestimonialsForAdmin(t.db)).find((row) => row.name === "Sarah M.")!;
    const invented = { source: "review" as const, reviewId, quote: "Best trek company in Kenya!" };
    expect(await saveTestimonial(t.db, { id: sample.id, input: invented }, editor, today)).toEqual({
      ok: false,
      kind: "invalid",
      message: testimonialMessages.notExcerpt,
      errors: { quote: testimonialMessages.notExcerpt },
    });
    const quote = "Kamau, our guide, paced us well … worth every step.";
    const saved = await saveTestimonial(
      t.db,
      { id: sample.id, input: { source: "review", reviewId, quote } },
      editor,
      today,
    );
    expect(saved).toEqual({ ok: true, id: sample.id, created: false });
    const shown = (await landingTestimonials(t.db))[1];
    expect(shown).toEqual({
      id: sample.id,
      quote,
      name: "Achieng",
      origin: "Kenya",
      trip: "Point Lenana Summit",
      source: { kind: "review", rating: 4, date: "2030-04-03", month: "Apr 2030" },
    });
    expect(await testimonialForEditor(t.db, sample.id)).toMatchObject({
      source: "review",
      quote,
      review: { id: reviewId, text: reviewText },
    });
  });

  it("hides, publishes and removes: the landing page takes the next published one", async () => {
    const rows = await listTestimonialsForAdmin(t.db);
    const tom = rows.find((row) => row.name === "Tom H.")!;
    expect(await setTestimonialStatus(t.db, tom.id, "hidden", editor)).toBe(true);
    expect(await names()).toEqual(["Achieng", "Daniel & Priya K.", "Wanjiru N."]);
    expect(await setTestimonialStatus(t.db, tom.id, "published", editor)).toBe(true);
    expect(await names()).toEqual(["Tom H.", "Achieng", "Daniel & Priya K."]);
    expect(await removeTestimonial(t.db, tom.id)).toBe(true);
    expect(await removeTestimonial(t.db, tom.id)).toBe(false);
    expect(await setTestimonialStatus(t.db, tom.id, "hidden", editor)).toBe(false);
    expect(await names()).toEqual(["Achieng", "Daniel & Priya K.", "Wanjiru N."]);
  });

  it("tells another process of every change through the version row", async () => {
    const heard: string[] = [];
    const stopListening = subscribe("ContentPublished", (event) => {
      if (event.content === "testimonial") heard.push(event.id);
    });
    const stopWatching = watchTestimonials(second(), 20);
    try {
      // The watcher's first poll reads the version without telling anyone.
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard.length = 0;
      const daniel = (await listTestimonialsForAdmin(t.db)).find((row) =>
        row.name.startsWith("Daniel"),
      )!;
      expect(await moveTestimonial(t.db, daniel.id, "up")).toBe(true);
      // This process hears it at once; the watching "process" within a poll.
      expect(heard).toEqual([daniel.id]);
      await expect.poll(() => heard.length, { timeout: 2000 }).toBe(2);
      expect(heard[1]).toMatch(/^version \d+$/);
    } finally {
      stopWatching();
      stopListening();
    }
  });

  it("goes with its review when the review is erased", async () => {
    const achieng = (await listTestimonialsForAdmin(t.db)).find((row) => row.name === "Achieng")!;
    const { review_id } = await t.db
      .selectFrom("testimonials")
      .select("review_id")
      .where("id", "=", achieng.id)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("reviews").where("id", "=", review_id!).execute();
    expect(await names()).toEqual(["Daniel & Priya K.", "Wanjiru N."]);
  });
});
