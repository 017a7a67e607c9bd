import { expect, it } from "vitest";
import { defaultPricingFactors } from "../../../domain/pricing/dynamic-pricing";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { depositReceivedOn } from "../../../tests/support/paid-deposit";
import {
  bookedParticipantsAround,
  forgetQuoteInputs,
  loadPricingFactors,
  PRICING_FACTORS_KEY,
  quoteBookedParticipantsAround,
  quotePricingFactors,
} from "./pricing";

function booking(
  id: string,
  tripSlug: string,
  date: string,
  participants: number,
  status: "pending" | "confirmed" | "cancelled" | "completed",
) {
  const now = new Date().toISOString();
  return {
    id,
    adventure_type: tripSlug,
    booking_status: status,
    booking_date: date,
    number_of_participants: participants,
    total_price: 100 * participants,
    special_requirements: null,
    created_at: now,
    updated_at: now,
    client_email: `${id}@example.com`,
    client_name: "Test",
    client_phone: null,
    trip_slug: tripSlug,
    tier_id: null,
    user_id: null,
    idempotency_key: null,
  };
}

describeOnEachDatabase("pricing service on %s", (database) => {
  it("seeds the default factors on first use and reads them back", async () => {
    expect(await loadPricingFactors(database.db)).toEqual(defaultPricingFactors);
    const row = await database.db
      .selectFrom("pricing_rules")
      .selectAll()
      .where("key", "=", PRICING_FACTORS_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(defaultPricingFactors);
    await database.db
      .updateTable("pricing_rules")
      .set({ value: JSON.stringify({ ...defaultPricingFactors, peakSeasonAdjustment: 0.2 }) })
      .execute();
    expect((await loadPricingFactors(database.db)).peakSeasonAdjustment).toBe(0.2);
  });

  it("falls back to the defaults when the stored factors are invalid", async () => {
    await database.db
      .updateTable("pricing_rules")
      .set({ value: '{"peakSeasonAdjustment": 9}' })
      .execute();
    expect(await loadPricingFactors(database.db)).toEqual(defaultPricingFactors);
  });

  it("counts paid participants within 3 days either side, for that trip only; pending requests and unpaid confirmations are not demand", async () => {
    await database.db
      .insertInto("bookings")
      .values([
        booking("a", "point-lenana", "2027-01-12", 2, "pending"),
        booking("b", "point-lenana", "2027-01-18", 3, "confirmed"),
        booking("c", "point-lenana", "2027-01-19", 4, "confirmed"),
        booking("d", "point-lenana", "2027-01-15", 5, "cancelled"),
        booking("e", "point-lenana", "2027-01-11", 1, "pending"),
        booking("f", "hells-gate", "2027-01-15", 6, "pending"),
        booking("g", "point-lenana", "2027-01-14", 2, "confirmed"),
      ])
      .execute();
    // g is confirmed but nobody paid for it: no demand yet.
    await depositReceivedOn(database.db, ["b", "c"]);
    expect(await bookedParticipantsAround(database.db, "point-lenana", "2027-01-15")).toBe(3);
    expect(await bookedParticipantsAround(database.db, "ol-pejeta", "2027-01-15")).toBe(0);
  });

  it("gives quotes the same demand from a short-lived copy, refreshed when told", async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}`;
    // The copy is read for a business day: the bookings from three days before it on.
    const today = `${nextYear}-01-01`;
    await database.db
      .insertInto("bookings")
      .values([
        booking("q1", "mount-longonot", `${nextYear}-03-10`, 4, "pending"),
        booking("q2", "mount-longonot", `${nextYear}-03-13`, 2, "confirmed"),
      ])
      .execute();
    await depositReceivedOn(database.db, ["q2"]);
    for (const date of [
      `${nextYear}-03-06`,
      `${nextYear}-03-07`,
      `${nextYear}-03-10`,
      `${nextYear}-03-16`,
      `${nextYear}-03-17`,
    ]) {
      expect(await quoteBookedParticipantsAround(database.db, "mount-longonot", date, today)).toBe(
        await bookedParticipantsAround(database.db, "mount-longonot", date),
      );
    }
    expect(
      await quoteBookedParticipantsAround(
        database.db,
        "mount-longonot",
        `${nextYear}-03-11`,
        today,
      ),
    ).toBe(2);
    await database.db
      .insertInto("bookings")
      .values(booking("q3", "mount-longonot", `${nextYear}-03-11`, 3, "confirmed"))
      .execute();
    await depositReceivedOn(database.db, ["q3"]);
    // Within the copy's lifetime a write behind the service's back is not seen...
    expect(
      await quoteBookedParticipantsAround(
        database.db,
        "mount-longonot",
        `${nextYear}-03-11`,
        today,
      ),
    ).toBe(2);
    // ...and is once the copy is dropped, as createBookingRequest does after every insert.
    forgetQuoteInputs();
    expect(
      await quoteBookedParticipantsAround(
        database.db,
        "mount-longonot",
        `${nextYear}-03-11`,
        today,
      ),
    ).toBe(5);
  });

  it("counts the demand of the day the caller asks for, not of the real date (a quote priced for 2020)", async () => {
    await database.db
      .insertInto("bookings")
      .values([booking("old", "hells-gate", "2020-06-10", 3, "confirmed")])
      .execute();
    await depositReceivedOn(database.db, ["old"]);
    forgetQuoteInputs();
    // Long past by the real clock, so a copy read from the real "today" would hold nothing.
    expect(
      await quoteBookedParticipantsAround(database.db, "hells-gate", "2020-06-10", "2020-06-01"),
    ).toBe(3);
    // A later day's copy no longer reaches back to it, and the earlier day's reads again.
    expect(
      await quoteBookedParticipantsAround(database.db, "hells-gate", "2020-06-10", "2020-06-20"),
    ).toBe(0);
    expect(
      await quoteBookedParticipantsAround(database.db, "hells-gate", "2020-06-10", "2020-06-01"),
    ).toBe(3);
  });

  it("gives quotes the stored factors, and new ones after a save clears the copy", async () => {
    await database.db
      .updateTable("pricing_rules")
      .set({ value: JSON.stringify(defaultPricingFactors) })
      .execute();
    forgetQuoteInputs();
    expect(await quotePricingFactors(database.db)).toEqual(defaultPricingFactors);
    await database.db
      .updateTable("pricing_rules")
      .set({ value: JSON.stringify({ ...defaultPricingFactors, peakSeasonAdjustment: 0.2 }) })
      .execute();
    expect((await quotePricingFactors(database.db)).peakSeasonAdjustment).toBe(
      defaultPricingFactors.peakSeasonAdjustment,
    );
    forgetQuoteInputs();
    expect((await quotePricingFactors(database.db)).peakSeasonAdjustment).toBe(0.2);
  });
});
