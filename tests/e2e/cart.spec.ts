import { expect, test } from "@playwright/test";
import { closeDb, db, emailFor } from "./account-fixtures";
import { expectNoAxeViolations } from "./helpers";
import { bookingPanel, dollars, inDays, quoteInPanel } from "./booking-helpers";

// Updated for issue 14: trips are added from the one booking panel at the server's quote, and
// "Add to cart" opens no WhatsApp chat any more.
test.afterAll(closeDb);
// Each test prices trips on two pages and runs axe on the cart: slow on a shared machine.
test.describe.configure({ timeout: 90_000 });

test("trips added from two pages are counted, totalled at the quoted prices, kept across a reload and removable", async ({
  page,
  context,
}) => {
  const opened: string[] = [];
  context.on("page", (popup) => opened.push(popup.url()));
  await page.goto("/itinerary/point-lenana");
  const lenana = await quoteInPanel(page, { participants: 3, date: inDays(1) });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your Trip Cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The badge's number is read out with what it counts, as part of the button's name.
  await expect(page.getByRole("button", { name: "Trip Cart 1 item", exact: true })).toBeVisible();

  await page.goto("/itinerary/hells-gate");
  const hellsGate = await quoteInPanel(page, {
    option: /Budget/,
    participants: 4,
    date: inDays(10),
  });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByRole("button", { name: "Trip Cart 2 items", exact: true })).toBeVisible();
  expect(opened).toEqual([]);

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expect(cart.getByText("Point Lenana Summit", { exact: true })).toBeVisible();
  await expect(cart.getByText("Hell's Gate Adventure - Budget", { exact: true })).toBeVisible();
  expect(dollars(await cart.getByTestId("cart-total").textContent())).toBe(
    lenana.total + hellsGate.total,
  );
  await expectNoAxeViolations(page, "dialog");

  await cart.getByRole("button", { name: "Remove Point Lenana Summit" }).click();
  await expect(page.getByText("Trip has been removed from your cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await cart.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByText("All trips have been removed from your cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("corrupt cart storage is ignored, never breaks the page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("kilele-cart:guest", '{"not":"a cart"'));
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "kilele-cart:guest",
      JSON.stringify([{ id: 1, participants: "many" }]),
    ),
  );
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("a mixed party goes into the cart with its lines and a total per currency, and Book All Trips asks the citizen's ID number", async ({
  page,
}) => {
  // Issue 19, decision 0036: a non-resident and a Kenyan citizen on Point Lenana, whose quote is
  // the trip price per category and Mount Kenya National Park's fee per category (4 days).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/itinerary/point-lenana");
  await quoteInPanel(page, { participants: 2, date: inDays(40) });
  const panel = bookingPanel(page);
  await panel.getByLabel("Traveller 2").selectOption("kenyan-citizen");
  await expect(page).toHaveURL(/category=non-resident&category=kenyan-citizen/);
  const panelLines = panel.getByTestId("panel-lines");
  await expect(panelLines).toContainText("Trip price, Kenyan citizen");
  const shownLines = await panelLines.getByRole("term").allTextContents();
  const usdTotal = await panelLines.getByTestId("quote-total-usd").textContent();
  const kesTotal = await panelLines.getByTestId("quote-total-kes").textContent();
  await panel.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The badge's number is read out with what it counts, as part of the button's name.
  await expect(page.getByRole("button", { name: "Trip Cart 1 item", exact: true })).toBeVisible();

  await page.goto("/itinerary/hells-gate");
  const hellsGate = await quoteInPanel(page, {
    option: /Budget/,
    participants: 2,
    date: inDays(41),
  });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  // The same lines as the panel showed, and one total per currency for the whole cart.
  const lenanaItem = cart.getByRole("listitem").filter({ hasText: "Point Lenana Summit" }).first();
  await expect(lenanaItem).toContainText("1 Non-resident, 1 Kenyan citizen");
  expect(await lenanaItem.getByRole("term").allTextContents()).toEqual(shownLines);
  await expect(lenanaItem.getByTestId("quote-total-usd")).toHaveText(usdTotal!);
  await expect(lenanaItem.getByTestId("quote-total-kes")).toHaveText(kesTotal!);
  expect(dollars(await cart.getByTestId("cart-total").textContent())).toBe(
    dollars(usdTotal) + hellsGate.total,
  );
  await expect(cart.getByTestId("cart-total-kes")).toHaveText(kesTotal!);
  await expectNoAxeViolations(page, "dialog");
  await page.screenshot({ path: "docs/screenshots/cart-mixed-party-1440.png" });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "docs/screenshots/cart-mixed-party-360.png" });

  await cart.getByRole("button", { name: "Book All Trips" }).click();
  const dialog = page.getByRole("dialog", { name: "Book All Trips" });
  await expect(dialog.getByTestId("book-all-total-kes")).toHaveText(kesTotal!);
  await dialog.getByLabel(/Full name/).fill("Wanjiku Mwangi");
  const email = emailFor("cart-mixed");
  await dialog.getByLabel(/Email/).fill(email);
  await dialog
    .getByLabel("Point Lenana Summit, traveller 2 (Kenyan citizen): Kenyan ID or passport number")
    .fill("27654321");
  await expectNoAxeViolations(page, "dialog");
  await dialog.getByRole("button", { name: "Send Booking Requests" }).click();

  await expect(page).toHaveURL(/\/booking\/confirmation$/);
  const booked = await db()
    .db.selectFrom("bookings")
    .select(["id", "trip_slug", "total_price"])
    .where("client_email", "=", email)
    .orderBy("trip_slug")
    .execute();
  expect(booked.map((row) => [row.trip_slug, row.total_price])).toEqual([
    ["hells-gate", hellsGate.total],
    ["point-lenana", dollars(usdTotal)],
  ]);
  // What was stored is what the cart showed: the citizen's KES lines and the ID number.
  const kesLines = await db()
    .db.selectFrom("booking_price_lines")
    .select((eb) => eb.fn.sum<number>("amount_minor").as("sum"))
    .where("booking_id", "=", booked[1]!.id)
    .where("currency", "=", "KES")
    .executeTakeFirstOrThrow();
  expect(Number(kesLines.sum) / 100).toBe(dollars(kesTotal));
  await expect(page.getByRole("list", { name: "Your booking requests" })).toContainText(
    "Trip price, Kenyan citizen",
  );
});
