import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { trips } from "../../content/trips";
import { bookingPanel, inDays } from "./booking-helpers";
import { waitForHydration } from "./helpers";

// Issue 14: "price and a 'Check dates and book' action at the top of every trip page and in a
// sticky bar", and "the sidebar never hides its total or main button". booking-panel.spec.ts
// walks the Mara in depth; this checks every trip in content/trips/ at both widths, and the
// longest sidebars (the Mara's packages and departures, the corporate and school programmes)
// once priced, on a desktop window and a shorter laptop one.

const screenshots = "test-results/screenshots/first-screens";

for (const width of [360, 1440]) {
  test(`every trip page's first screen at ${width} px shows its From price and the booking action${width === 360 ? ", then keeps both in a bar at the bottom" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const trip of trips) {
      await page.goto(`/itinerary/${trip.slug}`);
      const price = page.getByTestId("trip-from-price");
      await expect(price, trip.slug).toBeInViewport();
      await expect(price, trip.slug).toContainText(/From \$[\d,]+ per (person|student)/);
      const action = page.getByTestId("hero-book-action");
      await expect(action, trip.slug).toBeInViewport();
      await expect(action, trip.slug).toHaveText(/^(Check dates and book|Plan your group)$/);
      await page.screenshot({ path: `${screenshots}/${trip.slug}-${width}.png` });
      if (width !== 360) continue;
      // The bar stands aside while the top action shows (once the page runs), and comes back
      // when it has scrolled away.
      await waitForHydration(page);
      const bar = page.getByTestId("sticky-booking-bar");
      await expect(bar, trip.slug).toBeHidden();
      await page.mouse.wheel(0, 3000);
      await expect(bar, trip.slug).toBeInViewport();
      await expect(bar.getByTestId("sticky-price"), trip.slug).toContainText(/\$[\d,]+ per/);
    }
  });
}

const longestSidebars: Array<{
  slug: string;
  participants: number;
  main: ["link" | "button", string];
}> = [
  { slug: "maasai-mara-holiday", participants: 8, main: ["link", "Continue to booking"] },
  { slug: "corporate-packages", participants: 40, main: ["link", "Continue to booking"] },
  { slug: "student-expeditions", participants: 20, main: ["button", "Request School Quote"] },
  { slug: "team-building", participants: 12, main: ["button", "Request Proposal"] },
];

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  test(`at ${width}x${height} the longest sidebars keep their total and main button on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const { slug, participants, main } of longestSidebars) {
      // A priced choice, as the panel's GET form leaves it in the address.
      await page.goto(`/itinerary/${slug}?participants=${participants}&date=${inDays(40)}#book`);
      await page.mouse.wheel(0, 2500);
      const panel = bookingPanel(page);
      // The total: one figure, or the last line of a quote shown as lines (park fees, 0036).
      const total = panel
        .getByTestId("panel-total")
        .or(panel.getByTestId("panel-lines").getByTestId("quote-total-usd"));
      await expect(total, slug).toBeInViewport();
      const [role, name] = main;
      await expect(panel.getByRole(role, { name, exact: true }), slug).toBeInViewport();
      await page.screenshot({ path: `${screenshots}/${slug}-priced-${width}x${height}.png` });
    }
  });
}
