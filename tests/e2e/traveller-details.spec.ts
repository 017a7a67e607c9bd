import { expect, test, type Page } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { createDeparture } from "../../server/modules/departures/create-departure";
import { formatTravelDate, isoDateInDays } from "../../domain/calendar";
import { becomeAdmin, closeDb, db, emailFor, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

test.describe.configure({ timeout: 240_000 });
test.afterAll(closeDb);

const screenshots = "docs/screenshots";

async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    // From the top, so the sticky header sits where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
}

test("the booker fills in one traveller, sends the other a one-use link, and the operator sees completeness, flags and the manifest", async ({
  browser,
}) => {
  // A departure of its own (a free date), so the counts are this run's, whatever ran before.
  let departure: { id: string; date: string } | undefined;
  for (let offset = 60 + Math.floor(Math.random() * 300); !departure; offset += 1) {
    const date = isoDateInDays(new Date(), offset);
    const created = await createDeparture(db().db, {
      tripSlug: "point-lenana",
      date,
      seats: 12,
      minimumToRun: 2,
      salesCutoffDays: null,
      guide: null,
      guidePhone: null,
      notes: null,
      priceOverride: null,
    });
    if (created.ok) departure = { id: created.id, date };
  }
  const { id: departureId, date } = departure;
  const bookerEmail = emailFor("traveller-booker");
  const booking = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: date,
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: bookerEmail,
    clientName: "Achieng Otieno",
    tripSlug: "point-lenana",
    departureId,
    status: "confirmed",
  });

  // The booker's dashboard says how many travellers are complete and links to the page.
  const booker = await newVisitor(browser, { width: 1440 });
  const errors = failOnPageErrors(booker);
  await verifiedAccount(booker, "Achieng Otieno", bookerEmail);
  await booker.goto("/dashboard");
  await expect(booker.getByTestId("traveller-details")).toContainText(
    "Traveller details: 0 of 2 complete",
  );
  await booker.getByRole("link", { name: "Fill in traveller details for Point Lenana" }).click();
  await expect(booker.getByRole("heading", { level: 1 })).toHaveText("Traveller details");
  await booker.getByRole("link", { name: "Fill in traveller 1's details" }).click();

  // A wrong phone and missing answers: a sentence per field in a linked summary, values kept.
  await booker.getByLabel("Full name, exactly as in the passport").fill("Achieng Wanjiru Otieno");
  await booker.getByLabel("Nationality").fill("Kenyan");
  await booker.getByLabel("Date of birth").fill("1990-04-23");
  await booker.getByLabel("Passport or national ID number").fill("AK1234567");
  await booker.getByLabel("Medical notes the guide must know").fill("Penicillin allergy");
  await booker.getByLabel("Emergency contact's name").fill("Otieno Odhiambo");
  await booker.getByLabel("Emergency contact's phone").fill("call my brother");
  await booker.getByLabel("Travel insurance provider").fill("AMREF Flying Doctors");
  await booker.getByLabel("Insurance policy number").fill("MS-2026-4411");
  await booker.getByRole("button", { name: "Save traveller 1" }).click();
  const summary = booker.getByRole("alert").filter({ hasText: "need a change" });
  await expect(summary).toContainText("4 answers need a change");
  await expect(summary.getByRole("link", { name: /emergency contact's phone/ })).toBeVisible();
  await expect(booker.getByLabel("Full name, exactly as in the passport")).toHaveValue(
    "Achieng Wanjiru Otieno",
  );
  await expect(booker.getByLabel("Emergency contact's phone")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(booker);

  await booker.getByLabel("Emergency contact's phone").fill("+254 712 000 111");
  const fitness = booker.getByRole("group", { name: /How fit are you today/ });
  await fitness.getByRole("radio", { name: /rarely exercise/ }).check();
  await booker.getByRole("radio", { name: "Never above 3,000 m" }).check();
  await booker
    .getByRole("group", { name: /altitude sickness/ })
    .getByRole("radio", { name: "Never" })
    .check();
  await booker.getByRole("checkbox", { name: "High blood pressure" }).check();
  await booker.getByRole("button", { name: "Save traveller 1" }).click();
  await expect(booker.getByRole("status").filter({ hasText: "Details saved" })).toBeVisible();
  const first = booker.locator("#traveller-1");
  await expect(first).toContainText("Traveller 1: Achieng Wanjiru Otieno");
  await expect(first).toContainText("Complete");
  await expect(first).toContainText("Your guide will see: High blood pressure, Rarely exercises");
  await expect(first).toContainText("See a doctor well before the trip");

  // A personal link for traveller 2, opened by them without JavaScript.
  await booker.getByRole("button", { name: "Make a personal link for traveller 2" }).click();
  const link = await booker.getByLabel(/Personal link for traveller 2/).inputValue();
  expect(link).toMatch(/\/traveller-details\/[\w-]+\.[\w-]+$/);
  await expectNoAxeViolations(booker);
  await shoot(booker, "traveller-details");

  const traveller = await newVisitor(browser, { width: 360, javaScript: false });
  const path = new URL(link).pathname;
  const opened = await traveller.goto(path);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(
    "Your details for Point Lenana Summit",
  );
  await traveller.getByLabel("Full name, exactly as in the passport").fill("Kamau Njoroge");
  await traveller.getByLabel("Nationality").fill("Kenyan");
  await traveller.getByLabel("Date of birth").fill("1988-07-02");
  await traveller.getByLabel("Passport or national ID number").fill("27654321");
  await traveller.getByLabel("Emergency contact's name").fill("Wanjiku Njoroge");
  await traveller.getByLabel("Emergency contact's phone").fill("0722 000 111");
  await traveller.getByLabel("Travel insurance provider").fill("Jubilee");
  await traveller.getByLabel("Insurance policy number").fill("JT-778");
  await traveller.getByRole("radio", { name: /3 or more times a week/ }).check();
  await traveller.getByRole("radio", { name: "Above 4,500 m" }).check();
  await traveller
    .getByRole("group", { name: /altitude sickness/ })
    .getByRole("radio", { name: "Never" })
    .check();
  await shoot(traveller, "traveller-link");
  await traveller.getByRole("button", { name: "Send my details" }).click();
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText("Thank you, Kamau Njoroge");
  await expect(traveller.getByText("You are well prepared")).toBeVisible();
  // The same link again: refused with a sentence.
  const replay = await traveller.goto(path);
  expect(replay?.status()).toBe(409);
  await expect(traveller.getByRole("alert")).toHaveText(/already been sent with this link/);

  await booker.goto("/dashboard");
  await expect(booker.getByTestId("traveller-details")).toContainText(
    "Traveller details: 2 of 2 complete",
  );

  // The operator: completeness on the departures list and the booking, details on the manifest.
  const adminEmail = emailFor("traveller-admin");
  const admin = await newVisitor(browser, { width: 1440 });
  const adminErrors = failOnPageErrors(admin);
  await verifiedAccount(admin, "Travellers Admin", adminEmail);
  // Another account, even the operator's, does not reach the booker's page: only admin pages.
  const notTheirs = await admin.goto(`/dashboard/bookings/${booking.id}/travellers`);
  expect(notTheirs?.status()).toBe(404);
  await expect(admin.getByText("Achieng Wanjiru Otieno")).toHaveCount(0);
  await becomeAdmin(admin, adminEmail);
  await admin.goto(`/admin/departures?month=${date.slice(0, 7)}&trip=point-lenana`);
  // This run's departure (earlier runs may have left others in the month).
  const row = admin
    .getByRole("row")
    .filter({ has: admin.getByRole("link", { name: formatTravelDate(date) }) });
  await expect(row).toContainText("2 of 2 complete");
  await admin.goto(`/admin/bookings/${booking.id}`);
  await expect(admin.getByRole("heading", { name: "Travellers: 2 of 2 complete" })).toBeVisible();
  await expect(admin.getByText("Flagged for the guide")).toBeVisible();
  await expectNoAxeViolations(admin);
  await shoot(admin, "traveller-details-admin-booking");
  await admin.goto(`/admin/departures/${departureId}/manifest`);
  const guide = admin.getByRole("region", { name: /Traveller details for the guide/ });
  await expect(guide).toContainText("Achieng Wanjiru Otieno");
  await expect(guide).toContainText("Penicillin allergy");
  await expect(guide).toContainText("High blood pressure, Rarely exercises");
  await expect(guide).toContainText("Kamau Njoroge");
  await expectNoAxeViolations(admin);
  await shoot(admin, "traveller-details-manifest");
  // The one deliberate 400 (the refused save) is logged by the browser; nothing else may be.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  // The one deliberate 404 (another account's page) is logged by the browser; nothing else may be.
  expect(adminErrors.filter((error) => !error.includes("status of 404"))).toEqual([]);
});
