import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, businessDay, formatTravelDate } from "../../domain/calendar";
import { insertBooking } from "../../server/modules/bookings/store";
import { createDeparture } from "../../server/modules/departures/create-departure";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

// The operator's departures (issue 15): the decision-day alert on /admin and its choices per
// traveller, the month list, adding and editing a departure (a stale save is refused), closing
// sales, the manifest, and cancelling with every traveller emailed. Screenshots at 390 and 1280 px.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterAll(closeDb);

const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const adminEmail = emailFor("departures-admin");
const today = businessDay(new Date());
// Trips without a schedule, so only this spec puts departures on them.
const ourTrips = ["lake-naivasha", "diani-beach"];
let adminState: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;
let short: { id: string; date: string };
let target: { id: string; date: string };

async function adminPage(browser: Browser, viewport = wide) {
  const context = await browser.newContext({ viewport, storageState: adminState });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ["390", phone],
    ["1280", wide],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: `docs/screenshots/manifest-${name}-${label}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(wide);
}

function traveller(departure: { id: string; date: string }, label: string, participants = 1) {
  return insertBooking(db().db, {
    adventureType: "Lake Naivasha",
    bookingDate: departure.date,
    numberOfParticipants: participants,
    totalPrice: 450 * participants,
    clientEmail: emailFor(label),
    clientName: `Achieng ${label}`,
    clientPhone: "+254722000333",
    specialRequirements: label === "mover" ? "Vegetarian" : null,
    tripSlug: "lake-naivasha",
    departureId: departure.id,
    status: "confirmed",
  });
}

async function newDeparture(tripSlug: string, days: number, seats: number, minimumToRun: number) {
  const date = addDays(today, days);
  const created = await createDeparture(db().db, {
    tripSlug,
    date,
    seats,
    minimumToRun,
    salesCutoffDays: null,
    guide: null,
    guidePhone: null,
    notes: null,
    priceOverride: null,
  });
  if (!created.ok) throw new Error(created.message);
  return { id: created.id, date };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const { db: database } = db();
  // A clean slate for this spec's trips (the e2e database outlives a run).
  const old = database.selectFrom("departures").select("id").where("trip_slug", "in", ourTrips);
  await database
    .updateTable("bookings")
    .set({ departure_id: null })
    .where("departure_id", "in", old)
    .execute();
  await database.deleteFrom("departures").where("trip_slug", "in", ourTrips).execute();
  // Lake Naivasha is a 2-day trip: its decision day is 14 days before. 10 days ahead, 5 of 6.
  // (It takes parties of 4 or more as a private trip.)
  short = await newDeparture("lake-naivasha", 10, 8, 6);
  target = await newDeparture("lake-naivasha", 40, 8, 6);
  await traveller(short, "mover");
  await traveller(short, "private", 4);

  const context = await browser.newContext({ viewport: wide });
  const page = await context.newPage();
  await verifiedAccount(page, "Departures Operator", adminEmail);
  await becomeAdmin(page, adminEmail);
  adminState = await context.storageState();
  await context.close();
});

test("decision day: the overview alerts, and each traveller is moved or run privately in one click", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const errors = failOnPageErrors(admin);
  await admin.goto("/admin");
  const alert = admin.getByRole("region", { name: /need(s)? your decision/ });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  await alert
    .getByRole("link", { name: `Lake Naivasha Camping, ${formatTravelDate(short.date)}` })
    .click();

  await expect(admin.getByRole("heading", { name: "Decision day" })).toBeVisible();
  // The table's rows (from 768 px; the phone cards are hidden).
  const rows = admin.locator("table tbody tr");
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(admin, "#main");
  await shoot(admin, "departure-decision");

  const mover = rows.filter({ hasText: `Achieng mover` });
  await mover.getByLabel("Move Achieng mover to").selectOption(target.id);
  await mover.getByRole("button", { name: "Move Achieng mover" }).click();
  await expect(admin.getByRole("status")).toContainText("Booking moved");
  await expect(rows).toHaveCount(1);
  await mailTo(emailFor("mover"), /Your trip has a new date/);

  await rows.getByRole("button", { name: "Run private for Achieng private" }).click();
  await expect(admin.getByRole("status")).toContainText("Private trip arranged");
  await expect(admin.locator("table tbody tr")).toHaveText([
    "Nobody has booked this departure yet.",
  ]);
  await mailTo(emailFor("private"), /Your trip runs as a private trip/);
  expect(errors).toEqual([]);
});

test("the month list shows seats booked, the status and the calendar feed; a departure is added without JavaScript", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/departures");
  const picker = admin.getByRole("form", { name: "Choose the month and trip" });
  await picker.getByLabel("Month", { exact: true }).fill(target.date.slice(0, 7));
  await picker.getByLabel("Trip").selectOption("lake-naivasha");
  await picker.getByRole("button", { name: "Show" }).click();
  await expect(admin).toHaveURL(new RegExp(`month=${target.date.slice(0, 7)}&trip=lake-naivasha`));
  const row = admin.locator("table tbody tr").filter({ hasText: formatTravelDate(target.date) });
  await expect(row.locator("td")).toHaveText([
    "Lake Naivasha Camping",
    "1 / 8",
    // Confirmed travellers apart: only they make a departure run (decision 0040).
    "1",
    "6",
    // The pending booking's one traveller has no details yet (decision 0031).
    "0 of 1 complete",
    "Open",
    "Not assigned",
  ]);
  await expect(admin.getByLabel(/Feed address/)).toHaveValue(
    /\/calendar\/departures-[\w-]{32}\.ics$/,
  );
  await expectNoAxeViolations(admin, "#main");
  await shoot(admin, "departures");
  await admin.setViewportSize(phone);
  await expectNoHorizontalOverflow(admin);
  await admin.setViewportSize(wide);

  // Adding a departure works without JavaScript: a plain form and the server's answer.
  const context = await browser.newContext({
    viewport: wide,
    storageState: adminState,
    javaScriptEnabled: false,
  });
  const noScript = await context.newPage();
  await noScript.goto("/admin/departures");
  const date = addDays(today, 50);
  const form = noScript.getByRole("form", { name: "Add a departure" });
  await form.getByLabel("Trip").selectOption("diani-beach");
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Seats").fill("2");
  await form.getByLabel("Minimum to run").fill("3");
  await form.getByLabel("Guide", { exact: true }).fill("Halima Said");
  await form.getByRole("button", { name: "Add departure" }).click();
  // Refused with its sentence; the form keeps what was typed.
  await expect(noScript.getByRole("alert")).toContainText(
    "Minimum to run: a departure cannot need more travellers than it has seats.",
  );
  await expect(form.getByLabel("Guide", { exact: true })).toHaveValue("Halima Said");
  await form.getByLabel("Seats").fill("7");
  await form.getByRole("button", { name: "Add departure" }).click();
  await expect(noScript.getByRole("status")).toContainText("Departure added");
  await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(
    `Diani Beach Getaway, ${formatTravelDate(date)}`,
  );
  await context.close();
});

test("two operators edit at once: the second save is refused with a sentence; sales close; the manifest prints", async ({
  browser,
}) => {
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  for (const page of [first, second]) await page.goto(`/admin/departures/${target.id}`);
  await first.getByLabel("Guide", { exact: true }).fill("Joseph Lekuton");
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(first.getByRole("status")).toContainText("Your changes are saved.");
  await second.getByLabel("Guide", { exact: true }).fill("Someone Else");
  await second.getByRole("button", { name: "Save changes" }).click();
  await expect(second.getByRole("alert")).toContainText(
    "Someone else saved this departure while you were editing it. Reload the page to see their changes, then make yours again.",
  );
  // The form now shows what is stored, never the stale values.
  await expect(second.getByLabel("Guide", { exact: true })).toHaveValue("Joseph Lekuton");

  await first.getByRole("button", { name: "Close sales" }).click();
  await expect(first.getByRole("status")).toContainText("Sales closed");
  await expect(first.getByRole("button", { name: "Reopen sales" })).toBeVisible();

  await first.getByRole("link", { name: "Manifest to print" }).click();
  await expect(first.getByRole("heading", { level: 1 })).toHaveText(
    "Manifest: Lake Naivasha Camping",
  );
  // The bookings' table (the second one lists each traveller's details for the guide).
  const row = first
    .getByRole("table", { name: "Travellers on this departure" })
    .locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Achieng mover");
  await expect(row).toContainText("+254722000333");
  await expect(row).toContainText("Vegetarian");
  await expect(first.locator("tfoot")).toContainText("Total: 1 booking");
  await expectNoAxeViolations(first, "#main");
  await shoot(first, "manifest");
  const csv = await first.request.get(`/admin/departures/${target.id}/manifest.csv`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain('"Achieng mover"');
  const pdf = await first.request.get(`/admin/departures/${target.id}/manifest.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("cancelling a departure asks for a reason, then emails every traveller their options", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto(`/admin/departures/${target.id}`);
  await admin.getByRole("link", { name: "Cancel this departure" }).click();
  await expect(admin).toHaveURL(/step=cancel/);
  await expect(admin.getByRole("heading", { name: "Cancel this departure" })).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  await admin.getByLabel("Reason (the travellers read it)").fill("The lake road is flooded");
  await admin.getByRole("button", { name: "Yes, cancel this departure" }).click();
  await expect(admin.getByRole("status")).toContainText(
    "1 booking was cancelled, and an email with their options is on its way to each traveller.",
  );
  await expect(admin.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  const mail = await mailTo(emailFor("mover"), /Your departure was cancelled/);
  expect(mail).toContain("The lake road is flooded");
  expect(mail).toContain("A full refund");
});
