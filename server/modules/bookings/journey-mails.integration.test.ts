import { describe, expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { departureIdOn } from "../../../tests/support/departure-row";
import { createTestDatabase, testDialects } from "../../../tests/support/databases";
import { aProcess, runAtOnce } from "../../../tests/support/recording-outbox";
import { useSecondConnection } from "../../../tests/support/second-connection";
import type { BookingStatus } from "../../platform/db/schema";

process.env.SITE_URL = "https://kilele.example";
process.env.OPERATOR_EMAIL = "operator@example.com";
process.env.AUTH_SECRET = "trip-mails-test-secret-that-is-at-least-32-characters";

const { insertBooking } = await import("./store");
const { migrateToLatest } = await import("../../platform/db/migrations");
const { recordPayment } = await import("../payments/ledger");
const { sendTripMails, queueCompletedMail } = await import("./journey-mails");
const { bookingStatusMailOf } = await import("./operator-mail");
const { openReviewRequest, reviewRefusals } = await import("../reviews/reviews");

const at = (day: string) => new Date(`${day}T06:00:00.000Z`);

/** The history entry of the operator marking a booking completed on `day`. */
function completedEvent(bookingId: string, day: string) {
  return {
    id: crypto.randomUUID(),
    booking_id: bookingId,
    from_status: "confirmed",
    to_status: "completed",
    note: null,
    reason: null,
    price_before_minor: null,
    price_after_minor: null,
    price_currency: null,
    actor_user_id: null,
    actor_email: "operator@example.com",
    created_at: at(day).toISOString(),
  } as const;
}

describeOnEachDatabase("journey mails on %s", (t, dialect) => {
  const second = useSecondConnection(t, dialect);
  const atOnce = runAtOnce(dialect);

  /**
   * Point Lenana (5 days) from 2030-06-01 to 2030-06-05, booked on `bookedOn` and confirmed the
   * same day, on a departure with a guide: $1,700, $510 deposit paid.
   */
  async function tripBooking(
    label: string,
    options: { status?: BookingStatus; bookedOn?: string; guide?: boolean } = {},
  ) {
    const bookedOn = options.bookedOn ?? "2030-01-05";
    const departureId = await departureIdOn(t.db, {
      tripSlug: "point-lenana",
      date: "2030-06-01",
      createdAt: at(bookedOn),
    });
    // A guide unless the test says there is none (the departure may be another test's).
    const guide = options.guide !== false;
    await t.db
      .updateTable("departures")
      .set({
        guide: guide ? "Kamau Wanjiru" : null,
        guide_phone: guide ? "+254711222333" : null,
      })
      .where("id", "=", departureId)
      .execute();
    const booking = await insertBooking(
      t.db,
      bookingInput({
        bookingDate: "2030-06-01",
        totalPrice: 1700,
        clientEmail: `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        status: options.status ?? "confirmed",
      }),
      at(bookedOn),
    );
    await t.db
      .updateTable("bookings")
      .set({ confirmed_at: at(bookedOn).toISOString(), departure_id: departureId })
      .where("id", "=", booking.id)
      .execute();
    await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: 51_000,
      currency: "USD",
      method: "bank-transfer",
      providerReference: `BT-${crypto.randomUUID().slice(0, 8)}`,
      recordedBy: "operator@example.com",
      now: at(bookedOn),
    });
    return t.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
  }

  async function kindsSent(bookingId: string) {
    const rows = await t.db
      .selectFrom("trip_mails")
      .select("kind")
      .where("booking_id", "=", bookingId)
      .orderBy("sent_at")
      .execute();
    return rows.map((row) => row.kind);
  }

  it("sends the 30-day, 3-day and after-trip mails once each, across two runs and two processes", async () => {
    const booking = await tripBooking("journey", { guide: true });
    const a = aProcess(() => t.db);
    const b = aProcess(second);
    const mailsFor = () =>
      [...a.delivered, ...b.delivered].filter((mail) => mail.to === booking.client_email);

    await sendTripMails(t.db, at("2030-05-01"), a.outbox);
    expect(mailsFor()).toHaveLength(0);

    for (const day of ["2030-05-02", "2030-05-29", "2030-06-06"]) {
      await atOnce([
        () => sendTripMails(t.db, at(day), a.outbox),
        () => sendTripMails(second(), at(day), b.outbox),
      ]);
      await sendTripMails(t.db, at(day), a.outbox);
      await sendTripMails(second(), at(day), b.outbox);
    }
    expect(await kindsSent(booking.id)).toEqual(["30-days-before", "3-days-before", "after-trip"]);
    expect(mailsFor()).toHaveLength(3);
    // Either process may have delivered each: found by subject, not by order.
    const bySubject = (start: string) => mailsFor().find((mail) => mail.subject.startsWith(start));
    const [thirty, three, after] = [
      bySubject("30 days"),
      bySubject("3 days"),
      bySubject("How was"),
    ];

    // 30 days: the eTA as /travel-info states it with the official link, the packing list, the balance.
    expect(thirty!.subject).toMatch(/^30 days to go: Point Lenana/);
    expect(thirty!.text).toContain("https://www.etakenya.go.ke");
    expect(thirty!.text).toContain("It costs about 30 US dollars plus a processing fee");
    expect(thirty!.text).toContain("- Trekking poles");
    expect(thirty!.text).toMatch(/Deposit \(30%\): \$510 by .*, paid/);
    expect(thirty!.text).toContain("To pay now: Pay $1,190 by Wed, Apr 17, 2030 (overdue).");
    expect(thirty!.text).toContain("How to pay: ");

    // 3 days: where and when we meet, the guide and their phone.
    expect(three!.text).toContain(
      "Pickup from your Nairobi hotel or our Naro Moru base at 7:00 AM",
    );
    expect(three!.text).toContain("Kamau Wanjiru");
    expect(three!.text).toContain("+254711222333 (your guide)");

    // After the trip: thanks and the review link, which opens while the booking is still
    // confirmed (the operator has not marked it completed yet).
    expect(after!.subject).toMatch(/^How was/);
    const token = /https:\/\/kilele\.example\/review\/([^\s"<>]+)/.exec(after!.text)?.[1];
    expect(
      await openReviewRequest(t.db, process.env.AUTH_SECRET!, token!, at("2030-06-06")),
    ).toMatchObject({ ok: true, booking: { id: booking.id } });
    expect(
      await openReviewRequest(t.db, process.env.AUTH_SECRET!, token!, at("2030-06-05")),
    ).toEqual({ ok: false, kind: "conflict", message: reviewRefusals.notCompleted });

    // The operator then marks it completed: a plain thank-you, no second review request.
    const completed = { ...booking, booking_status: "completed" as const };
    const event = completedEvent(booking.id, "2030-06-07");
    expect(
      await queueCompletedMail(
        t.db,
        booking.id,
        (asks) => bookingStatusMailOf(completed, event, undefined, asks),
        at("2030-06-07"),
        a.outbox,
      ),
    ).toBe(true);
    const thanks = a.delivered.filter((mail) => mail.to === booking.client_email).at(-1)!;
    expect(thanks.subject).toMatch(/^Thank you for travelling with us/);
    expect(thanks.text).not.toContain("/review/");
  });

  it("a booking marked completed before the day after is asked once, by the completed mail", async () => {
    const booking = await tripBooking("early-complete");
    const a = aProcess(() => t.db);
    const completed = { ...booking, booking_status: "completed" as const };
    await t.db
      .updateTable("bookings")
      .set({ booking_status: "completed" })
      .where("id", "=", booking.id)
      .execute();
    const event = completedEvent(booking.id, "2030-06-05");
    await queueCompletedMail(
      t.db,
      booking.id,
      (asks) => bookingStatusMailOf(completed, event, undefined, asks),
      at("2030-06-05"),
      a.outbox,
    );
    await sendTripMails(t.db, at("2030-06-06"), a.outbox);
    const mails = a.delivered.filter((mail) => mail.to === booking.client_email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("https://kilele.example/review/");
  });

  it("a booking made 5 days before gets no 30-day mail; a cancelled one gets nothing", async () => {
    const late = await tripBooking("late", { bookedOn: "2030-05-27" });
    const cancelled = await tripBooking("cancelled", { status: "cancelled" });
    const pending = await tripBooking("pending", { status: "pending" });
    const a = aProcess(() => t.db);
    for (const day of ["2030-05-02", "2030-05-27", "2030-05-29", "2030-06-06"])
      await sendTripMails(t.db, at(day), a.outbox);
    expect(await kindsSent(late.id)).toEqual(["3-days-before", "after-trip"]);
    expect(await kindsSent(cancelled.id)).toEqual([]);
    expect(await kindsSent(pending.id)).toEqual([]);
  });

  it("without a guide yet, the 3-day mail gives the office's number", async () => {
    const booking = await tripBooking("no-guide", { guide: false, bookedOn: "2030-05-20" });
    const a = aProcess(() => t.db);
    await sendTripMails(t.db, at("2030-05-30"), a.outbox);
    const [mail] = a.delivered.filter((one) => one.to === booking.client_email);
    expect(mail!.text).toContain("(our office, day and night)");
    expect(mail!.text).toContain("We are assigning your guide");
  });
});

describe.each(testDialects)("the journey mails migration on %s", (kind) => {
  it("counts bookings completed before it as asked for their review", async () => {
    const t = await createTestDatabase(kind, "0017_reviews");
    try {
      const done = await insertBooking(t.db, bookingInput({ status: "completed" }));
      const ahead = await insertBooking(t.db, bookingInput({ status: "confirmed" }));
      expect((await migrateToLatest(t.db, t.dialect)).applied).toContain("0019_trip_mails");
      const rows = await t.db.selectFrom("trip_mails").select(["booking_id", "kind"]).execute();
      expect(rows).toEqual([{ booking_id: done.id, kind: "after-trip" }]);
      expect(rows.some((row) => row.booking_id === ahead.id)).toBe(false);
    } finally {
      await t.drop();
    }
  });
});
