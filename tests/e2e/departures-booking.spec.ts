import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { closeDb, db, emailFor } from "./account-fixtures";
import { bookingPanel, unbookedDeparture } from "./booking-helpers";
import { expectNoAxeViolations, failOnPageErrors } from "./helpers";
import { insertBooking } from "../../server/modules/bookings/store";
import { formatTravelDate } from "../../domain/calendar";

// Issue 15, "Booking a departure" and "A full departure offers its waitlist" (decision 0024):
// Point Lenana's departures booked through the panel and the checkout, with and without
// JavaScript; a full departure's waitlist form; seats too few for the party.

// Generous: the test machine is shared, and each panel change is a server render.
test.describe.configure({ timeout: 240_000 });
test.afterAll(closeDb);
const screenshots = "docs/screenshots";

/**
 * A Point Lenana departure nobody has booked or waits for, well past its cut-off's reach; each
 * call gets another one (the e2e database outlives a run, so used ones are skipped).
 */
function freeDeparture(): Promise<{ id: string; date: string }> {
  // Claimed for this test at once: a booking of nobody's seats would free it again.
  return unbookedDeparture("point-lenana", 21);
}

/** Someone else's travellers on the departure: requests, or a booking the operator confirmed. */
function takeSeats(
  departure: { id: string; date: string },
  count: number,
  status: "pending" | "confirmed" = "pending",
) {
  return insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: departure.date,
    numberOfParticipants: count,
    totalPrice: 850 * count,
    clientEmail: emailFor(`earlier-${count}`),
    clientName: "Earlier Traveller",
    tripSlug: "point-lenana",
    departureId: departure.id,
    status,
  });
}

async function storedBooking(email: string) {
  return db()
    .db.selectFrom("bookings")
    .selectAll()
    .where("client_email", "=", email)
    .executeTakeFirstOrThrow();
}

async function sendCheckout(page: Page, name: string, email: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /^Send booking request/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation$/);
}

test("with JavaScript: the dates link opens the panel on the departure, it is priced, checked out and stored on its date", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  const departure = await freeDeparture();
  // 3 seats left (the panel says so), and the operator confirmed them: the minimum of 2 is reached.
  await takeSeats(departure, 5, "confirmed");
  await page.goto(`/itinerary/point-lenana?departure=${departure.id}#book`);
  await page.waitForLoadState("networkidle");
  const panel = bookingPanel(page);
  const chosen = panel.getByRole("radio", { name: new RegExp(formatTravelDate(departure.date)) });
  await expect(chosen).toBeChecked();
  await expect(panel.getByRole("group", { name: "Departure" })).toContainText("3 seats left");
  await expect(chosen).toHaveAccessibleName(/Guaranteed/);
  // Each date shows its price for the party beside it, before anything is sent (issue 28).
  await expect(chosen).toHaveAccessibleName(/\$[\d,]+ per person/);
  await expect(panel.getByRole("radio", { name: "Request a private date" })).not.toBeChecked();
  // Point Lenana's quote is its lines: the trip price and the park fee, and their total (issue 19).
  await expect(panel.getByTestId("panel-lines").getByTestId("quote-total-usd")).toBeVisible();

  // The party is capped by the seats left, and the panel says both limits (issue 28).
  await expect(panel.getByLabel(/^Travellers/).locator("option")).toHaveText([
    "1 person",
    "2 people",
    "3 people",
  ]);
  await expect(panel).toContainText(
    `Groups of 1-8; 3 seats left on ${formatTravelDate(departure.date)}.`,
  );
  // More travellers than seats (a link from before the seats went): the sentence beside the
  // departure, nothing to book.
  await page.goto(`/itinerary/point-lenana?departure=${departure.id}&participants=4#book`);
  await page.waitForLoadState("networkidle");
  await expect(panel.getByRole("alert")).toHaveText("Only 3 seats are left on this departure", {
    timeout: 20_000,
  });
  await expect(panel.getByRole("link", { name: "Continue to booking" })).toHaveCount(0);
  await panel.getByLabel(/^Travellers/).selectOption("2");
  await expect(panel.getByTestId("quote-trip-line")).toContainText(
    /^Trip price, non-resident \(2 people at \$[\d,]+\)/,
    { timeout: 20_000 },
  );
  await expect(panel.getByText("Updating the price...")).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page, "section#book");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await panel.scrollIntoViewIfNeeded();
    mkdirSync(screenshots, { recursive: true });
    await panel.screenshot({ path: `${screenshots}/seats-panel-${width}.png` });
  }

  await panel.getByRole("link", { name: "Continue to booking" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/itinerary/point-lenana/book\\?.*departure=${departure.id}`),
  );
  await expect(page.getByLabel("Your trip")).toContainText(formatTravelDate(departure.date));
  await expectNoAxeViolations(page);
  const email = emailFor("departure-js");
  await sendCheckout(page, "Achieng Otieno", email);
  // 5 confirmed travellers were already on it (the minimum is 2): it runs, but an unpaid request
  // still waits for the operator (decision 0055).
  await expect(page.locator("main")).toContainText(/Point Lenana/);
  expect(await storedBooking(email)).toMatchObject({
    departure_id: departure.id,
    booking_date: departure.date,
    number_of_participants: 2,
    booking_status: "pending",
  });
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a departure is chosen in the panel, priced by its button, checked out and stored", async ({
    page,
  }) => {
    await page.goto("/itinerary/point-lenana#book");
    const panel = bookingPanel(page);
    // The private date's field shows only once "Request a private date" is chosen (CSS alone).
    await expect(panel.getByLabel("Date", { exact: true })).toBeHidden();
    await panel.getByRole("radio", { name: "Request a private date" }).check();
    await expect(panel.getByLabel("Date", { exact: true })).toBeVisible();

    // A listed departure with 5 or more seats left (fewer are shown as a number).
    const roomy = panel
      .getByRole("group", { name: "Departure" })
      .locator("label")
      .filter({ hasNotText: /left|Full|private/ })
      .first();
    const departure = { id: await roomy.getByRole("radio").getAttribute("value") };
    await roomy.getByRole("radio").check();
    await panel.getByLabel(/^Travellers/).selectOption("3");
    await panel.getByRole("button", { name: /Check price|Update price/ }).click();
    await expect(page).toHaveURL(new RegExp(`departure=${departure.id}`));
    await expect(panel.getByTestId("quote-trip-line")).toContainText(
      /^Trip price, non-resident \(3 people at \$[\d,]+\)/,
    );
    await expect(panel.getByTestId("quote-total-usd")).toBeVisible();
    await panel.getByRole("link", { name: "Continue to booking" }).click();
    const email = emailFor("departure-nojs");
    await sendCheckout(page, "Kamau Njoroge", email);
    // Pending for the operator, whether or not the departure already runs (decision 0055).
    expect(await storedBooking(email)).toMatchObject({
      departure_id: departure.id,
      number_of_participants: 3,
      booking_status: "pending",
    });
  });

  test("a full departure's waitlist form takes an email and a party, and keeps them when refused", async ({
    page,
  }) => {
    const departure = await freeDeparture();
    await takeSeats(departure, 8);
    await page.goto(`/itinerary/point-lenana?departure=${departure.id}#book`);
    const panel = bookingPanel(page);
    await expect(panel.getByRole("alert")).toContainText("This departure is full");
    await panel.getByRole("link", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?waitlist=${departure.id}#waitlist$`));

    const form = page.getByRole("form", { name: /^Waitlist for / });
    await form.getByLabel("Email").fill("not-an-email@");
    await form.getByLabel("Travellers").fill("2");
    // The browser's own check would stop this one; the server's sentence is what is tested.
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(form).toContainText("Enter an email address like name@example.com.");
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email@");

    const email = emailFor("waitlist-nojs");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Almost there: confirm by email\./);
    await expect(page.getByRole("status")).toContainText(`We've sent a link to ${email};`);
    const entry = await db()
      .db.selectFrom("departure_waitlist")
      .selectAll()
      .where("departure_id", "=", departure.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ email, participants: 2, offered_at: null, confirmed_at: null });

    // Issue 26 item 9: the mailed link confirms the place, once.
    const mail = await db()
      .db.selectFrom("mail_outbox")
      .select("link")
      .where("recipient", "=", email)
      .where("subject", "like", "Confirm your place on the waitlist%")
      .executeTakeFirstOrThrow();
    const confirmPath = new URL(mail.link!).pathname;
    expect((await page.goto(confirmPath))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the waitlist");
    await expect(page.getByRole("status")).toContainText("You're number 1 on the waitlist.");
    expect((await page.goto(confirmPath))?.status()).toBe(410);
    await expect(page.getByRole("alert")).toHaveText(
      /^This confirmation link has been used already/,
    );
    expect((await page.goto("/waitlist/confirm/not-a-real-token"))?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(/^This confirmation link is not one of ours/);
  });
});

test("with JavaScript: the waitlist form joins in place, and passes axe", async ({ page }) => {
  const errors = failOnPageErrors(page);
  const departure = await freeDeparture();
  await takeSeats(departure, 8);
  await page.goto(`/itinerary/point-lenana?waitlist=${departure.id}#waitlist`);
  await page.waitForLoadState("networkidle");
  const section = page.locator("section#waitlist");
  await expect(section.getByRole("heading")).toHaveText(
    `Join the waitlist for ${formatTravelDate(departure.date)}`,
  );
  await expectNoAxeViolations(page, "section#waitlist");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${screenshots}/seats-waitlist-${width}.png` });
  }
  const email = emailFor("waitlist-js");
  await section.getByLabel("Email").fill(email);
  await section.getByLabel("Travellers").fill("3");
  await section.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(section.getByRole("status")).toHaveText(/^Almost there: confirm by email\./);
  await expectNoAxeViolations(page, "section#waitlist");
  expect(errors).toEqual([]);
  // A departure with seats for the party is booked, not waited for (the 409 is expected).
  const open = await freeDeparture();
  await page.goto(`/itinerary/point-lenana?waitlist=${open.id}#waitlist`);
  await page.waitForLoadState("networkidle");
  await page.locator("section#waitlist").getByLabel("Email").fill(emailFor("waitlist-open"));
  await page.locator("section#waitlist").getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.locator("section#waitlist").getByRole("alert")).toHaveText(
    "This departure has seats for your party: book them instead of waiting.",
  );
});
