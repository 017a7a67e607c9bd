import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { bookingPanel, inDays } from "./booking-helpers";
import { reachable } from "./helpers";

// Issue 14: "the sidebar never hides its total or main button". booking-panel.spec.ts walks the
// Mara in depth; this checks the longest sidebars (the Mara's packages and departures, the
// corporate and school programmes) once priced, on a desktop window and two shorter laptop ones.
// Every trip's first screen at 360 and 1440 px ("price and a 'Check dates and book' action at the
// top of every trip page and in a sticky bar") is checked in every-page.spec.ts.

const screenshots = "test-results/screenshots/first-screens";

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
    mkdirSync(screenshots, { recursive: true });
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
