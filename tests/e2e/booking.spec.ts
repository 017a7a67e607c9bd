import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  closeDb,
  db,
  decodeQuotedPrintable,
  emailFor,
  outboxDir,
  verifiedAccount,
} from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";
import { expectNoAxeViolations } from "./helpers";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

async function addTwoTrips(page: Page) {
  await page.goto("/itinerary/point-lenana");
  await quoteInPanel(page, { participants: 2, date: inDays(45) });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();

  await page.goto("/itinerary/hells-gate");
  await quoteInPanel(page, { option: /Budget/, participants: 4, date: inDays(46) });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
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

// Updated for issue 14: the cart is one request (one email listing both trips), the answer is a
// confirmation page with the references instead of a WhatsApp tab, and a failed request books
// nothing and keeps every trip.

test("a signed-in traveller books the whole cart, reads both references on the confirmation page and the dashboard, and gets one email", async ({
  page,
  context,
}) => {
  const opened: string[] = [];
  const email = emailFor("booker");
  await verifiedAccount(page, "Baraka Mwangi", email);
  context.on("page", (popup) => opened.push(popup.url()));
  await addTwoTrips(page);

  const form = await openBookingForm(page);
  await expectNoAxeViolations(page, "dialog");
  await form.getByLabel(/Full name/).fill("Baraka Mwangi");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill("+254 711 000 111");
  await form.getByLabel(/Special requirements/).fill("One vegetarian");
  await form.getByRole("button", { name: "Send Booking Requests" }).click();

  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Requests Submitted!");
  await expect(
    page.getByText("We'll contact you within 24 hours to confirm details."),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  // (axe-core's analysis opens a blank page of its own; nothing else may open a tab.)
  expect(opened.filter((url) => url !== "about:blank")).toEqual([]);
  await expectNoAxeViolations(page);

  const stored = await db()
    .db.selectFrom("bookings")
    .selectAll()
    .where("client_email", "=", email)
    .orderBy("created_at")
    .execute();
  expect(stored.map((booking) => booking.trip_slug).sort()).toEqual(["hells-gate", "point-lenana"]);
  const references = stored.map((booking) => booking.id.slice(0, 8).toUpperCase());
  await expect(page.getByTestId("reference")).toHaveText(references);
  for (const booking of stored) expect(booking.booking_status).toBe("pending");

  await page.goto("/dashboard?tab=pending");
  for (const booking of stored) {
    const card = page.getByText(booking.adventure_type, { exact: true }).first();
    await expect(card).toBeVisible();
  }
  const totals = stored.map((booking) => `$${booking.total_price.toLocaleString("en-US")}`);
  for (const total of totals) await expect(page.locator("main")).toContainText(total);

  const bookingMails = () =>
    existsSync(outboxDir())
      ? readdirSync(outboxDir()).filter(
          (file) =>
            file.includes(email.replace(/[^a-zA-Z0-9@._-]/g, "_")) &&
            decodeQuotedPrintable(readFileSync(join(outboxDir(), file), "utf8")).includes(
              "booking request",
            ),
        )
      : [];
  await expect.poll(() => bookingMails().length).toBe(1);
  const mail = decodeQuotedPrintable(readFileSync(join(outboxDir(), bookingMails()[0]!), "utf8"));
  for (const reference of references) expect(mail).toContain(reference);
});

test("when the request fails, the traveller is told, nothing is booked and every trip stays in the cart", async ({
  page,
}) => {
  await addTwoTrips(page);
  await page.route("**/api/cart-booking", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: "Service unavailable" }),
    }),
  );
  const form = await openBookingForm(page);
  await form.getByLabel(/Full name/).fill("Guest Traveller");
  await form.getByLabel(/Email/).fill(emailFor("guest"));
  await form.getByRole("button", { name: "Send Booking Requests" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Failed to create 2 booking(s): Service unavailable. Nothing was booked; your trips are still in your cart.",
  );
  await expect(
    page.getByText(/Failed to submit booking requests: Service unavailable/),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});
