import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../domain/money/format";
import { transitionBooking } from "../../server/modules/bookings/workflow";
import { closeDb, db, emailFor, verifiedAccount } from "./account-fixtures";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalOverflow, newVisitor } from "./helpers";

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
    .db.selectFrom("booking_travellers")
    .select(["slot", "category", "document_number"])
    .where("booking_id", "=", booking.id)
    .orderBy("slot")
    .execute();
  // One row per traveller (migration 0021): the slot that later takes their details.
  expect(travellers).toEqual([
    { slot: 1, category: "non-resident", document_number: null },
    { slot: 2, category: "kenyan-citizen", document_number: "27654321" },
  ]);
  await page.goto(
    `/itinerary/point-lenana?participants=2&date=${inDays(40)}&category=non-resident&category=east-african-resident#book`,
  );
  await bookingPanel(page).screenshot({ path: test.info().outputPath("panel-categories-360.png") });
});

// Decision 0061: a party of residents and citizens reads one shilling price per package, per
// departure and as "Your price" (never the dollar price beside the table's shilling figure), and
// the page's fee note names the residents' fee in shillings.
test("a citizens' party reads its own shilling prices on the trip page", async ({ page }) => {
  await page.goto(
    "/itinerary/mount-longonot?participants=2&category=kenyan-citizen&category=kenyan-citizen#book",
  );
  const panel = bookingPanel(page);
  const packages = panel.getByRole("group", { name: "Package" });
  await expect(packages).toContainText("KES 2,500 per person");
  await expect(packages).not.toContainText("$");
  await expect(page.getByTestId("trip-fees-note")).toContainText(
    /KES [\d,]+ per person for Kenyan citizens/,
  );
  const prices = panel.getByTestId("departure-price");
  expect(await prices.count()).toBeGreaterThan(0);
  for (const text of await prices.allInnerTexts()) expect(text).toMatch(/^KES [\d,]+ per person$/);

  await panel.locator('input[name="departure"]').first().check();
  await expect(page.getByTestId("trip-from-price")).toContainText(/Your price\s*KES [\d,]+/);
  await expect(page.getByTestId("trip-from-price")).not.toContainText("$");
  await expectNoAxeViolations(page, "section#book");

  // A party with a non-resident keeps the dollar price beside the table's shilling figure.
  await page.goto("/itinerary/mount-longonot?participants=2#book");
  await expect(bookingPanel(page).getByRole("group", { name: "Package" })).toContainText(
    "$35 per person · KES 4,500",
  );
});

// Decision 0035: a party of Kenyan citizens owes shillings only, so its plan, balance and pay page
// are in KES (the booking's total_price, its dollar part, is 0): never "Paid in full" before paying.
test("a citizens' booking shows its KES balance on the dashboard and asks M-Pesa for the KES deposit", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = emailFor("categories-kes-balance");
  const page = await newVisitor(browser);
  await verifiedAccount(page, "Wanjiku Mwangi", email);
  const answer = await page.request.post("/api/secure-booking", {
    headers: { origin: test.info().project.use.baseURL ?? "" },
    data: {
      clientName: "Wanjiku Mwangi",
      clientEmail: email,
      clientPhone: "0712 345 678",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: inDays(90),
      numberOfParticipants: 2,
      travellers: [
        { category: "kenyan-citizen", proof: "27654321" },
        { category: "kenyan-citizen", proof: "28765432" },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  const bookingId = ((await answer.json()) as { booking: { id: string } }).booking.id;
  const lines = await db()
    .db.selectFrom("booking_price_lines")
    .select(["amount_minor", "currency"])
    .where("booking_id", "=", bookingId)
    .execute();
  expect(lines.every((line) => line.currency === "KES")).toBe(true);
  const owed = lines.reduce((sum, line) => sum + Number(line.amount_minor), 0);
  const confirmed = await transitionBooking(db().db, {
    bookingId,
    to: "confirmed",
    note: null,
    actor: { id: "e2e-operator", email: "operator@example.com" },
  });
  expect(confirmed.ok).toBe(true);

  await page.goto("/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: bookingId.slice(0, 8).toUpperCase() });
  await expect(card.getByTestId("traveller-balance")).toHaveText(formatMoney(owed, "KES"));
  await expect(card).not.toContainText("Paid in full");
  // The summary states the shillings booking in shillings (issue 28: one account per booking).
  await expect(page.getByText(`Balance due: ${formatMoney(owed, "KES")}.`)).toBeVisible();
  // Shillings are asked for in whole units.
  const deposit = Math.round((owed * 0.3) / 100) * 100;
  const pay = card.getByRole("link", { name: /Pay the deposit: KES/ });
  await expect(pay).toContainText(formatMoney(deposit, "KES"));
  await expectNoAxeViolations(page, "main");
  await shoot(page, "dashboard-kes-balance");

  await pay.click();
  await expect(page.getByTestId("amount-due")).toHaveText(formatMoney(deposit, "KES"));
  // M-Pesa asks for the KES deposit itself (in whole shillings), not dollars converted back.
  await expect(page.getByRole("region", { name: "M-Pesa" })).toContainText(
    formatMoney(deposit, "KES"),
  );
  await expectNoAxeViolations(page, "main");
  await shoot(page, "pay-page-kes");
});

async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
