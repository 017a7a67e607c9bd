import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, failOnPageErrors } from "./helpers";
import { bookingPanel, dollars, inDays, quoteInPanel } from "./booking-helpers";
import { formatTravelDate } from "../../domain/calendar";

// Issue 14's one booking panel: the trip's own limits, one form, the price and the way to book
// on the first screen, and one channel at a time.

const screenshots = "test-results/screenshots";

async function travellerChoices(page: Page, slug: string): Promise<string[]> {
  await page.goto(`/itinerary/${slug}`);
  return bookingPanel(page)
    .getByLabel(/^(Travellers|Students)/)
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

test("every panel offers exactly the group size its trip states", async ({ page }) => {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
  expect(await travellerChoices(page, "maasai-mara-holiday")).toEqual(range(2, 8));
  expect(await travellerChoices(page, "technical-climbing")).toEqual(range(1, 4));
  expect(await travellerChoices(page, "ngong-hills")).toEqual(range(2, 25));
  expect(await travellerChoices(page, "corporate-packages")).toEqual(range(10, 100));
  await expect(bookingPanel(page).getByLabel(/^Travellers/)).toHaveValue("10");
  // A hand-written link outside the range is answered with a sentence, not a price.
  await page.goto(`/itinerary/ngong-hills?participants=1&date=${inDays(20)}`);
  await expect(bookingPanel(page)).toContainText("Choose from 2 to 25 people.");
  await expect(bookingPanel(page).getByTestId("panel-total")).toHaveCount(0);
});

test("Technical Rock Climbing shows one form, priced by the server for the package, group and date", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  await page.goto("/itinerary/technical-climbing");
  await expect(page.locator('main select[name="participants"]')).toHaveCount(1);
  await expect(page.locator('main input[name="date"]')).toHaveCount(1);
  await expect(page.getByText("Contact for pricing")).toHaveCount(0);
  await expect(page.getByText(/Smart pricing|Demand \(/)).toHaveCount(0);
  const solo = await quoteInPanel(page, {
    option: /Solo Climber/,
    participants: 1,
    date: inDays(40),
  });
  // Five days in Mount Kenya National Park at the non-resident $40 a day: its own line (issue 19).
  expect(solo.fees).toBe(5 * 40);
  expect(solo.total).toBe(solo.perPerson + solo.fees);
  const team = await quoteInPanel(page, {
    option: /Partner Team/,
    participants: 2,
    date: inDays(40),
  });
  expect(team.fees).toBe(2 * 5 * 40);
  expect(team.total).toBe(team.perPerson * 2 + team.fees);
  expect(team.perPerson).toBeLessThan(solo.perPerson);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

for (const width of [360, 1440]) {
  test(`a trip page's first screen at ${width} px shows the price and the booking action`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto("/itinerary/maasai-mara-holiday");
    await page.waitForLoadState("networkidle");
    const hero = page.getByTestId("hero-book-action");
    await expect(hero).toBeInViewport();
    await expect(hero).toHaveText("Check dates and book");
    await expect(page.getByTestId("trip-from-price")).toBeInViewport();
    await expect(page.getByTestId("trip-from-price")).toContainText(/From \$[\d,]+ per person/);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: `${screenshots}/trip-first-screen-${width}.png` });

    if (width === 360) {
      // The top action is on screen, so the bar stays out of its way until the page scrolls.
      await expect(page.getByTestId("sticky-booking-bar")).toBeHidden();
      // The sticky bar keeps the price and the action at hand ten screens down, and leads to the panel.
      await page.mouse.wheel(0, 4000);
      const bar = page.getByTestId("sticky-booking-bar");
      await expect(bar).toBeInViewport();
      await bar.getByRole("link", { name: "Check dates and book" }).click();
      await expect(page).toHaveURL(/#book$/);
      // The panel's first choice (the Mara's packages, then its departures) is on screen.
      await expect(bookingPanel(page).getByRole("radio").first()).toBeInViewport();
      await expect(bar).toBeHidden();
    } else {
      // The sidebar never hides its total or its main button, whatever the panel holds.
      await quoteInPanel(page, { option: /Standard/, participants: 4, date: inDays(30) });
      // The Mara's total is its lines' (trip price and the reserve's fee, issue 19).
      const total = bookingPanel(page).getByTestId("panel-lines").getByTestId("quote-total-usd");
      await expect(total).toBeInViewport();
      await expect(
        bookingPanel(page).getByRole("link", { name: "Continue to booking" }),
      ).toBeInViewport();
      await page.mouse.wheel(0, 3000);
      await expect(
        bookingPanel(page).getByRole("link", { name: "Continue to booking" }),
      ).toBeInViewport();
      await page.screenshot({ path: `${screenshots}/trip-panel-quoted-${width}.png` });
    }
  });
}

test("Add to cart only adds to the cart; Ask on WhatsApp carries the trip, date and party", async ({
  page,
  context,
}) => {
  const opened: string[] = [];
  context.on("page", (popup) => opened.push(popup.url()));
  await page.goto("/itinerary/samburu");
  const date = inDays(35);
  const quote = await quoteInPanel(page, { option: /Mid-Range/, participants: 3, date });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(bookingPanel(page)).toContainText("is in your Trip Cart");
  await page.waitForTimeout(300);
  expect(opened).toEqual([]);

  const ask = bookingPanel(page).getByRole("link", { name: /Ask on WhatsApp/ });
  const text = decodeURIComponent((await ask.getAttribute("href")) ?? "");
  expect(text).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(text).toContain(`Samburu Safari - Mid-Range (${formatTravelDate(date)}, 3 people)`);
  expect(await ask.getAttribute("target")).toBe("_blank");

  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Trip Cart" });
  await expect(cart).toContainText(`$${quote.perPerson.toLocaleString("en-US")} per person`);
  expect(dollars(await cart.getByTestId("cart-total").textContent())).toBe(quote.total);
});

test("a quoted page is never served from the cache to another query or to the plain page", async ({
  request,
}) => {
  const date = inDays(25);
  const quoted = await request.get(`/itinerary/point-lenana?participants=3&date=${date}`);
  expect(quoted.headers()["cache-control"]).toBe("private, no-store");
  // Point Lenana's quote is its lines (the trip price and the park fee, issue 19): the trip
  // line reads "(3 people at $850)"; React separates its words with comments in server HTML.
  const totalFor = (people: number) =>
    new RegExp(`\\((<!-- -->)?${people} people(<!-- -->)? at (<!-- -->)?\\$`);
  expect(await quoted.text()).toMatch(totalFor(3));
  const other = await (
    await request.get(`/itinerary/point-lenana?participants=5&date=${date}`)
  ).text();
  expect(other).toMatch(totalFor(5));
  const plain = await (await request.get("/itinerary/point-lenana")).text();
  expect(plain).not.toContain("Total for");
  expect(plain).not.toContain('data-testid="panel-lines"');
  expect(plain).not.toMatch(/people(<!-- -->)? at (<!-- -->)?\$/);
  expect(plain).toContain("Choose a date to see your total.");
});
