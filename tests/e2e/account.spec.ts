import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { closeDb, db, emailFor, mailTo, password, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

// One account through download, password change and deletion: longer than a page check.
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

const screenshots = "docs/screenshots";
const newPassword = "Lenana-sunrise-4985";

test("a traveller downloads their data, changes their password and deletes their account", async ({
  browser,
}) => {
  const email = emailFor("account");
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = failOnPageErrors(page);
  await verifiedAccount(page, "Wanjiku Kariuki", email);
  const user = await db()
    .db.selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  // A trip taken last spring: kept for the accounts after the deletion.
  const past = await insertBooking(db().db, {
    adventureType: "Hell's Gate",
    tripSlug: "hells-gate",
    bookingDate: "2026-04-11",
    numberOfParticipants: 2,
    totalPrice: 240,
    clientEmail: email,
    clientName: "Wanjiku Kariuki",
    clientPhone: "+254712000111",
    specialRequirements: "Nut allergy",
    userId: user.id,
    status: "completed",
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/dashboard");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${screenshots}/dashboard-account-link-360.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${screenshots}/account-1440.png`, fullPage: true });

  // Download: one JSON file, section by section, with the booking in it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    sections: Array<{ key: string; items: Array<Record<string, unknown>> }>;
  };
  expect(file.sections.map((section) => section.key)).toContain("waitlist");
  expect(file.sections.find((section) => section.key === "account")?.items[0]?.email).toBe(email);
  expect(file.sections.find((section) => section.key === "bookings")?.items).toContainEqual(
    expect.objectContaining({ id: past.id, special_requirements: "Nut allergy" }),
  );

  // Email change, without JavaScript: a bad address comes back with its sentence and the value
  // typed; a good one with the password mails the link to the new address and a notice to the
  // current one.
  const noScript = await (
    await browser.newContext({
      storageState: await context.storageState(),
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    })
  ).newPage();
  await noScript.goto("/dashboard/account");
  const emailForm = noScript.getByRole("form", { name: "Change your email" });
  await emailForm.getByLabel("New email address").fill("wanjiku.example.com");
  await emailForm.evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await emailForm.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(emailForm.getByRole("alert")).toContainText("Please enter a valid email address");
  await expect(emailForm.getByLabel("New email address")).toHaveValue("wanjiku.example.com");
  await expect(emailForm.getByRole("alert")).toContainText("Please enter your current password");
  // The change asks for the current password (decision 0043): a wrong one is said beside it.
  const newEmail = emailFor("account-new");
  await emailForm.getByLabel("New email address").fill(newEmail);
  await emailForm.getByLabel("Current password").fill("not-my-password-1");
  await emailForm.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(emailForm.getByRole("alert")).toContainText("Your current password is not right.");
  await expect(emailForm.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(emailForm.getByLabel("Current password")).toHaveValue("");
  await expect(emailForm.getByLabel("New email address")).toHaveValue(newEmail);
  await emailForm.getByLabel("Current password").fill(password);
  await emailForm.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(noScript.getByRole("status")).toContainText("Check your new inbox");
  await mailTo(newEmail, /Confirm my new email/);
  await mailTo(email, new RegExp(`change its email address to ${newEmail}`));
  await noScript.context().close();

  // Password change: a wrong current password is refused beside its field, nothing kept.
  const passwordForm = page.getByRole("form", { name: "Change your password" });
  await passwordForm.getByLabel("Current password").fill("not-my-password-1");
  await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await passwordForm.getByLabel("New password again").fill(newPassword);
  await passwordForm.getByRole("button", { name: "Change my password" }).click();
  await expect(passwordForm.getByRole("alert")).toContainText(
    "Your current password is not right.",
  );
  await expect(passwordForm.getByLabel("Current password")).toHaveValue("");
  await expect(passwordForm.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await passwordForm.getByLabel("Current password").fill(password);
  await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await passwordForm.getByLabel("New password again").fill(newPassword);
  await passwordForm.getByRole("button", { name: "Change my password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed");
  await mailTo(email, /password of your .* account was just changed/);

  // Deletion, at phone width: told first, confirmed with the (new) password.
  await page.setViewportSize({ width: 360, height: 800 });
  const deleteForm = page.getByRole("form", { name: "Delete your account" });
  await expect(page.getByText("Kenya's Tax Procedures Act requires us")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${screenshots}/account-360.png`, fullPage: true });
  await deleteForm.getByLabel("Your password").fill(password);
  await deleteForm.getByRole("checkbox").check();
  await deleteForm.getByRole("button", { name: "Delete my account" }).click();
  await expect(deleteForm.getByRole("alert")).toContainText("That password is not right.");
  await expect(deleteForm.getByRole("checkbox")).toBeChecked();
  await deleteForm.getByLabel("Your password").fill(newPassword);
  await deleteForm.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is deleted");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${screenshots}/account-deleted-360.png`, fullPage: true });

  // Signed out, the account gone; the booking kept without the traveller's details.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  const kept = await db()
    .db.selectFrom("bookings")
    .selectAll()
    .where("id", "=", past.id)
    .executeTakeFirstOrThrow();
  expect(kept).toMatchObject({
    total_price: 240,
    booking_date: "2026-04-11",
    client_name: "Deleted traveller",
    client_phone: null,
    special_requirements: null,
    user_id: null,
  });
  // The two refused forms answered 400 on purpose; nothing else may fail.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  await context.close();
});
