import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

// Every page at 360 and 1440 px: every-page.spec.ts.

/** Tab through the page and record which visible controls received focus. */
async function tabThroughPage(page: Page): Promise<{ reached: number; missed: string[] }> {
  await page.evaluate(() => {
    document
      .querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")
      .forEach((element, index) => {
        element.dataset.kbd = String(index);
      });
    (window as unknown as { __reached: Set<string> }).__reached = new Set();
    document.addEventListener("focusin", (event) => {
      const id = (event.target as HTMLElement).dataset?.kbd;
      if (id) (window as unknown as { __reached: Set<string> }).__reached.add(id);
    });
  });
  const total = await page.evaluate(() => document.querySelectorAll("[data-kbd]").length);
  for (let press = 0; press < total + 10; press += 1) await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const reached = (window as unknown as { __reached: Set<string> }).__reached;
    const missed: string[] = [];
    document.querySelectorAll<HTMLElement>("[data-kbd]").forEach((element) => {
      const style = getComputedStyle(element);
      const visible =
        element.getClientRects().length > 0 &&
        style.visibility !== "hidden" &&
        !element.closest("[hidden], dialog:not([open])") &&
        // A closed disclosure's content (the currency choices) is reached by opening it.
        (element.tagName === "SUMMARY" || !element.closest("details:not([open])"));
      const focusable = !(element as HTMLButtonElement).disabled && element.tabIndex >= 0;
      // Radio groups take one tab stop; the arrow keys move within them.
      const isRadio = element instanceof HTMLInputElement && element.type === "radio";
      if (visible && focusable && !isRadio && !reached.has(element.dataset.kbd!))
        missed.push(element.outerHTML.slice(0, 120));
    });
    return { reached: reached.size, missed };
  });
}

for (const path of [
  "/",
  "/summit-treks",
  "/itinerary/maasai-cultural",
  "/itinerary/mount-longonot",
  "/search?q=giraffe",
]) {
  test(`the keyboard reaches every control on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const { reached, missed } = await tabThroughPage(page);
    expect(missed).toEqual([]);
    expect(reached).toBeGreaterThan(5);
  });
}

// Issue 14: the phone menu is a <details> disclosure (it works without JavaScript too), so its
// toggle is the summary "Menu", expanded or collapsed, rather than an "Open menu" button.
test("the mobile menu opens from the keyboard, lists every section and closes with Escape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const toggle = page.locator("header summary", { hasText: "Menu" });
  await expect(toggle).toHaveAccessibleName("Menu");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText([
    "Home",
    "Our Story",
    "Adventures",
    "Gallery",
    "Plan",
    "Contact",
    "Sign In",
    "Contact Us",
    // The language switch, in the menu on a phone (decision 0075).
    "English",
    "Deutsch",
    "Français",
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // Following a link closes it too.
  await toggle.click();
  await menu.getByRole("link", { name: "Plan" }).click();
  await expect(page).toHaveURL(/#plan$/);
  await expect(menu).toBeHidden();
});

test("the Trip Cart panel opens and closes with the keyboard", async ({ page }) => {
  await page.goto("/summit-treks");
  // A click before the page's scripts are in does nothing (a busy machine hydrates late).
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /Trip Cart/ }).click();
  const dialog = page.getByRole("dialog", { name: "Trip Cart" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
