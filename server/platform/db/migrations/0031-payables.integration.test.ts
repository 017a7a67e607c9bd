import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/support/database-fixture";
import { testDialects } from "../../../../tests/support/databases";
import { bookingInput } from "../../../../tests/support/booking-input";
import { insertBooking } from "../../../modules/bookings/store";
import { migrateToLatest } from "./index";

// Migration 0031 on a ledger and attempts written under 0030: every row becomes a booking's
// payable, nothing else changes, and a row for another kind of payable fits beside them.
describe.each(testDialects)("migration 0031 (payables) on %s", (kind) => {
  const t = useTestDatabase(kind, "0030_child_prices");

  it("keeps every payment and attempt as its booking's, and takes another kind's without a booking", async () => {
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const booking = await insertBooking(t.db, bookingInput({ totalPrice: 850 }));
    const payment = {
      id: "pay-1",
      booking_id: booking.id,
      amount_minor: 25_500,
      currency: "USD",
      method: "card",
      provider_reference: "PI_OLD",
      kes_minor_per_usd: null,
      recorded_by: "stripe",
      note: "Stripe Checkout cs_1 (deposit)",
      created_at: "2026-11-20T10:00:00.000Z",
    };
    const attempt = {
      id: "attempt-1",
      booking_id: booking.id,
      method: "card",
      kind: "deposit",
      amount_minor: 25_500,
      currency: "USD",
      phone: null,
      provider_request_id: "cs_1",
      status: "paid",
      result: "checkout.session.completed cs_1",
      provider_reference: "PI_OLD",
      next_query_at: null,
      queries: 0,
      created_at: "2026-11-20T09:58:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    };
    await db.insertInto("payments").values(payment).execute();
    await db.insertInto("payment_attempts").values(attempt).execute();

    await migrateToLatest(t.db, t.dialect);

    expect(await db.selectFrom("payments").selectAll().execute()).toEqual([
      { ...payment, payable_kind: "booking", payable_id: booking.id },
    ]);
    expect(await db.selectFrom("payment_attempts").selectAll().execute()).toEqual([
      { ...attempt, payable_kind: "booking", payable_id: booking.id },
    ]);
    // Another kind has no booking; a booking's row names its booking in both columns.
    await db
      .insertInto("payments")
      .values({
        ...payment,
        id: "pay-2",
        provider_reference: "PI_VOUCHER",
        payable_kind: "voucher",
        payable_id: "gv-1",
        booking_id: null,
      })
      .execute();
    await expect(
      db
        .insertInto("payments")
        .values({ ...payment, id: "pay-3", provider_reference: null, payable_id: "other" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("payment_attempts")
        .values({ ...attempt, id: "attempt-2", provider_request_id: "cs_2", booking_id: null })
        .execute(),
    ).rejects.toThrow();
    // The unique provider reference still holds.
    await expect(
      db
        .insertInto("payments")
        .values({ ...payment, id: "pay-4", payable_id: booking.id })
        .execute(),
    ).rejects.toThrow();
  });
});
