import fc from "fast-check";
import { expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { insertBooking } from "../bookings/store";
import { transitionBooking } from "../bookings/workflow";
import {
  bookingBalance,
  flagPaymentAttention,
  loadPaymentPlanSettings,
  openAttentionEntries,
  recordPayment,
  resolvePaymentAttention,
  saveExchangeRate,
  savePaymentPlanSettings,
  type PaymentEntry,
} from "./ledger";

const operator = { id: "operator-1", email: "operator@example.com" };
const confirmedAt = new Date("2030-01-10T08:00:00.000Z");

describeOnEachDatabase("the payment ledger on %s", (t) => {
  /** A booking of $1,700 (Point Lenana, 2030-03-01), confirmed on 2030-01-10 by the operator. */
  async function confirmedBooking(totalPrice = 1700) {
    const booking = await insertBooking(t.db, bookingInput({ totalPrice }));
    const outcome = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      actor: operator,
      now: confirmedAt,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.booking;
  }

  const paybill = (bookingId: string, fields: Partial<PaymentEntry> = {}): PaymentEntry => ({
    bookingId,
    amountMinor: 51000,
    currency: "USD",
    method: "mpesa-paybill",
    providerReference: `QK${crypto.randomUUID().slice(0, 8)}`,
    recordedBy: operator.email,
    now: new Date("2030-01-11T10:00:00.000Z"),
    ...fields,
  });

  it("computes paid and outstanding from the entries and the 30 % deposit plan", async () => {
    const booking = await confirmedBooking();
    const first = await recordPayment(t.db, paybill(booking.id));
    expect(first.recorded).toBe(true);
    const balance = await bookingBalance(t.db, booking.id, new Date("2030-01-12T00:00:00Z"));
    expect(balance).toMatchObject({
      totalMinor: 170000,
      paidMinor: 51000,
      outstandingMinor: 119000,
      refundedMinor: 0,
    });
    // 2030-03-01 is 50 days after confirmation: a deposit now, the balance on 2030-01-15.
    expect(balance!.plan!.instalments).toEqual([
      { kind: "deposit", amountMinor: 51000, dueDate: "2030-01-10" },
      { kind: "balance", amountMinor: 119000, dueDate: "2030-01-15" },
    ]);
    expect(balance!.status!.dueNowMinor).toBe(0);
    expect(balance!.status!.nextDue).toMatchObject({ kind: "balance", dueDate: "2030-01-15" });
  });

  it("records a provider reference once, whatever retries arrive", async () => {
    const booking = await confirmedBooking();
    const entry = paybill(booking.id, { providerReference: " qka1b2c3d4 " });
    const first = await recordPayment(t.db, entry);
    const again = await recordPayment(t.db, { ...entry, providerReference: "QKA1B2C3D4" });
    expect(first.recorded).toBe(true);
    expect(again).toMatchObject({ recorded: false, reason: "duplicate" });
    if (first.recorded && !again.recorded && again.reason === "duplicate")
      expect(again.payment.id).toBe(first.payment.id);
    expect((await bookingBalance(t.db, booking.id))!.paidMinor).toBe(51000);
  });

  it("credits one of many callbacks racing with the same reference", async () => {
    const booking = await confirmedBooking();
    const entry = paybill(booking.id, { providerReference: `RACE${crypto.randomUUID()}` });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => recordPayment(t.db, { ...entry })),
    );
    expect(outcomes.filter((outcome) => outcome.recorded)).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => !outcome.recorded && outcome.reason === "duplicate"),
    ).toHaveLength(7);
    const rows = await t.db
      .selectFrom("payments")
      .select("id")
      .where("booking_id", "=", booking.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a refund larger than what was paid, and bad amounts, storing nothing", async () => {
    const booking = await confirmedBooking();
    await recordPayment(t.db, paybill(booking.id, { amountMinor: 20000 }));
    const refund = (amountMinor: number) =>
      recordPayment(t.db, {
        bookingId: booking.id,
        amountMinor,
        currency: "USD",
        method: "refund",
        recordedBy: operator.email,
        note: "Cancelled 40 days before",
      });
    expect(await refund(-20001)).toEqual({ recorded: false, reason: "refund-exceeds-paid" });
    expect((await refund(-15000)).recorded).toBe(true);
    expect(await refund(-5001)).toEqual({ recorded: false, reason: "refund-exceeds-paid" });
    expect(await refund(5000)).toEqual({ recorded: false, reason: "invalid-amount" });
    expect(
      await recordPayment(
        t.db,
        paybill(booking.id, { amountMinor: 12.5, providerReference: null }),
      ),
    ).toEqual({ recorded: false, reason: "invalid-amount" });
    expect(await recordPayment(t.db, paybill("no-such-booking"))).toEqual({
      recorded: false,
      reason: "unknown-booking",
    });
    const balance = await bookingBalance(t.db, booking.id);
    expect(balance).toMatchObject({ paidMinor: 5000, refundedMinor: 15000 });
    expect(balance!.entries).toHaveLength(2);
  });

  it("counts a KES payment at the rate locked when the booking was confirmed", async () => {
    await saveExchangeRate(t.db, 12935, new Date("2030-01-02T09:00:00Z"));
    const booking = await confirmedBooking();
    expect(booking.kes_minor_per_usd).toBe(12935);
    expect(booking.kes_rate_set_on).toBe("2030-01-02");
    // The operator changes the rate afterwards: the booking keeps its own.
    await saveExchangeRate(t.db, 14000, new Date("2030-01-20T09:00:00Z"));
    const kes = await recordPayment(
      t.db,
      paybill(booking.id, { amountMinor: 1293500, currency: "KES" }),
    );
    expect(kes.recorded && kes.payment.kes_minor_per_usd).toBe(12935);
    expect((await bookingBalance(t.db, booking.id))!.paidMinor).toBe(10000);
  });

  it("refuses a KES payment when no rate was ever set", async () => {
    await t.db.deleteFrom("payment_settings").execute();
    const booking = await confirmedBooking();
    expect(
      await recordPayment(t.db, paybill(booking.id, { amountMinor: 100000, currency: "KES" })),
    ).toEqual({ recorded: false, reason: "no-exchange-rate" });
  });

  it("keeps the operator's plan settings", async () => {
    const settings = {
      depositPercent: 25,
      balanceDueDays: 60,
      tripOverrides: { "point-lenana": { fullPayment: true } },
    };
    await savePaymentPlanSettings(t.db, settings);
    expect(await loadPaymentPlanSettings(t.db)).toEqual(settings);
    const booking = await confirmedBooking();
    expect((await bookingBalance(t.db, booking.id))!.plan!.kind).toBe("full");
    await t.db.deleteFrom("payment_settings").execute();
  });

  it("lists what needs attention once per open reason, until resolved", async () => {
    const entry = {
      provider: "mpesa",
      reference: "QKZZZ",
      reason: "The amount does not match what is due.",
      payloadSummary: "KES 100 for account ABC",
    };
    const first = await flagPaymentAttention(t.db, entry);
    const again = await flagPaymentAttention(t.db, entry);
    expect(again.id).toBe(first.id);
    expect((await openAttentionEntries(t.db)).map((row) => row.id)).toContain(first.id);
    expect(await resolvePaymentAttention(t.db, first.id, operator.email)).toBe(true);
    expect(await resolvePaymentAttention(t.db, first.id, operator.email)).toBe(false);
    expect((await openAttentionEntries(t.db)).map((row) => row.id)).not.toContain(first.id);
  });

  it("always balances: paid is the sum of the entries, refunds never exceed what was paid", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -300000, max: 300000 }).filter((n) => n !== 0),
          {
            maxLength: 8,
          },
        ),
        async (amounts) => {
          const booking = await confirmedBooking();
          let expectedPaid = 0;
          for (const amountMinor of amounts) {
            const outcome = await recordPayment(t.db, {
              bookingId: booking.id,
              amountMinor,
              currency: "USD",
              method: amountMinor < 0 ? "refund" : "cash",
              recordedBy: operator.email,
            });
            const allowed = expectedPaid + amountMinor >= 0;
            expect(outcome.recorded).toBe(allowed);
            if (allowed) expectedPaid += amountMinor;
          }
          const balance = (await bookingBalance(t.db, booking.id))!;
          const sum = balance.entries.reduce((acc, row) => acc + row.amount_minor, 0);
          expect(balance.paidMinor).toBe(sum);
          expect(balance.paidMinor).toBe(expectedPaid);
          expect(balance.paidMinor).toBeGreaterThanOrEqual(0);
          expect(balance.outstandingMinor).toBe(
            Math.max(0, balance.totalMinor - balance.paidMinor),
          );
        },
      ),
      { numRuns: 15 },
    );
  });
});

describeOnEachDatabase("the operator's payments overview on %s", (t) => {
  it("sorts what is owed into overdue, due this week and outstanding, and lists what came in", async () => {
    const { paymentsOverview } = await import("./admin");
    const confirm = async (bookingDate: string, now: Date) => {
      const booking = await insertBooking(t.db, bookingInput({ totalPrice: 1000, bookingDate }));
      const outcome = await transitionBooking(t.db, {
        bookingId: booking.id,
        to: "confirmed",
        note: null,
        actor: operator,
        now,
      });
      if (!outcome.ok) throw new Error(outcome.message);
      return booking.id;
    };
    const now = new Date("2030-03-01T09:00:00Z");
    // Confirmed two weeks ago, nothing paid: the deposit is overdue.
    const late = await confirm("2030-08-01", new Date("2030-02-15T09:00:00Z"));
    // Deposit paid; the balance falls due on 2030-03-05 (45 days before 2030-04-19).
    const soon = await confirm("2030-04-19", new Date("2030-01-10T09:00:00Z"));
    await recordPayment(t.db, {
      bookingId: soon,
      amountMinor: 30000,
      currency: "USD",
      method: "cash",
      recordedBy: operator.email,
      now: new Date("2030-01-11T09:00:00Z"),
    });
    // Paid in full: owes nothing.
    const paid = await confirm("2030-09-01", new Date("2030-02-20T09:00:00Z"));
    await recordPayment(t.db, {
      bookingId: paid,
      amountMinor: 100000,
      currency: "USD",
      method: "bank-transfer",
      providerReference: `FT${crypto.randomUUID().slice(0, 8)}`,
      recordedBy: operator.email,
      now: new Date("2030-02-21T09:00:00Z"),
    });
    const overview = await paymentsOverview(t.db, now);
    const ids = (rows: Array<{ bookingId: string }>) => rows.map((row) => row.bookingId);
    expect(ids(overview.overdue)).toContain(late);
    expect(ids(overview.overdue)).not.toContain(soon);
    expect(ids(overview.dueThisWeek)).toContain(soon);
    expect(ids(overview.outstanding)).toEqual(expect.arrayContaining([late, soon]));
    expect(ids(overview.outstanding)).not.toContain(paid);
    expect(overview.received.map((row) => row.bookingId)).toEqual(
      expect.arrayContaining([soon, paid]),
    );
  });
});
