import { existsSync, readdirSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { closeDb, db, emailFor, outboxDir, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations } from "./helpers";
import { isoDateInDays } from "../../domain/calendar";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

async function stubWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ body: "WhatsApp", contentType: "text/plain" }),
  );
}

function inDays(days: number): string {
  return isoDateInDays(new Date(), days);
}

async function addTwoTrips(page: Page, context: BrowserContext) {
  await page.goto("/itinerary/point-lenana");
  const panel = page.locator("section", {
    has: page.getByRole("heading", { name: "Book this trip" }),
  });
  await panel.getByRole("button", { name: "2", exact: true }).click();
  await panel.getByLabel("Preferred date (optional)").fill(inDays(45));
  let chat = context.waitForEvent("page");
  await panel.getByRole("link", { name: /Add to Cart & Book via WhatsApp/ }).click();
  await (await chat).close();

  await page.goto("/itinerary/hells-gate");
  const calculator = page.locator("section", {
    has: page.getByRole("heading", { name: "Choose your package" }),
  });
  await calculator.getByLabel(/Participants/).fill("4");
  chat = context.waitForEvent("page");
  await calculator.getByRole("link", { name: /Add to Cart & Book via WhatsApp/ }).click();
  await (await chat).close();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
}

async function openBookingForm(page: Page) {
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  await page
    .getByRole("dialog", { name: "Trip Cart" })
    .getByRole("button", { name: "Book All Trips" })
    .click();
  const form = page.getByRole("dialog", { name: "Book All Trips" });
  await expect(form).toBeVisible();
  return form;
}

test("a signed-in traveller books the whole cart and sees the requests on the dashboard", async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const email = emailFor("booker");
  await verifiedAccount(page, "Baraka Mwangi", email);
  await addTwoTrips(page, context);

  const form = await openBookingForm(page);
  await expectNoAxeViolations(page, "dialog");
  await form.getByLabel(/Full name/).fill("Baraka Mwangi");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill("+254 711 000 111");
  await form.getByLabel(/Special requirements/).fill("One vegetarian");
  const chat = context.waitForEvent("page");
  await form.getByRole("button", { name: "Send Booking Requests" }).click();

  await expect(page.getByText("Booking Requests Submitted!")).toBeVisible();
  await expect(
    page.getByText("We'll contact you within 24 hours to confirm details."),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const summary = decodeURIComponent(chatPage.url());
  expect(summary).toContain("Point Lenana Summit");
  expect(summary).toContain("Hell's Gate Adventure - Budget");
  expect(summary).toContain("Name: Baraka Mwangi");
  expect(summary).toContain("Total estimate:");
  expect(summary).toContain("Special requirements: One vegetarian");
  await chatPage.close();

  const stored = await db()
    .db.selectFrom("bookings")
    .selectAll()
    .where("client_email", "=", email)
    .orderBy("created_at")
    .execute();
  expect(stored.map((booking) => booking.trip_slug).sort()).toEqual(["hells-gate", "point-lenana"]);
  for (const booking of stored) expect(booking.booking_status).toBe("pending");

  await page.goto("/dashboard?tab=pending");
  for (const booking of stored) {
    const card = page.getByText(booking.adventure_type, { exact: true }).first();
    await expect(card).toBeVisible();
  }
  const totals = stored.map((booking) => `$${booking.total_price.toLocaleString("en-US")}`);
  for (const total of totals) await expect(page.locator("main")).toContainText(total);

  await expect
    .poll(() =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir).filter((file) =>
            file.includes(email.replace(/[^a-zA-Z0-9@._-]/g, "_")),
          ).length
        : 0,
    )
    .toBeGreaterThanOrEqual(3); // verification + two booking summaries
});

test("when one request fails, the traveller is told and the failed trip stays in the cart", async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  await addTwoTrips(page, context);
  let calls = 0;
  await page.route("**/api/secure-booking", async (route) => {
    calls += 1;
    if (calls === 2)
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Service unavailable" }),
      });
    else await route.continue();
  });
  const form = await openBookingForm(page);
  await form.getByLabel(/Full name/).fill("Guest Traveller");
  await form.getByLabel(/Email/).fill(emailFor("guest"));
  await form.getByRole("button", { name: "Send Booking Requests" }).click();
  await expect(page.getByText("Failed to create 1 booking(s)").first()).toBeVisible();
  await expect(
    page.getByText(/Failed to submit booking requests: Service unavailable/),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
