import { expect, test, type Locator } from "@playwright/test";
import { formatTravelDate } from "../../domain/calendar";
import { closeDb, emailFor } from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";

// Issue 28, "Phones and mails": no traveller reads a date as 2026-12-12. The toast, the Trip Cart,
// its Book All dialog and the confirmation page showed the ISO date; they read as the rest of the
// site does ("Sat, Dec 12, 2026").
test.afterAll(closeDb);
test.describe.configure({ timeout: 90_000 });

const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;

async function expectTravelDate(where: Locator, day: string) {
  await expect(where).toContainText(formatTravelDate(day));
  expect(await where.innerText()).not.toMatch(isoDate);
}

test("the cart's toast, the cart, Book All and the confirmation page show the travel date as the site writes it", async ({
  page,
}) => {
  const day = inDays(12);
  await page.goto("/itinerary/hells-gate");
  await quoteInPanel(page, { option: /Budget/, participants: 2, date: day });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to your Trip Cart" });
  await expectTravelDate(toast, day);

  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expectTravelDate(cart, day);

  await cart.getByRole("button", { name: "Book All Trips" }).click();
  const dialog = page.getByRole("dialog", { name: "Book All Trips" });
  await expectTravelDate(dialog.getByRole("list", { name: "Trips in this request" }), day);
  await dialog.getByLabel(/Full name/).fill("Amina Wanjiru");
  await dialog.getByLabel(/Email/).fill(emailFor("dates"));
  await dialog.getByRole("button", { name: "Send Booking Requests" }).click();

  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  await expectTravelDate(page.getByRole("list", { name: "Your booking requests" }), day);
  await expect(page.locator("main")).not.toContainText(isoDate);
});
