import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";

/** WCAG 2.2 AA as axe-core checks it; every page and open dialog must have zero violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  if (include) builder = builder.include(include);
  // axe reads colours as painted: a card still half transparent reads as low contrast.
  await animationsFinished(page);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's animations to end. Cards rise in with a staggered fade (100 ms apart), so
 * the page moves under the pointer and its colours are half painted until they have.
 */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
}

/** Fails the test on any console error or uncaught exception in the page. */
export function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The page's content must fit the viewport: no sideways scrolling. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/**
 * Waits until React has hydrated the element (the header's first link by default), so a click or
 * a key press runs our handler, not the browser's default: a busy machine hydrates late.
 */
export async function waitForHydration(page: Page, selector = "header a") {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/**
 * A page in its own browser context, so each visitor has their own cookies: 1280 px wide unless
 * said, and without JavaScript when asked (a form must work as plain HTML).
 */
export async function newVisitor(
  browser: Browser,
  options: { width?: number; javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  return context.newPage();
}

/** True when a click at the element's centre would reach it: on screen and not covered. */
export function reachable(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && node.contains(hit);
  });
}

/** Opens one of the trip editor's sections (each a <details>; the first and any with an error start open). */
export async function openSection(page: Page, title: string) {
  const section = page
    .locator("details")
    .filter({ has: page.locator("summary h2", { hasText: new RegExp(`^${title}$`) }) })
    .first();
  if (!(await section.evaluate((element) => (element as HTMLDetailsElement).open)))
    await section.locator("summary").first().click();
}
