import { expect, test, type Page } from "@playwright/test";
import { isoDateInDays } from "../../domain/calendar";
import { findUserByEmail } from "../../server/modules/accounts/roles";
import { transitionBooking } from "../../server/modules/bookings/workflow";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

// Two accounts, a booking, a payment recorded in the admin and a receipt downloaded.
test.describe.configure({ timeout: 180_000 });
test.afterAll(closeDb);

async function book(page: Page, email: string): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? "";
  const answer = await page.request.post("/api/secure-booking", {
    headers: { origin: baseURL },
    data: {
      clientName: "Akinyi Otieno",
      clientEmail: email,
      clientPhone: "0712 345 678",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: isoDateInDays(new Date(), 90),
      numberOfParticipants: 2,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { booking: { id: string } }).booking.id;
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `docs/screenshots/ledger-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the operator records a Paybill payment; the traveller sees the balance and downloads the receipt", async ({
  browser,
}) => {
  const email = emailFor("ledger");
  const traveller = await newVisitor(browser);
  const travellerErrors = failOnPageErrors(traveller);
  await verifiedAccount(traveller, "Akinyi Otieno", email);
  const bookingId = await book(traveller, email);
  const reference = bookingId.slice(0, 8).toUpperCase();
  // M-Pesa codes are unique across the ledger, and the e2e database outlives one run.
  const mpesaCode = `QK${crypto.randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

  const adminEmail = emailFor("ledger-admin");
  const admin = await newVisitor(browser);
  const adminErrors = failOnPageErrors(admin);
  await verifiedAccount(admin, "Kilele Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);
  const operator = await findUserByEmail(db().db, adminEmail);

  // The operator sets today's rate, then confirms: the booking locks it.
  await admin.goto("/admin/payments");
  await admin.getByLabel("Kenyan shillings for one US dollar").fill("129.35");
  await admin.getByRole("button", { name: "Save the rate" }).click();
  await expect(admin.getByText("USD 1 = KES 129.35 from today")).toBeVisible({ timeout: 20_000 });
  const confirmed = await transitionBooking(db().db, {
    bookingId,
    to: "confirmed",
    note: null,
    actor: { id: operator!.id, email: adminEmail },
  });
  expect(confirmed.ok).toBe(true);

  // The booking page: plan, ledger, forms. A wrong code is refused and the values stay.
  await admin.goto(`/admin/bookings/${bookingId}`);
  await expect(admin.getByText(/Deposit \(30%\): \$\d/)).toBeVisible();
  const form = admin.locator("form").filter({ hasText: "Record a payment" });
  await form.getByLabel("Amount").fill("500");
  await form.getByLabel("Method").selectOption("mpesa-paybill");
  await form.getByLabel(/Receipt code/).fill("ABC");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(
    admin.getByText("An M-Pesa confirmation code is 10 letters and digits").first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel("Amount")).toHaveValue("500");
  await form.getByLabel(/Receipt code/).fill(mpesaCode);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(
    admin.getByText(`Payment of $500 recorded; the receipt is on its way to ${email}.`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByRole("cell", { name: mpesaCode })).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  await screenshots(admin, "admin-booking");

  const receiptMail = await mailTo(email, /Payment received/);
  expect(receiptMail).toContain("application/pdf");

  // The payments page lists it; the CSV carries it.
  await admin.goto("/admin/payments");
  await expect(admin.getByRole("link", { name: reference }).first()).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  await screenshots(admin, "admin-payments");
  const csv = await admin.request.get("/admin/payments.csv");
  expect(await csv.text()).toContain(mpesaCode);

  // The traveller: paid, balance, how to pay, and the receipt PDF.
  await traveller.goto("/dashboard");
  const card = traveller.getByRole("listitem").filter({
    has: traveller.getByRole("heading", { name: "Point Lenana Summit" }),
  });
  const payments = card.getByRole("region", { name: /Payments/ });
  await expect(payments.getByText("Account number: " + reference)).toBeVisible();
  await expect(payments.getByText("Business number: 522522")).toBeVisible();
  const balance = await payments.getByTestId("traveller-balance").textContent();
  expect(balance).toMatch(/^\$[\d,]+$/);
  const download = traveller.waitForEvent("download");
  await payments.getByRole("link", { name: /Receipt: \$500/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^receipt-${reference}-.*\\.pdf$`));
  await expectNoAxeViolations(traveller, "#main");
  await screenshots(traveller, "dashboard");

  // Someone else's receipt: the same answer as no booking at all.
  const stranger = await newVisitor(browser);
  await verifiedAccount(stranger, "Somebody Else", emailFor("ledger-stranger"));
  const refused = await stranger.request.get(`/bookings/${bookingId}/statement.pdf`);
  expect(refused.status()).toBe(404);

  expect(travellerErrors).toEqual([]);
  // The refused form answers 400 on purpose; the browser logs that status and nothing else.
  expect(adminErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  await Promise.all([traveller, admin, stranger].map((page) => page.context().close()));
});
