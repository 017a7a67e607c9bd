import { expect, it } from "vitest";
import { addDays, isoDate } from "../../../domain/calendar";
import { kesToUsdMinor } from "../../../domain/money/conversion";
import { priceLineRows } from "../../../domain/pricing/quote-lines";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { bookingStatusMailOf } from "./operator-mail";
import { bookedQuotesOf } from "./lines";
import { bookingHistory, transitionBooking } from "./workflow";
import { bookParty } from "../../../tests/support/book-party";
import { travellerMoney } from "./payment-receipts";
import { bookingBalance, saveExchangeRate } from "../payments/ledger";
import { amountDue } from "../payments/attempts";
import { afterTripMail } from "./journey-mails";
import { bookingPayable } from "../payments/index";

/**
 * Decision 0038: the operator's final total on confirmation is what a booking with lines owes
 * from then on (plan, balance, pay page, dashboard, mail), entered in its ledger currency.
 * Before it, the total only rewrote `bookings.total_price`, which such a booking no longer reads.
 */

const now = new Date("2026-11-24T09:00:00Z");
// Eighty days ahead: confirmed today, the plan is a deposit now and the balance 45 days before.
const bookingDate = addDays(isoDate(now), 80);
const operator = { id: "operator-1", email: "operator@example.com" };

const nonResidents = [{ category: "non-resident" }, { category: "non-resident" }];
const citizens = [
  { category: "kenyan-citizen", proof: "23456789" },
  { category: "kenyan-citizen", proof: "34567890" },
];
const mixed = [{ category: "non-resident" }, { category: "east-african-resident", proof: "RP-1" }];

describeOnEachDatabase("the operator's final total on %s (decision 0038)", (t) => {
  const book = (travellers: Array<{ category: string; proof?: string }>) =>
    bookParty(t.db, travellers, { bookingDate, now });

  const linesOf = async (id: string) => (await bookedQuotesOf(t.db, [id])).get(id)!.lines;

  it("a USD booking with park fees confirmed at a final total owes it: plan, pay page, dashboard, mail and history follow", async () => {
    const booking = await book(nonResidents);
    const booked = await linesOf(booking.id);
    expect(booked.map((line) => line.kind)).toEqual(["trip", "fee"]);
    const owedMinor = booked.reduce((sum, line) => sum + line.amountMinor, 0);
    const finalTotal = owedMinor / 100 - 150;
    const reason = "Repeat guests: $150 off";

    const moved = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      reason,
      finalTotal,
      finalTotalCurrency: "USD",
      actor: operator,
      now,
    });
    if (!moved.ok) throw new Error(moved.message);

    // The trip and fee lines stay as booked; the difference is a line of its own, with the reason.
    const lines = await linesOf(booking.id);
    expect(lines.slice(0, 2)).toEqual(booked);
    expect(lines[2]).toMatchObject({
      kind: "adjustment",
      label: `Price adjustment: ${reason}`,
      amountMinor: -15_000,
      currency: "USD",
    });
    expect(moved.booking.total_price).toBe(finalTotal);

    // The plan and balance, the pay page and the dashboard all count the final total.
    const balance = (await bookingBalance(t.db, booking.id, now))!;
    expect(balance).toMatchObject({
      currency: "USD",
      totalMinor: finalTotal * 100,
      outstandingMinor: finalTotal * 100,
    });
    const [deposit, rest] = balance.plan!.instalments;
    expect(deposit!.amountMinor + rest!.amountMinor).toBe(finalTotal * 100);
    expect(await amountDue(t.db, bookingPayable(booking.id), now)).toMatchObject({
      currency: "USD",
      amountMinor: deposit!.amountMinor,
    });
    const dashboard = (await travellerMoney(t.db, [moved.booking], now)).get(booking.id)!;
    expect(dashboard.account).toMatchObject({ currency: "USD", totalMinor: finalTotal * 100 });
    // The dashboard card and the statement PDF show the lines: the adjustment is one, by its reason.
    expect(priceLineRows(lines)).toContainEqual([`Price adjustment: ${reason}`, "-$150"]);

    // The history holds what was owed before and the final total, in dollars.
    const [event] = await bookingHistory(t.db, booking.id);
    expect(event).toMatchObject({
      price_before_minor: owedMinor,
      price_after_minor: finalTotal * 100,
      price_currency: "USD",
      reason,
    });

    // The traveller's mail says the new total and why, beside the lines.
    const mail = bookingStatusMailOf(moved.booking, event!, undefined, true, lines)!;
    expect(mail.text).toContain(
      `The price changed from our estimate of $${(owedMinor / 100).toLocaleString("en-US")} to $${finalTotal.toLocaleString("en-US")} in total: ${reason}.`,
    );
    expect(mail.text).toContain(`Price adjustment: ${reason}`);
    // The after-trip mail shows the same lines, not a "price per person" with the fees spread in.
    const afterTrip = afterTripMail(moved.booking, "https://example.com", lines);
    expect(afterTrip.text).toContain(`Price adjustment: ${reason}`);
    expect(afterTrip.text).not.toContain("Price per person");
  });

  it("a residents-only booking takes its final total in shillings and is planned and paid in them", async () => {
    const booking = await book(citizens);
    const booked = await linesOf(booking.id);
    const owedMinor = booked.reduce((sum, line) => sum + line.amountMinor, 0);
    const finalKes = owedMinor / 100 + 5_000;
    const moved = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      reason: "Private vehicle from Nairobi",
      finalTotal: finalKes,
      finalTotalCurrency: "KES",
      actor: operator,
      now,
    });
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.booking.total_price).toBe(0);

    const balance = (await bookingBalance(t.db, booking.id, now))!;
    expect(balance).toMatchObject({ currency: "KES", totalMinor: finalKes * 100 });
    const [deposit, rest] = balance.plan!.instalments;
    expect(deposit!.amountMinor + rest!.amountMinor).toBe(finalKes * 100);
    expect(await amountDue(t.db, bookingPayable(booking.id), now)).toMatchObject({
      currency: "KES",
      amountMinor: deposit!.amountMinor,
    });
    expect((await linesOf(booking.id)).at(-1)).toMatchObject({
      kind: "adjustment",
      amountMinor: 500_000,
      currency: "KES",
      category: "kenyan-citizen",
    });
    const [event] = await bookingHistory(t.db, booking.id);
    expect(event).toMatchObject({
      price_before_minor: owedMinor,
      price_after_minor: finalKes * 100,
      price_currency: "KES",
    });
  });

  it("a mixed party's final total is in dollars, its shillings counted at the rate confirmation locks", async () => {
    await saveExchangeRate(t.db, 13_000, now);
    const booking = await book(mixed);
    const booked = await linesOf(booking.id);
    const sum = (currency: "USD" | "KES") =>
      booked.filter((l) => l.currency === currency).reduce((acc, l) => acc + l.amountMinor, 0);
    const owedMinor = sum("USD") + kesToUsdMinor(sum("KES"), 13_000);
    const finalTotal = Math.round(owedMinor / 100) + 200;
    const moved = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      reason: "Extra night at the roadhead",
      finalTotal,
      finalTotalCurrency: "USD",
      actor: operator,
      now,
    });
    if (!moved.ok) throw new Error(moved.message);
    // A rate change after confirmation moves nothing: the rate is locked.
    await saveExchangeRate(t.db, 15_000, now);
    expect((await bookingBalance(t.db, booking.id, now))!.totalMinor).toBe(finalTotal * 100);
    // The admin table's "Total" sort counts the final total too.
    const { owed_sort_minor } = await t.db
      .selectFrom("bookings")
      .select("owed_sort_minor")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(owed_sort_minor).toBe(finalTotal * 100);
  });

  it("refuses a final total in the other currency than the booking is paid in", async () => {
    const kes = await book(citizens);
    expect(
      await transitionBooking(t.db, {
        bookingId: kes.id,
        to: "confirmed",
        note: null,
        reason: "x",
        finalTotal: 500,
        finalTotalCurrency: "USD",
        actor: operator,
        now,
      }),
    ).toEqual({
      ok: false,
      kind: "conflict",
      message: "This booking is paid in KES: enter the final total in KES.",
    });
    expect((await bookingBalance(t.db, kes.id, now))!.plan).toBeNull();
  });

  it("a booking from before lines still has its total_price replaced, in dollars", async () => {
    const booking = await book(nonResidents);
    await t.db.deleteFrom("booking_price_lines").where("booking_id", "=", booking.id).execute();
    const moved = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      reason: "Group rate",
      finalTotal: 1500,
      actor: operator,
      now,
    });
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.booking.total_price).toBe(1500);
    expect((await bookingBalance(t.db, booking.id, now))!.totalMinor).toBe(150_000);
    expect(await linesOf(booking.id)).toEqual([]);
  });
});
