import { expect, test, type Browser, type Page } from "@playwright/test";
import { becomeAdmin, closeDb, emailFor, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  openSection,
} from "./helpers";

// The pages of the site in the content studio (issue 29 slice 3, decision 0067): an editor changes
// a trust page's paragraph, previews it at two widths and publishes it, and a signed-out visitor
// reads it at once (the page cache emptied); the history puts the first text back. It publishes
// what every visitor reads, so it runs with the site-wide specs, and leaves each page as it found it.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterAll(closeDb);

const wide = { width: 1280, height: 900 };
type State = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;
let editorState: State;

async function pageAs(browser: Browser, state: State, viewport = wide) {
  const context = await browser.newContext({ viewport, storageState: state });
  const page = await context.newPage();
  failOnPageErrors(page);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const [label, width] of [
    ["360", 360],
    ["1440", 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `docs/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(wide);
}

/** What a signed-out visitor's browser is sent for a page (the page cache's copy, if any). */
async function signedOut(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: wide });
  const page = await context.newPage();
  failOnPageErrors(page);
  await page.goto(path);
  return page;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: wide });
  const page = await context.newPage();
  const email = emailFor("pages-editor");
  await verifiedAccount(page, "Akinyi Editor", email);
  await becomeAdmin(page, email, { role: "editor" });
  editorState = await context.storageState();
  await context.close();
});

const evacuation = "sections.3.paragraphs";
const newWords =
  "On Mount Kenya, a trekker who cannot walk is carried down to the road head by our crew and the park's rescue team, then driven to hospital in Nanyuki. Read our [travel information](/travel-info) before you fly.";

test("an editor changes a trust page's paragraph, previews it and publishes it for every visitor", async ({
  browser,
}) => {
  // A visitor reads the page first, so the signed-out page cache holds the old copy.
  const before = await signedOut(browser, "/safety");
  await expect(before.locator("#evacuation")).toContainText("carried down by stretcher");
  await before.context().close();

  const page = await pageAs(browser, editorState);
  await page.goto("/admin/pages");
  const sections = page.getByRole("navigation", { name: "Admin sections" });
  await expect(sections.getByRole("link", { name: "Pages" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const team = page.getByRole("row").filter({ hasText: "Team and guides" });
  await expect(team).toContainText("Sample: replace before going live");
  await expectNoAxeViolations(page, "#main");
  await shoot(page, "admin-pages");

  await page.getByRole("link", { name: "Safety", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/pages\/safety$/);
  await openSection(page, "Sections");
  const paragraphs = page.locator(`[name="${evacuation}"]`);
  await expect(paragraphs).toHaveValue(/carried down by stretcher/);
  await paragraphs.fill(newWords);
  await page.getByRole("button", { name: "Preview" }).first().click();

  await expect(page).toHaveURL(/\/admin\/pages\/safety\/preview$/);
  for (const width of [390, 1280]) {
    const frame = page.frameLocator(`iframe[width="${width}"]`);
    await expect(frame.locator("#evacuation")).toContainText("by our crew and the park's rescue");
    await expect(
      frame.locator("#evacuation").getByRole("link", { name: "travel information" }),
    ).toHaveAttribute("href", "/travel-info");
  }
  await expectNoAxeViolations(page, "#main");
  // Not on the site until published.
  const still = await signedOut(browser, "/safety");
  await expect(still.locator("#evacuation")).toContainText("carried down by stretcher");
  await still.context().close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published as revision 2");
  const changed = page.locator("details", { hasText: "What changed" });
  await changed.getByText("What changed").click();
  await expect(changed.getByText("Section 4 › Paragraphs")).toBeVisible();

  const after = await signedOut(browser, "/safety");
  await expect(after.locator("#evacuation")).toContainText("by our crew and the park's rescue");
  await after.locator("#evacuation").getByRole("link", { name: "travel information" }).click();
  await expect(after).toHaveURL(/\/travel-info$/);
  await after.context().close();
  await page.context().close();
});

test("the history puts the first text back", async ({ browser }) => {
  const page = await pageAs(browser, editorState);
  await page.goto("/admin/pages/safety");
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").filter({ hasText: "Revision 2" })).toContainText(
    "Akinyi Editor",
  );
  await history.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(page.getByRole("status")).toContainText("Revision 1 is the draft now");
  await page.getByRole("button", { name: "Publish" }).first().click();
  await expect(page.getByRole("status")).toContainText("Published as revision 3");
  const visitor = await signedOut(browser, "/safety");
  await expect(visitor.locator("#evacuation")).toContainText("carried down by stretcher");
  await visitor.context().close();
  await page.context().close();
});
