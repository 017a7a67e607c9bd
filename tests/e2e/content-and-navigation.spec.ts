import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../../server/platform/pdf/read-pdf-text";

/*
 * Issue 14, "content that contradicts itself", as a traveller meets it: a trip's facts on its
 * card, page, PDF and in the seasonal guide; the way back from a trip page; page changes that
 * start at the top; in-page links that scroll smoothly unless reduced motion is asked for.
 */

/** Records, at every animation frame from now on, which page is shown (its h1) and the scroll position. */
async function recordScrollFrames(page: Page) {
  await page.evaluate(() => {
    const frames: Array<{ heading: string; y: number }> = [];
    (window as unknown as { scrollFrames: typeof frames }).scrollFrames = frames;
    const sample = () => {
      frames.push({ heading: document.querySelector("h1")?.textContent ?? "", y: window.scrollY });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}
async function scrollFrames(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { scrollFrames: Array<{ heading: string; y: number }> }).scrollFrames,
  );
}

test("Ngong Hills is a full day on its card, its page, its PDF and in the seasonal guide", async ({
  page,
  request,
}) => {
  await page.goto("/seasonal-escapes");
  const card = page.locator("article", { hasText: "Ngong Hills Trek" });
  await expect(card).toContainText("1 Day");
  await expect(card).not.toContainText(/half day/i);

  await page.goto("/itinerary/ngong-hills");
  const header = page.locator("article > header");
  await expect(header).toContainText("1 Day");
  await expect(header).toContainText("Pickup 7:00 AM, return 4:00 PM");
  await expect(page.locator("main")).not.toContainText(/half day/i);

  const pdf = pdfText(
    Buffer.from(await (await request.get("/itineraries/ngong-hills.pdf")).body()),
  );
  expect(pdf).toContain("1 Day");
  expect(pdf).not.toMatch(/half day/i);

  await page.goto("/seasonal-guide");
  const recommended = page.locator("section", {
    has: page.getByRole("heading", { name: "Recommended trips by season" }),
  });
  await expect(recommended.locator("li", { hasText: "Ngong Hills Trek" })).toContainText("(1 Day)");
});

test("the Maasai Mara's prices speak of the safari, not of the mountain", async ({ page }) => {
  await page.goto("/itinerary/maasai-mara-holiday");
  const main = page.locator("main");
  await expect(main).not.toContainText(/starry nights on the mountain/i);
  await expect(main).toContainText("Budget tented camp");
  await expect(main).toContainText("Luxury tented camp");
  await expect(main).toContainText("budget, standard or premium, depending on your tier");
});

test("Back to Adventures returns to the card the traveller chose on the category page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/summit-treks");
  await page.waitForLoadState("networkidle");
  const card = page.locator("article", { hasText: "Kilimanjaro Marangu Route" });
  await card.scrollIntoViewIfNeeded();
  const beforeWheel = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 150);
  // The wheel scrolls some time after the event (later on a busy machine, and smoothly): the
  // position to come back to is the one the page settles at, still for 200 ms.
  const settledScroll = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const first = window.scrollY;
          setTimeout(() => resolve(window.scrollY === first ? first : -1), 200);
        }),
    );
  await expect.poll(settledScroll).toBeGreaterThan(Math.max(300, beforeWheel));
  const listPosition = await page.evaluate(() => window.scrollY);
  await card.getByRole("link", { name: /View Details & Book Now/ }).click();
  await expect(page).toHaveURL(/\/itinerary\/kilimanjaro-marangu$/);
  await page.getByRole("link", { name: "Back to Adventures" }).click();
  await expect(page).toHaveURL(/\/summit-treks$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPosition - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(listPosition + 5);
});

test("Back to Adventures returns to its place on the home page, and opened directly goes to the category", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const footerTrip = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Point Lenana Summit" });
  await footerTrip.scrollIntoViewIfNeeded();
  const homePosition = await page.evaluate(() => window.scrollY);
  expect(homePosition).toBeGreaterThan(1000);
  await footerTrip.click();
  await expect(page).toHaveURL(/\/itinerary\/point-lenana$/);
  await page.getByRole("link", { name: "Back to Adventures" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homePosition - 5);

  // A trip page opened on its own: the link goes to the trip's category, at its top.
  await page.goto("/itinerary/hells-gate");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Back to Adventures" }).click();
  await expect(page).toHaveURL(/\/wild-adventures$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a new page starts at the top at once, without showing the old scroll position", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/seasonal-escapes");
  await page.waitForLoadState("networkidle");
  const card = page.locator("article", { hasText: "Diani Beach Getaway" });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await recordScrollFrames(page);
  await card.getByRole("link", { name: /View Details & Book Now/ }).click();
  await expect(page).toHaveURL(/\/itinerary\/diani-beach$/);
  await page.waitForTimeout(600);
  const onNewPage = (await scrollFrames(page)).filter(
    (frame) => frame.heading === "Diani Beach Getaway",
  );
  expect(onNewPage.length).toBeGreaterThan(5);
  expect(onNewPage.filter((frame) => frame.y !== 0)).toEqual([]);
});

test("links to a place on the same page scroll smoothly, unless the visitor asks for less motion", async ({
  page,
}) => {
  const scrollBehaviourAfterClick = async () => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() =>
        seen.push(getComputedStyle(document.documentElement).scrollBehavior),
      ).observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    });
    await page.getByRole("link", { name: "Plan My Expedition" }).click();
    await expect(page).toHaveURL(/#adventures$/);
    await expect(page.locator("#adventures")).toBeInViewport();
    return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  };
  expect(await scrollBehaviourAfterClick()).toContain("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await scrollBehaviourAfterClick()).not.toContain("smooth");
});
