import { expect, test } from "@playwright/test";
import { insertBooking } from "../../server/modules/bookings/store";
import { isoDateInDays } from "../../domain/calendar";
import { becomeAdmin, closeDb, db, emailFor, verifiedAccount } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, failOnPageErrors } from "./helpers";

test.afterAll(closeDb);

test("the operator sees a resident booking flagged, and keeps park fees with refusals, a saved change and its audit trail", async ({
  page,
}) => {
  const errors = failOnPageErrors(page);
  const adminEmail = emailFor("fees-admin");
  await verifiedAccount(page, "Fees Admin", adminEmail);
  await becomeAdmin(page, adminEmail);

  // A booking of a Kenyan citizen and a non-resident, as the booking service stores it.
  const booking = await insertBooking(db().db, {
    adventureType: "Point Lenana Summit",
    bookingDate: isoDateInDays(new Date(), 50),
    numberOfParticipants: 2,
    totalPrice: 850,
    clientEmail: emailFor("fees-traveller"),
    clientName: "Njeri Fees",
    tripSlug: "point-lenana",
  });
  const stored = { updated_at: booking.created_at };
  await db()
    .db.insertInto("booking_travellers")
    .values([
      { ...stored, booking_id: booking.id, slot: 1, category: "non-resident" },
      {
        ...stored,
        booking_id: booking.id,
        slot: 2,
        category: "kenyan-citizen",
        document_number: "29876543",
      },
    ])
    .execute();
  await page.goto(`/admin/bookings/${booking.id}`);
  const flag = page.getByTestId("proof-flag");
  await expect(flag).toContainText("Check one document before confirming");
  await expect(flag).toContainText(
    "Traveller 2, Kenyan citizen: Kenyan ID or passport number 29876543",
  );
  await expectNoAxeViolations(page, "#main");

  await page.goto("/admin/fees");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Park fees");
  const table = page.getByRole("table", { name: "Fees on record" });
  await expect(table).toContainText("Maasai Mara National Reserve");
  await expect(table).toContainText("$200 per person per day");
  await expectNoAxeViolations(page, "#main");
  await page.screenshot({ path: test.info().outputPath("fees-1440.png"), fullPage: true });

  // A period overlapping the seeded one is refused with a sentence, the values kept.
  const form = page.locator("#fee-form");
  await form.getByLabel("Park").selectOption("nairobi");
  await form.getByLabel(/^Fee/).fill("80");
  await form.getByLabel("First day in force").fill("2030-01-01");
  await form.getByRole("button", { name: "Add fee" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Fee not saved");
  await expect(
    form.getByRole("link", { name: /First day in force: This period overlaps/ }),
  ).toBeVisible();
  await expect(form.getByLabel(/^Fee/)).toHaveValue("80");
  await expect(form.getByLabel("First day in force")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "#main");

  // Change the seeded Nairobi non-resident fee: saved, with who changed what in the trail.
  const amount = String(44 + (Date.now() % 5));
  await page
    .getByRole("link", { name: /Change the Nairobi National Park fee for Non-resident/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Change a fee" })).toBeVisible();
  await form.getByLabel(/^Fee/).fill(amount);
  await form.getByRole("button", { name: "Show affected bookings" }).click();
  await expect(page.getByRole("status").first()).toContainText("Checked, not saved yet");
  await form.getByRole("button", { name: "Save this fee" }).click();
  await expect(page.getByRole("status").first()).toContainText("Fee saved");
  await expect(page.getByRole("table", { name: "Fees on record" })).toContainText(
    `$${amount} per person per day`,
  );
  await expect(page.getByText(`by ${adminEmail}`).first()).toBeVisible();
  await expect(
    page
      .locator("ol")
      .getByText(/^Before: Nairobi National Park, non-resident/)
      .first(),
  ).toContainText(`After: Nairobi National Park, non-resident: $${amount} per person per day`);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin/fees");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath("fees-360.png"), fullPage: true });
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.screenshot({ path: test.info().outputPath("booking-flag-360.png"), fullPage: true });
  // The refused fee's answer is a 400 by design; nothing else may go wrong.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});
