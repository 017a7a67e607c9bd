import { expect, it, vi } from "vitest";
import { withParkDays } from "../../../tests/support/trips-with-park-days";
import { addDays, isoDate } from "../../../domain/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { bookPartyWithSums } from "../../../tests/support/book-party";
import { kesToUsdMinor } from "../../../domain/money/conversion";
import { saveExchangeRates } from "../bookings/exchange-rates";
import { transitionBooking } from "../bookings/workflow";
import { bookingBalance, recordPayment } from "./ledger";

// Point Lenana with its four days in Mount Kenya National Park, so the fee lines count too.
vi.mock("../../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../../content/trips")>()),
);

const now = new Date("2026-11-24T09:00:00Z");
const bookingDate = addDays(isoDate(now), 80);
const mixed = [{ category: "non-resident" }, { category: "east-african-resident", proof: "RP-1" }];
const rates = (kesMinorPerUsd: number) => ({ kesMinorPerUsd, EUR: null, GBP: null });

/**
 * Decision 0053: a payment in the other currency before confirmation locks the operator's current
 * rate in payments' own table, not on the booking row; what is owed, paid and sorted counts at it
 * as when the rate was written on the booking.
 */
describeOnEachDatabase("the rate a payment locks on %s (decision 0053)", (t) => {
  const book = () => bookPartyWithSums(t.db, mixed, { bookingDate, now });
  const sortKey = async (id: string) =>
    (
      await t.db
        .selectFrom("bookings")
        .select(["owed_sort_minor", "kes_minor_per_usd"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).owed_sort_minor;

  it("locks the current rate at the first shilling payment; a new rate moves neither the balance nor the sort", async () => {
    await saveExchangeRates(t.db, rates(13_000), now);
    const { booking, usdMinor, kesMinor } = await book();
    const other = await book();
    const paid = await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: 130_000,
      currency: "KES",
      method: "mpesa-paybill",
      providerReference: "QKLOCK0001",
      recordedBy: "operator@example.com",
      now,
    });
    expect(paid.recorded && paid.payment.kes_minor_per_usd).toBe(13_000);
    // The booking row is the bookings module's: payments wrote its own table.
    const row = await t.db
      .selectFrom("bookings")
      .select(["kes_minor_per_usd", "kes_rate_set_on"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kes_minor_per_usd: null, kes_rate_set_on: null });
    expect(
      await t.db
        .selectFrom("payment_rate_locks")
        .selectAll()
        .where("booking_id", "=", booking.id)
        .execute(),
    ).toMatchObject([{ kes_minor_per_usd: 13_000, set_on: isoDate(now) }]);

    const lockedSort = await sortKey(booking.id);
    const otherSort = await sortKey(other.booking.id);
    await saveExchangeRates(t.db, rates(4 * 13_000), now);
    const balance = (await bookingBalance(t.db, booking.id, now))!;
    expect(balance).toMatchObject({
      totalMinor: usdMinor + kesToUsdMinor(kesMinor, 13_000),
      paidMinor: 1_000,
      kesMinorPerUsd: 13_000,
      kesRateSetOn: isoDate(now),
    });
    expect(balance.owed).toMatchObject({ estimate: false, rate: 13_000 });
    // The locked booking keeps its place in the "Total" sort; an unlocked one moves.
    expect(await sortKey(booking.id)).toBe(lockedSort);
    expect(await sortKey(other.booking.id)).not.toBe(otherSort);

    // A second shilling payment counts at the same locked rate.
    const again = await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: 260_000,
      currency: "KES",
      method: "mpesa-paybill",
      providerReference: "QKLOCK0002",
      recordedBy: "operator@example.com",
      now,
    });
    expect(again.recorded && again.payment.kes_minor_per_usd).toBe(13_000);
    expect((await bookingBalance(t.db, booking.id, now))!.paidMinor).toBe(3_000);

    // Confirmation locks the current rate on the booking row, as it always did; that one wins.
    const confirmed = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      actor: { id: "operator-1", email: "operator@example.com" },
      now,
    });
    expect(confirmed.ok && confirmed.booking.kes_minor_per_usd).toBe(4 * 13_000);
    expect((await bookingBalance(t.db, booking.id, now))!.kesMinorPerUsd).toBe(4 * 13_000);
  });
});
