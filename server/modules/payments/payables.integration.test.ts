import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import {
  startDarajaTestServer,
  type DarajaTestServer,
} from "../../../tests/support/daraja-test-server";
import {
  startStripeTestServer,
  type StripeTestServer,
} from "../../../tests/support/stripe-test-server";
import { withServerSubscriptions } from "../../../tests/support/subscriptions";
import { subscribe, type Events } from "../../platform/events";
import { createMpesaStk } from "./providers/mpesa-stk";
import { createStripeCheckout } from "./providers/stripe-checkout";
import type { PaymentProviders } from "./providers";
import {
  amountDue,
  applyStkCallback,
  applyStripeWebhook,
  recentAttempts,
  startCardPayment,
  startStkPayment,
} from "./attempts";
import { payablePayments, sumLedger } from "./ledger";
import { registerPayableKind, type PayableKind, type PayableRef } from "./payables";

/**
 * A second kind of payable, defined here and nowhere else, paid through the same path as a
 * booking: attempt, provider (the loopback Daraja and Stripe), ledger and PaymentRecorded. No
 * booking code knows it: this is how a proposal's share or a voucher sale will plug in
 * (decision 0062). The booking's own subscribers run too and leave it alone.
 */
const darajaCredentials = {
  consumerKey: "key",
  consumerSecret: "secret",
  shortcode: "174379",
  passkey: "passkey-for-tests",
};
const secretKey = "sk_test_payables";
const webhookSecret = "whsec_payables";

/** The test's gift vouchers: a price in one currency, the buyer's phone, paid in full at once. */
interface TestVoucher {
  title: string;
  priceMinor: number;
  currency: "USD" | "KES";
  phone: string | null;
}
const vouchers = new Map<string, TestVoucher>();
const VOUCHER = "test-voucher";

const voucherKind: PayableKind = {
  kind: VOUCHER,
  noun: "voucher",
  async due(db, id) {
    const voucher = vouchers.get(id);
    if (!voucher) return null;
    const entries = await payablePayments(db, { kind: VOUCHER, id });
    const left = voucher.priceMinor - sumLedger(entries, null, voucher.currency);
    if (left <= 0) return null;
    return {
      reference: id.slice(0, 12).toUpperCase(),
      description: voucher.title,
      instalment: "full",
      dueDate: "2026-11-24",
      amountMinor: left,
      currency: voucher.currency,
      kesRate: null,
      expiresAt: null,
    };
  },
  payerPhone: async (_db, id) => vouchers.get(id)?.phone,
  async account(_trx, id) {
    const voucher = vouchers.get(id);
    if (!voucher) return undefined;
    return { currency: voucher.currency, lockedRate: null, lockRate: async () => null };
  },
};

let daraja: DarajaTestServer;
let stripe: StripeTestServer;
let providers: PaymentProviders;
let unregister = () => {};
const recorded: Array<Events["PaymentRecorded"]> = [];
let unsubscribe = () => {};

beforeAll(async () => {
  daraja = await startDarajaTestServer({ ...darajaCredentials, autoAnswer: "none" });
  stripe = await startStripeTestServer({
    secretKey,
    webhookSecret,
    webhookUrl: "http://127.0.0.1:9/unused",
  });
  providers = {
    mpesa: createMpesaStk({
      ...darajaCredentials,
      callbackUrl: "https://kilele.example/api/payments/mpesa/callback/0123456789abcdefghijklmn",
      callbackToken: "0123456789abcdefghijklmn",
      baseUrl: daraja.url,
    }),
    card: createStripeCheckout({ secretKey, webhookSecret, apiBase: new URL(stripe.url) }),
  };
  unregister = registerPayableKind(voucherKind);
  unsubscribe = subscribe("PaymentRecorded", (event) => {
    if (event.payable.kind === VOUCHER) recorded.push(event);
  });
});
afterAll(async () => {
  unsubscribe();
  unregister();
  await daraja.close();
  await stripe.close();
});

let fresh = 0;
const freshAddress = () => `203.0.113.${++fresh % 250}`;

describeOnEachDatabase("a payable of another kind than a booking on %s", (t) => {
  withServerSubscriptions();
  let clock = new Date("2026-11-24T08:00:00Z");
  const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));

  function newVoucher(voucher: TestVoucher): PayableRef {
    const id = `gv${crypto.randomUUID().replaceAll("-", "")}`;
    vouchers.set(id, voucher);
    return { kind: VOUCHER, id };
  }
  const ledgerOf = (payable: PayableRef) =>
    t.db
      .selectFrom("payments")
      .selectAll()
      .where("payable_kind", "=", payable.kind)
      .where("payable_id", "=", payable.id)
      .execute();
  const mails = async () =>
    Number(
      (
        await t.db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("takes an M-Pesa prompt for it, credits it once in its own ledger, and announces it", async () => {
    const voucher = newVoucher({
      title: "Safari gift voucher",
      priceMinor: 1_500_000,
      currency: "KES",
      phone: "0712 345 678",
    });
    const mailsBefore = await mails();
    expect(await amountDue(t.db, voucher, clock)).toMatchObject({
      payable: voucher,
      noun: "voucher",
      kind: "full",
      amountMinor: 1_500_000,
      kesAmountMinor: 1_500_000,
      kesPrompts: 1,
    });
    const outcome = await startStkPayment(t.db, providers, {
      payable: voucher,
      mayChoosePhone: false,
      clientAddress: freshAddress(),
      now: tick(),
    });
    expect(outcome).toMatchObject({
      status: 200,
      message: "Check your phone: enter your M-Pesa PIN to pay KES 15,000 to Kilele Expeditions.",
    });
    const prompt = daraja.prompts.find(
      (p) => p.checkoutRequestId === outcome.attempt?.provider_request_id,
    )!;
    // The phone on file, the voucher's own reference and its amount in whole shillings.
    expect(prompt).toMatchObject({
      phone: "254712345678",
      accountReference: voucher.id.slice(0, 12).toUpperCase(),
      amount: 15_000,
    });

    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const body = daraja.paidCallbackBody(prompt);
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("credited");
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("duplicate");

    const entries = await ledgerOf(voucher);
    expect(entries).toEqual([
      expect.objectContaining({
        payable_kind: VOUCHER,
        payable_id: voucher.id,
        booking_id: null,
        amount_minor: 1_500_000,
        currency: "KES",
        method: "mpesa-stk",
        recorded_by: "mpesa",
      }),
    ]);
    expect(recorded.filter((event) => event.payment.id === entries[0]!.id)).toEqual([
      expect.objectContaining({ payable: voucher, receipt: true }),
    ]);
    // Paid in full: nothing more is due, and the booking's receipt mail left it alone.
    expect(await amountDue(t.db, voucher, tick())).toBeNull();
    expect(await mails()).toBe(mailsBefore);
    expect(await recentAttempts(t.db, voucher)).toEqual([
      expect.objectContaining({ status: "paid", payable_kind: VOUCHER, booking_id: null }),
    ]);
  });

  it("takes a card payment through a Checkout Session named for it, credited once from the webhook", async () => {
    const voucher = newVoucher({
      title: "Kilimanjaro gift voucher",
      priceMinor: 25_000,
      currency: "USD",
      phone: null,
    });
    const started = await startCardPayment(t.db, providers, {
      payable: voucher,
      returnUrl: "https://kilele.example/vouchers/pay",
      now: tick(),
    });
    expect(started).toMatchObject({ status: 200 });
    const session = stripe.sessions.find((s) => s.client_reference_id === voucher.id)!;
    expect(session).toMatchObject({
      amount_total: 25_000,
      currency: "usd",
      metadata: {
        payable_kind: VOUCHER,
        payable_reference: voucher.id.slice(0, 12).toUpperCase(),
        amount_kind: "full",
      },
    });
    const { event } = await stripe.pay(session.id, { deliver: false });
    const payload = JSON.stringify(event);
    const signature = new Stripe(secretKey).webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
    });
    expect(await applyStripeWebhook(t.db, providers, payload, signature, tick())).toEqual({
      status: 200,
      body: { received: true, applied: "credited" },
    });
    expect(await ledgerOf(voucher)).toEqual([
      expect.objectContaining({ amount_minor: 25_000, currency: "USD", booking_id: null }),
    ]);
    expect(await amountDue(t.db, voucher, tick())).toBeNull();
  });

  it("speaks of the voucher, not a booking, when it cannot prompt", async () => {
    // A dollar voucher has no shilling rate of its own: no M-Pesa prompt is offered for it.
    const dollars = newVoucher({
      title: "Voucher",
      priceMinor: 10_000,
      currency: "USD",
      phone: null,
    });
    expect(
      await startStkPayment(t.db, providers, {
        payable: dollars,
        mayChoosePhone: true,
        phone: "0712345678",
        clientAddress: freshAddress(),
        now: tick(),
      }),
    ).toMatchObject({
      status: 409,
      message:
        "M-Pesa prompts are not available for this voucher yet: please pay by card, Paybill or bank transfer.",
    });
    const noPhone = newVoucher({
      title: "Voucher",
      priceMinor: 100_000,
      currency: "KES",
      phone: null,
    });
    expect(
      await startStkPayment(t.db, providers, {
        payable: noPhone,
        mayChoosePhone: false,
        clientAddress: freshAddress(),
        now: tick(),
      }),
    ).toMatchObject({ status: 409, message: expect.stringMatching(/^Your voucher has no Kenyan/) });
    expect(
      await startStkPayment(t.db, providers, {
        payable: { kind: VOUCHER, id: "gv-unknown" },
        mayChoosePhone: false,
        clientAddress: freshAddress(),
        now: tick(),
      }),
    ).toEqual({ status: 404, message: "We have no such voucher." });
  });
});
