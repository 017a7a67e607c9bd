import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, failOnPageErrors } from "./helpers";
import { bookingPanel, dollars } from "./booking-helpers";
import { closeDb, db, emailFor } from "./account-fixtures";

// Issue 28, "Families": two adults and two children on the Mara see the child rate and the
// parks' child fee before anything is sent, and the checkout carries the children's ages.

const screenshots = "test-results/screenshots";
// Each test waits on several server quotes and an axe run: more than the default 30 s under CI load.
test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

test("a family of four sees the children's prices in the panel and keeps them at the checkout", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  await page.goto("/itinerary/maasai-mara-holiday");
  await page.waitForLoadState("networkidle");
  const panel = bookingPanel(page);
  await expect(panel).toContainText(
    "Children aged 0-2 travel free; children aged 3-11 pay 50 % of the adult price.",
  );
  // The first departure on sale, with its price beside its date.
  const departure = panel.getByRole("group", { name: "Departure" }).getByRole("radio").first();
  await expect(departure).toHaveAccessibleName(/\$[\d,]+ per person/);
  await departure.check();
  await panel.getByLabel(/^Travellers/).selectOption("4");
  await expect(panel.getByLabel(/^Travellers/)).toHaveValue("4");
  await panel.getByLabel("How many of the travellers are children").selectOption("2");
  await panel.getByLabel("Age of child 1").selectOption("7");
  await panel.getByLabel("Age of child 2").selectOption("10");

  const lines = panel.getByTestId("panel-lines");
  await expect(lines).toContainText("Trip price, non-resident child aged 3-11", {
    timeout: 20_000,
  });
  await expect(lines).toContainText("Maasai Mara National Reserve fee, non-resident child");
  await expect(panel.getByText("Updating the price...")).toHaveCount(0, { timeout: 20_000 });
  const total = dollars(await lines.getByTestId("quote-total-usd").textContent());
  // Four adults would pay more: the same date without children.
  await expect(panel.getByLabel("Age of child 2")).toHaveValue("10");
  await expectNoAxeViolations(page, "section#book");
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    mkdirSync(screenshots, { recursive: true });
    await panel.screenshot({ path: `${screenshots}/family-panel-${width}.png` });
  }

  await panel.getByRole("link", { name: "Continue to booking" }).click();
  await expect(page).toHaveURL(/children=2&childAge=7&childAge=10/);
  await expect(page.getByRole("main")).toContainText("Trip price, non-resident child aged 3-11");
  expect(dollars(await page.getByTestId("quote-total-usd").first().textContent())).toBe(total);

  await panel.page().goBack();
  await page.waitForLoadState("networkidle");
  await bookingPanel(page).getByLabel("How many of the travellers are children").selectOption("0");
  await expect(bookingPanel(page).getByTestId("panel-lines")).not.toContainText("child", {
    timeout: 20_000,
  });
  const adultsOnly = dollars(
    await bookingPanel(page).getByTestId("quote-total-usd").first().textContent(),
  );
  expect(adultsOnly).toBeGreaterThan(total);
  expect(errors).toEqual([]);
});

test("a family books from the Trip Cart at the children's prices it was shown", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/itinerary/maasai-mara-holiday");
  await page.waitForLoadState("networkidle");
  const panel = bookingPanel(page);
  // The last departure listed (the first one is the other test's): a dated one, with its price.
  await panel
    .getByRole("group", { name: "Departure" })
    .getByRole("radio", { name: /per person/ })
    .last()
    .check();
  await panel.getByLabel(/^Travellers/).selectOption("3");
  await panel.getByLabel("How many of the travellers are children").selectOption("1");
  await panel.getByLabel("Age of child 1").selectOption("8");
  const lines = panel.getByTestId("panel-lines");
  await expect(lines).toContainText("Trip price, non-resident child aged 3-11", {
    timeout: 20_000,
  });
  await expect(panel.getByText("Updating the price...")).toHaveCount(0, { timeout: 20_000 });
  const total = dollars(await lines.getByTestId("quote-total-usd").textContent());
  await panel.getByRole("button", { name: "Add to cart" }).click();

  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expect(cart).toContainText("a child aged 8");
  await cart.getByRole("button", { name: "Book All Trips" }).click();
  const dialog = page.getByRole("dialog", { name: "Book All Trips" });
  await dialog.getByLabel(/Full name/).fill("Amani Otieno");
  const email = emailFor("cart-family");
  await dialog.getByLabel(/Email/).fill(email);
  await dialog.getByRole("button", { name: "Send Booking Requests" }).click();

  // Stored at the price shown, with the child's age on the party's last traveller.
  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  const booking = await db()
    .db.selectFrom("bookings")
    .select(["id", "total_price"])
    .where("client_email", "=", email)
    .executeTakeFirstOrThrow();
  expect(booking.total_price).toBe(total);
  const ages = await db()
    .db.selectFrom("booking_travellers")
    .select(["slot", "age"])
    .where("booking_id", "=", booking.id)
    .orderBy("slot")
    .execute();
  expect(ages.map((row) => row.age)).toEqual([null, null, 8]);
});
