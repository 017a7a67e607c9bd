import { expect, test, type APIRequestContext } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { findUserByEmail } from "../../server/modules/accounts/roles";
import { becomeAdmin, closeDb, db, emailFor, mailTo, verifiedAccount } from "./account-fixtures";
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  failOnPageErrors,
  newVisitor,
} from "./helpers";
import { isoDateInDays } from "../../domain/calendar";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

function futureDate(days: number): string {
  return isoDateInDays(new Date(), days);
}

/** Every admin page and action, asked without the admin role, must answer nothing but a redirect. */
async function expectNoAdminAccess(
  request: APIRequestContext,
  bookingId: string,
  redirectTo: RegExp,
) {
  for (const path of [
    "/admin",
    "/admin/bookings",
    "/admin/bookings?q=a",
    "/admin/bookings.csv",
    `/admin/bookings/${bookingId}`,
    "/admin/inquiries",
    "/admin/pricing",
    "/admin/fees",
    "/admin/booking-settings",
    "/admin/security",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(302);
    expect(response.headers()["location"], `GET ${path}`).toMatch(redirectTo);
    expect(await response.text(), `GET ${path}`).not.toContain("admin-probe");
  }
  const post = await request.post(`/admin/bookings/${bookingId}`, {
    form: { to: "confirmed", note: "sneaky" },
    maxRedirects: 0,
  });
  expect(post.status(), "POST transition").toBe(302);
  expect(post.headers()["location"]).toMatch(redirectTo);
  const handled = await request.post("/admin/inquiries", {
    form: { id: "admin-probe-inquiry", handled: "true" },
    maxRedirects: 0,
  });
  expect(handled.status(), "POST mark handled").toBe(302);
  expect(handled.headers()["location"]).toMatch(redirectTo);
  const pricing = await request.post("/admin/pricing", {
    form: { intent: "save", peakSeasonAdjustment: "0.5" },
    maxRedirects: 0,
  });
  expect(pricing.status(), "POST pricing").toBe(302);
  expect(pricing.headers()["location"]).toMatch(redirectTo);
}

test("an admin confirms a pending booking; the customer sees it confirmed and upcoming, and has the mail", async ({
  browser,
}) => {
  const customerEmail = emailFor("admin-customer");
  const customer = await newVisitor(browser);
  await verifiedAccount(customer, "Achieng Customer", customerEmail);
  const customerUser = await findUserByEmail(db().db, customerEmail);
  const booking = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: futureDate(60),
    numberOfParticipants: 3,
    totalPrice: 2550,
    clientEmail: customerEmail,
    clientName: "Achieng Customer",
    clientPhone: "+254 712 000 111",
    specialRequirements: "admin-probe: vegetarian meals",
    tripSlug: "point-lenana",
    userId: customerUser?.id,
  });

  const adminEmail = emailFor("admin-operator");
  const admin = await newVisitor(browser);
  const errors = failOnPageErrors(admin);
  await verifiedAccount(admin, "Operator Admin", adminEmail);
  await becomeAdmin(admin, adminEmail, { audit: true });

  // The public site's header shows an admin the way in; the admin area has its own header and a way back.
  await admin.goto("/");
  await admin.screenshot({ path: test.info().outputPath("home-admin-1440.png") });
  await admin.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Admin overview");
  await expect(
    admin.getByRole("banner").getByRole("link", { name: "Back to the site" }),
  ).toHaveAttribute("href", "/");
  await expect(admin.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expect(admin.getByRole("button", { name: /Trip Cart/ })).toHaveCount(0);
  await expect(admin.getByRole("heading", { name: "Pending requests" })).toBeVisible();
  await expectNoAxeViolations(admin, "#main");

  await admin.goto("/admin/bookings");
  await admin.getByLabel("Search name, email or trip").fill(customerEmail);
  await admin.getByLabel("Status").selectOption("pending");
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await expect(admin.getByRole("status")).toHaveText("1 booking found");
  await expectNoAxeViolations(admin, "#main");

  const csv = await admin.request.get(`/admin/bookings.csv?q=${encodeURIComponent(customerEmail)}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect((await csv.text()).trim().split("\r\n")).toHaveLength(2);
  // Excel needs the UTF-8 byte-order mark; the row starts with the reference the traveller quotes.
  expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect((await csv.text()).trim().split("\r\n")[1]).toMatch(/^"?[0-9A-F]{8}"?,/);

  await admin.getByRole("link", { name: "Achieng Customer" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/bookings/${booking.id}$`));
  await admin.screenshot({ path: test.info().outputPath("booking-1440.png"), fullPage: true });
  await expect(admin.getByText("admin-probe: vegetarian meals")).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  await admin
    .getByLabel(/Note for the traveller/)
    .fill("Your guide Kamau meets you at Naro Moru gate.");
  // Keyboard: focus the button and press Enter.
  await admin.getByRole("button", { name: "Confirm booking" }).focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("status").filter({ hasText: "Booking updated" })).toContainText(
    `now confirmed and an email to ${customerEmail} is on its way`,
  );
  await expect(admin.getByText("pending to confirmed")).toBeVisible();
  await expect(admin.getByText(`by ${adminEmail}`)).toBeVisible();
  // The trip is 60 days away: "Mark completed" waits for the day after it (issue 14).
  await expect(admin.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(admin.getByText(/You can mark it completed from /)).toBeVisible();
  await expect(admin.getByRole("link", { name: "Cancel booking" })).toBeVisible();
  // WhatsApp links dial the traveller's number in international form.
  await expect(admin.getByRole("link", { name: /WhatsApp Achieng Customer/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/254712000111\?text=/,
  );
  await expectNoAxeViolations(admin, "#main");

  // An illegal transition, posted directly, is refused with a clear sentence.
  const illegal = await admin.request.post(`/admin/bookings/${booking.id}`, {
    form: { to: "pending" },
  });
  expect(illegal.status()).toBe(409);
  expect(await illegal.text()).toContain("A confirmed booking cannot be marked pending.");

  const mail = await mailTo(customerEmail, /Your booking is confirmed/);
  expect(mail).toContain("Your guide Kamau meets you at Naro Moru gate.");

  await customer.goto("/dashboard?tab=upcoming");
  const card = customer.getByRole("main").getByText("Point Lenana Summit").first();
  await expect(card).toBeVisible();
  await expect(customer.getByRole("main").getByText("confirmed", { exact: true })).toBeVisible();

  // The inquiry inbox: filter by kind, reply links, mark handled.
  const inquiryId = crypto.randomUUID();
  await db()
    .db.insertInto("inquiries")
    .values({
      id: inquiryId,
      kind: "school-quote",
      payload: JSON.stringify({
        schoolName: "Alliance High",
        contactPerson: "Mr Kariuki",
        email: customerEmail,
        phone: "+254 700 111 222",
        studentCount: 40,
      }),
      email: customerEmail,
      created_at: new Date().toISOString(),
      handled_at: null,
    })
    .execute();
  await admin.goto("/admin/inquiries");
  await admin.getByRole("link", { name: "School quote" }).click();
  await expect(admin).toHaveURL(/kind=school-quote/);
  const item = admin.getByRole("listitem").filter({ hasText: "Alliance High" });
  await expect(item.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${customerEmail}`),
  );
  await expect(item.getByRole("link", { name: /Reply on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/254700111222\?text=/,
  );
  await expectNoAxeViolations(admin, "#main");
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Marked handled" })).toBeVisible();
  await expect(admin.getByText("Alliance High")).toHaveCount(0);
  expect(
    (
      await db()
        .db.selectFrom("inquiries")
        .select("handled_at")
        .where("id", "=", inquiryId)
        .executeTakeFirst()
    )?.handled_at,
  ).toBeTruthy();

  // Pricing, in percentages: out-of-range refused, preview before saving, audit trail after;
  // a base price change shows on the trip's card and never rewrites a stored booking.
  await admin.goto("/admin/pricing");
  await expectNoAxeViolations(admin, "#main");
  const peak = admin.getByLabel(/^Peak season \(dry months\)/);
  await expect(peak).toHaveValue("10");
  await peak.fill("90");
  await admin.getByRole("button", { name: "Save pricing" }).click();
  await expect(admin.getByText(/^Peak season \(dry months\): -50 to \+50 %/)).toBeVisible();
  await admin.getByLabel(/^Peak season \(dry months\)/).fill("12");
  await admin
    .getByRole("group", { name: "Alpine Lakes Circuit" })
    .getByLabel("Standard")
    .fill("900");
  await admin.getByRole("button", { name: "Preview prices" }).click();
  await expect(admin.getByRole("heading", { name: "Preview (not saved yet)" })).toBeVisible();
  await expect(
    admin.getByRole("rowheader", { name: 'Alpine Lakes Circuit: card and page "From"' }),
  ).toBeVisible();
  await expectNoAxeViolations(admin, "#main");
  const storedBefore = await db().db.selectFrom("bookings").select(["id", "total_price"]).execute();
  await admin.getByRole("button", { name: "Save pricing" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Pricing saved" })).toBeVisible();
  await expect(admin.getByText("Peak season (dry months): +10 % to +12 %")).toBeVisible();
  await expect(admin.getByText("Alpine Lakes Circuit, Standard: $850 to $900")).toBeVisible();
  expect(await db().db.selectFrom("bookings").select(["id", "total_price"]).execute()).toEqual(
    storedBefore,
  );

  // The security audit: the checks run when the button is pressed (decision 0048), and the page
  // shows that run; no vulnerabilities on this healthy server.
  await admin.goto("/admin/security");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Pricing Security Audit");
  await admin.getByRole("button", { name: "Run the checks now" }).click();
  // Another test may have run them less than a minute ago: then the page says so and shows that run.
  await expect(admin.getByText(/Checks finished|Not run again yet/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(admin.getByTestId("audit-checked-at")).toHaveText(
    /^Checked \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Nairobi\)/,
  );
  // The spec's seven pricing findings and the three abuse checks of issue 13, then the four
  // further checks in their own group.
  await expect(admin.locator("[data-finding]")).toHaveCount(14);
  await expect(
    admin.getByRole("region", { name: "Further checks" }).locator("[data-finding]"),
  ).toHaveCount(4);
  // The public pricing answer no longer shows a breakdown (issue 13 item 7): no finding needs attention.
  await expect(admin.locator('[data-status="needs_attention"]')).toHaveCount(0);
  await expect(admin.locator('[data-status="protected"]')).toHaveCount(14);
  for (const width of [1440, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({
      path: `docs/screenshots/security-audit-${width}.png`,
      fullPage: true,
    });
  }
  for (const title of [
    "The site cannot be used to send mail to anyone",
    "An account made with someone else's address cannot read their bookings",
    "Nobody can lock a customer or the admin out",
  ])
    await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await expect(admin.getByText("Immediate Action Required")).toHaveCount(0);
  await expect(
    admin.getByRole("heading", { name: "Security Implementation Priorities" }),
  ).toBeVisible();
  await expect(admin.getByRole("link", { name: "Back to Admin" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await expectNoAxeViolations(admin, "#main");

  // Phone width: no sideways scrolling on any admin page.
  await admin.setViewportSize({ width: 360, height: 800 });
  for (const path of [
    "/admin",
    "/admin/bookings",
    `/admin/bookings/${booking.id}`,
    "/admin/inquiries?state=all",
    "/admin/pricing",
    "/admin/security",
  ]) {
    await admin.goto(path);
    await expectNoHorizontalOverflow(admin);
  }
  // The refused pricing save answers 400 on purpose; Chromium logs that status as a console error.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  await admin.context().close();
  await customer.context().close();
});

test("a signed-out visitor and a customer get nothing from admin pages or actions", async ({
  browser,
  playwright,
}) => {
  const victim = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: futureDate(40),
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: emailFor("admin-victim"),
    clientName: "admin-probe victim",
    tripSlug: "point-lenana",
  });

  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  // The sign-in page remembers where the visitor was going (a page of this site only).
  await expectNoAdminAccess(anonymous, victim.id, /^\/auth\?redirect=%2Fadmin/);
  await anonymous.dispose();

  const customer = await newVisitor(browser);
  await verifiedAccount(customer, "Plain Customer", emailFor("admin-plain"));
  await expectNoAdminAccess(customer.request, victim.id, /^\/$/);
  await customer.goto("/admin/bookings");
  await expect(customer).toHaveURL(/\/$/);

  const after = await db()
    .db.selectFrom("bookings")
    .select("booking_status")
    .where("id", "=", victim.id)
    .executeTakeFirst();
  expect(after?.booking_status).toBe("pending");
  expect(
    await db()
      .db.selectFrom("booking_events")
      .selectAll()
      .where("booking_id", "=", victim.id)
      .execute(),
  ).toEqual([]);
  await customer.context().close();
});
