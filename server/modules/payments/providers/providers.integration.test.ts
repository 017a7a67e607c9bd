import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startDarajaTestServer,
  type DarajaTestServer,
} from "../../../../tests/support/daraja-test-server";
import {
  startStripeTestServer,
  type StripeTestServer,
} from "../../../../tests/support/stripe-test-server";
import type { MpesaSettings } from "../../../platform/config";
import { createDarajaClient } from "./daraja";
import { createMpesaStk } from "./mpesa-stk";
import { createStripeCheckout } from "./stripe-checkout";
import { bookingPayable } from "../payables";

/**
 * The adapters against the loopback test servers, which answer as Daraja and Stripe document:
 * the requests we send must be the ones those APIs accept (the test servers refuse anything else).
 */
const credentials = {
  consumerKey: "test-consumer-key",
  consumerSecret: "test-consumer-secret",
  shortcode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
};

describe("M-Pesa STK Push through Daraja's documented API", () => {
  let daraja: DarajaTestServer;
  let settings: MpesaSettings;

  beforeAll(async () => {
    daraja = await startDarajaTestServer({ ...credentials, autoAnswer: "none" });
    settings = {
      ...credentials,
      callbackUrl: "http://127.0.0.1:9/api/payments/mpesa/callback/0123456789abcdefghijklmn",
      callbackToken: "0123456789abcdefghijklmn",
      baseUrl: daraja.url,
    };
  });
  afterAll(() => daraja.close());

  it("sends a prompt for the amount, phone and account reference, and asks its status", async () => {
    const stk = createMpesaStk(settings);
    const started = await stk.start({
      attemptId: "a1",
      payable: bookingPayable("e345c836-0000-4000-8000-000000000000"),
      noun: "booking",
      reference: "E345C836",
      kind: "deposit",
      amountMinor: 7_179_000,
      currency: "KES",
      description: "Mount Kenya",
      phone: "254712345678",
      returnUrl: "",
    });
    expect(started).toMatchObject({ started: true });
    expect(daraja.refused).toEqual([]);
    const prompt = daraja.prompts.at(-1)!;
    expect(prompt).toMatchObject({
      amount: 71_790,
      phone: "254712345678",
      accountReference: "E345C836",
      callbackUrl: settings.callbackUrl,
    });
    expect(started.started && started.providerRequestId).toBe(prompt.checkoutRequestId);

    expect(await stk.query(prompt.checkoutRequestId)).toEqual({ state: "pending" });
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    expect(await stk.query(prompt.checkoutRequestId)).toMatchObject({ state: "paid" });
  });

  it("keeps one OAuth token until it expires, and gets a new one when Daraja stops taking it", async () => {
    let clock = new Date("2026-11-24T10:00:00Z");
    const client = createDarajaClient(settings, { now: () => clock });
    const push = () =>
      client.stkPush({
        amount: 10,
        phone: "254712345678",
        accountReference: "REF",
        description: "x",
      });
    const before = daraja.tokensIssued;
    await Promise.all([push(), push()]);
    await push();
    expect(daraja.tokensIssued - before).toBe(1);
    clock = new Date(clock.getTime() + 3600_000);
    await push();
    expect(daraja.tokensIssued - before).toBe(2);
    daraja.expireTokens();
    expect(await push()).toMatchObject({ accepted: true });
    expect(daraja.tokensIssued - before).toBe(3);
  });

  it("reports Daraja's refusal in its own words, and an unreachable Daraja as unavailable", async () => {
    const stk = createMpesaStk({ ...settings, passkey: "wrong" });
    const refused = await stk.start({
      attemptId: "a2",
      payable: bookingPayable("b"),
      noun: "booking",
      reference: "REF",
      kind: "deposit",
      amountMinor: 100_00,
      currency: "KES",
      description: "x",
      phone: "254712345678",
      returnUrl: "",
    });
    expect(refused).toEqual({
      started: false,
      reason: "400.002.02: Bad Request - Invalid Password",
    });
    const offline = createDarajaClient({ ...settings, baseUrl: "http://127.0.0.1:9" });
    await expect(offline.stkQuery("ws_CO_1")).rejects.toThrow(/unreachable/);
  });
});

describe("Stripe Checkout through the official SDK", () => {
  let stripe: StripeTestServer;
  const secretKey = "sk_test_providers";
  const webhookSecret = "whsec_providers_test";

  beforeAll(async () => {
    stripe = await startStripeTestServer({
      secretKey,
      webhookSecret,
      webhookUrl: "http://127.0.0.1:9/api/payments/stripe/webhook",
    });
  });
  afterAll(() => stripe.close());

  it("makes one Checkout Session per amount due, with the booking and the amount's kind", async () => {
    const card = createStripeCheckout({ secretKey, webhookSecret, apiBase: new URL(stripe.url) });
    const bookingId = "e345c836-0000-4000-8000-000000000000";
    const payment = {
      attemptId: "attempt-1",
      payable: bookingPayable(bookingId),
      noun: "booking",
      reference: "E345C836",
      kind: "deposit",
      amountMinor: 55_500,
      currency: "USD" as const,
      description: "Mount Kenya",
      returnUrl: "https://kilele.example/booking/e345c836/pay?key=k",
    };
    const first = await card.start(payment);
    const again = await card.start(payment);
    expect(first).toMatchObject({ started: true });
    expect(again).toEqual(first);
    expect(stripe.sessions).toHaveLength(1);
    expect(stripe.sessions[0]).toMatchObject({
      amount_total: 55_500,
      currency: "usd",
      client_reference_id: bookingId,
      metadata: { amount_kind: "deposit", booking_reference: "E345C836" },
      success_url:
        "https://kilele.example/booking/e345c836/pay?key=k&card=paid&session={CHECKOUT_SESSION_ID}",
      cancel_url: "https://kilele.example/booking/e345c836/pay?key=k&card=cancelled",
    });
    expect(first.started && first.redirectUrl).toBe(
      `${stripe.url}/c/pay/${stripe.sessions[0]!.id}`,
    );
  });

  it("accepts an event signed with the signing secret, and refuses one signed otherwise", () => {
    const card = createStripeCheckout({ secretKey, webhookSecret, apiBase: new URL(stripe.url) });
    const { id, payload } = stripe.completedEvent(stripe.sessions[0]!);
    const sign = (secret: string, body = payload) =>
      new Stripe(secretKey).webhooks.generateTestHeaderString({ payload: body, secret });
    expect(card.verifyEvent(payload, sign(webhookSecret))).toMatchObject({
      id,
      type: "checkout.session.completed",
    });
    expect(() => card.verifyEvent(payload, sign("whsec_someone_else"))).toThrow();
    expect(() => card.verifyEvent(payload.replace("55500", "1"), sign(webhookSecret))).toThrow();
    expect(() => card.verifyEvent(payload, undefined)).toThrow(/Stripe-Signature/);
  });
});
