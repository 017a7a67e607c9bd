import { expect, test } from "@playwright/test";
import { catalogueCards } from "../../domain/catalogue/cards";
import { publicPaths } from "../../server/http/seo-files";
import { expectNoAxeViolations, failOnPageErrors, waitForHydration } from "./helpers";
import { bookingPanel, quoteInPanel } from "./booking-helpers";
import { isoDateInDays } from "../../domain/calendar";

// Every public route's content, meta and axe: every-page.spec.ts.

test("an unknown path answers 404 with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-trail");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Kilele Expeditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Issue 14: an unknown trip had an empty title; it gets its own, the spec's heading and the
  // categories to look in.
  const missingTrip = await page.goto("/itinerary/not-a-trip");
  expect(missingTrip?.status()).toBe(404);
  await expect(page).toHaveTitle("Trip not found | Kilele Expeditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByText("We have no trip at /itinerary/not-a-trip.")).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Trip categories" });
  await expect(categories.getByRole("link")).toHaveText([
    "Summit Treks",
    "Wild Adventures",
    "Seasonal Escapes",
  ]);
  await expectNoAxeViolations(page);
});

test("the landing page has every section, the hero buttons and the nav", async ({ page }) => {
  await page.goto("/");
  for (const id of ["home", "story", "adventures", "experience", "gallery", "plan", "contact"]) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  const talk = page.getByRole("link", { name: /Talk to a Guide/ });
  expect(await talk.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(await talk.getAttribute("target")).toBe("_blank");
  await page.getByRole("link", { name: "Plan My Expedition" }).click();
  await expect(page).toHaveURL(/#adventures$/);
  await expect(page.locator("#adventures").getByRole("heading", { level: 3 })).toHaveText([
    "Summit Treks",
    "Wild Adventures",
    "Seasonal Escapes",
  ]);
  await expect(page.getByRole("button", { name: /Trip Cart/ })).toContainText("0");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.locator("#experience li h3")).toHaveCount(4);
  await expect(page.locator("#experience figure")).toHaveCount(3);
  await expect(page.locator("#plan ol > li")).toHaveCount(3);
  // One season calendar (issue 14): the Plan section names the guide's months.
  await expect(page.locator("#plan")).toContainText("Jan-Mar and Jul-Sep");
  await expect(page.locator("#plan")).toContainText("Apr-Jun and Oct-Dec");
});

test("the gallery enlarges an image in an overlay that Escape closes", async ({ page }) => {
  await page.goto("/#gallery");
  const thumbnails = page.locator("#gallery ul button");
  await expect(thumbnails).toHaveCount(6);
  await waitForHydration(page, "#gallery ul button");
  await thumbnails.nth(1).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("img")).toHaveAttribute("alt", /lion/i);
  await expectNoAxeViolations(page, "dialog");
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("alt", /climbers/i);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();
});

// Issue 14: sending no longer opens WhatsApp mid-journey; "Ask on WhatsApp" is a separate link.
test("the contact form shows what is missing, then stores the inquiry and confirms it, with WhatsApp a separate link", async ({
  page,
  context,
}) => {
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await page.waitForLoadState("networkidle");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Please enter your first name.")).toBeVisible();
  await expect(form.getByText("Please tell us a little about your plans.")).toBeVisible();
  await expect(form.getByLabel(/First name/)).toBeFocused();

  await form.getByLabel(/First name/).fill("Amina");
  await form.getByLabel(/Last name/).fill("Otieno");
  await form.getByLabel(/Email/).fill("amina@example.com");
  await form.getByLabel(/Adventure/).selectOption("kilimanjaro");
  await form.getByLabel(/Message/).fill("Two of us in February.");
  const tabs: string[] = [];
  context.on("page", (opened) => tabs.push(opened.url()));
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator("#contact").getByRole("status")).toContainText(
    "Inquiry Sent Successfully!",
  );
  await expect(page.locator("#contact").getByRole("status")).toContainText(
    "We'll get back to you within 24 hours.",
  );
  const reference =
    (await page.locator("#contact").getByRole("status").locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^[A-Z0-9]{8}$/);
  await expect(form.getByLabel(/First name/)).toHaveValue("");
  expect(page.url()).not.toContain("amina");
  // Nothing opened by itself; the chat link is there for whoever wants it, with the reference.
  expect(tabs).toEqual([]);
  const whatsapp = form.getByRole("link", { name: /Ask on WhatsApp/ });
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
    `reference ${reference}`,
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");
});

test("category pages list their cards with 'From' prices and links", async ({ page }) => {
  for (const [path, count] of [
    ["/summit-treks", 7],
    ["/wild-adventures", 6],
    ["/seasonal-escapes", 10],
  ] as const) {
    await page.goto(path);
    // The listing's own cards; the "Also consider" row below offers other listings' trips.
    await expect(page.locator('section[aria-labelledby="trips-heading"] article')).toHaveCount(
      count,
    );
  }
  await page.goto("/summit-treks");
  const kilimanjaro = page.locator("article", { hasText: "Kilimanjaro Marangu Route" });
  // Its own price, not the spec's catalogue $1,200: the Standard climb's $2,000 at its lowest
  // bookable price (decision 0015).
  await expect(kilimanjaro.getByTestId("card-from-price")).toHaveText(/^\$1,[0-9]{3}$/);
  await expect(kilimanjaro).not.toContainText("$1,200");
  await expect(kilimanjaro).toContainText("Group Tours");
  await kilimanjaro.getByRole("link", { name: /View Details & Book Now/ }).click();
  await expect(page).toHaveURL(/\/itinerary\/kilimanjaro-marangu$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/summit-treks$/);
  expect(catalogueCards.filter((card) => card.category === "summit-treks")).toHaveLength(7);
});

test("the Back button returns to the previous page", async ({ page }) => {
  await page.goto("/");
  await page
    .locator("#adventures")
    .getByRole("link", { name: /Wild Adventures/ })
    .click();
  await expect(page).toHaveURL(/\/wild-adventures$/);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("category cards show the trip's own From price, no demand badge, and a saving only with its reason", async ({
  page,
}) => {
  await page.goto("/seasonal-escapes");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(10);
  await expect(cards.filter({ hasText: /From \$[\d,]+.* per person/ })).toHaveCount(10);
  await expect(cards.filter({ hasText: /demand/i })).toHaveCount(0);
  // A strike-through price comes with its saving and one reason, for a named date.
  const struck = cards.locator(".line-through");
  const savings = cards.filter({ hasText: /Save \$\d+ per person!/ });
  await expect(savings).toHaveCount(await struck.count());
  if ((await savings.count()) > 0)
    await expect(savings.first()).toContainText(
      /(discount|special) for travel on \w{3}, \w{3} \d{1,2}, \d{4}/,
    );
  // The page is complete without JavaScript.
  const html = await (await page.request.get("/seasonal-escapes")).text();
  expect(html).toMatch(/From<!-- --> <span[^>]*data-testid="card-from-price">\$[\d,]+<\/span>/);
});

test("one trip, one price: the card's From is the trip page's headline and its JSON-LD offer", async ({
  page,
}) => {
  await page.goto("/summit-treks");
  const card = page.locator("main article", { hasText: "Point Lenana Summit" });
  const from = (await card.getByTestId("card-from-price").textContent())!;
  expect(from).toMatch(/^\$[\d,]+$/);
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByTestId("trip-from-price")).toContainText(`From ${from} per person`);
  const json = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(json.offers.price).toBe(Number(from.replace(/\D/g, "")));
});

// Updated for issue 14: the tier calculator and the seasonal panel with its smart-pricing box are
// one booking panel, priced by the server (tests/e2e/booking-panel.spec.ts covers its limits).
test("the booking panel asks for a date before it shows a total or offers booking", async ({
  page,
}) => {
  await page.goto("/itinerary/mount-longonot");
  const panel = bookingPanel(page);
  await expect(panel).toContainText("KES 4,500");
  await expect(panel).toContainText("$35 per person");
  await expect(panel.getByTestId("panel-total")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Continue to booking" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  await expect(panel).toContainText("Choose a date to see your total.");
  expect(await panel.getByLabel("Date", { exact: true }).getAttribute("min")).toMatch(
    /^\d{4}-\d{2}-\d{2}$/,
  );
  const quote = await quoteInPanel(page, {
    option: /Standard/,
    participants: 3,
    date: isoDateInDays(new Date(), 1),
  });
  // Mount Longonot National Park's non-resident fee, one day at $26 each: its own line (issue 19).
  expect(quote.fees).toBe(3 * 26);
  expect(quote.total).toBe(quote.perPerson * 3 + quote.fees);
  await expect(panel.getByRole("link", { name: "Continue to booking" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(panel.getByText(/Smart pricing|Refresh|Demand/)).toHaveCount(0);
});

test("trip pages carry schema.org TouristTrip data with an Offer", async ({ page }) => {
  await page.goto("/itinerary/point-lenana");
  const json = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(json["@type"]).toBe("TouristTrip");
  expect(json.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
  await expect(page.getByTestId("trip-from-price")).toContainText(
    `From $${json.offers.price} per person`,
  );
  // Issue 14: the way back is a real link to the trip's category, not the top of the home page.
  await expect(page.getByRole("link", { name: "Back to Adventures" })).toHaveAttribute(
    "href",
    "/summit-treks",
  );
});

test("sitemap.xml lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of publicPaths()) expect(sitemap).toContain(`${path}</loc>`);
  // Home, three categories, the seasonal guide, the four trust pages (issue 17) and 24 trips.
  expect(publicPaths()).toHaveLength(34);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
});

test("security headers and a CSP nonce on every inline script", async ({ request, page }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
    (match) => match[1] ?? "",
  );
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  const errors = failOnPageErrors(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
