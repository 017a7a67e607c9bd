import { expect, test, type Browser, type Page } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";
import { isoDateInDays } from "../../domain/calendar";

// The operator on a phone (issue 14): the admin's tables are cards at 360 px, and a booking is
// confirmed at a final price or cancelled with a reason, with JavaScript and without.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterAll(closeDb);

const phone = { width: 360, height: 800 };
const adminEmail = emailFor("phone-admin");
let adminState: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

async function adminPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: phone,
    storageState: adminState,
    ...options,
  });
  return context.newPage();
}

function pendingBooking(label: string, totalPrice = 1870) {
  return insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: isoDateInDays(new Date(), 45),
    numberOfParticipants: 2,
    totalPrice,
    clientEmail: emailFor(label),
    clientName: `Wanjiru ${label}`,
    clientPhone: "+254712000222",
    tripSlug: "point-lenana",
  });
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await verifiedAccount(page, "Phone Operator", adminEmail);
  await becomeAdmin(page, adminEmail);
  adminState = await context.storageState();
  await context.close();
});

test("at 360 px the bookings table is a list of cards with each booking's key fields and its link", async ({
  browser,
}) => {
  const booking = await pendingBooking("cards");
  const admin = await adminPage(browser);
  const errors = failOnPageErrors(admin);
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(booking.client_email)}`);
  await expect(admin.getByRole("status")).toHaveText("1 booking found");
  await expect(admin.locator("table")).toBeHidden();
  const card = admin.getByRole("list", { name: /^Bookings, sorted by/ }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: "Wanjiru cards" })).toBeVisible();
  await expect(card.getByRole("term")).toHaveText([
    "Trip",
    "Travel date",
    "People",
    "Total owed",
    "Status",
    "Received",
  ]);
  const values = card.getByRole("definition");
  await expect(values.nth(0)).toHaveText("Point Lenana Summit");
  await expect(values.nth(2)).toHaveText("2");
  await expect(values.nth(3)).toHaveText("$1,870");
  await expect(values.nth(4)).toHaveText("pending");
  // Phones choose the order in the filter form instead of the hidden column headers.
  await expect(admin.getByLabel("Sort by")).toBeVisible();
  await expectNoHorizontalOverflow(admin);
  await expectNoAxeViolations(admin, "#main");
  await admin.screenshot({ path: test.info().outputPath("bookings-360.png"), fullPage: true });

  for (const path of [
    "/admin",
    "/admin/pricing",
    "/admin/inquiries?state=all",
    "/admin/security",
  ]) {
    await admin.goto(path);
    // The audit page shows a stored run: the button runs the checks first (decision 0048).
    if (path === "/admin/security") {
      await admin.getByRole("button", { name: "Run the checks now" }).click();
      await expect(admin.getByText(/Checks finished|Not run again yet/)).toBeVisible({
        timeout: 60_000,
      });
    }
    // The overview's and pricing page's tables are there for wider screens, hidden on this one.
    for (const table of await admin.locator("table").all()) await expect(table).toBeHidden();
    await expectNoHorizontalOverflow(admin);
    await admin.screenshot({
      path: test.info().outputPath(`${path.replace(/\W+/g, "-")}-360.png`),
      fullPage: true,
    });
  }

  // From 768 px the same page is a table again, with its headers and a row header per booking.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(booking.client_email)}`);
  await expect(admin.getByRole("table")).toBeVisible();
  await expect(admin.getByRole("columnheader", { name: /Travel date/ })).toBeVisible();
  await expect(admin.getByRole("rowheader", { name: /Wanjiru cards/ })).toBeVisible();
  await expect(admin.getByRole("list", { name: /^Bookings, sorted by/ })).toBeHidden();
  await expectNoAxeViolations(admin, "#main");
  await admin.screenshot({ path: test.info().outputPath("bookings-1440.png"), fullPage: true });
  expect(errors).toEqual([]);
  await admin.context().close();
});

test("on a phone the operator cancels with a reason after a confirmation step; the traveller is told why", async ({
  browser,
}) => {
  const booking = await pendingBooking("cancel-js");
  const admin = await adminPage(browser);
  const errors = failOnPageErrors(admin);
  await admin.goto(`/admin/bookings/${booking.id}`);
  await admin.getByRole("link", { name: "Cancel booking" }).click();
  await expect(admin).toHaveURL(/\?step=cancel$/);
  await expect(admin.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  const reason = admin.getByLabel("Reason for cancelling (the traveller reads this)");
  await expect(reason).toBeFocused();
  await expectNoHorizontalOverflow(admin);
  await expectNoAxeViolations(admin, "#main");
  await admin.screenshot({ path: test.info().outputPath("cancel-step-360.png"), fullPage: true });

  // An empty reason is not sent: the browser asks for it (and the server would refuse it).
  await admin.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(admin.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await reason.fill("The Chogoria route is closed after the rains.");
  await admin.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Booking updated" })).toContainText(
    "now cancelled",
  );
  await expect(
    admin.getByText("Reason: The Chogoria route is closed after the rains."),
  ).toBeVisible();
  await expect(admin.getByText("This booking is cancelled; its status is final.")).toBeVisible();
  const mail = await mailTo(booking.client_email, /Your booking was cancelled/);
  expect(mail).toContain("Why it was cancelled: The Chogoria route is closed after the rains.");
  expect(errors).toEqual([]);
  await admin.context().close();
});

test("without JavaScript the operator confirms at a final price and cancels with a reason", async ({
  browser,
}) => {
  const confirmed = await pendingBooking("final-price", 1870);
  const admin = await adminPage(browser, { javaScriptEnabled: false });
  await admin.goto(`/admin/bookings/${confirmed.id}`);
  await expect(admin.getByTestId("confirm-owed")).toContainText("The booking owes $1,870 now");
  await admin.getByLabel("Final total in US dollars").fill("1,600");
  await admin.getByRole("button", { name: "Confirm booking" }).click();
  // No reason for the change: refused with a sentence, what was typed kept.
  await expect(admin.getByRole("alert")).toContainText(
    "Say why the total differs from the $1,870 the booking owes",
  );
  await expect(admin.getByLabel("Final total in US dollars")).toHaveValue("1,600");
  await admin.screenshot({
    path: test.info().outputPath("confirm-refused-360.png"),
    fullPage: true,
  });
  await admin.getByLabel("Why the price changed").fill("Group discount agreed on the phone");
  await admin.getByRole("button", { name: "Confirm booking" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Booking updated" })).toBeVisible();
  await expect(admin.getByText("Price: owed $1,870, final $1,600")).toBeVisible();
  const stored = await db()
    .db.selectFrom("bookings")
    .select(["booking_status", "total_price"])
    .where("id", "=", confirmed.id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ booking_status: "confirmed", total_price: 1600 });
  const confirmation = await mailTo(confirmed.client_email, /Your booking is confirmed/);
  expect(confirmation).toContain(
    "The price changed from our estimate of $1,870 to $1,600 in total: Group discount agreed on the phone.",
  );

  // The confirmed trip is still ahead: no "Mark completed"; cancelling goes through its step.
  await expect(admin.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Cancel booking" }).click();
  await admin.getByRole("link", { name: "No, keep the booking" }).click();
  await expect(admin.getByRole("heading", { name: "Cancel this booking?" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Cancel booking" }).click();
  await admin
    .getByLabel("Reason for cancelling (the traveller reads this)")
    .fill("The traveller asked us to cancel by phone.");
  await admin.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Booking updated" })).toContainText(
    "now cancelled",
  );
  await expect(admin.getByText("Reason: The traveller asked us to cancel by phone.")).toBeVisible();
  await expectNoHorizontalOverflow(admin);
  await admin.context().close();
});
