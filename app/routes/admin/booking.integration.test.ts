import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../../domain/calendar";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { bookingInput } from "../../../tests/support/booking-input";
import { routeContext } from "../../../tests/support/route-context";

const dataDir = usePrivateAppDatabase("admin-booking");

const { getDb } = await import("../../../server/platform/db");
const { insertBooking } = await import("../../../server/modules/bookings/store");
const { action, loader } = await import("./booking.server");
const { adminUserContext } = await import("./layout.server");

const admin = {
  id: "admin-1",
  email: "operator@example.com",
  name: "Operator",
  emailVerified: true,
};
const today = businessDay(new Date());

/** Posts the admin booking page's form as the admin, as a browser without JavaScript would. */
async function post(bookingId: string, fields: Record<string, string>) {
  const context = routeContext({ db: getDb().db });
  context.set(adminUserContext, admin);
  const request = new Request(`http://localhost/admin/bookings/${bookingId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await action({
    request,
    params: { id: bookingId },
    context,
  } as unknown as Parameters<typeof action>[0]);
  return { status: result.init?.status ?? 200, ...result.data };
}

async function page(bookingId: string, search = "") {
  const request = new Request(`http://localhost/admin/bookings/${bookingId}${search}`);
  return loader({
    request,
    params: { id: bookingId },
    context: routeContext({ db: getDb().db }),
  } as unknown as Parameters<typeof loader>[0]);
}

async function stored(bookingId: string) {
  const db = getDb().db;
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom("booking_events")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .execute();
  return { booking, events };
}

/** The newest mail to `email` in the outbox whose subject matches, decoded. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const files = (() => {
      try {
        return readdirSync(join(dataDir, "outbox")).filter((file) => file.includes(email));
      } catch {
        return [];
      }
    })();
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(join(dataDir, "outbox", file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (subject.test(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

function booking(overrides: Parameters<typeof bookingInput>[0]) {
  return insertBooking(getDb().db, bookingInput({ bookingDate: addDays(today, 30), ...overrides }));
}

describe("the operator's booking workflow, posted as forms", () => {
  it("confirms at a final price: the booking, its history and the traveller's mail say what changed and why", async () => {
    const { id } = await booking({
      clientEmail: "reprice@example.com",
      totalPrice: 1870,
      numberOfParticipants: 2,
    });
    const answer = await post(id, {
      to: "confirmed",
      finalTotal: "$1,700",
      reason: "Park fees fell on 1 March",
      note: "Your guide Kamau meets you at Naro Moru gate.",
    });
    expect(answer.status).toBe(200);
    expect(answer.notice.description).toBe(
      "The booking is now confirmed and an email to reprice@example.com is on its way.",
    );
    const { booking: row, events } = await stored(id);
    expect(row).toMatchObject({ booking_status: "confirmed", total_price: 1700 });
    expect(events).toMatchObject([
      {
        from_status: "pending",
        to_status: "confirmed",
        reason: "Park fees fell on 1 March",
        note: "Your guide Kamau meets you at Naro Moru gate.",
        price_before_minor: 187_000,
        price_after_minor: 170_000,
        price_currency: "USD",
        actor_email: "operator@example.com",
      },
    ]);
    const mail = await mailTo("reprice@example.com", /Your booking is confirmed/);
    expect(mail).toContain(
      "The price changed from our estimate of $1,870 to $1,700 in total: Park fees fell on 1 March.",
    );
    expect(mail).toContain("Final total: $1,700");
    expect(mail).toContain("Price per person: $850");
    expect(mail).not.toMatch(/^Reply-To:/m);
  });

  it("refuses a changed price without a reason, or an impossible one, and changes nothing", async () => {
    const { id } = await booking({ totalPrice: 1870 });
    const unexplained = await post(id, { to: "confirmed", finalTotal: "2100" });
    expect(unexplained.status).toBe(400);
    expect(unexplained.errors).toEqual({
      reason:
        "Say why the total differs from the $1,870 the booking owes; the traveller reads it in their confirmation email.",
    });
    // What the operator typed comes back, so nothing has to be typed again.
    expect(unexplained.values).toMatchObject({ finalTotal: "2100" });
    const cents = await post(id, { to: "confirmed", finalTotal: "1700.50", reason: "x" });
    expect(cents.status).toBe(400);
    expect(cents.notice.description).toBe(
      "Enter the final total in whole US dollars, for example 1700.",
    );
    expect(await stored(id)).toMatchObject({
      booking: { booking_status: "pending", total_price: 1870 },
      events: [],
    });
  });

  it("cancels only from the confirmation step with a reason, and tells the traveller why", async () => {
    const { id } = await booking({ clientEmail: "cancel@example.com" });
    expect((await page(id)).cancelling).toBe(false);
    expect((await page(id, "?step=cancel")).cancelling).toBe(true);

    const unconfirmed = await post(id, { to: "cancelled", reason: "Route closed" });
    expect(unconfirmed.status).toBe(400);
    const withoutReason = await post(id, { to: "cancelled", reason: " ", confirm: "yes" });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.errors).toEqual({
      reason: "Say why the booking is cancelled; the traveller reads it in their email.",
    });
    expect((await stored(id)).booking.booking_status).toBe("pending");

    const cancelled = await post(id, {
      to: "cancelled",
      reason: "The Chogoria route is closed after the rains.",
      confirm: "yes",
    });
    expect(cancelled.status).toBe(200);
    const { booking: row, events } = await stored(id);
    expect(row.booking_status).toBe("cancelled");
    expect(events).toMatchObject([
      { to_status: "cancelled", reason: "The Chogoria route is closed after the rains." },
    ]);
    const mail = await mailTo("cancel@example.com", /Your booking was cancelled/);
    expect(mail).toContain("Why it was cancelled: The Chogoria route is closed after the rains.");
    // A cancelled booking offers no step any more.
    expect(await page(id, "?step=cancel")).toMatchObject({ next: [], cancelling: false });
  });

  it("offers and allows Mark completed only after the trip's date", async () => {
    const upcoming = await booking({ status: "confirmed", bookingDate: today });
    expect(await page(upcoming.id)).toMatchObject({
      next: ["cancelled"],
      completableFrom: addDays(today, 1),
    });
    const early = await post(upcoming.id, { to: "completed" });
    expect(early.status).toBe(409);
    expect(early.notice.description).toMatch(/it can be marked completed from /);
    expect((await stored(upcoming.id)).booking.booking_status).toBe("confirmed");

    const past = await booking({
      status: "confirmed",
      bookingDate: addDays(today, -1),
      clientEmail: "done@example.com",
    });
    expect((await page(past.id)).next).toEqual(["completed", "cancelled"]);
    expect((await post(past.id, { to: "completed", note: "Thank you!" })).status).toBe(200);
    expect((await stored(past.id)).booking.booking_status).toBe("completed");
    expect(await mailTo("done@example.com", /Thank you for travelling with us/)).toContain(
      "Note from us: Thank you!",
    );
  });
});
