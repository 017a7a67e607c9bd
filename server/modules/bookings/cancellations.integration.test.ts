import { expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { departureIdOn } from "../../../tests/support/departure-row";
import type { OutgoingMail } from "../../platform/mail/mailer";

process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";

const { insertBooking } = await import("./store");
const { insertInquiry } = await import("../inquiries/inquiries");
const { recordPayment } = await import("../payments/ledger");
const { upcomingDepartures } = await import("../departures/departures");
const { approveCancellation, cancellationQuotesFor, refundView, requestedCancellation } =
  await import("./cancellations");
const { cancellationPolicySentences } =
  await import("../../../domain/payments/cancellation-policy");

const at = (day: string) => new Date(`${day}T09:00:00.000Z`);
const actor = { id: "operator-id", email: "operator@example.com" };

describeOnEachDatabase("cancellations on %s", (t) => {
  const sent: OutgoingMail[] = [];
  const mailer = {
    send: async (mail: OutgoingMail) => {
      sent.push(mail);
    },
  };

  /** A confirmed $1,700 booking of two on a Point Lenana departure on 2030-06-01, paid `paidMinor`. */
  async function booking(label: string, paidMinor: number) {
    const departureId = await departureIdOn(t.db, {
      tripSlug: "point-lenana",
      date: "2030-06-01",
      createdAt: at("2030-01-01"),
    });
    const row = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2030-06-01",
        totalPrice: 1700,
        clientEmail: `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        status: "confirmed",
        departureId,
      }),
      at("2030-01-05"),
    );
    if (paidMinor > 0) {
      const paid = await recordPayment(t.db, {
        bookingId: row.id,
        amountMinor: paidMinor,
        currency: "USD",
        method: "mpesa-paybill",
        providerReference: `MP${crypto.randomUUID().slice(0, 8)}`,
        recordedBy: actor.email,
        now: at("2030-01-06"),
      });
      expect(paid.recorded).toBe(true);
    }
    return { ...row, departureId };
  }

  async function askToCancel(bookingId: string, email: string, day: string) {
    await insertInquiry(t.db, "cancellation-request", { message: null }, email, at(day), bookingId);
  }

  // Issue 28: a confirmed booking with nothing paid still reads the tier that applies today.
  it("states the tier for a confirmed booking with nothing paid", async () => {
    const row = await booking("unpaid", 0);
    const [, fiftyPercent, seventyFivePercent] = cancellationPolicySentences();
    // 45 days before departure: the 60-to-31-day tier.
    const early = refundView(
      (await cancellationQuotesFor(t.db, [row], at("2030-04-17"))).get(row.id)!,
    );
    expect(early).toMatchObject({
      daysBefore: 45,
      nothingPaid: true,
      refund: "$0",
      rule: fiftyPercent,
    });
    // 20 days before: the next tier, whatever was paid.
    const late = refundView(
      (await cancellationQuotesFor(t.db, [row], at("2030-05-12"))).get(row.id)!,
    );
    expect(late).toMatchObject({ daysBefore: 20, nothingPaid: true, rule: seventyFivePercent });
  });

  it("shows the traveller today's refund and prices the operator's approval on the day they asked", async () => {
    const row = await booking("tiers", 170_000);
    // 62 days before departure: only the deposit (30 % = $510) is kept.
    const today = await cancellationQuotesFor(t.db, [row], at("2030-03-31"));
    expect(today.get(row.id)).toMatchObject({
      daysBefore: 62,
      paidMinor: 170_000,
      refundMinor: 119_000,
      keptMinor: 51_000,
      rule: "Cancel more than 60 days before departure: we keep the deposit and refund the rest of what you paid.",
    });
    expect(await requestedCancellation(t.db, row)).toBeNull();

    await askToCancel(row.id, row.client_email, "2030-03-31");
    // The operator approves three days later, inside the 50 % tier: the traveller keeps the
    // refund of the day they asked.
    const seatsBefore = (await upcomingDepartures(t.db, "point-lenana", "2030-04-03"))[0]!;
    const outcome = await approveCancellation(t.db, {
      bookingId: row.id,
      reason: "Cancelled at the traveller's request.",
      note: "Safe travels; we hope to see you next season.",
      actor,
      now: at("2030-04-03"),
      mailer,
    });
    expect(outcome).toMatchObject({ ok: true, refundRecorded: true, mailed: true });
    if (!outcome.ok) return;
    expect(outcome.quote.refundMinor).toBe(119_000);

    const stored = await t.db
      .selectFrom("bookings")
      .select("booking_status")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored.booking_status).toBe("cancelled");
    const event = await t.db
      .selectFrom("booking_events")
      .select(["to_status", "reason"])
      .where("booking_id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      to_status: "cancelled",
      reason: "Cancelled at the traveller's request.",
    });
    const ledger = await t.db
      .selectFrom("payments")
      .select(["amount_minor", "method"])
      .where("booking_id", "=", row.id)
      .orderBy("created_at")
      .execute();
    expect(ledger).toEqual([
      { amount_minor: 170_000, method: "mpesa-paybill" },
      { amount_minor: -119_000, method: "refund" },
    ]);
    // Its two seats are free again.
    const seatsAfter = (await upcomingDepartures(t.db, "point-lenana", "2030-04-03"))[0]!;
    expect(seatsBefore.seatsTaken - seatsAfter.seatsTaken).toBe(2);

    const mail = sent.find((item) => item.to === row.client_email);
    expect(mail?.subject).toBe(
      "Your booking is cancelled: Point Lenana Summit on Sat, Jun 1, 2030",
    );
    expect(mail?.text).toContain("We refund $1,190 of the $1,700 you paid");
    expect(mail?.text).toContain("Note from us: Safe travels");
  });

  it("approves once: a second approval changes nothing and refunds nothing", async () => {
    const row = await booking("twice", 85_000);
    await askToCancel(row.id, row.client_email, "2030-05-10");
    const twice = await Promise.all(
      [0, 1].map(() =>
        approveCancellation(t.db, {
          bookingId: row.id,
          reason: "Asked by the traveller.",
          note: null,
          actor,
          now: at("2030-05-10"),
          mailer,
        }),
      ),
    );
    expect(twice.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(twice.find((outcome) => !outcome.ok)).toMatchObject({ ok: false, kind: "conflict" });
    // 22 days before: 75 % of $1,700 ($1,275) kept, more than the $850 paid: nothing comes back.
    const refunds = await t.db
      .selectFrom("payments")
      .select("amount_minor")
      .where("booking_id", "=", row.id)
      .where("method", "=", "refund")
      .execute();
    expect(refunds).toEqual([]);
  });

  it("refuses to approve what the traveller did not ask for", async () => {
    const row = await booking("unasked", 0);
    const outcome = await approveCancellation(t.db, {
      bookingId: row.id,
      reason: "Because.",
      note: null,
      actor,
      mailer,
    });
    expect(outcome).toMatchObject({ ok: false, kind: "conflict" });
    const stored = await t.db
      .selectFrom("bookings")
      .select("booking_status")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored.booking_status).toBe("confirmed");
  });
});
