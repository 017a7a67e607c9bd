import { expect, test, type Page } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { startDarajaTestServer, type DarajaTestServer } from "../support/daraja-test-server";
import { e2ePaymentProviders } from "../support/e2e-payment-providers";
import { e2eServers } from "../support/e2e-servers";
import { startStripeTestServer, type StripeTestServer } from "../support/stripe-test-server";
import { closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import { inDays } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

/**
 * Paying a confirmed booking through the providers (issue 16): the deposit by M-Pesa STK Push,
 * then the balance by card through Stripe Checkout. The e2e server is configured with both
 * (playwright.config.ts); this spec starts the loopback Daraja and Stripe servers it talks to.
 */
const port = e2eServers.shared.port;
const providers = e2ePaymentProviders(port);
let daraja: DarajaTestServer;
let stripe: StripeTestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  daraja = await startDarajaTestServer({
    ...providers.mpesa,
    port: providers.darajaPort,
    // The test plays the traveller entering the PIN (daraja.answer).
    autoAnswer: "none",
  });
  stripe = await startStripeTestServer({
    ...providers.stripe,
    port: providers.stripePort,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
  });
});
test.afterAll(async () => {
  await daraja?.close();
  await stripe?.close();
  await closeDb();
});

/** A confirmed $1,700 booking for two on Point Lenana, four months ahead, at KES 129.35 per dollar. */
async function confirmedBookingFor(email: string): Promise<string> {
  const { db: database } = db();
  const user = await database
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const booking = await insertBooking(database, {
    adventureType: "Point Lenana Summit",
    bookingDate: inDays(120),
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: email,
    clientName: "Wanjiku Kamau",
    tripSlug: "point-lenana",
    userId: user.id,
    status: "confirmed",
  });
  await database
    .updateTable("bookings")
    .set({
      confirmed_at: new Date().toISOString(),
      kes_minor_per_usd: 12_935,
      kes_rate_set_on: inDays(0),
    })
    .where("id", "=", booking.id)
    .execute();
  return booking.id;
}

async function ledger(bookingId: string) {
  return db()
    .db.selectFrom("payments")
    .select(["amount_minor", "currency", "method"])
    .where("booking_id", "=", bookingId)
    .orderBy("created_at")
    .execute();
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: `docs/screenshots/providers-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a traveller pays the deposit by M-Pesa prompt and the balance by card", async ({ page }) => {
  // A whole journey: sign-up, two payments, five accessibility checks and six screenshots.
  test.setTimeout(240_000);
  const errors = failOnPageErrors(page);
  const email = emailFor("payer");
  await verifiedAccount(page, "Wanjiku Kamau", email);
  const bookingId = await confirmedBookingFor(email);

  await page.goto("/dashboard");
  const payLink = page.getByRole("link", { name: /^Pay the deposit: \$510/ });
  await expect(payLink).toBeVisible();
  await screenshots(page, "dashboard");
  await payLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit");
  await expect(page.getByTestId("amount-due")).toHaveText("$510");
  await expect(page.getByTestId("amount-due-kes")).toHaveText(
    /^or KES 65,969 by M-Pesa, counted at USD 1 = KES 129\.35 \(our rate of /,
  );
  await expect(page.getByRole("heading", { name: "M-Pesa", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Card", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "pay");

  // A number M-Pesa cannot prompt: the field says so and keeps what was typed.
  const phone = page.getByLabel("M-Pesa phone number");
  await phone.fill("+44 7700 900123");
  await page.getByRole("button", { name: "Send the prompt" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter the Kenyan M-Pesa number the prompt should go to, such as 0712 345 678.",
  );
  await expect(phone).toHaveValue("+44 7700 900123");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(daraja.prompts).toHaveLength(0);

  await phone.fill("0712 345 678");
  await page.getByRole("button", { name: "Send the prompt" }).click();
  const waiting = page.getByRole("status").filter({ hasText: "Check your phone" });
  await expect(waiting).toContainText("KES 65,969 to 07•• ••• 678");
  await expect(page.getByRole("button", { name: "Send the prompt again" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "check-phone");
  const prompt = daraja.prompts.at(-1)!;
  expect(prompt).toMatchObject({ amount: 65_969, phone: "254712345678" });

  // The PIN is entered: Daraja posts the callback to the site, and the page notices by itself.
  const callback = await daraja.answer(prompt.checkoutRequestId, { pay: true });
  expect(callback?.status).toBe(200);
  await expect(page.getByText("Payment received")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("KES 65,969 by M-Pesa. Thank you!")).toBeVisible();
  expect(await ledger(bookingId)).toEqual([
    { amount_minor: 6_596_900, currency: "KES", method: "mpesa-stk" },
  ]);
  // The same receipt mail as a payment the operator records (subject and PDF from the ledger).
  expect(await mailTo(email, /Payment received, KES 65,969/)).toContain("Point Lenana Summit");

  // The balance, by card: to the (loopback) Stripe Checkout page and back.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /^Pay the balance: \$1,190/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the balance");
  await page.getByRole("button", { name: "Pay $1,190 by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByText("$1,190.00", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay $1,190.00" }).click();
  // The signed-in owner comes back without a key: the session opens the page.
  await expect(page).toHaveURL(/\/pay\?card=paid/);
  await expect(page.getByText("Your card payment is recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing to pay right now");
  await expectNoAxeViolations(page);
  await screenshots(page, "paid");
  expect(stripe.deliveries.map((d) => d.status)).toEqual([200]);
  expect(await ledger(bookingId)).toEqual([
    { amount_minor: 6_596_900, currency: "KES", method: "mpesa-stk" },
    { amount_minor: 119_000, currency: "USD", method: "card" },
  ]);
  // The one failed request is the refused phone number's answer (400), which the page shows.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  expect(errors.length).toBeLessThanOrEqual(1);
});

test("a pay page opens only with its key or for the booking's own traveller", async ({ page }) => {
  const email = emailFor("stranger-owner");
  await verifiedAccount(page, "Owner", email);
  const bookingId = await confirmedBookingFor(email);
  await page.context().clearCookies();
  // Signed out without a key: no booking details, an offer to mail the link instead.
  await page.goto(`/booking/${bookingId}/pay`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open your payment link");
  await expect(page.getByText(bookingId.slice(0, 8).toUpperCase())).toHaveCount(0);
  await page.goto(`/booking/${bookingId}/pay?key=${"A".repeat(32)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This payment link has expired");
  const notABooking = await page.goto("/booking/not-a-booking-id/pay");
  expect(notABooking?.status()).toBe(404);
});

test("without JavaScript the prompt is sent, and a reload shows the payment", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = emailFor("no-js-payer");
  await verifiedAccount(page, "Otieno", email);
  const bookingId = await confirmedBookingFor(email);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /^Pay the deposit/ }).click();
  await page.getByLabel("M-Pesa phone number").fill("0722 000 111");
  await page.getByRole("button", { name: "Send the prompt" }).click();
  // Post, redirect, get: a reload does not send the prompt twice.
  await expect(page).toHaveURL(/prompt=sent/);
  await expect(page.getByText("Check your phone")).toBeVisible();
  await page.reload();
  const prompts = daraja.prompts.filter((p) => p.phone === "254722000111");
  expect(prompts).toHaveLength(1);
  await daraja.answer(prompts[0]!.checkoutRequestId, { pay: true });
  await page.reload();
  await expect(page.getByText("Payment received")).toBeVisible();
  expect(await ledger(bookingId)).toHaveLength(1);
  await context.close();
});
