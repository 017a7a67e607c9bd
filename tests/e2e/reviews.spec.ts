import { expect, test, type Page } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { isoDateInDays } from "../../domain/calendar";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

test.describe.configure({ timeout: 240_000 });
test.afterAll(closeDb);

const screenshots = "docs/screenshots";

/** The trip's JSON-LD, parsed. */
async function tripJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

test("a completed booking's traveller is mailed a review link, reviews without JavaScript, and the review shows on the trip page with the operator's reply", async ({
  browser,
}) => {
  const marker = `run ${Date.now().toString(36)}`;
  const travellerEmail = emailFor("reviewer");
  const booking = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: isoDateInDays(new Date(), -3),
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: travellerEmail,
    clientName: "Achieng Otieno",
    tripSlug: "point-lenana",
    status: "confirmed",
  });

  // A trip nobody has reviewed shows no rating at all: no section, no AggregateRating.
  const signedOut = await newVisitor(browser, { javaScript: false });
  await signedOut.goto("/itinerary/ngong-hills");
  await expect(signedOut.getByRole("heading", { name: "Reviews", exact: true })).toHaveCount(0);
  expect(await tripJsonLd(signedOut)).not.toHaveProperty("aggregateRating");

  // The operator marks the trip completed; the mail to the traveller asks for a review.
  const adminEmail = emailFor("reviews-admin");
  const admin = await newVisitor(browser);
  const adminErrors = failOnPageErrors(admin);
  await verifiedAccount(admin, "Reviews Admin", adminEmail);
  await becomeAdmin(admin, adminEmail);
  await admin.goto(`/admin/bookings/${booking.id}`);
  await admin.getByRole("button", { name: "Mark completed" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Booking updated" })).toContainText(
    "now completed",
  );
  const mail = await mailTo(travellerEmail, /Write a review/);
  expect(mail).toContain("every review is published on the trip's page");
  const link = /https?:\/\/[^\s"<>]+\/review\/[A-Za-z0-9_.-]+/.exec(mail)?.[0];
  expect(link, "the review link in the mail").toBeTruthy();
  const path = new URL(link!).pathname;

  // A forged link is refused with a sentence.
  const forged = await signedOut.goto(`/review/${booking.id}.forged`);
  expect(forged?.status()).toBe(404);
  await expect(signedOut.getByRole("alert")).toHaveText(/This review link is not valid/);

  // The traveller opens the form without JavaScript: first name from the booking, ratings in words.
  const traveller = await newVisitor(browser, { width: 390, javaScript: false });
  const opened = await traveller.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(
    "How was Point Lenana Summit?",
  );
  await expect(traveller.getByLabel("First name")).toHaveValue("Achieng");
  const ratings = traveller.getByRole("group", { name: "Your rating" });
  await expect(ratings.getByRole("radio")).toHaveCount(5);
  // (axe needs JavaScript in the page: the form is checked with it in the next test.)
  await expectNoHorizontalOverflow(traveller);
  await traveller.screenshot({ path: `${screenshots}/reviews-form-390.png`, fullPage: true });

  // Bad input, past the browser's own checks: a sentence per field, every value kept, nothing stored.
  await traveller.getByLabel("Country you live in").fill("Kenya");
  await traveller.getByRole("textbox", { name: "Your review" }).fill("Too short");
  const answer = traveller.waitForResponse((response) => response.request().method() === "POST");
  await traveller.locator("form[aria-label='Write your review']").evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  await traveller.getByRole("button", { name: "Publish my review" }).click();
  expect((await answer).status()).toBe(400);
  await expect(traveller.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(
    traveller.getByText("Please tell other travellers about your trip in 20 to 4,000 characters."),
  ).toBeVisible();
  await expect(traveller.getByLabel("Country you live in")).toHaveValue("Kenya");
  await expect(traveller.getByRole("textbox", { name: "Your review" })).toHaveValue("Too short");
  await expect(traveller.getByRole("textbox", { name: "Your review" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  const text = `Kamau paced us well and the sunrise on Point Lenana was worth every cold step (${marker}).`;
  await ratings.getByRole("radio", { name: "4 stars: good" }).check();
  await traveller.getByRole("textbox", { name: "Your review" }).fill(text);
  await traveller.getByRole("button", { name: "Publish my review" }).click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you for your review",
  );
  const stored = await db()
    .db.selectFrom("reviews")
    .selectAll()
    .where("booking_id", "=", booking.id)
    .execute();
  expect(stored).toMatchObject([
    { rating: 4, first_name: "Achieng", country: "Kenya", trip_slug: "point-lenana" },
  ]);

  // The same link again: already reviewed, refused, still one review.
  const again = await traveller.goto(path);
  expect(again?.status()).toBe(409);
  await expect(traveller.getByRole("alert")).toHaveText(/already been reviewed/);

  // The operator sees it in /admin/reviews and replies (an empty reply is refused by the server).
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await expect(admin).toHaveURL(/\/admin\/reviews$/);
  const card = admin.getByRole("listitem").filter({ hasText: marker });
  await expect(card).toContainText("Point Lenana Summit");
  await expect(card).toContainText("4 out of 5");
  await expect(card).toContainText("Achieng, Kenya");
  await expect(
    card.getByRole("link", { name: booking.id.slice(0, 8).toUpperCase() }),
  ).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  const refused = await admin.request.post("/admin/reviews", {
    form: { reviewId: stored[0]!.id, reply: "   " },
  });
  expect(refused.status()).toBe(400);
  const reply = `Asante sana, Achieng! Kamau sends his greetings (${marker}).`;
  await card.getByLabel(/Reply publicly to Achieng/).fill(reply);
  await card.getByRole("button", { name: "Publish reply" }).click();
  await expect(card.getByRole("status")).toContainText("Reply published");
  await admin.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screenshots}/reviews-admin-1280.png` });
  await admin.setViewportSize({ width: 390, height: 900 });
  await expectNoHorizontalOverflow(admin);
  await card.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screenshots}/reviews-admin-390.png` });
  expect(adminErrors).toEqual([]);

  // The trip page, signed out (the page cache was told): the review, its rating in words, the reply.
  await signedOut.goto("/itinerary/point-lenana");
  const section = signedOut.locator("section", {
    has: signedOut.getByRole("heading", { name: "Reviews", exact: true }),
  });
  await expect(section).toContainText(/\d(\.\d)? out of 5/);
  await expect(section).toContainText(/Based on \d+ reviews?, every one from a completed booking/);
  const shown = section.getByRole("article", { name: "Review by Achieng from Kenya" }).filter({
    hasText: marker,
  });
  await expect(shown).toContainText("4 out of 5");
  await expect(shown).toContainText(text);
  await expect(shown).toContainText("Reply from the team");
  await expect(shown).toContainText(reply);
  const jsonLd = await tripJsonLd(signedOut);
  expect(jsonLd).toMatchObject({
    aggregateRating: { "@type": "AggregateRating", bestRating: 5, worstRating: 1 },
  });
  expect(JSON.stringify(jsonLd.review)).toContain(marker);
  await shown.scrollIntoViewIfNeeded();
  await signedOut.screenshot({ path: `${screenshots}/reviews-trip-1280.png` });
  const phone = await newVisitor(browser, { width: 390 });
  await phone.goto("/itinerary/point-lenana");
  await expectNoHorizontalOverflow(phone);
  await phone
    .getByRole("article", { name: "Review by Achieng from Kenya" })
    .filter({ hasText: marker })
    .scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${screenshots}/reviews-trip-390.png` });
  await expectNoAxeViolations(phone, "section:has(> h2#reviews)");
});

test("the review form at desktop width", async ({ browser }) => {
  const booking = await insertBooking(db().db, {
    adventureType: "Hell's Gate",
    bookingDate: isoDateInDays(new Date(), 10),
    numberOfParticipants: 1,
    totalPrice: 120,
    clientEmail: emailFor("desktop-reviewer"),
    clientName: "Lena Fischer",
    tripSlug: "hells-gate",
    status: "confirmed",
  });
  // The trip has not taken place yet: the link is refused (the token is made the way the mail makes it).
  const { reviewToken } = await import("../../server/modules/reviews/reviews");
  const token = reviewToken("e2e-test-secret-that-is-at-least-32-characters-long", booking.id);
  const page = await newVisitor(browser);
  const early = await page.goto(`/review/${token}`);
  expect(early?.status()).toBe(409);
  await expect(page.getByRole("alert")).toHaveText(/has not taken place yet/);
  await db()
    .db.updateTable("bookings")
    .set({ booking_status: "completed" })
    .where("id", "=", booking.id)
    .execute();
  await page.goto(`/review/${token}`);
  await expect(page.getByLabel("First name")).toHaveValue("Lena");
  await expectNoAxeViolations(page, "#main");
  await page.screenshot({ path: `${screenshots}/reviews-form-1280.png`, fullPage: true });
  // With JavaScript the form posts the same way; the refused answer is checked by axe too.
  await page.getByLabel("Country you live in").fill("Germany");
  await page.locator("form[aria-label='Write your review']").evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  await page.getByRole("button", { name: "Publish my review" }).click();
  await expect(page.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByLabel("Country you live in")).toHaveValue("Germany");
  await expectNoAxeViolations(page, "#main");
  await page.screenshot({ path: `${screenshots}/reviews-form-errors-1280.png`, fullPage: true });
});
