import { expect, test, type Browser, type Page } from "@playwright/test";
import { becomeAdmin, closeDb, emailFor, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  openSection,
} from "./helpers";
import { mountainPhoto } from "./photo-fixtures";
import { describeMessages, validateHtml } from "../support/html-validator";

// The pages of the site in the content studio (issue 29 slice 3, decision 0067): an editor changes
// a trust page's paragraph, previews it at two widths and publishes it, and a signed-out visitor
// reads it at once (the page cache emptied); the history puts the first text back. The landing
// page draws library photos (the hero first, the gallery's lazily) where it drew its drawings, and
// the library refuses to delete a photo a page uses. It publishes what every visitor reads, so it
// runs with the site-wide specs, and leaves each page as it found it.
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

/** The page (or, with `sections`, those parts of it) at 360 and 1440 px, with no sideways scroll. */
async function shoot(page: Page, name: string, { full = true, sections = [] as string[] } = {}) {
  for (const [label, width] of [
    ["360", 360],
    ["1440", 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    if (sections.length === 0)
      await page.screenshot({ path: `docs/screenshots/${name}-${label}.png`, fullPage: full });
    for (const section of sections)
      await page
        .locator(`#${section}`)
        .screenshot({ path: `docs/screenshots/${name}-${section}-${label}.png` });
  }
  await page.setViewportSize(wide);
}

/** Puts the page's first revision back on the site, as the spec found it. */
async function putBackFirstRevision(page: Page, key: string, revision: number) {
  await page.goto(`/admin/pages/${key}`);
  await page
    .getByRole("region", { name: "History" })
    .getByRole("button", { name: "Restore revision 1" })
    .click();
  await expect(page.getByRole("status")).toContainText("Revision 1 is the draft now");
  await page.getByRole("button", { name: "Publish" }).first().click();
  // A publish reaches every process and the page cache before it answers: slow on a busy machine.
  await expect(page.getByRole("status")).toContainText(`Published as revision ${revision}`, {
    timeout: 20_000,
  });
}

const run = Date.now().toString(36);
const heroAlt = `Dawn light on Batian and Nelion above the moorland ${run}`;
const galleryAlt = `Tents and a campfire below Point Lenana at dusk ${run}`;

async function upload(page: Page, fileName: string, altText: string, shift: number) {
  await page.goto("/admin/media");
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: await mountainPhoto(shift) });
  await page.getByLabel(`Alt text for ${fileName}`).fill(altText);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo added" })).toBeVisible({
    timeout: 60_000,
  });
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
  await putBackFirstRevision(page, "safety", 3);
  const visitor = await signedOut(browser, "/safety");
  await expect(visitor.locator("#evacuation")).toContainText("carried down by stretcher");
  await visitor.context().close();
  await page.context().close();
});

test("the landing page draws the library's photos where it drew its drawings", async ({
  browser,
}) => {
  // Without photos: the drawings, as the site first shipped.
  const before = await signedOut(browser, "/");
  await expect(before.locator("#home picture")).toHaveCount(0);
  await expect(before.locator("#home img").first()).toHaveAttribute("alt", /^Mount Kenya's twin/);
  await expect(before.locator("#gallery img")).toHaveCount(6);
  for (const width of [360, 1440]) {
    await before.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(before);
  }
  await before.context().close();

  const page = await pageAs(browser, editorState);
  await upload(page, "DSC_0501.jpg", heroAlt, 1);
  await upload(page, "DSC_0502.jpg", galleryAlt, 2);
  await page.goto("/admin/pages/landing");
  await page.getByLabel("Photo (instead of the drawing)").first().selectOption({ label: heroAlt });
  await openSection(page, "Gallery");
  await page.locator('[name="gallery.1.photo"]').selectOption({ label: galleryAlt });
  await expectNoAxeViolations(page, "#main");
  await shoot(page, "admin-landing-editor", { full: false });
  await page.getByRole("button", { name: "Publish" }).first().click();
  await expect(page.getByRole("status")).toContainText("Published as revision 2");

  const visitor = await signedOut(browser, "/");
  const hero = visitor.locator("#home picture > img");
  await expect(hero).toHaveAttribute("alt", heroAlt);
  await expect(hero).toHaveAttribute("width", "2400");
  await expect(hero).toHaveAttribute("height", "1600");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await expect(visitor.locator('#home picture > source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /^\/media\/[0-9a-f]{20}-480\.avif 480w, .*-2400\.avif 2400w$/,
  );
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/[0-9a-f]{20}-1200\.webp$/,
  );
  // The second gallery picture is the photo, loaded lazily; the five others keep their drawings.
  const gallery = visitor.locator("#gallery");
  await expect(gallery.locator("picture > img")).toHaveAttribute("alt", galleryAlt);
  await expect(gallery.locator("picture > img")).toHaveAttribute("loading", "lazy");
  await expect(gallery.locator("li img")).toHaveCount(6);
  await gallery.getByRole("button", { name: /A lion on a kopje/ }).click();
  const enlarged = visitor.getByRole("dialog", { name: "A lion on a kopje in the Maasai Mara" });
  await expect(enlarged.locator("figcaption")).toContainText(galleryAlt);
  await expectNoAxeViolations(visitor);
  await visitor.keyboard.press("Escape");
  await shoot(visitor, "landing-photos", { sections: ["home", "story", "gallery"] });
  const report = await validateHtml([
    { name: "/ with photos", html: await (await visitor.request.get("/")).text() },
  ]);
  expect(describeMessages([...report.errors, ...report.warnings])).toEqual([]);
  await visitor.context().close();

  // A photo a page uses stays in the library, and the refusal says where.
  await page.goto("/admin/media");
  await page
    .getByRole("article", { name: heroAlt })
    .getByRole("button", { name: "Delete photo" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "Photo not deleted" })).toContainText(
    "Page: Landing page (First screen › Photo (instead of the drawing))",
  );
  await putBackFirstRevision(page, "landing", 3);
  const after = await signedOut(browser, "/");
  await expect(after.locator("main picture")).toHaveCount(0);
  await after.context().close();
  await page.context().close();
});

test("the team page shows a sample of roles until the operator publishes their people", async ({
  browser,
}) => {
  const sample = await signedOut(browser, "/team");
  await expect(sample.getByRole("heading", { level: 1 })).toHaveText("Our team and guides");
  await expect(sample.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Our founding guides",
    "Our trek and safari guides",
    "Our office in Naro Moru",
  ]);
  // The seed claims no certification the operator has not shown.
  await expect(sample.getByRole("heading", { name: "Certifications" })).toHaveCount(0);
  await expect(sample.locator("main picture")).toHaveCount(0);
  await shoot(sample, "team-sample");
  await sample.context().close();

  const page = await pageAs(browser, editorState);
  const portraitAlt = `A mountain guide at Shipton's Camp ${run}`;
  await upload(page, "DSC_0503.jpg", portraitAlt, 3);
  await page.goto("/admin/pages/team");
  await expect(page.getByText("Sample: replace before going live")).toBeVisible();
  await openSection(page, "People");
  await page.locator('[name="members.0.name"]').fill("Joseph Mwangi");
  await page.locator('[name="members.0.role"]').fill("Lead mountain guide");
  await page.locator('[name="members.0.photo"]').selectOption({ label: portraitAlt });
  await page
    .locator('[name="members.0.certifications"]')
    .fill("Wilderness First Responder, 2025\nMount Kenya guide, Kenya Wildlife Service");
  await page.getByRole("button", { name: "Preview" }).first().click();
  await expect(page).toHaveURL(/\/admin\/pages\/team\/preview$/);
  for (const width of [390, 1280])
    await expect(
      page.frameLocator(`iframe[width="${width}"]`).getByRole("heading", { level: 2 }).first(),
    ).toHaveText("Joseph Mwangi");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published as revision 2");
  await page.goto("/admin/pages");
  await expect(page.getByRole("row").filter({ hasText: "Team and guides" })).not.toContainText(
    "Sample",
  );

  // The landing page's story leads to the team.
  const visitor = await signedOut(browser, "/");
  await visitor.locator("#story").getByRole("link", { name: "Meet our team and guides" }).click();
  await expect(visitor).toHaveURL(/\/team$/);
  const joseph = visitor.getByRole("article").filter({ hasText: "Joseph Mwangi" });
  await expect(joseph.getByRole("heading", { level: 2 })).toHaveText("Joseph Mwangi");
  await expect(joseph.getByRole("listitem")).toHaveText([
    "Wilderness First Responder, 2025",
    "Mount Kenya guide, Kenya Wildlife Service",
  ]);
  const portrait = joseph.locator("picture > img");
  await expect(portrait).toHaveAttribute("alt", portraitAlt);
  await expect(portrait).toHaveAttribute("width", "2400");
  await expect(portrait).toHaveAttribute("loading", "lazy");
  await expectNoAxeViolations(visitor);
  await shoot(visitor, "team-photos");
  const report = await validateHtml([
    { name: "/team with photos", html: await (await visitor.request.get("/team")).text() },
  ]);
  expect(describeMessages([...report.errors, ...report.warnings])).toEqual([]);
  await visitor.context().close();

  await putBackFirstRevision(page, "team", 3);
  await page.goto("/admin/pages");
  await expect(page.getByRole("row").filter({ hasText: "Team and guides" })).toContainText(
    "Sample: replace before going live",
  );
  await page.context().close();
});

/** The listing's own cards' titles, not the "Also consider" row's. */
const ownCardTitles = (page: Page) =>
  page.locator(
    'xpath=//*[@id="main"]//article[not(ancestor::section[@aria-labelledby="also-consider-heading"])]//h3',
  );

test("an editor reorders a listing's cards and adds an Also consider trip, previews and publishes it", async ({
  browser,
}) => {
  // A dozen round trips of the editor, the preview and three signed-out visitors.
  test.setTimeout(180_000);
  const before = await signedOut(browser, "/wild-adventures");
  await expect(ownCardTitles(before).nth(0)).toHaveText("Maasai Cultural Tours");
  await expect(ownCardTitles(before).nth(1)).toHaveText("Hell's Gate Adventure");
  const row = before.getByRole("region", { name: "Also consider" });
  await expect(row.locator("article h3")).toHaveText(["Maasai Mara Holiday Safari"]);
  await before.context().close();

  const page = await pageAs(browser, editorState);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Listing: Wild Adventures" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/wild-adventures$/);
  await openSection(page, "Cards");
  // Each card names its trip, chosen from the catalogue, and keeps the spec's words.
  await expect(page.locator('[name="cards.1.trip"]')).toHaveValue("hells-gate");
  await expect(page.locator('[name="cards.1.title"]')).toHaveValue("Hell's Gate Adventure");
  await page.getByRole("button", { name: "Move card 2 up" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await openSection(page, "Cards");
  await expect(page.locator('[name="cards.0.trip"]')).toHaveValue("hells-gate");

  await openSection(page, "Also consider");
  await page.getByRole("button", { name: "Add trip" }).click();
  await openSection(page, "Also consider");
  // A trip of the listing itself is refused beside its field when publishing; the choice is kept.
  await page.locator('[name="alsoConsider.1.trip"]').selectOption("samburu");
  await page.getByRole("button", { name: "Publish" }).first().click();
  const samburu = page.locator("#alsoConsider\\.1\\.trip-error");
  await expect(samburu).toHaveText(
    "This trip is on this listing already (card 5): remove one of them.",
  );
  await expect(page.locator('[name="alsoConsider.1.trip"]')).toHaveValue("samburu");
  await openSection(page, "Cards");
  await expectNoAxeViolations(page, "#main");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "docs/screenshots/admin-listing-editor-1440.png", fullPage: true });
  await page.setViewportSize(wide);
  await page.locator('[name="alsoConsider.1.trip"]').selectOption({ label: "Ngong Hills Trek" });
  await page.getByRole("button", { name: "Preview" }).first().click();

  await expect(page).toHaveURL(/\/admin\/pages\/wild-adventures\/preview$/);
  for (const width of [390, 1280]) {
    const frame = page.frameLocator(`iframe[width="${width}"]`);
    const titles = frame.locator(
      'xpath=//*[@id="main"]//article[not(ancestor::section[@aria-labelledby="also-consider-heading"])]//h3',
    );
    await expect(titles).toHaveCount(6);
    await expect(titles.nth(0)).toHaveText("Hell's Gate Adventure");
    await expect(titles.nth(1)).toHaveText("Maasai Cultural Tours");
    await expect(
      frame.getByRole("region", { name: "Also consider" }).locator("article h3"),
    ).toHaveText(["Maasai Mara Holiday Safari", "Ngong Hills Trek"]);
  }
  // Not on the site until published.
  const still = await signedOut(browser, "/wild-adventures");
  await expect(ownCardTitles(still).first()).toHaveText("Maasai Cultural Tours");
  await still.context().close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published as revision 2");

  const after = await signedOut(browser, "/wild-adventures");
  await expect(ownCardTitles(after)).toHaveCount(6);
  await expect(ownCardTitles(after).nth(0)).toHaveText("Hell's Gate Adventure");
  await expect(ownCardTitles(after).nth(1)).toHaveText("Maasai Cultural Tours");
  const suggested = after.getByRole("region", { name: "Also consider" });
  await expect(suggested.locator("article h3")).toHaveText([
    "Maasai Mara Holiday Safari",
    "Ngong Hills Trek",
  ]);
  await expect(suggested.getByRole("link", { name: /Ngong Hills Trek/ }).first()).toHaveAttribute(
    "href",
    "/itinerary/ngong-hills",
  );
  await expectNoAxeViolations(after);
  await after.setViewportSize({ width: 360, height: 900 });
  await expectNoHorizontalOverflow(after);
  await after.screenshot({ path: "docs/screenshots/listing-edited-360.png" });
  await suggested.screenshot({ path: "docs/screenshots/listing-also-consider-360.png" });
  await after.context().close();

  await putBackFirstRevision(page, "wild-adventures", 3);
  const restored = await signedOut(browser, "/wild-adventures");
  await expect(ownCardTitles(restored)).toHaveCount(6);
  await expect(ownCardTitles(restored).first()).toHaveText("Maasai Cultural Tours");
  await expect(
    restored.getByRole("region", { name: "Also consider" }).locator("article h3"),
  ).toHaveText(["Maasai Mara Holiday Safari"]);
  await restored.context().close();
  await page.context().close();
});
