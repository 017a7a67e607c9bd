import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { bookingInput } from "../../../tests/support/booking-input";
import { confirmBookingAt } from "../../../tests/support/confirmed-booking";
import {
  startDarajaTestServer,
  type DarajaTestServer,
} from "../../../tests/support/daraja-test-server";
import { insertBooking } from "../bookings/store";
import type { Database } from "../../platform/db/schema";
import { createMpesaStk } from "./providers/mpesa-stk";
import type { PaymentProviders } from "./providers";
import { amountDue, pollPendingStkPayments, startStkPayment } from "./attempts";
import { LIMITS } from "../../platform/limits";
import { bookingPayable } from "./payables";

/**
 * Whom an M-Pesa prompt may ring and for how much, against the loopback Daraja test server: the
 * phone on the booking unless the visitor holds the booking's pay link or is its owner, a few
 * prompts per phone and per address, and never more than M-Pesa's per-transaction limit.
 */
const darajaCredentials = {
  consumerKey: "key",
  consumerSecret: "secret",
  shortcode: "174379",
  passkey: "passkey-for-tests",
};
/** KES 129.35 for one US dollar, locked on the booking at confirmation. */
const RATE = 12_935;

let daraja: DarajaTestServer;
let providers: PaymentProviders;

beforeAll(async () => {
  daraja = await startDarajaTestServer({ ...darajaCredentials, autoAnswer: "none" });
  providers = {
    mpesa: createMpesaStk({
      ...darajaCredentials,
      callbackUrl: "https://kilele.example/api/payments/mpesa/callback/0123456789abcdefghijklmn",
      callbackToken: "0123456789abcdefghijklmn",
      baseUrl: daraja.url,
    }),
    card: null,
  };
});
afterAll(() => daraja.close());

/** Numbers and addresses no other test here used: the allowances count across tests. */
let fresh = 0;
const freshPhone = () => `07${String(20_000_000 + ++fresh).slice(-8)}`;
const freshAddress = () => `203.0.113.${++fresh % 250}`;
const international = (phone: string) => `254${phone.slice(1)}`;

describeOnEachDatabase("M-Pesa prompt rules on %s", (t) => {
  let clock = new Date("2026-11-24T08:00:00Z");
  const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));

  /** A confirmed booking of `totalPrice` dollars for two, its phone `phone`, at RATE. */
  async function confirmedBooking(
    options: { phone?: string | null; totalPrice?: number } = {},
    db: Kysely<Database> = t.db,
  ) {
    const booking = await insertBooking(
      db,
      bookingInput({
        status: "confirmed",
        clientPhone: options.phone === undefined ? freshPhone() : options.phone,
        totalPrice: options.totalPrice ?? 1700,
      }),
      clock,
    );
    await confirmBookingAt(db, booking.id, clock, { kesMinorPerUsd: RATE, setOn: "2026-11-24" });
    return booking;
  }

  const promptsTo = (phone: string) => daraja.prompts.filter((p) => p.phone === phone);

  it("sends no prompt to a number typed by a visitor who holds neither the pay link nor the account", async () => {
    const booking = await confirmedBooking();
    const stranger = freshPhone();
    const outcome = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      phone: stranger,
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(outcome.status).toBe(403);
    expect(promptsTo(international(stranger))).toHaveLength(0);
    // Without a number typed, the prompt goes to the phone on the booking.
    const own = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(own.status).toBe(200);
    expect(promptsTo(international(booking.client_phone!))).toHaveLength(1);
    expect(own.attempt?.phone).toBe(international(booking.client_phone!));
  });

  it("lets the pay link's holder or the owner send the prompt to another number, recorded on the attempt", async () => {
    const booking = await confirmedBooking();
    const other = freshPhone();
    const outcome = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      phone: other,
      mayChoosePhone: true,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(outcome.status).toBe(200);
    expect(outcome.attempt?.phone).toBe(international(other));
    expect(promptsTo(international(other))).toHaveLength(1);
    // The booking's own phone is unchanged.
    const row = await t.db
      .selectFrom("bookings")
      .select("client_phone")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row.client_phone).toBe(booking.client_phone);
  });

  it("asks a booking without an M-Pesa number for one, and only a key holder may give it", async () => {
    const booking = await confirmedBooking({ phone: "+44 7700 900123" });
    const withoutKey = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(withoutKey).toMatchObject({ status: 409 });
    const withKey = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      mayChoosePhone: true,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(withKey).toMatchObject({ status: 400 });
  });

  it("rings one phone at most a few times an hour, whichever bookings ask", async () => {
    const phone = freshPhone();
    const limit = LIMITS.stkPromptsPerPhone.points;
    for (let sent = 0; sent < limit; sent += 1) {
      const booking = await confirmedBooking({ phone });
      const outcome = await startStkPayment(t.db, providers, {
        payable: bookingPayable(booking.id),
        mayChoosePhone: false,
        clientAddress: freshAddress(),
        now: tick(),
      });
      expect(outcome.status).toBe(200);
    }
    const another = await confirmedBooking({ phone });
    const refused = await startStkPayment(t.db, providers, {
      payable: bookingPayable(another.id),
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(refused).toMatchObject({ status: 429, message: expect.stringContaining("phone") });
    expect(promptsTo(international(phone))).toHaveLength(limit);
  });

  it("sends at most a few prompts an hour from one address, to any numbers", async () => {
    const address = freshAddress();
    const limit = LIMITS.stkPromptsPerAddress.points;
    for (let sent = 0; sent < limit; sent += 1) {
      const booking = await confirmedBooking();
      const outcome = await startStkPayment(t.db, providers, {
        payable: bookingPayable(booking.id),
        mayChoosePhone: false,
        clientAddress: address,
        now: tick(),
      });
      expect(outcome.status).toBe(200);
    }
    const booking = await confirmedBooking();
    const refused = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      mayChoosePhone: false,
      clientAddress: address,
      now: tick(),
    });
    expect(refused.status).toBe(429);
    expect(promptsTo(international(booking.client_phone!))).toHaveLength(0);
  });

  it("asks a deposit above M-Pesa's per-transaction limit in several prompts of at most the limit", async () => {
    // $12,000 for two: a 30 % deposit of $3,600 is KES 465,660 at 129.35, above KES 250,000.
    const booking = await confirmedBooking({ totalPrice: 12_000 });
    const due = await amountDue(t.db, bookingPayable(booking.id), tick());
    expect(due).toMatchObject({
      amountMinor: 360_000,
      currency: "USD",
      kesAmountMinor: 46_566_000,
      kesPromptMinor: 25_000_000,
      kesPrompts: 2,
      kesRate: { kesMinorPerUsd: RATE, setOn: "2026-11-24" },
    });
    const first = await startStkPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(first.status).toBe(200);
    const prompt = promptsTo(international(booking.client_phone!)).at(-1)!;
    expect(prompt.amount).toBe(250_000);
    expect(first.attempt).toMatchObject({ amount_minor: 25_000_000, currency: "KES" });
    // Paid: the next prompt asks for the rest, within the limit.
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    // Every prompt still pending in this database is asked about, ours among them.
    const round = await pollPendingStkPayments(t.db, providers, tick(10 * 60_000), 500);
    expect(round.applied).toContain("credited");
    const rest = await amountDue(t.db, bookingPayable(booking.id), tick());
    expect(rest?.kesPrompts).toBe(1);
    expect(rest?.kesPromptMinor).toBeLessThanOrEqual(25_000_000);
    expect(rest!.kesPromptMinor! + 25_000_000).toBeGreaterThanOrEqual(46_566_000);
  });
});
