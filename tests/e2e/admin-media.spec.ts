import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { becomeAdmin, closeDb, emailFor, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, failOnPageErrors } from "./helpers";
import { jpegWithGps } from "../support/test-photos";

// The photo library (issue 29 slice 2, decision 0066): an admin uploads a phone's JPEG at
// /admin/media and sees it in the library with its alt text, served at a hashed /media/ URL
// without its GPS data; a second photo chosen without alt text of its own is refused.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterAll(closeDb);

let admin: Page;
const run = Date.now().toString(36);

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  const email = emailFor(`media-admin-${run}`);
  await verifiedAccount(admin, "Media Operator", email);
  await becomeAdmin(admin, email);
});

test("an admin uploads a JPEG with alt text and sees it in the library", async () => {
  const errors = failOnPageErrors(admin);
  await admin.goto("/admin/media");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Photos");
  await expect(
    admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Photos" }),
  ).toHaveAttribute("aria-current", "page");

  // A distinct photo each run (the library refuses the same bytes twice).
  const colour = `#${(Date.now() % 0xffffff).toString(16).padStart(6, "0")}`;
  const bytes = await jpegWithGps(1000, 700, 1, colour);
  await admin
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: bytes });
  const altText = `Porters crossing the Teleki valley ${run}`;
  await admin.getByLabel("Alt text for IMG_2041.jpg").fill(altText);
  // The library's edit forms below have the same labels: these are the upload form's.
  const upload = admin.getByRole("region", { name: "Upload photos" });
  await upload.getByLabel("Credit (optional)").fill("Kamau N.");
  await upload.getByLabel("From the top (%)").fill("35");
  await admin.getByRole("button", { name: "Upload" }).click();

  await expect(admin.getByRole("status").filter({ hasText: "Photo added" })).toBeVisible();
  const card = admin.getByRole("article", { name: altText });
  await expect(card).toBeVisible();
  await expect(card.getByText("Kamau N.")).toBeVisible();
  await expect(card.getByText(/^1000 × 700 px/)).toBeVisible();
  const image = card.getByRole("img", { name: altText });
  await expect(image).toHaveAttribute("width", "1000");
  await expect(image).toHaveAttribute("height", "700");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.style.objectPosition)).toBe("50% 35%");

  // The variant the browser chose is public, cached for a year, and carries no EXIF.
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toMatch(/\/media\/[0-9a-f]{20}-\d+\.(avif|webp)$/);
  const response = await admin.request.get(src);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await sharp(await response.body()).metadata()).exif).toBeUndefined();

  await expectNoAxeViolations(admin, "#main");
  expect(errors).toEqual([]);
});

test("two photos need an alt text each: the refusal keeps what was typed and stores nothing", async () => {
  await admin.goto("/admin/media");
  const before = await admin.getByRole("article").count();
  const files = await Promise.all(
    ["#2f4f4f", "#8b4513"].map(async (background, index) => ({
      name: `crater-${run}-${index}.png`,
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
  await admin.getByLabel("Photos", { exact: true }).setInputFiles(files);
  const [first, second] = files.map((file) => file.name);
  await expect(admin.getByRole("group", { name: `Details of ${first}` })).toBeVisible();
  await expect(admin.getByRole("group", { name: `Details of ${second}` })).toBeVisible();
  await admin.getByLabel(`Alt text for ${first}`).fill("The crater lake from the rim");
  // The browser's own check would stop the empty second alt text first; the server checks too.
  await admin
    .getByLabel(`Alt text for ${second}`)
    .evaluate((input: HTMLInputElement) => (input.required = false));
  await admin.getByRole("button", { name: "Upload 2 photos" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "No photo added" })).toBeVisible();
  await expect(admin.getByLabel(`Alt text for ${second}`)).toHaveAccessibleDescription(
    /Describe the photo for people who cannot see it \(alt text\)\./,
  );
  await expect(admin.getByLabel(`Alt text for ${first}`)).toHaveValue(
    "The crater lake from the rim",
  );
  await expect(admin.getByRole("article")).toHaveCount(before);
});
