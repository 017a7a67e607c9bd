import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { isoDateInDays } from "../../domain/calendar";

/** The machine has no internet: answer WhatsApp's address locally so the chat tab can be read. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ body: "WhatsApp", contentType: "text/plain" }),
  );
}

function tomorrow(): string {
  return isoDateInDays(new Date(), 1);
}

async function addPointLenana(page: Page, context: BrowserContext) {
  await page.goto("/itinerary/point-lenana");
  const panel = page.locator("section", {
    has: page.getByRole("heading", { name: "Book this trip" }),
  });
  await panel.getByRole("button", { name: "3", exact: true }).click();
  await panel.getByLabel("Preferred date (optional)").fill(tomorrow());
  const chat = context.waitForEvent("page");
  await panel.getByRole("link", { name: /Add to Cart & Book via WhatsApp/ }).click();
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const text = decodeURIComponent(chatPage.url());
  await chatPage.close();
  return text;
}

test("trips added from two pages are counted, totalled, kept across a reload and removable", async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  const text = await addPointLenana(page, context);
  expect(text).toContain("Trip: Point Lenana Summit");
  expect(text).toContain("Participants: 3");
  expect(text).toContain("Price per person: $850");
  expect(text).toContain("Total cost: $2,550");
  expect(text).toContain("confirm availability and final pricing");
  await expect(page.getByText("Redirecting to WhatsApp")).toBeVisible();
  await expect(page.getByText("Added to cart!")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.goto("/itinerary/hells-gate");
  const calculator = page.locator("section", {
    has: page.getByRole("heading", { name: "Choose your package" }),
  });
  await calculator.getByLabel(/Participants/).fill("4");
  const chat = context.waitForEvent("page");
  await calculator.getByRole("link", { name: /Add to Cart & Book via WhatsApp/ }).click();
  await (await chat).close();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expect(cart.getByText("Point Lenana Summit", { exact: true })).toBeVisible();
  await expect(cart.getByText("Hell's Gate Adventure - Budget", { exact: true })).toBeVisible();
  // $850 x 3 + $67 (70 less 5% for 4) x 4
  await expect(cart.getByTestId("cart-total")).toHaveText("$2,818");
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
