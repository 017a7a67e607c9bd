import { expect, test, type Browser, type Page } from "@playwright/test";
import { becomeAdmin, closeDb, emailFor, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  openSection,
} from "./helpers";

// The content studio's trips (issue 29 slice 1, decision 0065): an editor duplicates a trip,
// gives it a departure schedule, previews the draft at two widths and publishes it (its departures
// are on sale at once); a stale save is refused with the difference; a publish with an empty field
// names it and keeps what was typed; the history restores; a renamed trip's old address answers
// 301 and its departures follow it (decision 0069); archiving takes it off the site. It publishes
// to the catalogue every visitor reads, so it runs with the site-wide specs, and only ever touches
// its own copy.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterAll(closeDb);

const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
type State = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;
let editorState: State;
let adminState: State;
let editorUrl = "";
const slug = "lake-naivasha-by-boat";
/** The copy's next departures as its page lists them, before the rename. */
let departureRows: string[] = [];
const departureRowsOf = (page: Page) =>
  page
    .getByRole("region", { name: "Dates and availability" })
    .getByTestId("departure-row")
    .allInnerTexts();

async function pageAs(browser: Browser, state: State, viewport = wide) {
  const context = await browser.newContext({ viewport, storageState: state });
  const page = await context.newPage();
  failOnPageErrors(page);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ["390", phone],
    ["1440", { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `docs/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(wide);
}

/** The list's search (a GET form: the search is in the address). */
async function findTrips(page: Page, words: string, status?: string) {
  const search = page.getByRole("form", { name: "Find trips" });
  await search.getByLabel("Search title or web address").fill(words);
  if (status) await search.getByLabel("Status").selectOption({ label: status });
  await search.getByRole("button", { name: "Find trips" }).click();
  await expect(page).toHaveURL(/\/admin\/trips\?q=/);
}

test.beforeAll(async ({ browser }) => {
  for (const role of ["editor", "admin"] as const) {
    const context = await browser.newContext({ viewport: wide });
    const page = await context.newPage();
    const email = emailFor(`studio-${role}`);
    await verifiedAccount(page, role === "editor" ? "Wanjiru Editor" : "Otieno Admin", email);
    await becomeAdmin(page, email, { role });
    if (role === "editor") editorState = await context.storageState();
    else adminState = await context.storageState();
    await context.close();
  }
});

test("an editor sees the content only, duplicates a trip, previews the draft and publishes it", async ({
  browser,
}) => {
  const page = await pageAs(browser, editorState);
  await page.goto("/admin/payments");
  await expect(page).toHaveURL(/\/admin\/trips$/);
  const sections = page.getByRole("navigation", { name: "Admin sections" });
  await expect(sections.getByRole("link")).toHaveText(["Trips", "Testimonials", "Photos", "Pages"]);
  await expectNoAxeViolations(page, "#main");
  await shoot(page, "admin-trips");
  // The smallest phone the admin is used on: one card per trip, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "test-results/admin-trips-360.png", fullPage: true });
  await page.setViewportSize(wide);

  // The list shows 25 trips a page (decision 0074): the trip is found by its name.
  await findTrips(page, "lake naivasha camping");
  await page.getByRole("button", { name: "Duplicate Lake Naivasha Camping" }).first().click();
  await expect(page).toHaveURL(/\/admin\/trips\/[0-9a-f-]+$/);
  editorUrl = new URL(page.url()).pathname;
  await expect(page.locator('[name="title"]')).toHaveValue(/\(copy\)$/);
  await page.locator('[name="title"]').fill("Lake Naivasha by Boat and Bike");
  await page.locator('[name="slug"]').fill(slug);
  // Lake Naivasha Camping has private dates only: the copy leaves every Saturday.
  await openSection(page, "Group size and departures");
  await page.locator('[name="departures.rule.on"]').fill("Sat");
  await page.locator('[name="departures.seats"]').fill("12");
  await page.locator('[name="departures.minimumToRun"]').fill("2");
  await page.getByRole("button", { name: "Preview" }).first().click();

  await expect(page).toHaveURL(new RegExp(`${editorUrl}/preview$`));
  for (const width of [390, 1280]) {
    const frame = page.frameLocator(`iframe[width="${width}"]`);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(
      "Lake Naivasha by Boat and Bike",
    );
  }
  await expectNoAxeViolations(page, "#main");
  // Not on the site until published.
  expect((await page.request.get(`/itinerary/${slug}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published as revision 1");

  await page.goto(`/itinerary/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Lake Naivasha by Boat and Bike",
  );
  // Its Saturdays are on sale at once, not at the scheduler's next daily turn.
  departureRows = await departureRowsOf(page);
  expect(departureRows.length).toBeGreaterThan(0);
  for (const row of departureRows) expect(row).toMatch(/^Sat, /);
  await page.context().close();
});

test("a save over someone else's is refused and says where the two differ", async ({ browser }) => {
  const mine = await pageAs(browser, editorState);
  const theirs = await pageAs(browser, adminState);
  await Promise.all([mine.goto(editorUrl), theirs.goto(editorUrl)]);
  await openSection(theirs, "Days");
  await theirs.locator('[name="days.0.title"]').fill("Boat ride to Crescent Island");
  await theirs.getByRole("button", { name: "Save draft" }).first().click();
  await expect(theirs.getByRole("status")).toContainText("Draft saved");

  await mine.locator('[name="subtitle"]').fill("Boat among hippos, then cycle among zebra");
  await mine.getByRole("button", { name: "Save draft" }).first().click();
  await expect(mine.getByRole("alert")).toContainText("Not saved: someone else saved this trip");
  const differences = mine.getByRole("region", { name: /Where your version differs/ });
  await expect(differences).toContainText("Day 1 › Title");
  await expect(differences).toContainText("Subtitle");
  // What was typed is still there, to save over theirs on purpose.
  await expect(mine.locator('[name="subtitle"]')).toHaveValue(
    "Boat among hippos, then cycle among zebra",
  );
  await mine.getByRole("button", { name: "Save draft" }).first().click();
  await expect(mine.getByRole("status")).toContainText("Draft saved");
  await mine.context().close();
  await theirs.context().close();
});

test("a publish with an empty field names it beside the field and keeps what was typed", async ({
  browser,
}) => {
  const page = await pageAs(browser, editorState);
  await page.goto(editorUrl);
  await openSection(page, "Days");
  await page.locator('[name="days.0.title"]').fill("");
  await page.locator('[name="days.0.distance"]').fill("12 km by boat and bicycle");
  await page.getByRole("button", { name: "Publish" }).first().click();
  await expect(page.getByRole("alert")).toContainText("Not published");
  await expect(page.getByRole("alert")).toContainText("Days › Day 1 › Title");
  const title = page.locator('[name="days.0.title"]');
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#days\\.0\\.title-error")).toHaveText(/\S/);
  await expect(page.locator('[name="days.0.distance"]')).toHaveValue("12 km by boat and bicycle");
  await expectNoAxeViolations(page, "#main");
  await shoot(page, "admin-trip-editor");
  await title.fill("Boat ride to Crescent Island");
  await page.getByRole("button", { name: "Publish" }).first().click();
  await expect(page.getByRole("status")).toContainText("Published as revision 2");
  const changed = page.locator("details", { hasText: "What changed" });
  await changed.getByText("What changed").click();
  await expect(changed.getByText("Day 1 › Distance")).toBeVisible();
  await page.context().close();
});

test("the history restores a revision, and a renamed trip's old address answers 301 with its dates", async ({
  browser,
}) => {
  const page = await pageAs(browser, editorState);
  await page.goto(editorUrl);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").filter({ hasText: "Revision 2" })).toContainText(
    "Wanjiru Editor",
  );
  await history.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(page.getByRole("status")).toContainText("Revision 1 is the draft now");
  await openSection(page, "Days");
  await expect(page.locator('[name="days.0.distance"]')).not.toHaveValue(
    "12 km by boat and bicycle",
  );
  await page.locator('[name="slug"]').fill(`${slug}-and-boat`);
  await page.getByRole("button", { name: "Publish" }).first().click();
  await expect(page.getByRole("status")).toContainText("Published as revision 3");

  const old = await page.request.get(`/itinerary/${slug}?option=x`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/itinerary/${slug}-and-boat?option=x`);
  // Its departures followed it: the old address leads to the same dates, booked on the new one.
  await page.goto(`/itinerary/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/itinerary/${slug}-and-boat$`));
  expect(await departureRowsOf(page)).toEqual(departureRows);
  const dates = page.getByRole("region", { name: "Dates and availability" });
  await expect(dates.getByRole("link", { name: /Book this date/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`^/itinerary/${slug}-and-boat\\?departure=`),
  );
  await page.context().close();
});

test("archiving takes the trip off the site", async ({ browser }) => {
  const page = await pageAs(browser, editorState);
  await page.goto("/admin/trips");
  await findTrips(page, "Naivasha by Boat and Bike", "Published");
  await expect(page.getByRole("heading", { name: /^1 of \d+ trips matches$/ })).toBeVisible();
  await page.getByRole("button", { name: "Archive Lake Naivasha by Boat and Bike" }).click();
  await expect(page.getByRole("status")).toContainText("Trip archived");
  expect((await page.request.get(`/itinerary/${slug}-and-boat`)).status()).toBe(404);
  expect((await page.request.get(`/itinerary/${slug}`)).status()).toBe(404);
  await page.context().close();
});
