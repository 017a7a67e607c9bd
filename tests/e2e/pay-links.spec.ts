import { expect, test } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { balanceReminderEmail } from "../../server/modules/bookings/policy-mails";
import { freshPayLinkEmail } from "../../server/modules/payments/pay-link-mail";
import { bookingReceivedEmail, bookingStatusEmail } from "../../server/platform/mail/templates";
import { payPageKey } from "../../server/modules/payments/pay-link";
import { E2E_PAY_LINK_SECRET } from "../support/e2e-payment-providers";
import { confirmBookingAt } from "../support/confirmed-booking";
import { closeDb, db, emailFor, mailTo } from "./account-fixtures";
import { inDays } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

/**
 * A pay link from an old mail (decision 0056): signed out, the expired link's page offers a fresh
 * one, which goes to the booking's own address and opens the page with what is due.
 */
test.afterAll(() => closeDb());

test("an expired pay link offers a fresh one by email, which opens the page signed out", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  const email = emailFor("expired-link");
  const booking = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: inDays(120),
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: email,
    clientName: "Achieng Otieno",
    clientPhone: "0712 345 678",
    tripSlug: "point-lenana",
    status: "confirmed",
  });
  await confirmBookingAt(db().db, booking.id, new Date(), {
    kesMinorPerUsd: 12_935,
    setOn: inDays(0),
  });
  const expired = payPageKey(booking.id, "2026-01-31", E2E_PAY_LINK_SECRET);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/booking/${booking.id}/pay?key=${expired}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This payment link has expired");
  // Nothing of the booking shows, and no address can be typed: the link goes to the booking's.
  await expect(page.getByText(booking.id.slice(0, 8).toUpperCase())).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Email me a fresh link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email");
  const mail = await mailTo(email, /Your payment link: Point Lenana Summit/);
  const link = /https?:\/\/[^\s"]+\/booking\/[^\s"/]+\/pay\?key=[0-9]{8}\.[A-Za-z0-9_-]{32}/.exec(
    mail,
  )?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit");
  await expect(page.getByTestId("amount-due")).toHaveText("$510");
  await expect(page.getByTestId("amount-due-kes")).toContainText(
    "or KES 65,969 by M-Pesa, counted at USD 1 = KES 129.35",
  );
  // The prompt goes to the booking's phone, shown masked.
  await expect(page.getByText("07•• ••• 678").first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("the mails that carry a pay link stay within a 360 px screen", async ({ page }) => {
  const url = `https://www.kilele-expeditions.co.ke/booking/0b6c3c1e-8a51-4c3e-9f7a-3d2f1e0c9b8a/pay?key=20300608.${"k".repeat(32)}`;
  const summary = {
    reference: "0B6C3C1E",
    clientName: "Achieng Otieno",
    clientEmail: "achieng@example.com",
    clientPhone: "0712 345 678",
    adventureType: "Point Lenana Summit",
    bookingDate: "2030-06-01",
    participants: 2,
    pricePerPerson: 850,
    totalPrice: 1700,
    specialRequirements: null,
  };
  const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
  const mails = [
    bookingReceivedEmail([summary], "https://www.kilele-expeditions.co.ke", usd, null, [
      { label: "Your booking's status and how to pay", url },
    ]),
    bookingStatusEmail(
      "confirmed",
      summary,
      {
        note: null,
        reason: null,
        priceChange: null,
        payment: [["To pay now", "Deposit of $510 by Jan 10, 2030"]],
        payLinks: [{ label: "Pay online or see how to pay", url }],
      },
      "https://www.kilele-expeditions.co.ke",
      usd,
    ),
    balanceReminderEmail({
      kind: "overdue",
      reference: "0B6C3C1E",
      clientName: "Amina Wanjiru",
      adventureType: "Point Lenana Summit",
      bookingDate: "2030-06-01",
      dueDate: "2030-04-17",
      amountMinor: 119_000,
      currency: "USD",
      howToPay: ["M-Pesa Paybill or bank transfer, with 0B6C3C1E as the account reference."],
      siteUrl: "https://www.kilele-expeditions.co.ke",
      payLink: url,
    }),
    freshPayLinkEmail({
      reference: "0B6C3C1E",
      clientName: "Amina Wanjiru",
      adventureType: "Point Lenana Summit",
      bookingDate: "2030-06-01",
      url,
      lastDay: "2030-06-08",
    }),
  ];
  await page.setViewportSize({ width: 360, height: 740 });
  for (const mail of mails) {
    await page.setContent(mail.html);
    await expectNoHorizontalOverflow(page);
    await expect(page.locator(`a[href="${url}"]`).first()).toBeVisible();
  }
});
