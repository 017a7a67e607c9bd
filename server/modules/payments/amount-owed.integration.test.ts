import { expect, it, vi } from "vitest";
import { withParkDays } from "../../../tests/support/trips-with-park-days";
import { addDays, isoDate } from "../../../domain/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { transitionBooking } from "../bookings/workflow";
import { bookPartyWithSums } from "../../../tests/support/book-party";
import { cancellationQuote } from "../bookings/cancellations";
import { amountDue } from "./attempts";
import { bookingBalance, recordPayment, saveExchangeRate } from "./ledger";
import { travellerMoney } from "../bookings/payment-receipts";
import { kesToUsdMinor } from "../../../domain/money/conversion";
import { bookingPayable } from "./payables";

// Point Lenana with its four days in Mount Kenya National Park, so the fee lines count too.
vi.mock("../../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../../content/trips")>()),
);

const now = new Date("2026-11-24T09:00:00Z");
// Eighty days ahead: confirmed today, the plan is a deposit now and the balance 45 days before.
const bookingDate = addDays(isoDate(now), 80);
const operator = { id: "operator-1", email: "operator@example.com" };

const citizens = [
  { category: "kenyan-citizen", proof: "23456789" },
  { category: "kenyan-citizen", proof: "34567890" },
];
const mixed = [{ category: "non-resident" }, { category: "east-african-resident", proof: "RP-1" }];

describeOnEachDatabase("what a booking owes on %s (decision 0035)", (t) => {
  const book = (travellers: Array<{ category: string; proof?: string }>) =>
    bookPartyWithSums(t.db, travellers, { bookingDate, now });

  async function confirm(bookingId: string) {
    const moved = await transitionBooking(t.db, {
      bookingId,
      to: "confirmed",
      note: null,
      actor: operator,
      now,
    });
    if (!moved.ok) throw new Error(moved.message);
  }

  it("a residents-only party owes its shillings, is planned and paid in KES, and M-Pesa of the KES due settles it", async () => {
    const { booking, usdMinor, kesMinor } = await book(citizens);
    expect(booking.total_price).toBe(0);
    expect(usdMinor).toBe(0);
    // Two citizen trip prices and 4 days of KES 400 each in Mount Kenya National Park.
    expect(kesMinor).toBeGreaterThan(2 * 4 * 400 * 100);

    const pending = (await bookingBalance(t.db, booking.id, now))!;
    expect(pending).toMatchObject({
      currency: "KES",
      totalMinor: kesMinor,
      outstandingMinor: kesMinor,
    });

    // Confirmed with no exchange rate set at all: shillings need none.
    await confirm(booking.id);
    const confirmed = (await bookingBalance(t.db, booking.id, now))!;
    const [deposit, balance] = confirmed.plan!.instalments;
    expect(confirmed.plan!.currency).toBe("KES");
    expect(deposit!.amountMinor).toBe(Math.round((kesMinor * 0.3) / 100) * 100);
    expect(deposit!.amountMinor + balance!.amountMinor).toBe(kesMinor);
    expect(confirmed.status!.nextDue).not.toBeNull();

    // The dashboard's payment view is not "Paid in full".
    const view = (
      await travellerMoney(t.db, [{ ...booking, booking_status: "confirmed" }], now)
    ).get(booking.id)!;
    expect(view.account).toMatchObject({
      currency: "KES",
      totalMinor: kesMinor,
      outstandingMinor: kesMinor,
    });
    expect(view.payment!.next).toMatch(/^Pay KES /);

    // The pay page asks M-Pesa for the KES deposit itself, not a dollar figure converted back.
    const due = (await amountDue(t.db, bookingPayable(booking.id), now))!;
    expect(due).toMatchObject({ currency: "KES", amountMinor: deposit!.amountMinor });
    expect(due.kesAmountMinor).toBe(Math.ceil(deposit!.amountMinor / 100) * 100);
    const paid = await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: due.kesAmountMinor!,
      currency: "KES",
      method: "mpesa-stk",
      providerReference: "QKA1B2C3D4",
      recordedBy: "mpesa",
      now,
    });
    expect(paid.recorded).toBe(true);
    const next = (await amountDue(t.db, bookingPayable(booking.id), now))!;
    expect(next).toMatchObject({ kind: "balance", currency: "KES" });
    await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: next.kesAmountMinor!,
      currency: "KES",
      method: "mpesa-paybill",
      providerReference: "QKE5F6G7H8",
      recordedBy: operator.email,
      now,
    });
    const settled = (await bookingBalance(t.db, booking.id, now))!;
    expect(settled.outstandingMinor).toBe(0);
    expect(settled.status!.nextDue).toBeNull();
    expect(await amountDue(t.db, bookingPayable(booking.id), now)).toBeNull();

    // Cancelling refunds in KES, on what was paid and owed in KES.
    const refund = await cancellationQuote(
      t.db,
      { ...booking, booking_status: "confirmed" },
      isoDate(now),
    );
    expect(refund).toMatchObject({ currency: "KES", tripPriceMinor: kesMinor });
    expect(refund.paidMinor).toBeGreaterThanOrEqual(kesMinor);
  });

  it("a mixed party owes its dollars plus its shillings: an estimate until confirmation locks the rate", async () => {
    await saveExchangeRate(t.db, 13_000, now);
    const { booking, usdMinor, kesMinor } = await book(mixed);
    expect(usdMinor).toBeGreaterThan(0);
    expect(kesMinor).toBeGreaterThan(0);

    const estimate = (await bookingBalance(t.db, booking.id, now))!;
    expect(estimate).toMatchObject({
      currency: "USD",
      totalMinor: usdMinor + kesToUsdMinor(kesMinor, 13_000),
    });
    expect(estimate.owed).toMatchObject({ estimate: true, rate: 13_000 });

    await saveExchangeRate(t.db, 14_000, now);
    await confirm(booking.id);
    await saveExchangeRate(t.db, 15_000, now);
    const locked = (await bookingBalance(t.db, booking.id, now))!;
    expect(locked.totalMinor).toBe(usdMinor + kesToUsdMinor(kesMinor, 14_000));
    expect(locked.owed).toMatchObject({ estimate: false, rate: 14_000 });
    const [deposit, balance] = locked.plan!.instalments;
    expect(deposit!.amountMinor + balance!.amountMinor).toBe(locked.totalMinor);
    // Paying only the dollar part leaves the shillings owed.
    await recordPayment(t.db, {
      bookingId: booking.id,
      amountMinor: usdMinor,
      currency: "USD",
      method: "card",
      providerReference: "pi_mixed_1",
      recordedBy: "stripe",
      now,
    });
    expect((await bookingBalance(t.db, booking.id, now))!.outstandingMinor).toBe(
      kesToUsdMinor(kesMinor, 14_000),
    );
  });

  it("a fee change after booking does not change what is owed", async () => {
    const { booking, kesMinor } = await book(citizens);
    const before = (await bookingBalance(t.db, booking.id, now))!;
    const changed = await t.db
      .updateTable("park_fees")
      .set({ amount_minor: 100_000 })
      .where("park", "=", "mount-kenya")
      .where("category", "=", "kenyan-citizen")
      .executeTakeFirst();
    expect(Number(changed.numUpdatedRows)).toBeGreaterThan(0);
    // A new booking pays the new fee; the first one still owes what it booked.
    const later = await book(citizens);
    expect(later.kesMinor).toBeGreaterThan(kesMinor);
    const after = (await bookingBalance(t.db, booking.id, now))!;
    expect(after.totalMinor).toBe(before.totalMinor);
    expect(after.totalMinor).toBe(kesMinor);
  });
});
