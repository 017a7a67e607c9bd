import { expect, test } from "@playwright/test";
import { closeDb, db, emailFor } from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers";

// Issue 19: a party that mixes a non-resident and a Kenyan citizen, priced per traveller by the
// server, booked from the checkout with the citizen's ID number. (The panel's fields are its GET
// form's, so they work without JavaScript like the others: without-javascript.spec.ts.)
test.afterAll(closeDb);

test("a mixed party is priced per traveller in USD and KES and booked with the citizen's ID number", async ({
  page,
}) => {
  await page.goto("/itinerary/point-lenana");
  await quoteInPanel(page, { participants: 2, date: inDays(40) });
  const panel = bookingPanel(page);
  await panel.getByLabel("Traveller 2").selectOption("kenyan-citizen");
  await expect(page).toHaveURL(/category=non-resident&category=kenyan-citizen/);

  const lines = panel.getByTestId("panel-lines");
  await expect(lines).toContainText("Trip price, non-resident");
  await expect(lines).toContainText("Trip price, Kenyan citizen");
  await expect(lines).toContainText(/Total in USD\$[\d,]+/);
  await expect(lines).toContainText(/Total in KESKES [\d,]+/);
  // The Trip Cart books every category too (decision 0036: cart.spec.ts books a mixed party).
  await expect(panel.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expectNoAxeViolations(page, "section#book");
  await panel.screenshot({ path: test.info().outputPath("panel-categories-1440.png") });

  await panel.getByRole("link", { name: "Continue to booking" }).click();
  await expect(page).toHaveURL(/\/itinerary\/point-lenana\/book\?.*category=kenyan-citizen/);
  await expect(page.getByTestId("checkout-lines")).toContainText("Trip price, Kenyan citizen");
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel(/Full name/).fill("Wanjiku Mwangi");
  const email = emailFor("categories-checkout");
  await form.getByLabel(/Email/).fill(email);
  await form
    .getByLabel("Traveller 2 (Kenyan citizen): Kenyan ID or passport number")
    .fill("27654321");
  await expectNoAxeViolations(page, "main");
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({
    path: test.info().outputPath("checkout-categories-360.png"),
    fullPage: true,
  });
  await form.getByRole("button", { name: "Send booking request" }).click();

  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  // The confirmation shows the lines as booked, not a price per person.
  await expect(page.getByRole("list", { name: "Your booking requests" })).toContainText(
    "Trip price, Kenyan citizen",
  );
  await expect(page.getByTestId("confirmed-per-person")).toHaveCount(0);
  const booking = await db()
    .db.selectFrom("bookings")
    .select(["id"])
    .where("client_email", "=", email)
    .executeTakeFirstOrThrow();
  const travellers = await db()
    .db.selectFrom("booking_participants")
    .select(["category", "proof"])
    .where("booking_id", "=", booking.id)
    .orderBy("position")
    .execute();
  expect(travellers).toEqual([
    { category: "non-resident", proof: null },
    { category: "kenyan-citizen", proof: "27654321" },
  ]);
  await page.goto(
    `/itinerary/point-lenana?participants=2&date=${inDays(40)}&category=non-resident&category=east-african-resident#book`,
  );
  await bookingPanel(page).screenshot({ path: test.info().outputPath("panel-categories-360.png") });
});
