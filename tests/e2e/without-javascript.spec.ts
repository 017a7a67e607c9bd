import { expect, test } from "@playwright/test";
import { shortReference } from "../../domain/booking/reference";
import { closeDb, db, emailFor, mailsMentioning, storedInquiries } from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";

/*
 * (axe-core runs inside the page, so it cannot run here; the same pages are checked with
 * JavaScript in the other specs.)
 *
 * Issue 14, "without JavaScript every form still works by posting to the server": the landing
 * contact form used to send a GET that put the visitor's name, email and message in the URL and
 * stored nothing, and the phone menu did nothing.
 */
test.use({ javaScriptEnabled: false });
test.afterAll(closeDb);

test("the contact form posts the inquiry, keeps it out of the address bar, stores it and confirms it", async ({
  page,
}) => {
  const email = emailFor("contact-no-js");
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await expect(form).toHaveAttribute("method", "post");
  await form.getByLabel(/First name/).fill("Njeri");
  await form.getByLabel(/Last name/).fill("Mwangi");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Adventure/).selectOption("maasai-cultural");
  await form.getByLabel(/Message/).fill("A family of five in December.");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    form.getByRole("button", { name: "Send Inquiry" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await page.waitForLoadState();

  // Nothing the visitor typed travels in the URL.
  expect(page.url()).not.toMatch(/Njeri|Mwangi|contact-no-js|family/i);
  expect(page.url()).toMatch(/#contact$/);
  const status = page.locator("#contact").getByRole("status");
  await expect(status).toContainText("Inquiry Sent Successfully!");
  await expect(status).toContainText("We'll get back to you within 24 hours.");
  const [stored] = await storedInquiries(email);
  expect(JSON.parse(stored!.payload)).toMatchObject({
    name: "Njeri Mwangi",
    email,
    phone: null,
    adventure: "maasai-cultural",
    message: "A family of five in December.",
  });
  await expect(status.locator("strong")).toHaveText(shortReference(stored!.id));
  await expect(page.locator("#contact form").getByLabel(/First name/)).toHaveValue("");
  await expect
    .poll(() => mailsMentioning(email).length, { message: "the operator's notification" })
    .toBeGreaterThanOrEqual(1);
});

test("the contact form names what is missing beside each field and gives back what was typed", async ({
  page,
}) => {
  const email = emailFor("contact-no-js-missing");
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await form.getByLabel(/First name/).fill("Otieno");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Message/).fill("Is Hell's Gate open in May?");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await page.waitForLoadState();

  const answered = page.locator("#contact form");
  await expect(answered.getByRole("alert")).toContainText("Please check the fields marked below");
  await expect(answered.getByText("Please enter your last name.")).toBeVisible();
  await expect(answered.getByText("Please choose an adventure.")).toBeVisible();
  await expect(answered.getByLabel(/Last name/)).toHaveAttribute("aria-invalid", "true");
  await expect(answered.getByLabel(/First name/)).toHaveValue("Otieno");
  await expect(answered.getByLabel(/Message/)).toHaveValue("Is Hell's Gate open in May?");
  expect(await storedInquiries(email)).toHaveLength(0);

  await answered.getByLabel(/Last name/).fill("Ouma");
  await answered.getByLabel(/Adventure/).selectOption("hells-gate");
  await answered.getByRole("button", { name: "Send Inquiry" }).click();
  await page.waitForLoadState();
  await expect(page.locator("#contact").getByRole("status")).toContainText(
    "Inquiry Sent Successfully!",
  );
  expect(await storedInquiries(email)).toHaveLength(1);
});

test("the phone menu opens and its links work", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/itinerary/point-lenana");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Our Story" }).click();
  await expect(page).toHaveURL(/\/#story$/);
  await expect(page.locator("#story")).toBeInViewport();
});

test("Back to Adventures is a link to the trip's category", async ({ page }) => {
  await page.goto("/itinerary/maasai-mara-holiday");
  await page.getByRole("link", { name: "Back to Adventures" }).click();
  await expect(page).toHaveURL(/\/seasonal-escapes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seasonal Escapes");
});

test("a trip page's sections are all there without JavaScript, not only their headings", async ({
  page,
}) => {
  // React moved large finished Suspense boundaries out of place and showed them by script: with
  // JavaScript off every section of a long trip page was an empty heading (progressiveChunkSize).
  await page.goto("/itinerary/point-lenana");
  const itinerary = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Day-by-Day Itinerary" }) });
  await expect(itinerary).toContainText("Nairobi to Sirimon Gate and Old Moses Camp");
  const faq = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Frequently Asked Questions" }) });
  await expect(faq.getByRole("group").first()).toBeVisible();
});

test("a trip with tiers is priced for the chosen tier and booked at that price", async ({
  page,
}) => {
  // Issue 14: "tiered trips cannot be priced or booked" without JavaScript. Samburu's Mid-Range
  // tier, three travellers, a private date: the panel's button asks the server, the checkout
  // posts, and the stored booking is the quote the page showed.
  await page.goto("/itinerary/samburu");
  const quote = await quoteInPanel(
    page,
    { option: /Mid-Range/, participants: 3, date: inDays(45) },
    { javaScript: false },
  );
  expect(page.url()).toContain("option=mid-range");
  await bookingPanel(page).getByRole("link", { name: "Continue to booking" }).click();
  await expect(page).toHaveURL(/\/itinerary\/samburu\/book\?/);
  await expect(page.getByTestId("checkout-per-person")).toHaveText(
    `$${quote.perPerson.toLocaleString("en-US")}`,
  );
  const email = emailFor("tiered-no-js");
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel(/Full name/).fill("Nyokabi Waweru");
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole("button", { name: /^Send booking request/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  const stored = await db()
    .db.selectFrom("bookings")
    .select(["id", "tier_id", "number_of_participants", "total_price"])
    .where("client_email", "=", email)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    tier_id: "mid-range",
    number_of_participants: 3,
    total_price: quote.total,
  });
  await expect(page.getByTestId("reference")).toHaveText(shortReference(stored.id));
});
