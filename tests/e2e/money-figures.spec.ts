import { expect, test, type Page } from "@playwright/test";
import { isoDateInDays } from "../../domain/calendar";
import { insertBooking } from "../../server/modules/bookings/store";
import { recordPayment } from "../../server/modules/payments/ledger";
import { lockRateForPayment } from "../../server/modules/payments/rate-locks";
import { departureIdOn } from "../support/departure-row";
import { becomeAdmin, closeDb, db, emailFor, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

// Issue 28's probe in a browser: after the operator recorded KES 5,000 by Paybill on a $58
// booking, the dashboard's summary said "Paid so far: $39 · In shillings: KES 5,000 booked, KES 0
// paid" beside a card saying "Paid $38.61", and a $1,850 request counted as "Booked and paid".
// Now the summary, the card and the admin manifest state the same account, at 360 and 1440 px.
test.describe.configure({ timeout: 180_000 });
test.afterAll(closeDb);

async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("the dashboard's summary, its card and the manifest state one account per booking", async ({
  browser,
}) => {
  const email = emailFor("money");
  const traveller = await newVisitor(browser);
  const travellerErrors = failOnPageErrors(traveller);
  await verifiedAccount(traveller, "Wanjiru Kamau", email);

  // A confirmed $58 booking on a group departure, paid KES 5,000 at USD 1 = KES 129.50, and a
  // $1,850 request the operator has not answered yet.
  const { db: database } = db();
  const date = isoDateInDays(new Date(), 120);
  const departureId = await departureIdOn(database, {
    tripSlug: "hells-gate",
    date,
    createdAt: new Date(),
  });
  const paid = await insertBooking(database, {
    adventureType: "Hell's Gate Adventure",
    tripSlug: "hells-gate",
    bookingDate: date,
    numberOfParticipants: 1,
    totalPrice: 58,
    clientEmail: email,
    clientName: "Wanjiru Kamau",
    departureId,
    status: "confirmed",
  });
  await insertBooking(database, {
    adventureType: "Point Lenana Summit",
    tripSlug: "point-lenana",
    bookingDate: isoDateInDays(new Date(), 150),
    numberOfParticipants: 2,
    totalPrice: 1850,
    clientEmail: email,
    clientName: "Wanjiru Kamau",
  });
  await lockRateForPayment(
    database,
    paid.id,
    { kesMinorPerUsd: 12_950, setOn: isoDateInDays(new Date(), 0) },
    new Date(),
  );
  const recorded = await recordPayment(database, {
    bookingId: paid.id,
    amountMinor: 500_000,
    currency: "KES",
    method: "mpesa-paybill",
    providerReference: `QK${crypto.randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`,
    recordedBy: "operator@example.com",
    receipt: false,
  });
  expect(recorded.recorded).toBe(true);

  await traveller.goto("/dashboard");
  const stats = traveller.getByRole("main").getByRole("list").first();
  const money = stats.getByRole("listitem").filter({ hasText: "Booked and paid" });
  await expect(money).toContainText("$58");
  await expect(money).toContainText("Paid so far: $38.61.");
  await expect(money).toContainText("Includes KES 5,000 paid in shillings, counted as $38.61.");
  await expect(money).toContainText("Balance due: $19.39.");
  await expect(money).toContainText("Not yet confirmed, so not booked: $1,850.");
  await expect(money).not.toContainText("KES 0 paid");
  const card = traveller.getByRole("listitem").filter({
    has: traveller.getByRole("heading", { name: "Hell's Gate Adventure" }),
  });
  await expect(card.getByTestId("traveller-paid")).toHaveText("$38.61");
  await expect(card.getByTestId("traveller-balance")).toHaveText("$19.39");
  await expect(card.getByTestId("paid-as-sent")).toHaveText(
    "Paid: KES 5,000 paid in shillings, counted as $38.61.",
  );
  await expectNoAxeViolations(traveller, "#main");
  await shoot(traveller, "dashboard");

  // The operator's manifest: the same paid and balance, in a table that scrolls in its own region
  // on a phone while the page itself never scrolls sideways.
  const adminEmail = emailFor("money-admin");
  const admin = await newVisitor(browser);
  const adminErrors = failOnPageErrors(admin);
  await verifiedAccount(admin, "Kilele Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);
  await admin.goto(`/admin/departures/${departureId}/manifest`);
  const table = admin.getByRole("region", { name: /Travellers on this departure/ });
  const row = table.getByRole("row").filter({ hasText: paid.id.slice(0, 8).toUpperCase() });
  await expect(row.getByTestId("manifest-paid")).toContainText("$38.61");
  await expect(row.getByTestId("manifest-balance")).toHaveText("$19.39");
  await expectNoAxeViolations(admin, "#main");
  await shoot(admin, "manifest");
  await admin.setViewportSize({ width: 360, height: 900 });
  await expect(
    admin.getByText("The table scrolls sideways: swipe it to see paid and balance."),
  ).toBeVisible();

  expect(travellerErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await Promise.all([traveller, admin].map((page) => page.context().close()));
});
