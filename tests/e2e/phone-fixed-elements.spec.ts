import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { bookingPanel, inDays, quoteInPanel } from "./booking-helpers";
import { waitForHydration } from "./helpers";

// Issue 28, "Phones and mails": the trip page's sticky bar read "Check dates and" at 360-430 px,
// its button pushed past the screen's edge by the price. Every element that stays on screen while
// the page scrolls (the sticky header, the booking bar, whatever else is fixed) must fit a phone
// from 320 px up: inside the screen, its words not cut, and nothing on top of the bar's button.

const screenshots = "test-results/screenshots/phones";
const widths = [320, 360, 390, 430];

/** Pages with something fixed on them: the trip page's bar, and the header every page has. */
const pages = [
  { path: "/itinerary/maasai-mara-holiday", bar: true },
  { path: "/itinerary/point-lenana", bar: true },
  // A group programme: "Plan your group", priced per student.
  { path: "/itinerary/student-expeditions", bar: true },
  { path: "/", bar: false },
  { path: "/wild-adventures", bar: false },
  // The search results (the header's search box is in the phone menu, not the bar).
  { path: "/search?q=mara", bar: false },
  { path: `/itinerary/point-lenana/book?participants=2&date=${inDays(60)}`, bar: false },
];

interface FixedBox {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Descendants (the element itself included) whose content is wider or taller than their box. */
  clipped: string[];
}

/** Every visible element positioned fixed or sticky, its box, and what inside it is cut off. */
async function fixedElements(page: Page): Promise<FixedBox[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute("data-testid") ? `[data-testid=${element.getAttribute("data-testid")}]` : ""} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const fixed = [...document.querySelectorAll("body *")].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== "fixed" && style.position !== "sticky") return false;
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && box.width > 0 && box.height > 0;
    });
    return fixed.map((element) => {
      const box = element.getBoundingClientRect();
      const clipped = [element, ...element.querySelectorAll("a, button, p, span, strong")]
        .filter(
          (inner) =>
            inner instanceof HTMLElement &&
            // Shown: not inside a closed menu, not text for screen readers only (clipped by design).
            inner.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
            !inner.classList.contains("sr-only") &&
            getComputedStyle(inner).display !== "inline" &&
            (inner.scrollWidth > inner.clientWidth || inner.scrollHeight > inner.clientHeight + 1),
        )
        .map(describe);
      return {
        what: describe(element),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        clipped,
      };
    });
  });
}

/** Each fixed element lies inside the window and shows all its words. */
async function expectFixedElementsFit(page: Page, where: string) {
  const { width, height } = page.viewportSize()!;
  const boxes = await fixedElements(page);
  expect(boxes.length, `${where}: the header at least`).toBeGreaterThan(0);
  for (const box of boxes) {
    const what = `${where}: ${box.what}`;
    expect(box.left, what).toBeGreaterThanOrEqual(0);
    expect(box.right, what).toBeLessThanOrEqual(width);
    expect(box.top, what).toBeGreaterThanOrEqual(0);
    expect(box.bottom, what).toBeLessThanOrEqual(height);
    expect(box.clipped, what).toEqual([]);
  }
}

function screenshotName(path: string): string {
  return path.replace(/\?.*$/, "").split("/").filter(Boolean).join("-") || "home";
}

for (const width of widths) {
  test(`at ${width} px every fixed element fits the screen, shows all its words, and nothing covers the booking bar's button`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(screenshots, { recursive: true });
    const height = 740;
    await page.setViewportSize({ width, height });
    for (const { path, bar } of pages) {
      await page.goto(path);
      await waitForHydration(page);
      if (bar) {
        // Half-way down the itinerary: the top action has scrolled away, the panel is far below.
        await page.mouse.wheel(0, 2500);
        await expect(page.getByTestId("sticky-booking-bar"), path).toBeInViewport();
      }
      await expectFixedElementsFit(page, `${path} at ${width} px`);
      if (!bar) {
        await page.screenshot({ path: `${screenshots}/${screenshotName(path)}-${width}.png` });
        continue;
      }
      const button = page.getByTestId("sticky-booking-action");
      await expect(button).toHaveText(/^(Check dates and book|Plan your group)$/);
      const buttonBox = (await button.boundingBox())!;
      // The topmost element at the button's centre and near each corner is the button itself.
      const points = [
        [buttonBox.x + buttonBox.width / 2, buttonBox.y + buttonBox.height / 2],
        [buttonBox.x + 3, buttonBox.y + 3],
        [buttonBox.x + buttonBox.width - 3, buttonBox.y + 3],
        [buttonBox.x + 3, buttonBox.y + buttonBox.height - 3],
        [buttonBox.x + buttonBox.width - 3, buttonBox.y + buttonBox.height - 3],
      ];
      for (const [x, y] of points) {
        const onTop = await page.evaluate(
          ([px, py]) => {
            const hit = document.elementFromPoint(px!, py!);
            return !!hit?.closest("[data-testid=sticky-booking-action]");
          },
          [x, y],
        );
        expect(onTop, `${path} at ${width} px: something covers the button at ${x},${y}`).toBe(
          true,
        );
      }
      await page.screenshot({
        path: `${screenshots}/sticky-bar-${screenshotName(path)}-${width}.png`,
      });
    }
  });
}

test("a notice (the toast after Add to cart) fits a 320 px screen with all its words", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/itinerary/hells-gate");
  await quoteInPanel(page, { option: /Budget/, participants: 2, date: inDays(14) });
  await bookingPanel(page).getByRole("button", { name: "Add to cart" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to your Trip Cart" });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expectFixedElementsFit(page, "the toast at 320 px");
  await page.screenshot({ path: `${screenshots}/toast-320.png` });
});
