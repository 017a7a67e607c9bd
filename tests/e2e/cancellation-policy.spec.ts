import { expect, test, type Page } from "@playwright/test";
import { findUserByEmail } from "../../server/modules/accounts/roles";
import { transitionBooking } from "../../server/modules/bookings/workflow";
import { recordPayment } from "../../server/modules/payments/ledger";
import { cancellationPolicySentences } from "../../domain/payments/cancellation-policy";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import { sendBookingRequest } from "./booking-helpers";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

// Two accounts, a booking, a payment, a request and the operator's approval.
test.describe.configure({ timeout: 180_000 });
test.afterAll(closeDb);

const [earliestTier] = cancellationPolicySentences();
const shots = "docs/screenshots";

async function shoot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    const path = `${shots}/policy-${name}-${width}.png`;
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path });
    } else await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a trip page and its booking panel state the cancellation policy; the booking conditions list its tiers", async ({
  browser,
}) => {
  const page = await newVisitor(browser);
  const errors = failOnPageErrors(page);
  await page.goto("/itinerary/point-lenana");
  const section = page.getByRole("region", { name: "Cancellation policy" });
  for (const sentence of cancellationPolicySentences())
    await expect(section.getByText(sentence)).toBeVisible();

  const panel = page.locator("#book");
  await expect(panel.getByTestId("panel-cancellation")).toContainText(earliestTier!);
  await panel.getByRole("link", { name: "Cancellation policy" }).click();
  await expect(page).toHaveURL(/#cancellation$/);
  await expect(section).toBeInViewport();

  // The section, where the link jumped. Not the whole page at this scroll position: the booking
  // panel beside it is taller than the window and slides under the sticky header, and which of
  // its departures' radio buttons the header's edge then half covers (axe's target-size) depends
  // on how many departures other specs have added. The whole page is checked at the top, in
  // every-page.spec.ts.
  await expectNoAxeViolations(page, `section[aria-labelledby="cancellation"]`);
  await shoot(page, "trip-section", section);

  // The booking conditions hold the same tiers, where the trip page's link leads.
  await section.getByRole("link", { name: "booking conditions" }).click();
  await expect(page).toHaveURL(/\/booking-conditions#cancellation$/);
  const conditions = page.getByRole("region", { name: "If you cancel" });
  for (const sentence of cancellationPolicySentences())
    await expect(conditions.getByText(sentence)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "booking-conditions", conditions);
  await page.goto("/itinerary/point-lenana");
  await shoot(page, "panel", panel);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a traveller asks to cancel and sees the refund; the operator approves it and it is refunded", async ({
  browser,
}) => {
  const email = emailFor("policy");
  const traveller = await newVisitor(browser);
  const errors = failOnPageErrors(traveller);
  await verifiedAccount(traveller, "Wanjiku Kamau", email);
  // 40 days ahead: the 60-31 day tier, 50 % of the trip price kept.
  const bookingId = await sendBookingRequest(traveller, { name: "Wanjiku Kamau", email }, 40);
  const reference = bookingId.slice(0, 8).toUpperCase();

  const adminEmail = emailFor("policy-admin");
  const admin = await newVisitor(browser);
  await verifiedAccount(admin, "Kilele Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);
  const operator = await findUserByEmail(db().db, adminEmail);
  const confirmed = await transitionBooking(db().db, {
    bookingId,
    to: "confirmed",
    note: null,
    actor: { id: operator!.id, email: adminEmail },
  });
  if (!confirmed.ok) throw new Error(confirmed.message);
  const totalMinor = confirmed.booking.total_price * 100;
  // Paid in full by M-Pesa: half of it comes back under the 50 % tier.
  const paid = await recordPayment(db().db, {
    bookingId,
    amountMinor: totalMinor,
    currency: "USD",
    method: "mpesa-paybill",
    providerReference: `PL${Date.now().toString(36).toUpperCase()}`,
    recordedBy: adminEmail,
  });
  expect(paid.recorded).toBe(true);
  const refund = `$${(totalMinor / 200).toLocaleString("en-US")}`;

  await traveller.goto("/dashboard");
  const card = traveller.getByRole("listitem").filter({
    has: traveller.getByRole("heading", { name: "Point Lenana Summit" }),
  });
  await card.getByText("Request cancellation", { exact: true }).click();
  const quote = card.getByTestId("cancellation-refund");
  await expect(quote).toContainText("If you cancel today");
  await expect(quote).toContainText("40 days before departure");
  await expect(quote.getByTestId("refund-amount")).toHaveText(refund);
  await expect(quote).toContainText(
    "Cancel 60 to 31 days before departure: we keep 50% of the trip price",
  );
  await expectNoAxeViolations(traveller, "#main");
  await shoot(traveller, "dashboard-refund", card);
  await card.getByRole("button", { name: "Send cancellation request" }).click();
  await expect(card.getByRole("status")).toContainText("Request sent");

  // The operator sees the refund the policy computes and approves it.
  await admin.goto(`/admin/bookings/${bookingId}`);
  const request = admin.getByRole("region", { name: /Cancellation requested on/ });
  await expect(request.getByTestId("refund-amount")).toHaveText(refund);
  await expectNoAxeViolations(admin, "#main");
  await shoot(admin, "admin-request", request);
  await request.getByRole("button", { name: `Approve cancellation and refund ${refund}` }).click();
  await expect(admin.getByRole("status")).toContainText(
    `A refund of ${refund} is recorded in the ledger`,
  );
  await expect(admin.getByText("cancelled", { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole("region", { name: /Cancellation requested on/ })).toHaveCount(0);

  // Booking cancelled with the reason, the refund a negative ledger entry, the traveller mailed.
  const booking = await db()
    .db.selectFrom("bookings")
    .select("booking_status")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  expect(booking.booking_status).toBe("cancelled");
  const refunds = await db()
    .db.selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("method", "=", "refund")
    .execute();
  expect(refunds.map((row) => row.amount_minor)).toEqual([-totalMinor / 2]);
  const mail = await mailTo(email, /Your booking is cancelled/);
  expect(mail).toContain(reference);
  expect(mail).toContain(`We refund ${refund}`);
  expect(mail).toContain("Cancelled at the traveller's request.");

  await traveller.reload();
  await expect(card.getByText("cancelled", { exact: true })).toBeVisible();
  await expect(card.getByText("Request cancellation", { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
  await admin.context().close();
  await traveller.context().close();
});
