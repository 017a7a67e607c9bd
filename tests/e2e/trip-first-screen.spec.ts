import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { trips } from "../../content/trips";
import { bookingPanel, inDays } from "./booking-helpers";
import { reachable, waitForHydration } from "./helpers";

// Issue 14: "price and a 'Check dates and book' action at the top of every trip page and in a
// sticky bar", and "the sidebar never hides its total or main button". booking-panel.spec.ts
// walks the Mara in depth; this checks every trip in content/trips/ at both widths, and the
// longest sidebars (the Mara's packages and departures, the corporate and school programmes)
// once priced, on a desktop window and two shorter laptop ones.

const screenshots = "test-results/screenshots/first-screens";

// The pages only read: the two workers share the batches, so no one test walks all 24 trips.
test.describe.configure({ mode: "parallel" });
const batchSize = 6;
const batches = Array.from({ length: Math.ceil(trips.length / batchSize) }, (_, n) =>
  trips.slice(n * batchSize, (n + 1) * batchSize),
);

for (const width of [360, 1440]) {
  for (const [n, batch] of batches.entries())
    test(`trip pages ${n * batchSize + 1}-${n * batchSize + batch.length}: the first screen at ${width} px shows the From price and the booking action${width === 360 ? ", then keeps both in a bar at the bottom" : ""}`, async ({
      page,
    }) => {
      mkdirSync(screenshots, { recursive: true });
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      for (const trip of batch) {
        await page.goto(`/itinerary/${trip.slug}`);
        const price = page.getByTestId("trip-from-price");
        await expect(price, trip.slug).toBeInViewport();
        await expect(price, trip.slug).toContainText(/From \$[\d,]+ per (person|student)/);
        // The top and the panel say who the price is for in the same word (per student for schools).
        const unit = /per (person|student)/.exec((await price.textContent()) ?? "")?.[1];
        expect(unit, trip.slug).toBe(trip.pricing.kind === "school" ? "student" : "person");
        await expect(bookingPanel(page).getByTestId("panel-price"), trip.slug).toContainText(
          `per ${unit}`,
        );
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

type Action = ["link" | "button", string];

const longestSidebars: Array<{
  slug: string;
  participants: number;
  main: Action;
  /** The panel's other ways on, which must stay reachable below the total. */
  others: Action[];
}> = [
  {
    slug: "maasai-mara-holiday",
    participants: 8,
    main: ["link", "Continue to booking"],
    others: [
      ["button", "Add to cart"],
      ["link", "Ask on WhatsApp"],
    ],
  },
  {
    slug: "corporate-packages",
    participants: 40,
    main: ["link", "Continue to booking"],
    others: [
      ["button", "Add to cart"],
      ["button", "Request Corporate Quote"],
      ["link", "Ask on WhatsApp"],
    ],
  },
  {
    slug: "student-expeditions",
    participants: 20,
    main: ["button", "Request School Quote"],
    others: [["link", "Ask on WhatsApp"]],
  },
  {
    slug: "team-building",
    participants: 12,
    main: ["button", "Request Proposal"],
    others: [["link", "Ask on WhatsApp"]],
  },
];

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  // A small laptop: the corporate panel once pushed its last actions out of its box here.
  { width: 1024, height: 640 },
]) {
  test(`at ${width}x${height} the longest sidebars keep their total and main button on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const { slug, participants, main, others } of longestSidebars) {
      // A priced choice, as the panel's GET form leaves it in the address.
      await page.goto(`/itinerary/${slug}?participants=${participants}&date=${inDays(40)}#book`);
      await page.mouse.wheel(0, 2500);
      const panel = bookingPanel(page);
      // The total: one figure, or the last line of a quote shown as lines (park fees, 0036).
      const total = panel
        .getByTestId("panel-total")
        .or(panel.getByTestId("panel-lines").getByTestId("quote-total-usd"));
      await expect(total, slug).toBeInViewport();
      // A priced panel never also asks for the date it was priced on.
      await expect(panel, slug).not.toContainText("Choose a date to see your total");
      const [role, name] = main;
      const mainAction = panel.getByRole(role, { name, exact: true });
      await expect(mainAction, slug).toBeInViewport();
      expect(await reachable(mainAction), `${slug}: ${name}`).toBe(true);
      await page.screenshot({ path: `${screenshots}/${slug}-priced-${width}x${height}.png` });
      // Every other action can be brought into view and clicked, and the total stays in sight.
      for (const [otherRole, otherName] of others) {
        const action = panel.getByRole(otherRole, { name: otherName });
        await action.scrollIntoViewIfNeeded();
        expect(await reachable(action), `${slug}: ${otherName}`).toBe(true);
        await expect(total, `${slug} after ${otherName}`).toBeInViewport();
      }
    }
  });
}
