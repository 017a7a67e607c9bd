import { expect, it, vi } from "vitest";
import { withParkDays } from "../../../tests/support/trips-with-park-days";
import { findTrip } from "../../../content/trips";
import type { ParkFeeInput } from "../../../domain/pricing/park-fees";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { createBookingRequest } from "../bookings/create-booking";
import { bookedQuotesOf } from "../bookings/lines";
import { parkFeeAuditTrail, saveParkFee } from "./park-fees";
import { unpaidBookingsAffected } from "../bookings/park-fee-impact";
import { forgetQuoteInputs, loadParkFees } from "./pricing";
import { quoteTripOption } from "./quotes";

// Point Lenana with its four days in Mount Kenya National Park (no content trip names a park yet).
vi.mock("../../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../../content/trips")>()),
);

const now = new Date("2026-11-24T09:00:00Z");
const today = "2026-11-24";
const actor = { id: "admin-1", email: "warden@example.com" };
const lenana = findTrip("point-lenana")!; // with its Mount Kenya days (the mock below)
const seedId = "seed-mount-kenya-non-resident";

/** The 2025 KWS tariff for Mount Kenya, non-residents: $70 a day, from a date. */
const newTariff: ParkFeeInput = {
  park: "mount-kenya",
  category: "non-resident",
  amount: "70",
  basis: "per-day",
  validFrom: "2027-01-01",
  validUntil: "",
};

describeOnEachDatabase("park fees on /admin/fees on %s", (t) => {
  const feeCount = async () => (await loadParkFees(t.db)).length;
  const auditCount = async () => (await parkFeeAuditTrail(t.db)).length;
  const book = async (bookingDate: string, participants = 2) => {
    forgetQuoteInputs();
    const outcome = await createBookingRequest(
      t.db,
      {
        clientName: "Otieno",
        clientEmail: "otieno@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate,
        numberOfParticipants: participants,
      },
      { userId: null, idempotencyKey: null, now },
    );
    if (outcome.kind !== "created") throw new Error(`expected a booking, got ${outcome.kind}`);
    return outcome.booking;
  };

  it.each<[string, Partial<ParkFeeInput>, string, string]>([
    [
      "overlapping the seeded open period",
      {},
      "validFrom",
      "overlaps the Mount Kenya National Park fee for non-residents from 2024-01-01 until further notice",
    ],
    [
      "ending before it starts",
      { validFrom: "2027-02-01", validUntil: "2027-01-31" },
      "validUntil",
      "The last day is before the first day",
    ],
    ["of zero", { amount: "0" }, "amount", "A fee must be more than zero."],
    ["below zero", { amount: "-70" }, "amount", "A fee must be more than zero."],
  ])(
    "refuses a fee %s with a 400 sentence and stores nothing",
    async (_, change, field, sentence) => {
      const [fees, audits] = [await feeCount(), await auditCount()];
      const result = await saveParkFee(t.db, null, { ...newTariff, ...change }, actor, now);
      expect(result).toMatchObject({ ok: false, kind: "invalid" });
      if (!result.ok)
        expect(result.errors[field as keyof typeof result.errors]).toContain(sentence);
      expect([await feeCount(), await auditCount()]).toEqual([fees, audits]);
    },
  );

  it("a fee that is not on record is a 404", async () => {
    expect(await saveParkFee(t.db, "no-such-fee", newTariff, actor, now)).toMatchObject({
      ok: false,
      kind: "not-found",
    });
  });

  it("ends a period and adds the next with an audit trail; bookings keep their booked fee lines, and the unpaid ones are listed", async () => {
    const confirmedEarlier = await book("2027-02-10");
    await t.db
      .updateTable("bookings")
      .set({ booking_status: "confirmed" })
      .where("id", "=", confirmedEarlier.id)
      .execute();
    const paid = await book("2027-03-10");
    await t.db
      .insertInto("payments")
      .values({
        id: "pay-1",
        payable_kind: "booking",
        payable_id: paid.id,
        booking_id: paid.id,
        amount_minor: 50000,
        currency: "USD",
        method: "cash",
        provider_reference: null,
        kes_minor_per_usd: null,
        recorded_by: actor.email,
        note: null,
        created_at: now.toISOString(),
      })
      .execute();
    const beforeTariff = await book("2026-12-20");

    const ended = await saveParkFee(
      t.db,
      seedId,
      { ...newTariff, amount: "40", validFrom: "2024-01-01", validUntil: "2026-12-31" },
      actor,
      now,
    );
    expect(ended.ok).toBe(true);
    const added = await saveParkFee(t.db, null, newTariff, actor, new Date(now.getTime() + 60_000));
    if (!added.ok) throw new Error(JSON.stringify(added.errors));

    // Who, when, before and after.
    const [latest, previous] = await parkFeeAuditTrail(t.db);
    expect(latest).toMatchObject({
      actor_email: actor.email,
      action: "park-fee.create",
      before_value: null,
    });
    expect(JSON.parse(latest!.after_value!)).toMatchObject({
      amountMinor: 7000,
      validFrom: "2027-01-01",
    });
    expect(previous).toMatchObject({ action: "park-fee.update", subject: `park-fee:${seedId}` });
    expect(JSON.parse(previous!.before_value!)).toMatchObject({ validUntil: null });
    expect(JSON.parse(previous!.after_value!)).toMatchObject({ validUntil: "2026-12-31" });

    // New quotes use the fee in force on their date.
    forgetQuoteInputs();
    const quoted = await quoteTripOption(
      t.db,
      lenana,
      { participants: 1, date: "2027-02-10" },
      { now },
    );
    expect(quoted.ok && quoted.quote.lines[1]).toMatchObject({
      unitMinor: 7000,
      amountMinor: 28000,
    });
    const december = await quoteTripOption(
      t.db,
      lenana,
      { participants: 1, date: "2026-12-20" },
      { now },
    );
    expect(december.ok && december.quote.lines[1]).toMatchObject({ unitMinor: 4000 });

    // A booking keeps the lines it was booked with.
    const stored = await bookedQuotesOf(t.db, [confirmedEarlier.id]);
    expect(stored.get(confirmedEarlier.id)!.lines[1]).toMatchObject({
      unitMinor: 4000,
      amountMinor: 32000,
    });
    expect(
      (
        await t.db
          .selectFrom("bookings")
          .select("total_price")
          .where("id", "=", confirmedEarlier.id)
          .executeTakeFirstOrThrow()
      ).total_price,
    ).toBe(confirmedEarlier.total_price);

    // Unpaid bookings under the new fee: the confirmed one without a payment; not the paid
    // one, and not the one travelling before the new period.
    const affected = await unpaidBookingsAffected(t.db, added.fee, today);
    expect(affected.map((row) => [row.id, row.travellers, row.bookedUnitMinor])).toEqual([
      [confirmedEarlier.id, 2, 4000],
    ]);
    expect(affected.some((row) => row.id === beforeTariff.id || row.id === paid.id)).toBe(false);
    // A Kenyan citizens' fee for the same park does not concern these non-residents.
    expect(
      await unpaidBookingsAffected(t.db, { ...added.fee, category: "kenyan-citizen" }, today),
    ).toEqual([]);
  });
});
