import { sql } from "kysely";
import { expect, it } from "vitest";
import { bookingStatuses } from "../../../domain/booking/booking-status";
import { inquiryKinds } from "../../../domain/inquiries/inquiry-kinds";
import { insertBooking } from "../../modules/bookings/store";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";

/**
 * The CHECK constraints on bookings.booking_status and inquiries.kind (frozen in the migrations)
 * and the lists in domain/ that the workflow, the APIs and the admin use must agree: every listed
 * value is stored, and a value outside the lists is refused by the database itself.
 */
describeOnEachDatabase("the database's CHECK constraints match the domain lists on %s", (t) => {
  async function bookingWithStatus(status: string) {
    const booking = await insertBooking(t.db, {
      adventureType: "Point Lenana Summit",
      bookingDate: "2030-03-01",
      numberOfParticipants: 2,
      totalPrice: 1700,
      clientEmail: "status@example.com",
      clientName: "Status Check",
      tripSlug: "point-lenana",
    });
    // Raw SQL: the typed query builder would not even let an unlisted status through.
    await sql`update bookings set booking_status = ${status} where id = ${booking.id}`.execute(
      t.db,
    );
    return t.db
      .selectFrom("bookings")
      .select("booking_status")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
  }

  function inquiryOfKind(value: string) {
    return sql`insert into inquiries (id, kind, payload, email, created_at, handled_at)
      values (${crypto.randomUUID()}, ${value}, ${"{}"}, ${"kind@example.com"}, ${"2030-01-01T00:00:00.000Z"}, ${null})`.execute(
      t.db,
    );
  }

  it("stores a booking in every status of domain/booking/booking-status.ts", async () => {
    for (const status of bookingStatuses) {
      expect((await bookingWithStatus(status)).booking_status).toBe(status);
    }
  });

  it("refuses a booking status that is not in the list", async () => {
    await expect(bookingWithStatus("refunded")).rejects.toThrow(/check/i);
    await expect(bookingWithStatus("Pending")).rejects.toThrow(/check/i);
  });

  it("stores an inquiry of every kind of domain/inquiries/inquiry-kinds.ts", async () => {
    for (const value of inquiryKinds) await inquiryOfKind(value);
    const stored = await t.db.selectFrom("inquiries").select("kind").execute();
    expect(stored.map((row) => row.kind).sort()).toEqual([...inquiryKinds].sort());
  });

  it("refuses an inquiry kind that is not in the list", async () => {
    await expect(inquiryOfKind("newsletter")).rejects.toThrow(/check/i);
    await expect(inquiryOfKind("school_quote")).rejects.toThrow(/check/i);
  });
});
