import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, failOnPageErrors, waitForHydration } from "./helpers";

// Finding a trip (decision 0064): the listings filter by month of travel, length, price band,
// difficulty and "suits families" from a GET form (the URL carries the filters; the page works
// without JavaScript), and a search box in the header and on the listings finds trips by words.
// Nothing here names a date: months are read from the page and from Nairobi's calendar.

// Each test walks several pages (a busy machine takes 20 s for one with axe): time for them all.
test.describe.configure({ timeout: 90_000 });

/** The listing's or the search's own cards, not the "Also consider" row's. */
const cardTitles = (page: Page) =>
  page.locator(
    'xpath=//*[@id="main"]//article[not(ancestor::section[@aria-labelledby="also-consider-heading"])]//h3',
  );
const results = (page: Page) => page.getByTestId("listing-results");
const filters = (page: Page, title: string) =>
  page.getByRole("form", { name: `Filter ${title} trips` });

/** "$1,234" or "≈ KES 5,000" -> 1234 / 5000. */
function amount(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

/** The cards' titles and From prices, in the page's order. */
async function cardsWithPrices(page: Page) {
  return page.locator("#main article").evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector("h3")?.textContent ?? "",
      from: card.querySelector("[data-testid=card-from-price]")?.textContent ?? null,
    })),
  );
}

/** This month and the eleven after it on Nairobi's calendar: "November 2026", ... */
function nairobiMonths(): string[] {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Nairobi",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, step) =>
    new Date(Date.UTC(year, month - 1 + step, 1)).toLocaleString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
  );
}

test("Summit Treks filter by length and difficulty in the URL without a reload, said politely, and clear again", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  await page.goto("/summit-treks");
  await waitForHydration(page);
  await expect(cardTitles(page)).toHaveCount(7);
  // Unfiltered, the page reads as the spec's listing: the count is for screen readers only.
  await expect(results(page)).toHaveText("All 7 Summit Treks trips.");
  await expect(results(page)).toHaveAttribute("role", "status");
  await expect(results(page)).toHaveClass(/sr-only/);
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const form = filters(page, "Summit Treks");
  await form.getByLabel("Length").selectOption({ label: "5 to 7 days" });
  await form.getByLabel("Difficulty").selectOption("Challenging");
  await form.getByRole("button", { name: "Show trips" }).click();
  await expect(page).toHaveURL(/\/summit-treks\?.*length=5-7-days.*difficulty=Challenging/);
  await expect(cardTitles(page)).toHaveText([
    "Point Lenana Summit",
    "Burguret-Chogoria Traverse",
    "Timau-Chogoria Trek",
    "Kilimanjaro Marangu Route",
  ]);
  await expect(results(page)).toHaveText(
    "4 of 7 Summit Treks trips match: 5 to 7 days, Challenging.",
  );
  await expect(results(page)).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "no full reload").toBe(true);
  await expectNoAxeViolations(page);

  // The URL alone gives the same page, its fields showing the filters.
  await page.goto(page.url());
  await expect(cardTitles(page)).toHaveCount(4);
  await expect(form.getByLabel("Length")).toHaveValue("5-7-days");
  await expect(form.getByLabel("Difficulty")).toHaveValue("Challenging");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/summit-treks$/);
  await expect(cardTitles(page)).toHaveCount(7);
  await expect(form.getByLabel("Length")).toHaveValue("");
  await expect(form.getByLabel("Difficulty")).toHaveValue("");
  expect(errors).toEqual([]);
});

test("the month of travel offers Nairobi's next twelve months and keeps the trips with a departure then or any date", async ({
  page,
}) => {
  await page.goto("/summit-treks");
  await waitForHydration(page);
  const form = filters(page, "Summit Treks");
  const months = nairobiMonths();
  await expect(form.getByLabel("Month of travel").locator("option")).toHaveText([
    "Any month",
    ...months,
  ]);
  // Point Lenana's next departure on sale ("Sat Dec 5"): its month is one it must be kept for.
  const next = await page
    .locator("#main article", { hasText: "Point Lenana Summit" })
    .getByTestId("card-next-departure")
    .textContent();
  const shortMonth = /Next departure: \w{3} (\w{3}) \d/.exec(next ?? "")![1]!;
  const month = months.find((label) => label.startsWith(shortMonth))!;
  await form.getByLabel("Month of travel").selectOption({ label: month });
  await form.getByRole("button", { name: "Show trips" }).click();
  await expect(results(page)).toHaveText(
    new RegExp(` Summit Treks trips? match(es)?: ${month}\\.$`),
  );
  const shown = await cardTitles(page).allTextContents();
  // The two treks without departures run on any date the traveller asks for.
  expect(shown).toEqual(
    expect.arrayContaining([
      "Point Lenana Summit",
      "Technical Rock Climbing",
      "Rwenzori Mountains",
    ]),
  );
});

test("suits families and a price band in the visitor's currency narrow Seasonal Escapes; no match says so and offers clearing", async ({
  page,
}) => {
  await page.goto("/seasonal-escapes");
  await waitForHydration(page);
  const all = await cardsWithPrices(page);
  expect(all).toHaveLength(10);
  const form = filters(page, "Seasonal Escapes");
  await form.getByLabel("Suits families").check();
  await form.getByRole("button", { name: "Show trips" }).click();
  const families = [
    "Mount Longonot Crater Hike",
    "Ngong Hills Trek",
    "Nairobi Safari Walk",
    "Crescent Island Walking Safari",
    "Giraffe Centre & Elephant Orphanage",
    "Maasai Mara Holiday Safari",
    "Diani Beach Getaway",
  ];
  await expect(cardTitles(page)).toHaveText(families);

  await expect(form.getByLabel("Price per person").locator("option")).toHaveText([
    "Any price",
    "Under $150",
    "$150 to $500",
    "$500 to $1,000",
    "$1,000 and over",
  ]);
  await form.getByLabel("Price per person").selectOption({ label: "$150 to $500" });
  await form.getByRole("button", { name: "Show trips" }).click();
  await expect(page).toHaveURL(/families=yes/);
  await expect(page).toHaveURL(/price=150-500/);
  const inBand = all
    .filter((card) => families.includes(card.title))
    .filter((card) => amount(card.from) >= 150 && amount(card.from) < 500)
    .map((card) => card.title);
  if (inBand.length > 0) await expect(cardTitles(page)).toHaveText(inBand);
  else await expect(cardTitles(page)).toHaveCount(0);

  // No trek takes young children at a child's price: a sentence, and the way back.
  await page.goto("/summit-treks?families=yes");
  await waitForHydration(page);
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(results(page)).toHaveText(
    "No Summit Treks trip matches these filters: suits families.",
  );
  await expectNoAxeViolations(page);
  await page.locator("#main").getByRole("link", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(/\/summit-treks$/);
  await expect(cardTitles(page)).toHaveCount(7);
});

test("the header's search box opens from the keyboard and finds trips by words; the results page says what it found", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/wild-adventures");
  await waitForHydration(page);
  const toggle = page.locator("header summary", { hasText: "Search trips" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const box = page.locator("header").getByRole("searchbox", { name: "Search trips" });
  await expect(box).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.type("GIRAFFES");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=GIRAFFES$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search trips");
  await expect(page.getByTestId("search-results")).toHaveText(/^\d+ trips match “GIRAFFES”\.$/);
  await expect(cardTitles(page).first()).toHaveText("Giraffe Centre & Elephant Orphanage");
  await expect(box).toBeHidden();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expectNoAxeViolations(page);

  const own = page.locator("#main").getByRole("searchbox", { name: "Search trips" });
  await expect(own).toHaveValue("GIRAFFES");
  await own.fill("hell’s gate");
  await own.press("Enter");
  await expect(cardTitles(page).first()).toHaveText("Hell's Gate Adventure");
  await own.fill("xylophone");
  await own.press("Enter");
  await expect(page.getByTestId("search-results")).toHaveText("No trip mentions “xylophone”.");
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(page.locator("#main").getByRole("link", { name: "Wild Adventures" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an empty or over-long search answers 200 with a sentence", async ({ page }) => {
  const empty = await page.goto("/search");
  expect(empty?.status()).toBe(200);
  await expect(page.getByTestId("search-results")).toHaveText(
    "Type a word or two to search the trips: a mountain, an animal or a place.",
  );
  await expectNoAxeViolations(page);
  const long = await page.goto(`/search?q=${encodeURIComponent("big five ".repeat(15))}`);
  expect(long?.status()).toBe(200);
  await expect(page.getByTestId("search-results")).toHaveText(
    /^That search is longer than 100 characters\./,
  );
});

test("on a phone the search box is the menu's first item, and the listing has its own", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/seasonal-escapes");
  await waitForHydration(page);
  await page.locator("header summary", { hasText: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.getByRole("searchbox", { name: "Search trips" }).fill("kilimanjaro");
  await menu.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=kilimanjaro$/);
  await expect(cardTitles(page).first()).toHaveText("Kilimanjaro Marangu Route");
  await expect(menu).toBeHidden();

  await page.goto("/seasonal-escapes");
  await page.getByRole("searchbox", { name: "Search all trips" }).fill("beach");
  await page.getByRole("searchbox", { name: "Search all trips" }).press("Enter");
  await expect(cardTitles(page).first()).toHaveText("Diani Beach Getaway");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form: the page comes back filtered from the server", async ({
    page,
  }) => {
    await page.goto("/seasonal-escapes");
    const form = filters(page, "Seasonal Escapes");
    await expect(form).toHaveAttribute("method", "get");
    await form.getByLabel("Suits families").check();
    await form.getByLabel("Difficulty").selectOption("Moderate");
    await form.getByRole("button", { name: "Show trips" }).click();
    await expect(page).toHaveURL(/families=yes/);
    await expect(page).toHaveURL(/difficulty=Moderate/);
    await expect(cardTitles(page)).toHaveText(["Mount Longonot Crater Hike", "Ngong Hills Trek"]);
    await expect(results(page)).toHaveText(
      "2 of 10 Seasonal Escapes trips match: Moderate, suits families.",
    );
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(cardTitles(page)).toHaveCount(10);

    // A month long gone (an old shared link) is left out, and the page says so.
    const old = await page.goto("/seasonal-escapes?month=1999-01&difficulty=Easy");
    expect(old?.status()).toBe(200);
    await expect(
      page.getByText('Not applied, as the form offers no such choice: month "1999-01".'),
    ).toBeVisible();
    await expect(results(page)).toHaveText(/^\d+ of 10 Seasonal Escapes trips match: Easy\.$/);
  });

  test("a listing shows the operator's Also consider trips from other listings, whatever its filters", async ({
    page,
  }) => {
    await page.goto("/wild-adventures?difficulty=Expert");
    const row = page.getByRole("region", { name: "Also consider" });
    await expect(row.locator("article h3")).toHaveText(["Maasai Mara Holiday Safari"]);
    await expect(row.locator("article")).toContainText("Seasonal Escapes");
    await expect(row.locator("article")).toContainText(/From \$[\d,]+/);
    // The listing's own count is its own: the row adds to none of it.
    await expect(page.getByText("6 trips", { exact: true })).toBeVisible();
    await row
      .getByRole("link", { name: /Maasai Mara Holiday Safari/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/itinerary\/maasai-mara-holiday$/);
  });

  test("the header's search opens and searches at desktop width and from the phone menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.locator("header summary", { hasText: "Search trips" }).click();
    const box = page.locator("header").getByRole("searchbox", { name: "Search trips" });
    await box.fill("maasai mara");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=maasai\+mara$/);
    await expect(cardTitles(page)).toContainText(["Maasai Mara Holiday Safari"]);

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/summit-treks");
    await page.locator("header summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("searchbox", { name: "Search trips" }).fill("");
    await menu.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-results")).toHaveText(
      "Type a word or two to search the trips: a mountain, an animal or a place.",
    );
  });
});
