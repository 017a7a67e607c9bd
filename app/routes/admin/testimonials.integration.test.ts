import { beforeAll, describe, expect, it } from "vitest";
import { testimonialMessages } from "../../../domain/testimonials/testimonial";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { bookingInput } from "../../../tests/support/booking-input";
import { routeContext } from "../../../tests/support/route-context";

// The operator's /admin/testimonials and its editing page, posted as plain forms: each refusal
// answers 4xx with its sentence beside the field and every word typed; a save goes back to the list.
usePrivateAppDatabase("admin-testimonials");

const { getDb } = await import("../../../server/platform/db");
const { insertBooking } = await import("../../../server/modules/bookings/store");
const { seedTestimonials } = await import("../../../server/modules/testimonials");
const list = await import("./testimonials.server");
const editing = await import("./testimonial.server");
const { adminUserContext, isContentPath } = await import("./layout.server");

const db = () => getDb().db;
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

function contextOfEditor() {
  const context = routeContext({ db: db() });
  context.set(adminUserContext, {
    id: "editor-1",
    email: "editor@example.com",
    name: "Wanjiru",
    emailVerified: true,
  });
  return context;
}

const external = {
  source: "external",
  quote: "Kamau paced us perfectly and we all reached Point Lenana at sunrise.",
  name: "Tom H.",
  origin: "Leeds, United Kingdom",
  trip: "Point Lenana Summit",
  siteName: "TripAdvisor",
  url: "https://www.tripadvisor.com/ShowUserReviews-g294207-r987654321.html",
  writtenOn: "2025-05-20",
  rating: "",
};

function request(path: string, fields?: Record<string, string>) {
  return new Request(
    `http://localhost${path}`,
    fields ? { method: "POST", body: new URLSearchParams(fields) } : undefined,
  );
}

/** Posts the editing page's form; a save answers with a redirect, a refusal with data. */
async function save(id: string, fields: Record<string, string>) {
  try {
    const result = await editing.action({
      request: request(`/admin/testimonials/${id}`, fields),
      params: { id },
      context: contextOfEditor(),
    } as unknown as Args<typeof editing.action>);
    return { status: result.init?.status ?? 200, ...result.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location") };
  }
}

/** The form's fields without the hidden one naming the source. */
function valuesOf({ source: _source, ...values }: Record<string, string>) {
  return values;
}

async function press(intent: string) {
  const result = await list.action({
    request: request("/admin/testimonials", { intent }),
    params: {},
    context: contextOfEditor(),
  } as unknown as Args<typeof list.action>);
  return { status: result.init?.status ?? 200, ...result.data };
}

function loadList(search = "") {
  return list.loader({
    request: request(`/admin/testimonials${search}`),
    params: {},
    context: contextOfEditor(),
  } as unknown as Args<typeof list.loader>);
}

function loadEditor(id: string, search = "") {
  return editing.loader({
    request: request(`/admin/testimonials/${id}${search}`),
    params: { id },
    context: contextOfEditor(),
  } as unknown as Args<typeof editing.loader>);
}

let reviewId = "";
beforeAll(async () => {
  await seedTestimonials(db());
  const booking = await insertBooking(db(), bookingInput({ status: "completed" }));
  reviewId = crypto.randomUUID();
  await db()
    .insertInto("reviews")
    .values({
      id: reviewId,
      booking_id: booking.id,
      trip_slug: "point-lenana",
      rating: 5,
      text: "Kamau paced us well and the sunrise on Point Lenana was worth every step.",
      first_name: "Achieng",
      country: "Kenya",
      created_at: "2025-04-03T10:00:00.000Z",
      reply: null,
      replied_at: null,
    })
    .execute();
});

describe("/admin/testimonials", () => {
  it("is an editor's page too", () => {
    expect(isContentPath("/admin/testimonials")).toBe(true);
    expect(isContentPath("/admin/testimonials/new.data")).toBe(true);
  });

  it("lists the samples, each marked as a sample on the landing page", async () => {
    const { testimonials, notice } = await loadList();
    expect(notice).toBeNull();
    expect(testimonials.map((row) => [row.name, row.source.kind, row.onLanding])).toEqual([
      ["Sarah M.", "sample", true],
      ["Daniel & Priya K.", "sample", true],
      ["Wanjiru N.", "sample", true],
    ]);
  });

  it("refuses a bad link, an empty quote and a future day with 400, keeping every word typed", async () => {
    const typed = {
      ...external,
      url: "www.tripadvisor.com/review",
      quote: "",
      writtenOn: "2999-01-01",
    };
    const answer = await save("new", typed);
    expect(answer).toMatchObject({
      status: 400,
      source: "external",
      values: valuesOf(typed),
      errors: {
        url: testimonialMessages.url,
        quote: testimonialMessages.quote,
        writtenOn: testimonialMessages.writtenOnFuture,
      },
      notice: { tone: "error", title: "Testimonial not saved" },
    });
    expect((await loadList()).testimonials).toHaveLength(3);
  });

  it("refuses a review that does not exist with 404, keeping the quote", async () => {
    const missing = crypto.randomUUID();
    const answer = await save("new", { source: "review", reviewId: missing, quote: "Great trip" });
    expect(answer).toMatchObject({
      status: 404,
      reviewId: missing,
      values: { quote: "Great trip" },
      errors: { reviewId: testimonialMessages["no-such-review"] },
    });
  });

  it("refuses a testimonial without a source, a sample's words included", async () => {
    const sample = (await loadList()).testimonials[0]!;
    const answer = await save(sample.id, { quote: sample.quote });
    expect(answer).toMatchObject({
      status: 400,
      notice: { description: testimonialMessages.noSource },
    });
    expect((await loadList()).testimonials[0]!.source.kind).toBe("sample");
  });

  it("offers the published reviews to quote, then the chosen one with its words as the quote", async () => {
    const choosing = await loadEditor("new");
    expect(choosing).toMatchObject({ id: null, source: "review", review: null });
    expect(choosing.choices?.rows.map((review) => review.id)).toEqual([reviewId]);
    const chosen = await loadEditor("new", `?source=review&review=${reviewId}`);
    expect(chosen.review).toMatchObject({ id: reviewId, tripTitle: "Point Lenana Summit" });
    const unknown = await loadEditor("new", `?source=review&review=${crypto.randomUUID()}`);
    expect(unknown).toMatchObject({
      review: null,
      reviewProblem: testimonialMessages["no-such-review"],
    });
    await expect(loadEditor(crypto.randomUUID())).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("replaces a sample with a review, then adds an external review and moves it first", async () => {
    const sample = (await loadList()).testimonials[2]!;
    expect(
      await save(sample.id, {
        source: "review",
        reviewId,
        quote: "The sunrise on Point Lenana was worth every step.",
      }),
    ).toEqual({ status: 302, location: "/admin/testimonials?saved=changed" });
    expect(await save("new", external)).toEqual({
      status: 302,
      location: "/admin/testimonials?saved=added",
    });
    const { testimonials, notice } = await loadList("?saved=added");
    expect(notice).toMatchObject({ title: "Testimonial added" });
    expect(testimonials.map((row) => [row.name, row.source.kind])).toEqual([
      ["Sarah M.", "sample"],
      ["Daniel & Priya K.", "sample"],
      ["Achieng", "review"],
      ["Tom H.", "external"],
    ]);
    const tom = testimonials[3]!;
    expect(await press(`down:${tom.id}`)).toMatchObject({ status: 409 });
    for (let step = 0; step < 3; step++)
      expect(await press(`up:${tom.id}`)).toMatchObject({
        status: 200,
        notice: { title: "Order saved" },
      });
    expect((await loadList()).testimonials.map((row) => row.name)).toEqual([
      "Tom H.",
      "Sarah M.",
      "Daniel & Priya K.",
      "Achieng",
    ]);
  });

  it("hides, publishes and removes, and refuses a button it does not know", async () => {
    const tom = (await loadList()).testimonials[0]!;
    expect(await press(`hide:${tom.id}`)).toMatchObject({
      notice: { title: "Testimonial hidden" },
    });
    expect((await loadList()).testimonials[0]).toMatchObject({
      status: "hidden",
      onLanding: false,
    });
    expect(await press(`publish:${tom.id}`)).toMatchObject({ status: 200 });
    expect(await press(`remove:${tom.id}`)).toMatchObject({ status: 200 });
    expect(await press(`remove:${tom.id}`)).toMatchObject({ status: 409 });
    expect(await press(`shout:${tom.id}`)).toMatchObject({ status: 400 });
    expect(await press("up:../../etc")).toMatchObject({ status: 409 });
  });
});
