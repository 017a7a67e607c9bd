import { format, parseISO } from "date-fns";
import { expect, test, type Page } from "@playwright/test";
import { findUserByEmail } from "../../server/modules/accounts/roles";
import { transitionBooking } from "../../server/modules/bookings/workflow";
import { businessDay } from "../../domain/calendar";
import {
  becomeAdmin,
  closeDb,
  db,
  emailFor,
  mailTo,
  password,
  verifiedAccount,
} from "./account-fixtures";
import { sendBookingRequest } from "./booking-helpers";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";

// Two accounts, a booking, two requests and the admin inbox: longer than a page check.
test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

/** A booking request sent from the signed-in page's own session, as the cart's dialog sends it. */
function book(page: Page, email: string): Promise<string> {
  return sendBookingRequest(page, { name: "Njeri Wambui", email }, 40);
}

/** Today's date as the dashboard writes it. */
function todayOnDashboard(): string {
  return format(parseISO(businessDay(new Date())), "MMM dd, yyyy");
}

test("a traveller signs up, books, sees the reference, asks for a change; the operator sees it", async ({
  browser,
}) => {
  const email = emailFor("journey");
  const traveller = await newVisitor(browser, { width: 1440 });
  const errors = failOnPageErrors(traveller);
  await verifiedAccount(traveller, "Njeri Wambui", email);
  const bookingId = await book(traveller, email);
  const reference = bookingId.slice(0, 8).toUpperCase();

  await traveller.goto("/dashboard");
  const card = traveller.getByRole("listitem").filter({
    has: traveller.getByRole("heading", { name: "Point Lenana Summit" }),
  });
  await expect(card.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(card.getByText("pending", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /Trip page/ })).toHaveAttribute(
    "href",
    "/itinerary/point-lenana",
  );
  await expect(card.getByRole("link", { name: /Itinerary PDF/ })).toHaveAttribute(
    "href",
    "/itineraries/point-lenana.pdf",
  );
  // A pending trip 40 days ahead is upcoming; the booked total awaits the operator's confirmation.
  const stats = traveller.getByRole("main").getByRole("list").first();
  await expect(stats.getByRole("listitem").filter({ hasText: "Upcoming Trips" })).toContainText(
    "1",
  );
  const money = stats.getByRole("listitem").filter({ hasText: "Booked and paid" });
  // Issue 28: a request is not booked yet, so it is not "Booked and paid".
  await expect(money).toContainText(/Not yet confirmed, so not booked: \$[\d,]+\./);
  // Nothing is due before the operator confirms: the ledger says nothing was paid.
  await expect(money).toContainText("Paid so far: $0.");
  await expect(
    traveller
      .getByRole("navigation", { name: "Booking filters" })
      .getByRole("link", { name: /Upcoming/ }),
  ).toContainText("1");

  // Request a change: a disclosure opens the form; the answer lands on the card.
  await card.getByText("Request a change", { exact: true }).click();
  await card
    .getByLabel("What would you like to change?")
    .fill("Could we start on the Sunday instead?");
  await expectNoAxeViolations(traveller, "#main");
  await card.getByRole("button", { name: "Send change request" }).click();
  await expect(card.getByRole("status")).toContainText("Request sent");
  await expect(card.getByText(`Change requested on ${todayOnDashboard()}`)).toBeVisible();
  // The answer takes the focus of the form that closed.
  await expect(traveller.locator(":focus")).toContainText("Request sent");
  await expectNoAxeViolations(traveller, "#main");

  // Stored for the operator, who gets the mail with the traveller as Reply-To.
  const stored = await db()
    .db.selectFrom("inquiries")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .execute();
  expect(stored.map((row) => row.kind)).toEqual(["change-request"]);
  const operatorMail = await mailTo("bookings@kilele-expeditions.example", new RegExp(reference));
  expect(operatorMail).toMatch(new RegExp(`^Reply-To: ${email}$`, "m"));
  expect(operatorMail).toContain("Could we start on the Sunday instead?");

  // The operator's note on the booking reaches the dashboard.
  const adminEmail = emailFor("journey-admin");
  const admin = await newVisitor(browser, { width: 1440 });
  await verifiedAccount(admin, "Kilele Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);
  const operator = await findUserByEmail(db().db, adminEmail);
  await transitionBooking(db().db, {
    bookingId,
    to: "confirmed",
    note: "Sunday works: your guide Kamau meets you at Naro Moru gate at 7:00.",
    actor: { id: operator!.id, email: adminEmail },
  });
  await traveller.reload();
  await expect(card.getByRole("list", { name: "Notes from Kilele Expeditions" })).toContainText(
    "your guide Kamau meets you at Naro Moru gate at 7:00",
  );
  await expect(card.getByText("confirmed", { exact: true })).toBeVisible();

  // The operator finds the request in the inbox, with the way to the booking.
  await admin.goto("/admin/inquiries");
  await admin.getByRole("link", { name: "Booking change request" }).click();
  await expect(admin).toHaveURL(/kind=change-request/);
  const item = admin.getByRole("listitem").filter({ hasText: reference });
  await expect(item).toContainText("Could we start on the Sunday instead?");
  await expect(item).toContainText("Njeri Wambui");
  await expect(item.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email}`),
  );
  await expectNoAxeViolations(admin, "#main");
  await item.getByRole("link", { name: `Open booking ${reference}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));

  // Phones: the card and its forms fit a 360 px screen.
  await traveller.setViewportSize({ width: 360, height: 800 });
  await traveller.goto("/dashboard");
  await card.getByText("Request cancellation", { exact: true }).click();
  await expectNoHorizontalOverflow(traveller);
  const summaryBox = await card.getByText("Request cancellation", { exact: true }).boundingBox();
  expect(summaryBox?.height).toBeGreaterThanOrEqual(44);
  expect(errors).toEqual([]);
  await admin.context().close();
  await traveller.context().close();
});

test("without JavaScript a traveller asks for a cancellation, and the booking stays as it is", async ({
  browser,
}) => {
  const email = emailFor("journey-nojs");
  const setup = await newVisitor(browser, { width: 1440 });
  await verifiedAccount(setup, "Otieno Plain", email);
  const bookingId = await book(setup, email);
  await setup.context().close();

  const page = await newVisitor(browser, { width: 1440, javaScript: false });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Point Lenana Summit" }),
  });
  // A blank change request (spaces get past the browser's own check) comes back with the reason.
  await card.getByText("Request a change", { exact: true }).click();
  await card.getByLabel("What would you like to change?").fill("   ");
  await card.getByRole("button", { name: "Send change request" }).click();
  await expect(page.getByRole("alert")).toContainText(/tell us what you would like to change/i);

  await card.getByText("Request cancellation", { exact: true }).click();
  await card.getByLabel("Anything we should know? (optional)").fill("Flights cancelled, sorry.");
  await card.getByRole("button", { name: "Send cancellation request" }).click();
  await expect(card.getByRole("status")).toContainText("Your booking stays as it is");
  await expect(card.getByText(`Cancellation requested on ${todayOnDashboard()}`)).toBeVisible();
  await expect(card.getByText("pending", { exact: true })).toBeVisible();

  const row = await db()
    .db.selectFrom("bookings")
    .select("booking_status")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  expect(row.booking_status).toBe("pending");
  const kinds = await db()
    .db.selectFrom("inquiries")
    .select("kind")
    .where("booking_id", "=", bookingId)
    .execute();
  expect(kinds.map((k) => k.kind)).toEqual(["cancellation-request"]);
  await page.context().close();
});
