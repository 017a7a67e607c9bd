import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { findTrip, tripSlugs } from "../../content/trips";
import { seedPages } from "../../content/pages";
import { infoPageKeys, pagePath } from "../../domain/pages/page-keys";
import { publicPaths } from "../../server/http/seo-files";
import { bookingPanel } from "./booking-helpers";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  waitForHydration,
} from "./helpers";

// One visit per public page, at a phone's width and then a desktop's, with every check that walks
// the whole site: the page's own content and meta (the spec's headings), no horizontal overflow at
// 360 and 1440 px, no accessibility violations (axe), and on trip pages the first screen's From
// price and booking action (issue 14: "price and a 'Check dates and book' action at the top of
// every trip page and in a sticky bar"). These were four walks, four page loads per route; the
// HTML validity of the same pages is checked from their server answers (valid-html.spec.ts).

const headings: Record<string, RegExp> = {
  "/": /Summit Mount Kenya/,
  "/summit-treks": /^Summit Treks$/,
  "/wild-adventures": /^Wild Adventures$/,
  "/seasonal-escapes": /^Seasonal Escapes$/,
  "/seasonal-guide": /Seasonal Guide/,
};
for (const key of [...infoPageKeys, "team"] as const)
  headings[pagePath(key)] = new RegExp(`^${seedPages[key].heading}$`);
for (const slug of tripSlugs)
  headings[`/itinerary/${slug}`] = new RegExp(
    `^${findTrip(slug)!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
  );

const phone = { width: 360, height: 740 };
const desktop = { width: 1440, height: 900 };
const screenshots = "test-results/screenshots/first-screens";

// The pages only read: the two workers share them.
test.describe.configure({ mode: "parallel" });

for (const path of publicPaths()) {
  const slug = /^\/itinerary\/(.+)$/.exec(path)?.[1];
  test(`${path}: its content, no overflow at 360 and 1440 px, no accessibility violations${slug ? ", the From price and booking action on the first screen" : ""}`, async ({
    page,
  }) => {
    const errors = failOnPageErrors(page);
    await page.setViewportSize(phone);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]!);
    await expect(page).toHaveTitle(/Kilele Expeditions/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`${path === "/" ? "/" : path}$`),
    );
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBeTruthy();
    await expectNoHorizontalOverflow(page);
    if (slug) await expectFirstScreen(page, slug, phone.width);

    await page.setViewportSize(desktop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoHorizontalOverflow(page);
    if (slug) await expectFirstScreen(page, slug, desktop.width);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

// The pages search engines are not sent to (not in publicPaths): a filtered listing and results.
for (const path of ["/summit-treks?difficulty=Expert&families=yes", "/search?q=safari"]) {
  test(`${path} fits a 360 and a 1440 px wide screen`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(desktop);
    await expectNoHorizontalOverflow(page);
  });
}

/**
 * The trip's From price and its booking action are on the first screen, saying who the price is
 * for in the panel's word; on a phone the sticky bar stands aside while the top action shows, and
 * keeps both once it has scrolled away.
 */
async function expectFirstScreen(page: Page, slug: string, width: number) {
  const trip = findTrip(slug)!;
  const price = page.getByTestId("trip-from-price");
  await expect(price, slug).toBeInViewport();
  await expect(price, slug).toContainText(/From \$[\d,]+ per (person|student)/);
  // The top and the panel say who the price is for in the same word (per student for schools).
  const unit = /per (person|student)/.exec((await price.textContent()) ?? "")?.[1];
  expect(unit, slug).toBe(trip.pricing.kind === "school" ? "student" : "person");
  await expect(bookingPanel(page).getByTestId("panel-price"), slug).toContainText(`per ${unit}`);
  const action = page.getByTestId("hero-book-action");
  await expect(action, slug).toBeInViewport();
  await expect(action, slug).toHaveText(/^(Check dates and book|Plan your group)$/);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/${slug}-${width}.png` });
  if (width !== phone.width) return;
  // The bar is drawn by the page's script (once it runs), and only once the top action has gone.
  await waitForHydration(page);
  const bar = page.getByTestId("sticky-booking-bar");
  await expect(bar, slug).toBeHidden();
  await page.mouse.wheel(0, 3000);
  await expect(bar, slug).toBeInViewport();
  await expect(bar.getByTestId("sticky-price"), slug).toContainText(/\$[\d,]+ per/);
}
