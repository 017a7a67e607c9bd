import { expect, test, type Page } from "@playwright/test";
import { businessDay, formatTravelDate } from "../../domain/calendar";
import { insertBooking } from "../../server/modules/bookings/store";
import { upcomingDepartures } from "../../server/modules/departures/departures";
import { closeDb, db } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

// Issue 15, what the traveller sees (decision 0023): a trip page's dates and month view, with and
// without JavaScript and by keyboard; the listing card's next departure; the JSON-LD offers.
// Timau-Chogoria (the 5th and 20th, 10 seats, minimum 2) is a page the other specs leave alone,
// so no cached copy of it predates the bookings made here.
const slug = "timau-chogoria";
const today = businessDay(new Date());
let guaranteed: { id: string; date: string };
let full: { id: string; date: string };

test.beforeAll(async () => {
  // The server made a year of departures at start; fill two of the first on sale (once: the data
  // directory outlives a run, and a retried worker runs this again).
  const upcoming = await upcomingDepartures(db().db, slug, today, 8);
  const fresh = upcoming.filter(
    (departure) => departure.status === "open" && departure.seatsTaken === 0,
  );
  const book = async (participants: number) => {
    const existing = upcoming.find((departure) => departure.seatsTaken === participants);
    if (existing) return existing;
    const departure = fresh.shift()!;
    await insertBooking(db().db, {
      adventureType: "Timau-Chogoria Trek",
      bookingDate: departure.date,
      numberOfParticipants: participants,
      totalPrice: 1100 * participants,
      clientEmail: `dates-${participants}@example.com`,
      clientName: "Dates Test",
      tripSlug: slug,
      departureId: departure.id,
      status: "confirmed",
    });
    return departure;
  };
  guaranteed = await book(8); // 8 of 10: Guaranteed, 2 seats left
  full = await book(10);
});
// The machine is shared and axe reads a whole trip page: give each test three times the time.
test.slow();
test.afterAll(closeDb);

const datesSection = (page: Page) => page.getByRole("region", { name: "Dates and availability" });

test("a trip page lists its next departures with seats, status and price, and each links to booking or its waitlist", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  await page.goto(`/itinerary/${slug}`);
  const section = datesSection(page);
  const rows = section.getByTestId("departure-row");
  await expect(rows).toHaveCount(6);
  // Date with its day of week, status, seats left at 4 or fewer, the price per person.
  const row = (date: string) => rows.filter({ hasText: formatTravelDate(date) });
  const guaranteedRow = row(guaranteed.date);
  await expect(guaranteedRow).toContainText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /);
  await expect(guaranteedRow).toContainText("Guaranteed");
  await expect(guaranteedRow).toContainText("2 seats left");
  await expect(guaranteedRow).toContainText(/\$[\d,]+ per person/);
  await expect(guaranteedRow.getByRole("link", { name: /Book this date/ })).toHaveAttribute(
    "href",
    `/itinerary/${slug}?departure=${guaranteed.id}#book`,
  );
  const fullRow = row(full.date);
  await expect(fullRow).toContainText("Full");
  await expect(fullRow).not.toContainText("per person");
  await fullRow.getByRole("link", { name: /Join the waitlist/ }).click();
  // The waitlist form itself is the booking path's (decision 0024): it answers this link.
  await expect(page).toHaveURL(new RegExp(`\\?waitlist=${full.id}#waitlist$`));
  await expectNoAxeViolations(page);

  // "Request a private date" is beside the dates: the booking panel, any day.
  await expect(section.getByRole("link", { name: "Request a private date" })).toHaveAttribute(
    "href",
    `/itinerary/${slug}#book`,
  );

  // JSON-LD: each upcoming departure is an Offer with its date and availability.
  const json = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as {
    subTrip: Array<{ departureTime: string; offers: { availability: string; price?: number } }>;
  };
  const byDate = new Map(json.subTrip.map((trip) => [trip.departureTime, trip.offers]));
  expect(byDate.get(full.date)?.availability).toBe("https://schema.org/SoldOut");
  expect(byDate.get(guaranteed.date)?.availability).toBe("https://schema.org/LimitedAvailability");
  expect(json.subTrip.length).toBeGreaterThanOrEqual(20);
  expect(errors).toEqual([]);
});

test("the month view is a table of links that pages through twelve months by keyboard", async ({
  page,
}) => {
  await page.goto(`/itinerary/${slug}`);
  const section = datesSection(page);
  const table = section.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Mon",
    "Tue",
    "Wed",
    "Thu",
    "Fri",
    "Sat",
    "Sun",
  ]);
  const title = section.getByRole("heading", { level: 3 }).first();
  const firstMonth = await title.textContent();
  // Twice a month: two departure days in every month, each a link naming its status.
  const dayLinks = table.getByRole("link");
  expect(await dayLinks.count()).toBeGreaterThanOrEqual(1);
  await expect(dayLinks.first()).toHaveAccessibleName(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+, \d{4}: (Open|Limited|Guaranteed|Full)/,
  );

  // Keyboard: the next-month link, then Enter.
  const next = section.getByRole("link", { name: /Next month/ });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}#dates$/);
  await expect(title).not.toHaveText(firstMonth!);
  await expect(section.getByRole("link", { name: /Previous month/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A day link by keyboard opens the booking panel with that departure.
  const day = section.getByRole("table").getByRole("link").first();
  await day.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?(departure|waitlist)=[\w-]+#(book|waitlist)$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the month view's links and the dates' links are plain GET links", async ({ page }) => {
    await page.goto(`/itinerary/${slug}`);
    const section = datesSection(page);
    const title = section.getByRole("heading", { level: 3 }).first();
    const firstMonth = await title.textContent();
    await section.getByRole("link", { name: /Next month/ }).click();
    await expect(page).toHaveURL(/\?month=\d{4}-\d{2}#dates$/);
    await expect(title).not.toHaveText(firstMonth!);
    await section.getByRole("link", { name: /Previous month/ }).click();
    await expect(title).toHaveText(firstMonth!);
    await section.getByTestId("departure-row").first().getByRole("link").click();
    await expect(page).toHaveURL(/\?departure=[\w-]+#book$/);
  });
});

test("a listing card names its trip's next departure", async ({ page }) => {
  await page.goto("/summit-treks");
  const card = page.locator("main article", { hasText: "Timau-Chogoria Trek" });
  await expect(card.getByTestId("card-next-departure")).toHaveText(
    /^Next departure: (Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2} · (Open|Limited|Guaranteed)$/,
  );
  // A trip that runs on private dates only has no such line.
  await expect(
    page
      .locator("main article", { hasText: "Technical Rock Climbing" })
      .getByTestId("card-next-departure"),
  ).toHaveCount(0);
});

test("screenshots of the dates section at 390 and 1280 px", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/itinerary/${slug}`);
    await expectNoHorizontalOverflow(page);
    // The whole page, cut to the section: an element shot of a tall section stitches the fixed
    // header and the phone's booking bar into it.
    const box = (await datesSection(page).boundingBox())!;
    await page.screenshot({
      path: `docs/screenshots/dates-trip-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: box.y - 16, width, height: box.height + 32 },
    });
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/summit-treks");
  await page
    .locator("main article", { hasText: "Timau-Chogoria Trek" })
    .screenshot({ path: "docs/screenshots/dates-card-390.png" });
});
