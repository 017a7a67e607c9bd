import { expect, test, type Browser, type Page } from "@playwright/test";
import { formatTravelDate } from "../../domain/calendar";
import { cancellationPolicyTitle } from "../../domain/payments/cancellation-policy";
import { e2ePaymentProviders } from "../support/e2e-payment-providers";
import { e2eServers } from "../support/e2e-servers";
import { startStripeTestServer, type StripeTestServer } from "../support/stripe-test-server";
import { becomeAdmin, closeDb, db, emailFor, verifiedAccount } from "./account-fixtures";
import { bookingPanel, unbookedDeparture } from "./booking-helpers";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  waitForHydration,
} from "./helpers";

/**
 * Booking and paying in one go (decision 0055): the operator sets Alpine Lakes to Instant on
 * /admin/booking-settings; a traveller picks one of its departures, reads the deposit, the balance
 * and the cancellation terms at checkout, pays the deposit on the (loopback) Stripe page and is
 * booked at once. The setting is put back to Default at the end, so a rerun starts clean.
 * No other spec books Alpine Lakes through the checkout.
 */
// A site-wide spec: its server is the site-wide one, with its own providers' ports.
const port = e2eServers.siteWide.port;
const providers = e2ePaymentProviders(port);
const TRIP = "alpine-lakes";
const wide = { width: 1440, height: 900 };
const phone = { width: 360, height: 800 };
let stripe: StripeTestServer;
let adminState: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stripe = await startStripeTestServer({
    ...providers.stripe,
    port: providers.stripePort,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
  });
  const context = await browser.newContext({ viewport: wide });
  const page = await context.newPage();
  const adminEmail = emailFor("instant-admin");
  await verifiedAccount(page, "Holds Operator", adminEmail);
  await becomeAdmin(page, adminEmail);
  adminState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await stripe?.close();
  await closeDb();
});

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: wide, storageState: adminState });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ["360", phone],
    ["1440", wide],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `docs/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(wide);
}

/** Sets the trip's way of booking on the settings page, as the operator does, and saves. */
async function setTripMode(page: Page, mode: "Default" | "Instant") {
  await page.goto("/admin/booking-settings");
  await page.getByLabel("Alpine Lakes Circuit: How it books").selectOption({ label: mode });
  await page.getByLabel("Alpine Lakes Circuit: Instant up to (travellers)").fill("");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: /saved|Nothing to save/ })).toBeVisible();
  await expect(page.getByLabel("Alpine Lakes Circuit: How it books")).toHaveValue(
    mode === "Default" ? "default" : "instant",
  );
}

test("the operator books a trip instantly, and a traveller pays the deposit at checkout and is confirmed at once", async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  const adminErrors = failOnPageErrors(admin);
  try {
    // A wrong number is refused beside its field, and the values typed are kept.
    await admin.goto("/admin/booking-settings");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Booking & holds");
    await expect(admin.getByTestId("payments-configured")).toHaveText(
      "Card and M-Pesa are both set up.",
    );
    const hold = admin.getByLabel("Hold seats at checkout for (minutes)");
    // The browser's own range check stands aside, so the server's answer is what is tested.
    await admin
      .locator("form[method=post]")
      .evaluate((form) => form.setAttribute("novalidate", ""));
    await hold.fill("10");
    await admin.getByRole("button", { name: "Save booking settings" }).click();
    await expect(admin.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
    await expect(admin.getByText(/checkout hold must be a whole number of minutes/)).toBeVisible();
    await expect(hold).toHaveValue("10");
    await expect(hold).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(admin, "#main");

    await setTripMode(admin, "Instant");
    await expectNoAxeViolations(admin, "#main");
    await shoot(admin, "booking-settings");

    // The traveller opens a departure of the trip and continues to the checkout.
    const departure = await unbookedDeparture(TRIP, 60);
    const errors = failOnPageErrors(page);
    await page.setViewportSize(wide);
    await page.goto(`/itinerary/${TRIP}?departure=${departure.id}#book`);
    await waitForHydration(page);
    const panel = bookingPanel(page);
    await expect(
      panel.getByRole("radio", { name: new RegExp(formatTravelDate(departure.date)) }),
    ).toBeChecked();
    await panel.getByRole("link", { name: "Continue to booking" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/itinerary/${TRIP}/book\\?.*departure=${departure.id}`),
    );
    await expect(page.getByTestId("checkout-way")).toHaveText(
      "Instant booking: pay the deposit now and your seats are confirmed at once.",
    );
    const terms = page.getByTestId("checkout-terms");
    await expect(terms).toContainText(/Deposit to pay now \(\d+\s*%\)/);
    await expect(terms).toContainText(/Balance due by \w{3}, \w{3} \d{1,2}, \d{4}/);
    await expect(terms).toContainText("Your seats are held for 30 minutes while you pay.");
    await expect(terms.getByRole("heading", { name: cancellationPolicyTitle })).toBeVisible();
    const deposit = (await page.getByTestId("checkout-deposit").textContent())!.trim();
    expect(deposit).toMatch(/^\$[\d,]+(\.\d{2})?$/);
    // Stripe's page always shows the cents.
    const charged = deposit.includes(".") ? deposit : `${deposit}.00`;
    await expectNoAxeViolations(page);
    await shoot(page, "instant-checkout");

    const email = emailFor("instant-traveller");
    await page.getByLabel("Full name").fill("Wairimu Njeri");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: `Book and pay ${deposit}` }).click();

    // Stripe's (loopback) page takes the deposit and sends the traveller back to the pay page.
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    await expect(page.getByText(charged, { exact: true })).toBeVisible();

    // Meanwhile the operator sees the seats held for the deposit, in the list and on the booking.
    await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const row = admin.getByRole("row").filter({ hasText: "Wairimu Njeri" });
    await expect(row).toContainText(/Held until \d{2}:\d{2} \(Kenyan time\)/);
    await row.getByRole("link", { name: "Wairimu Njeri" }).click();
    await expect(admin.getByTestId("seat-hold-notice")).toContainText(
      /^Held for its deposit until \w{3}, \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} Kenyan time \(EAT\)\./,
    );
    await expectNoAxeViolations(admin, "#main");
    await shoot(admin, "admin-booking-held");

    await page.getByRole("button", { name: `Pay ${charged}` }).click();
    await expect(page).toHaveURL(/\/pay\?key=.*card=paid/);
    await expect(page.getByText("Your card payment is recorded.")).toBeVisible();

    const stored = () =>
      db()
        .db.selectFrom("bookings")
        .select(["id", "booking_status", "hold_expires_at", "departure_id"])
        .where("client_email", "=", email)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await stored()).booking_status).toBe("confirmed");
    const booking = await stored();
    expect(booking).toMatchObject({ departure_id: departure.id, hold_expires_at: null });
    const history = await db()
      .db.selectFrom("booking_events")
      .select(["to_status", "note"])
      .where("booking_id", "=", booking.id)
      .execute();
    expect(history).toContainEqual({
      to_status: "confirmed",
      note: "Deposit paid at checkout: confirmed at once.",
    });

    // The operator sees it confirmed by the payment, with no hold left to flag.
    await admin.goto(`/admin/bookings/${booking.id}`);
    await expect(admin.getByText("Deposit paid at checkout: confirmed at once.")).toBeVisible();
    await expect(admin.getByTestId("seat-hold-notice")).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(adminErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  } finally {
    // Back to the default way, so reruns and other specs start from the site's defaults.
    await setTripMode(admin, "Default");
    await admin.context().close();
  }
});
