import { expect, test } from "@playwright/test";
import { becomeAdmin, closeDb, emailFor, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

// The operator sets the rates; a visitor without JavaScript reads prices in shillings, marked as
// estimates, on every page after; another visitor still sees dollars (decision 0034).
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

test("prices in shillings without JavaScript, as estimates, remembered from page to page", async ({
  browser,
}) => {
  const adminEmail = emailFor("currency-admin");
  const admin = await (await browser.newContext()).newPage();
  await verifiedAccount(admin, "Kilele Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);

  // A rate of zero is refused with a sentence and nothing is saved.
  await admin.goto("/admin/payments");
  await admin.getByLabel("Kenyan shillings for one US dollar (KES)").fill("129.35");
  await admin.getByLabel("Euros for one US dollar (EUR)").fill("0.9234");
  await admin.getByLabel("British pounds for one US dollar (GBP)").fill("0");
  await admin.getByRole("button", { name: "Save the rates" }).click();
  await expect(
    admin.getByText("A rate for British pounds must be more than zero").first(),
  ).toBeVisible();
  await expect(admin.getByLabel("Euros for one US dollar (EUR)")).toHaveValue("0.9234");
  await admin.getByLabel("British pounds for one US dollar (GBP)").fill("");
  await admin.getByRole("button", { name: "Save the rates" }).click();
  await expect(admin.getByText("USD 1 = KES 129.35 from today")).toBeVisible();

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/itinerary/point-lenana");
  await expect(visitor.getByTestId("trip-from-price")).toContainText("$");
  await visitor.locator("summary", { hasText: "Prices in USD" }).click();
  await visitor.getByRole("button", { name: "Kenyan shillings (KES)" }).click();
  await expect(visitor).toHaveURL(/\/itinerary\/point-lenana$/);
  await expect(visitor.getByTestId("trip-from-price")).toContainText(/≈\sKES\s\d{2,3},\d{3}/);
  const note = visitor.getByTestId("estimate-note");
  await expect(note).toContainText("are estimates at USD 1 = KES 129.35");
  await expect(note).toContainText("the shilling rate is locked when we confirm your booking");

  // The next page remembers the choice: the category's cards are in shillings too.
  await visitor.goto("/summit-treks");
  await expect(visitor.getByTestId("estimate-note")).toBeVisible();
  await expect(visitor.getByTestId("card-from-price").first()).toContainText("≈ KES");

  // The same choice with JavaScript: the note and the open switch pass axe (which needs scripts).
  const withScripts = await browser.newContext();
  await withScripts.addCookies(await visitor.context().cookies());
  const checked = await withScripts.newPage();
  await checked.goto("/itinerary/point-lenana");
  await expect(checked.getByTestId("estimate-note")).toBeVisible();
  await checked.locator("summary", { hasText: "Prices in KES" }).click();
  await expect(checked.getByRole("button", { name: "Kenyan shillings (KES)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(checked);

  // On a phone the switch sits in the header bar, not in the menu, and its choices fit the screen
  // beside the cart and the menu button, from 320 px up.
  const phone = await (
    await browser.newContext({ viewport: { width: 320, height: 640 } })
  ).newPage();
  await phone.goto("/itinerary/point-lenana");
  for (const width of [320, 360, 390, 430]) {
    await phone.setViewportSize({ width, height: 640 });
    await expectNoHorizontalOverflow(phone);
    const phoneSwitch = phone.locator("header summary", { hasText: "Prices in USD" });
    await expect(phoneSwitch).toBeVisible();
    await phoneSwitch.click();
    const euros = phone.getByRole("button", { name: "Euros (EUR)" });
    await expect(euros).toBeVisible();
    const menu = phone.locator("header summary", { hasText: "Menu" });
    for (const box of [
      await phoneSwitch.boundingBox(),
      await euros.boundingBox(),
      await menu.boundingBox(),
    ]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    if (width === 320)
      await phone.screenshot({ path: test.info().outputPath("currency-switch-320.png") });
    await phoneSwitch.click();
  }
  await phone.locator("header summary", { hasText: "Prices in USD" }).click();
  await phone.getByRole("button", { name: "Euros (EUR)" }).click();
  await expect(phone.getByTestId("trip-from-price")).toContainText("€");

  // Another visitor on the same (cached) page still reads dollars.
  const other = await (await browser.newContext()).newPage();
  const otherErrors = failOnPageErrors(other);
  await other.goto("/itinerary/point-lenana");
  await expect(other.getByTestId("trip-from-price")).toContainText("$");
  await expect(other.getByTestId("estimate-note")).toHaveCount(0);
  expect(otherErrors).toEqual([]);
});
