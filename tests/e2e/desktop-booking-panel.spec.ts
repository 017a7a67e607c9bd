import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { bookingPanel, inDays } from "./booking-helpers";
import { reachable, waitForHydration } from "./helpers";

// Issue 28, "Also found on the same walk", at 1440x900: right after "Check dates and book" the
// panel's "Continue to booking" sat below the fold, its traveller fields scrolled inside a box of
// their own, and an empty checkout put the first invalid field's label under the sticky header.

const screenshots = "test-results/screenshots/desktop-panel";

/** The sticky header's bottom edge, in the window. */
async function headerBottom(page: Page): Promise<number> {
  return (await page.locator("header").first().boundingBox())!.y + 64;
}

test.beforeEach(async ({ page }) => {
  mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("after 'Check dates and book' and a date, 'Continue to booking' is on screen, and every traveller field is reached by scrolling the page, not a box inside it", async ({
  page,
}) => {
  // A trip whose departures no other spec adds to: how tall the panel is depends on how many
  // departures it lists (up to six), and Point Lenana's grow with the specs that book it.
  await page.goto("/itinerary/kilimanjaro-marangu");
  await waitForHydration(page);
  await page.getByTestId("hero-book-action").click();
  const panel = bookingPanel(page);
  await panel
    .getByRole("radio", { name: /^(Sat|Sun|Mon|Tue|Wed|Thu|Fri), / })
    .first()
    .check();
  // The largest party the chosen departure takes (other specs may have booked some of its seats:
  // the panel caps the party by the seats left, issue 28).
  const party = panel.getByLabel(/^Travellers/);
  await expect(panel.getByText("Updating the price...")).toHaveCount(0, { timeout: 20_000 });
  const largest = Math.max(
    ...(await party
      .locator("option")
      .evaluateAll((options) =>
        options.map((option) => Number((option as HTMLOptionElement).value)),
      )),
  );
  expect(largest).toBeGreaterThanOrEqual(2);
  await party.selectOption(String(largest));
  const next = panel.getByRole("link", { name: "Continue to booking", exact: true });
  await expect(next).toBeInViewport({ timeout: 20_000 });
  expect(await reachable(next), "Continue to booking is covered").toBe(true);
  await page.screenshot({ path: `${screenshots}/continue-1440x900.png` });

  // The panel is one column of the page: it never scrolls inside itself.
  const scrollsInside = await panel.evaluate(
    (section) => section.scrollHeight > section.clientHeight + 1,
  );
  expect(scrollsInside).toBe(false);
  // Tab reaches each traveller's field, and the page brings it into view above the sticky total.
  const travellers = panel.getByLabel(/^Traveller \d+$/);
  await expect(travellers).toHaveCount(largest);
  for (const field of await travellers.all()) {
    await field.focus();
    await expect(field).toBeInViewport();
    expect(await reachable(field), (await field.getAttribute("aria-label")) ?? "").toBe(true);
  }
  // Scrolled far down, the panel's bottom (its total and button) stays in the window.
  await page.mouse.wheel(0, 3000);
  await expect(next).toBeInViewport();
  expect(await reachable(next)).toBe(true);
});

test("an empty checkout scrolls to the first invalid field with its label clear of the sticky header", async ({
  page,
}) => {
  await page.goto(`/itinerary/point-lenana/book?participants=2&date=${inDays(60)}`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Your details" });
  const submit = form.getByRole("button", { name: /^Send booking request|^Book and pay/ });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const invalid = form.locator(":invalid:is(input, select, textarea)").first();
  await expect(invalid).toBeFocused();
  const id = await invalid.getAttribute("id");
  const label = form.locator(`label[for="${id}"]`);
  await expect(label).toBeInViewport();
  const labelTop = (await label.boundingBox())!.y;
  expect(labelTop, "the label's top is under the header").toBeGreaterThanOrEqual(
    await headerBottom(page),
  );
  await page.screenshot({ path: `${screenshots}/checkout-empty-submit-1440x900.png` });
});
