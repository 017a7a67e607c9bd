import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { mailSamples } from "../support/mail-samples";

// Issue 28, "Phones and mails": mails were 577 px wide, so on a phone the Paybill number and the
// amounts fell off the screen. Every template (mail-samples.ts holds one of each; every-mail.test.ts
// checks none is missing) opens in Chromium at 360 px without scrolling sideways.

const screenshots = "test-results/screenshots/mails";

test("every mail's HTML fits a 360 px phone screen without scrolling sideways", async ({
  page,
}) => {
  mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [name, { mail }] of Object.entries(mailSamples)) {
    await page.setContent(mail.html);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width, `${name} is ${width} px wide`).toBeLessThanOrEqual(360);
    // The card itself shrinks to the screen rather than overflowing a wider page.
    const card = await page.locator("table table").first().boundingBox();
    expect(card!.x + card!.width, name).toBeLessThanOrEqual(360);
    if (name === "bookingStatusEmail" || name === "balanceReminderEmail")
      await page.screenshot({ path: `${screenshots}/${name}-360.png`, fullPage: true });
  }
});
