import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { bookingPanel, dollars, inDays, quoteInPanel } from "./booking-helpers";

// Updated for issue 14: trips are added from the one booking panel at the server's quote, and
// "Add to cart" opens no WhatsApp chat any more.

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

  await page.goto("/itinerary/hells-gate");
  const hellsGate = await quoteInPanel(page, {
    option: /Budget/,
    participants: 4,
    date: inDays(10),
  });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
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
