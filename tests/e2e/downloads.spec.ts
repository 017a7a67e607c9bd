import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { findTrip } from "../../content/trips";
import { pdfText } from "../../server/platform/pdf/read-pdf-text";
import { expectNoAxeViolations, failOnPageErrors, waitForHydration } from "./helpers";

test("Crescent Island: Download PDF Itinerary generates the PDF, shows the busy state and the notice", async ({
  page,
  context,
}) => {
  const errors = failOnPageErrors(page);
  const trip = findTrip("crescent-island")!;
  await page.goto("/itinerary/crescent-island");
  await waitForHydration(page, 'form[action="/itineraries/crescent-island.pdf"]');
  await expectNoAxeViolations(page);
  // Hold the answer a moment so the busy state can be seen.
  await page.route("**/api/generate-pdf-itinerary", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const answerPromise = page.waitForResponse("**/api/generate-pdf-itinerary");
  const tabPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Download PDF Itinerary" }).click();
  await expect(page.getByRole("button", { name: "Generating PDF..." })).toBeDisabled();

  const answer = (await (await answerPromise).json()) as {
    success: boolean;
    downloadUrl: string;
    title: string;
    message: string;
  };
  expect(answer).toMatchObject({
    success: true,
    downloadUrl: "/itineraries/crescent-island.pdf",
    title: `${trip.title} itinerary`,
  });
  await expect(page.getByText("Itinerary Generated!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF Itinerary" })).toBeEnabled();
  const tab = await tabPromise;
  await tab.close();

  const file = await page.request.get(answer.downloadUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain(trip.title);
  for (const day of trip.days) expect(text).toContain(day.title);

  // The page after the download (the toast itself belongs to the shared notice area).
  await expectNoAxeViolations(page, "#main");
  expect(errors).toEqual([]);
});

test("a failed generation shows 'Generation Failed'", async ({ page }) => {
  await page.goto("/itinerary/nairobi-safari-walk");
  await waitForHydration(page, 'form[action="/itineraries/nairobi-safari-walk.pdf"]');
  await page.route("**/api/generate-pdf-itinerary", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: "down" }),
    }),
  );
  await page.getByRole("button", { name: "Download Info" }).click();
  await expect(page.getByText("Generation Failed")).toBeVisible();
  await expect(page.getByText("Please try again later.")).toBeVisible();
});

test("without JavaScript the button downloads the PDF itself", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/itinerary/team-building");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF Brochure" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("kilele-team-building-brochure.pdf");
  const text = pdfText(await readFile((await download.path())!));
  for (const programme of findTrip("team-building")!.programmes!)
    expect(text).toContain(programme.name);
  await context.close();
});

test("the trip pages label their downloads as the spec says", async ({ page }) => {
  // Updated for issue 14: the trip's only WhatsApp action is the booking panel's "Ask on
  // WhatsApp"; the downloads sit under the overview.
  await page.goto("/itinerary/point-lenana");
  await expect(
    page.locator("section#book").getByRole("link", { name: /Ask on WhatsApp/ }),
  ).toHaveAttribute("href", /wa\.me/);
  await expect(page.getByRole("link", { name: /Book (Now )?via WhatsApp/ })).toHaveCount(0);
  const downloads = page.getByRole("region", { name: "Downloads" });
  await expect(downloads.getByRole("button", { name: "Download Itinerary" })).toBeVisible();
  await page.goto("/itinerary/student-expeditions");
  await expect(page.getByRole("button", { name: "Download Education Brochure" })).toBeVisible();
  await page.goto("/itinerary/kilimanjaro-marangu");
  await expect(page.getByRole("button", { name: "Download Itinerary PDF" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Download (PDF )?Itinerary$/ })).toHaveCount(0);
});

test("the seasonal guide PDF downloads with the seasons and months", async ({ page }) => {
  await page.goto("/seasonal-guide");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Complete Guide (PDF)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("kilele-kenya-seasonal-guide.pdf");
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain("Kenya Seasonal Guide");
  for (const name of ["Dry Season (Peak)", "Short Rains", "Long Rains", "January", "December"])
    expect(text).toContain(name);
  await expectNoAxeViolations(page);
});

// Issue 14: gear lists were .html files saved by the browser; they are now PDFs made by the
// server, named for the trip, and the link works without JavaScript.
test("gear lists download as PDFs named for the trip, with every item and its flag", async ({
  page,
}) => {
  for (const [slug, label, heading] of [
    ["point-lenana", "Download Climbing Gear List (PDF)", "Mountain Climbing Gear List"],
    ["crescent-island", "Download Safari Gear List (PDF)", "Safari & Wildlife Gear List"],
  ] as const) {
    const trip = findTrip(slug)!;
    await page.goto(`/itinerary/${slug}`);
    const link = page.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", `/gear-lists/${slug}.pdf`);
    const downloadPromise = page.waitForEvent("download");
    await link.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`kilele-${slug}-gear-list.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(heading);
    expect(text).toContain(trip.title);
    expect(text).toContain(trip.gear[0]!.items[0]!.name);
    expect(text).toContain("Essential");
  }
  // A trip without a gear list offers none, and its address is a 404, not an empty file.
  await page.goto("/itinerary/corporate-packages");
  await expect(page.getByRole("link", { name: /Gear List/ })).toHaveCount(0);
  expect((await page.request.get("/gear-lists/corporate-packages.pdf")).status()).toBe(404);
});

test("the trek pages print a clean itinerary", async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.goto("/itinerary/kilimanjaro-marangu");
  await waitForHydration(page, `section[aria-label="Downloads"] button`);
  await page.getByRole("button", { name: "Download Itinerary PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(
    1,
  );

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trek Itinerary" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Essential Packing List" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("region", { name: "Downloads" })).toBeHidden();
  await expect(page.locator("section#book")).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to Adventures" })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath("kilimanjaro-print.png"), fullPage: true });
});
