import { describe, expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { aProcess } from "../../../tests/support/recording-outbox";
import { confirmBookingAt } from "../../../tests/support/confirmed-booking";
import type { BookingEvent } from "../../platform/db/schema";
import type { OutgoingMail } from "../../platform/mail/mailer";

/**
 * The pay links every mail that asks for money carries (decision 0056): the key (its own secret,
 * an expiry, one booking), the mails that carry it, and "Email me a fresh link".
 */
const SECRET = "pay-link-secret-for-the-integration-tests-0123";
process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";
process.env.PAY_LINK_SECRET = SECRET;

const { insertBooking } = await import("../bookings/store");
const { tripsMails } = await import("../bookings/trip-bookings");
const { bookingStatusMailOf } = await import("../bookings/operator-mail");
const { confirmationPaymentRows } = await import("../bookings/payment-receipts");
const { sendBalanceReminders } = await import("../bookings/balance-reminders");
const { checkPayPageKey, payLinkLastDay, payPageKey, payPagePath } = await import("./pay-link");
const { FRESH_PAY_LINK_SENT, sendFreshPayLink } = await import("./pay-link-mail");
const { LIMITS } = await import("../../platform/limits");

const at = (day: string) => new Date(`${day}T06:00:00.000Z`);
/** An address no request here used before: the allowances count across tests and databases. */
let address = 0;
const freshAddress = () => `192.0.2.${++address}`;
const BOOKING = "0b6c3c1e-8a51-4c3e-9f7a-3d2f1e0c9b8a";

/** The pay link in a mail's text: `/booking/<id>/pay?key=...` on the site, for `bookingId`. */
function payLinkIn(text: string, bookingId: string): URL {
  const match = new RegExp(
    `https://kilele\\.example/booking/${bookingId}/pay\\?key=[0-9]{8}\\.[A-Za-z0-9_-]{32}`,
  ).exec(text);
  expect(match, `a pay link for ${bookingId}`).not.toBeNull();
  return new URL(match![0]);
}

/**
 * Readable at 360 px: the link's address is only ever shown where it may break anywhere, never
 * in a table cell (which would widen the mail past the screen).
 */
function expectNarrowSafe(html: string, url: URL) {
  const shown = url.href.replaceAll("&", "&amp;");
  const around = html.split(`>${shown}<`);
  expect(around.length).toBeGreaterThan(1);
  for (const before of around.slice(0, -1)) {
    const block = before.slice(Math.max(before.lastIndexOf("<p "), before.lastIndexOf("<td")));
    expect(block).toMatch(/^<p [^>]*word-break:break-all/);
  }
}

describe("the pay link's key", () => {
  const today = at("2030-01-10");

  it("opens the page of its own booking until its last day, and no other", () => {
    const key = payPageKey(BOOKING, "2030-02-09", SECRET);
    expect(key).toMatch(/^20300209\.[A-Za-z0-9_-]{32}$/);
    expect(checkPayPageKey(BOOKING, key, today, SECRET)).toBe("valid");
    expect(checkPayPageKey(BOOKING, key, at("2030-02-09"), SECRET)).toBe("valid");
    expect(checkPayPageKey(BOOKING, key, at("2030-02-10"), SECRET)).toBe("expired");
    const other = "7d1e2f3a-0000-4000-8000-000000000002";
    expect(checkPayPageKey(other, key, today, SECRET)).toBe("wrong");
    expect(checkPayPageKey(BOOKING, key, today, `${SECRET}-rotated`)).toBe("wrong");
  });

  it("refuses a moved day, an old key without one, and made-up keys", () => {
    const key = payPageKey(BOOKING, "2030-02-09", SECRET);
    expect(checkPayPageKey(BOOKING, `20991231${key.slice(8)}`, today, SECRET)).toBe("wrong");
    expect(checkPayPageKey(BOOKING, key.split(".")[1], today, SECRET)).toBe("wrong");
    for (const made of ["", "x", "A".repeat(32), `20300209.${"A".repeat(32)}`, `${key}x`])
      expect(checkPayPageKey(BOOKING, made, today, SECRET)).toBe("wrong");
    expect(checkPayPageKey(BOOKING, null, today, SECRET)).toBe("wrong");
  });

  it("lasts the later of 30 days and a week after the trip", () => {
    expect(payLinkLastDay("2030-06-01", today)).toBe("2030-06-08");
    expect(payLinkLastDay("2030-01-15", today)).toBe("2030-02-09");
    const path = payPagePath({ id: BOOKING, booking_date: "2030-06-01" }, today, SECRET);
    const key = new URL(path, "https://kilele.example").searchParams.get("key");
    expect(checkPayPageKey(BOOKING, key, at("2030-06-08"), SECRET)).toBe("valid");
    expect(checkPayPageKey(BOOKING, key, at("2030-06-09"), SECRET)).toBe("expired");
  });
});

describeOnEachDatabase("pay links in mails on %s", (t) => {
  const newBooking = (status: "pending" | "confirmed" = "confirmed", now = at("2030-01-05")) =>
    insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2030-06-01",
        totalPrice: 1700,
        status,
        clientEmail: `payer-${crypto.randomUUID().slice(0, 8)}@example.com`,
        clientPhone: "0712 345 678",
      }),
      now,
    );

  it("puts the link in the booking-received mail, one per trip of a request", async () => {
    const one = await newBooking("pending");
    const two = await newBooking("pending");
    const [single] = tripsMails.compose([one]);
    const link = payLinkIn(single!.text, one.id);
    expect(checkPayPageKey(one.id, link.searchParams.get("key"))).toBe("valid");
    expect(single!.text).toContain("Your booking's status and how to pay");
    expectNarrowSafe(single!.html, link);
    const [cart] = tripsMails.compose([one, two]);
    payLinkIn(cart!.text, one.id);
    payLinkIn(cart!.text, two.id);
    // The operator's notification carries none.
    const operator = tripsMails.compose([one])[1]!;
    expect(operator.text).not.toContain("/pay?key=");
  });

  it("puts the link in the confirmation as a button, never as a table row", async () => {
    const booking = await newBooking();
    await confirmBookingAt(t.db, booking.id, at("2030-01-10"));
    const rows = (await confirmationPaymentRows(t.db, booking, at("2030-01-10"))) ?? [];
    expect(rows.some(([, value]) => value.includes("http"))).toBe(false);
    const event = {
      note: null,
      reason: null,
      price_before_minor: null,
      price_after_minor: null,
      price_currency: null,
    } as unknown as BookingEvent;
    const mail = bookingStatusMailOf(booking, event, rows)!;
    const link = payLinkIn(mail.text, booking.id);
    expect(mail.text).toContain(`Pay online or see how to pay: ${link.href}`);
    expectNarrowSafe(mail.html, link);
  });

  it("puts the link in every balance reminder", async () => {
    const booking = await newBooking();
    await confirmBookingAt(t.db, booking.id, at("2030-01-10"));
    const { outbox, delivered } = aProcess(() => t.db);
    // The deposit is overdue the day after confirmation's due date: a reminder goes out.
    await sendBalanceReminders(t.db, at("2030-01-25"), outbox);
    const mails = delivered.filter((mail) => mail.to === booking.client_email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const link = payLinkIn(mail.text, booking.id);
      expect(checkPayPageKey(booking.id, link.searchParams.get("key"), at("2030-01-25"))).toBe(
        "valid",
      );
      expect(mail.text).toMatch(/Pay \$[\d,]+ now: /);
      expectNarrowSafe(mail.html, link);
    }
  });

  describe("Email me a fresh link", () => {
    const send = (bookingId: string, mails: OutgoingMail[], clientAddress = freshAddress()) =>
      sendFreshPayLink(
        t.db,
        { bookingId, clientAddress, now: at("2030-01-10") },
        {
          send: async (mail) => {
            mails.push(mail);
          },
        },
      );

    it("mails a fresh link to the booking's own address, and says the same for unknown ids", async () => {
      const booking = await newBooking();
      const mails: OutgoingMail[] = [];
      expect(await send(booking.id, mails)).toEqual({ kind: "sent", message: FRESH_PAY_LINK_SENT });
      expect(mails.map((mail) => mail.to)).toEqual([booking.client_email]);
      const link = payLinkIn(mails[0]!.text, booking.id);
      expect(checkPayPageKey(booking.id, link.searchParams.get("key"), at("2030-01-10"))).toBe(
        "valid",
      );
      expectNarrowSafe(mails[0]!.html, link);
      const unknown = crypto.randomUUID();
      expect(await send(unknown, mails)).toEqual({ kind: "sent", message: FRESH_PAY_LINK_SENT });
      expect(mails).toHaveLength(1);
    });

    it("mails one booking a few links an hour, and takes a few requests an hour from one address", async () => {
      const booking = await newBooking();
      const mails: OutgoingMail[] = [];
      for (let sent = 0; sent < LIMITS.payLinksPerBooking.points; sent += 1)
        expect((await send(booking.id, mails)).kind).toBe("sent");
      expect(await send(booking.id, mails)).toMatchObject({ kind: "limited" });
      expect(mails).toHaveLength(LIMITS.payLinksPerBooking.points);
      // Unknown ids count the same way, so the allowance tells nothing either.
      const unknown = crypto.randomUUID();
      for (let sent = 0; sent < LIMITS.payLinksPerBooking.points; sent += 1)
        expect((await send(unknown, mails)).kind).toBe("sent");
      expect(await send(unknown, mails)).toMatchObject({ kind: "limited" });
      const from = freshAddress();
      for (let sent = 0; sent < LIMITS.payLinksPerAddress.points; sent += 1)
        expect((await send(crypto.randomUUID(), mails, from)).kind).toBe("sent");
      expect(await send(crypto.randomUUID(), mails, from)).toMatchObject({ kind: "limited" });
    });
  });
});
