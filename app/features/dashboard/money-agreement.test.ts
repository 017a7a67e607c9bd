import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/money/format";
import type { Money, PaymentCurrency } from "../../../domain/money/amount";
import { amountOwed } from "../../../domain/payments/amount-owed";
import { accountFigures, accountRows } from "../../../domain/payments/account-figures";
import {
  bookingAccount,
  type AccountEntry,
  type BookingAccount,
} from "../../../domain/payments/booking-account";
import { paymentPlan, planStatus } from "../../../domain/payments/payment-plan";
import { moneySummary } from "../../../domain/booking/traveller-summary";
import type { BookingStatus } from "../../../domain/booking/booking-status";
import { moneyCardText } from "./bookings";

// Issue 28, "Every money figure right": bookings with dollar and shilling lines, the operator's
// adjustments, partial payments in either currency and refunds, generated at random. Every
// surface that states a booking's money (the dashboard's card and summary, the pay page's
// amount, the receipt and statement rows, the admin ledger, which all read accountFigures or
// accountRows) must state the same numbers, and owed = paid + due - credit in each currency.

const currencies: PaymentCurrency[] = ["USD", "KES"];

/** A price line: a trip price or park fee in USD or KES (minor units, whole shillings for KES). */
const line = fc
  .record({
    currency: fc.constantFrom(...currencies),
    units: fc.integer({ min: 0, max: 400_000 }),
  })
  .map(({ currency, units }): Money => ({ currency, amountMinor: units * 100 }));

/** A booking: its lines, an adjustment, the locked rate, and its ledger entries as recorded. */
const booking = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 5 }),
    // The operator's adjustment: a discount of up to a tenth of the first line, or a surcharge.
    adjustmentPercent: fc.integer({ min: -10, max: 20 }),
    rate: fc.integer({ min: 10_000, max: 20_000 }), // KES 100 to KES 200 per dollar
    payments: fc.array(
      fc.record({
        currency: fc.constantFrom(...currencies),
        amountMinor: fc.integer({ min: 1, max: 300_000_00 }),
        refundPercent: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 4 },
    ),
    status: fc.constantFrom<BookingStatus>("pending", "confirmed", "completed", "cancelled"),
  })
  .map(({ lines, adjustmentPercent, rate, payments, status }) => {
    const first = lines[0]!;
    const adjustment: Money = {
      currency: first.currency,
      amountMinor: Math.round((first.amountMinor * adjustmentPercent) / 100 / 100) * 100,
    };
    const owed = amountOwed({
      lines: [...lines, adjustment],
      totalPriceUsd: 0,
      lockedRate: rate,
      currentRate: null,
    });
    // The ledger records the rate on an entry in the other currency than the booking's, and
    // refuses a refund of more than was paid: each refund is a share of the payment before it.
    const recorded = (currency: PaymentCurrency, amountMinor: number): AccountEntry => ({
      currency,
      amountMinor,
      kesMinorPerUsd: currency === owed.currency ? null : rate,
    });
    const entries = payments.flatMap(({ currency, amountMinor, refundPercent }) => {
      const refund = -Math.floor((amountMinor * refundPercent) / 100);
      return [recorded(currency, amountMinor), ...(refund < 0 ? [recorded(currency, refund)] : [])];
    });
    return { status, rate, account: bookingAccount(owed, entries, rate) };
  });

const money = (minor: number, currency: PaymentCurrency) => formatMoney(minor, currency);

function expectBalanced(account: BookingAccount) {
  expect(account.totalMinor).toBe(
    account.paidMinor + account.outstandingMinor - account.creditMinor,
  );
  expect(account.outstandingMinor).toBeGreaterThanOrEqual(0);
  expect(account.creditMinor).toBeGreaterThanOrEqual(0);
  // A booking never owes and holds a credit at once.
  expect(Math.min(account.outstandingMinor, account.creditMinor)).toBe(0);
  // What was paid in each currency adds up to the paid figure in the booking's currency.
  expect(account.paidParts.reduce((sum, part) => sum + part.countedMinor, 0)).toBe(
    account.paidMinor,
  );
}

describe("one account per booking, the same figures on every surface", () => {
  it("owed = paid + due - credit, never a negative due, each currency paid counted at the ledger's rate", () => {
    fc.assert(
      fc.property(booking, ({ account }) => {
        expectBalanced(account);
      }),
      { numRuns: 300 },
    );
  });

  it("the card, the receipt and statement rows and the admin ledger state the account's figures", () => {
    fc.assert(
      fc.property(booking, ({ account }) => {
        const figures = accountFigures(account);
        const { currency } = account;
        expect(figures.total).toBe(money(account.totalMinor, currency));
        expect(figures.paid).toBe(money(account.paidMinor, currency));
        expect(figures.balance).toBe(money(account.outstandingMinor, currency));
        expect(figures.credit).toBe(
          account.creditMinor > 0 ? money(account.creditMinor, currency) : null,
        );
        // Money paid in the other currency is named as itself, never hidden in the other figure.
        const other = account.paidParts.find(
          (part) => part.currency !== currency && part.amountMinor !== 0,
        );
        if (other) expect(figures.paidAsSent).toContain(money(other.amountMinor, other.currency));
        else expect(figures.paidAsSent).toBeNull();
        const rows = new Map(accountRows(account));
        expect(rows.get("Total")).toBe(figures.total);
        expect(rows.get("Paid so far")).toBe(figures.paid);
        expect(rows.get("Balance")).toBe(figures.balance);
        expect(rows.get("Credit") ?? null).toBe(figures.credit);
      }),
      { numRuns: 300 },
    );
  });

  it("the pay page asks for part of the balance, and the plan's instalments still owed add up to it", () => {
    fc.assert(
      fc.property(
        booking,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 10 }),
        ({ account }, daysAhead, durationDays) => {
          const plan = paymentPlan({
            totalMinor: account.totalMinor,
            currency: account.currency,
            confirmedOn: "2030-01-01",
            departureDate: new Date(Date.UTC(2030, 0, 1 + daysAhead)).toISOString().slice(0, 10),
            durationDays,
            tripSlug: null,
          });
          const status = planStatus(plan, account.paidMinor, "2030-01-01");
          const stillOwed = status.instalments.reduce((sum, row) => sum + row.remainingMinor, 0);
          expect(stillOwed).toBe(account.outstandingMinor);
          expect(status.outstandingMinor).toBe(account.outstandingMinor);
          // The pay page's amount is the next instalment's remainder: due now, never above the balance.
          const payNow = status.nextDue?.remainingMinor ?? 0;
          expect(payNow).toBeLessThanOrEqual(account.outstandingMinor);
          expect(payNow > 0).toBe(account.outstandingMinor > 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the dashboard's summary adds up the cards: booked = paid + due - credit per currency, requests apart", () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 6 }), (bookings) => {
        const summary = moneySummary(
          bookings.map(({ status, account }) => ({ booking_status: status, account })),
        );
        const text = moneyCardText(summary);
        for (const figures of summary.currencies) {
          const mine = bookings.filter(
            ({ status, account }) =>
              account.currency === figures.currency && status !== "cancelled",
          );
          const booked = mine.filter(({ status }) => status !== "pending");
          const sum = (rows: typeof mine, pick: (account: BookingAccount) => number) =>
            rows.reduce((total, row) => total + pick(row.account), 0);
          expect(figures.bookedMinor).toBe(sum(booked, (a) => a.totalMinor));
          expect(figures.paidMinor).toBe(sum(booked, (a) => a.paidMinor));
          expect(figures.dueMinor).toBe(sum(booked, (a) => a.outstandingMinor));
          expect(figures.creditMinor).toBe(sum(booked, (a) => a.creditMinor));
          expect(figures.bookedMinor).toBe(
            figures.paidMinor + figures.dueMinor - figures.creditMinor,
          );
          // A request not yet confirmed is never in the booked figure.
          const pending = mine.filter(({ status }) => status === "pending");
          expect(figures.awaitingMinor).toBe(sum(pending, (a) => a.totalMinor));
          if (figures.bookedMinor !== 0 || figures.paidMinor !== 0) {
            expect(text.value).toContain(money(figures.bookedMinor, figures.currency));
            expect(text.lines[0]).toContain(money(figures.paidMinor, figures.currency));
          }
          if (figures.awaitingMinor > 0)
            expect(text.lines.find((words) => words.startsWith("Not yet confirmed"))).toContain(
              money(figures.awaitingMinor, figures.currency),
            );
        }
        // With one booked booking, the summary's words are the card's.
        if (bookings.length === 1 && ["confirmed", "completed"].includes(bookings[0]!.status)) {
          const card = accountFigures(bookings[0]!.account);
          expect(text.value).toBe(card.total);
          expect(text.lines).toContain(`Paid so far: ${card.paid}.`);
          expect(text.lines).toContain(`Balance due: ${card.balance}.`);
        }
      }),
      { numRuns: 200 },
    );
  });
});
