import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

/**
 * German and French (issue 31 slice 1, decision 0075): the same pages under /de/ and /fr/, their
 * language in <html lang>, every language named as an alternate, the header's switch as plain
 * links, and the English landing page offering (never forcing) the browser's language.
 */

test.describe("German and French pages", () => {
  test("/de/ is the landing page in German, with its alternates and canonical URL", async ({
    page,
  }) => {
    const errors = failOnPageErrors(page);
    const response = await page.goto("/de/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Meine Expedition planen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Wählen Sie Ihr Abenteuer" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    const hrefs = Object.fromEntries(
      await alternates.evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute("hreflang"),
          new URL(link.getAttribute("href")!).pathname,
        ]),
      ),
    );
    expect(hrefs).toEqual({ en: "/", de: "/de/", fr: "/fr/", "x-default": "/" });
    // The header's and footer's links stay in German.
    await expect(page.locator('header a[href="/de/#story"]').first()).toHaveText("Über uns");
    await expect(page.locator("footer").getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
      "href",
      "/de/privacy",
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("/fr/itinerary/point-lenana is the trip page with a French interface", async ({ page }) => {
    const errors = failOnPageErrors(page);
    const response = await page.goto("/fr/itinerary/point-lenana");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Point Lenana Summit");
    await expect(page.getByRole("link", { name: "Retour aux aventures" })).toBeVisible();
    await expect(page.getByText("Ce qui est inclus").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/fr\/itinerary\/point-lenana$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      "href",
      /\/de\/itinerary\/point-lenana$/,
    );
    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(structured.inLanguage).toBe("fr");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("an unknown language prefix is a 404, in English", async ({ page }) => {
    for (const path of ["/es/", "/es/itinerary/point-lenana", "/en/team"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    }
    // A German address that names no page: the 404 in German.
    const response = await page.goto("/de/keine-seite");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hoppla! Seite nicht gefunden",
    );
  });

  test("the sitemap lists every language's pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/itinerary/point-lenana",
      "/de/itinerary/point-lenana",
      "/fr/itinerary/point-lenana",
      "/de/",
      "/fr/team",
    ])
      expect(sitemap, path).toContain(`${path}</loc>`);
    expect(sitemap).toContain('hreflang="x-default"');
  });
});

test.describe("the language switch", () => {
  test("works without JavaScript and is remembered", async ({ browser }) => {
    const page = await newVisitor(browser, { javaScript: false });
    await page.goto("/itinerary/point-lenana");
    const switcher = page.getByRole("navigation", { name: "Language" });
    await switcher.getByRole("link", { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/itinerary\/point-lenana$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Zurück zu den Abenteuern" })).toBeVisible();
    const remembered = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === "language")?.value;
    expect(await remembered()).toBe("de");

    // Back to the English landing page by another way: German is offered, not forced.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByTestId("language-offer");
    await expect(offer.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute(
      "href",
      "/de/",
    );

    // The switch's English link remembers English.
    await page.goto("/de/team");
    await page
      .getByRole("navigation", { name: "Sprache" })
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/team$/);
    expect(await remembered()).toBe("en");
    await page.goto("/");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await page.context().close();
  });

  test("a French browser's first visit to / is offered French, and can say no", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    // Never a redirect: search engines and shared links land where they point.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    const offer = page.getByTestId("language-offer");
    await expect(offer).toHaveAttribute("lang", "fr");
    await expect(offer.getByRole("link", { name: "Lire en français" })).toBeVisible();
    await offer.getByRole("button", { name: "Non merci, rester en anglais" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await context.close();
  });

  test("the German header fits a 360 px screen", async ({ browser }) => {
    const page = await newVisitor(browser, { width: 360 });
    for (const path of ["/de/", "/de/itinerary/point-lenana", "/fr/seasonal-escapes"]) {
      await page.goto(path);
      await expectNoHorizontalOverflow(page);
      const header = await page.locator("header").first().boundingBox();
      expect(header?.width, path).toBeLessThanOrEqual(360);
    }
    // The menu holds the switch on a phone.
    await page.goto("/de/");
    await page.locator("header summary").filter({ hasText: "Menü" }).click();
    await expect(
      page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "Français" }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});
