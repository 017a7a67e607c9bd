import { Hono } from "hono";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { bookingInput } from "../../tests/support/booking-input";
import {
  startDarajaTestServer,
  type DarajaTestServer,
  type StkPrompt,
} from "../../tests/support/daraja-test-server";
import {
  startStripeTestServer,
  type StripeTestServer,
} from "../../tests/support/stripe-test-server";
import { bookingPayable } from "../modules/payments/index";

usePrivateAppDatabase("payments-api");
// The test servers post from loopback, which may speak for the client as a proxy in front does.
process.env.TRUST_PROXY = "127.0.0.1";

const { getDb } = await import("../platform/db");
const { insertBooking } = await import("../modules/bookings/store");
const { logger } = await import("../platform/logger");
const { paymentProviders, replacePaymentProviders } = await import("../modules/payments/providers");
const { createMpesaStk } = await import("../modules/payments/providers/mpesa-stk");
const { createStripeCheckout } = await import("../modules/payments/providers/stripe-checkout");
const { pollPendingStkPayments, startCardPayment, startStkPayment, STK_FIRST_QUERY_AFTER_MS } =
  await import("../modules/payments/attempts");
const { paymentsApi } = await import("./payments-api");
const { parseAddressRanges } = await import("../platform/http/client-ip");
const { confirmationPaymentRows } = await import("../modules/bookings/payment-receipts");

/** The provider endpoints as Daraja and Stripe reach them: through HTTP, with the test servers posting. */
const token = "route-test-token-0123456789abcdef";
const secretKey = "sk_test_routes";
const webhookSecret = "whsec_routes";
const credentials = { consumerKey: "k", consumerSecret: "s", shortcode: "600000", passkey: "p" };
const app = new Hono().route("/api", paymentsApi);

let daraja: DarajaTestServer;
let stripe: StripeTestServer;
let site: ReturnType<typeof import("node:http").createServer>;

beforeAll(async () => {
  // The app answers on a loopback port so the test servers can post to it, as the providers do.
  const http = await import("node:http");
  const { getRequestListener } = await import("@hono/node-server");
  site = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  daraja = await startDarajaTestServer({ ...credentials, autoAnswer: "none" });
  stripe = await startStripeTestServer({
    secretKey,
    webhookSecret,
    webhookUrl: `${origin}/api/payments/stripe/webhook`,
  });
  replacePaymentProviders({
    mpesa: createMpesaStk({
      ...credentials,
      callbackUrl: `${origin}/api/payments/mpesa/callback/${token}`,
      callbackToken: token,
      baseUrl: daraja.url,
    }),
    card: createStripeCheckout({ secretKey, webhookSecret, apiBase: new URL(stripe.url) }),
  });
});
afterAll(async () => {
  replacePaymentProviders(undefined);
  await daraja.close();
  await stripe.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

async function confirmedBooking() {
  const { db } = getDb();
  const booking = await insertBooking(db, bookingInput({ status: "confirmed" }));
  await db
    .updateTable("bookings")
    .set({ confirmed_at: new Date().toISOString(), kes_minor_per_usd: 13_000 })
    .where("id", "=", booking.id)
    .execute();
  return booking;
}

const payments = (bookingId: string) =>
  getDb().db.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).execute();

/** A number no other prompt here used: the per-phone allowance counts across tests. */
let phones = 0;
const freshPhone = () => `07${String(30_000_000 + ++phones).slice(-8)}`;

describe("the M-Pesa callback route", () => {
  it("credits a callback posted to the secret URL, once however often it comes", async () => {
    const booking = await confirmedBooking();
    const started = await startStkPayment(getDb().db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      phone: freshPhone(),
      mayChoosePhone: true,
      clientAddress: "198.51.100.7",
    });
    expect(started.status).toBe(200);
    const prompt = daraja.prompts.at(-1)!;
    const first = await daraja.answer(prompt.checkoutRequestId, { pay: true });
    expect(first?.status).toBe(200);
    expect(JSON.parse(first!.body)).toEqual({
      ResultCode: 0,
      ResultDesc: "Accepted",
      applied: "credited",
    });
    const again = await daraja.postCallback(prompt.callbackUrl, daraja.paidCallbackBody(prompt));
    expect(JSON.parse(again.body)).toMatchObject({ applied: "duplicate" });
    expect(await payments(booking.id)).toHaveLength(1);
  });

  it("refuses a callback without the secret token with 404 and a log line, crediting nothing", async () => {
    const booking = await confirmedBooking();
    await startStkPayment(getDb().db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      phone: freshPhone(),
      mayChoosePhone: true,
      clientAddress: "198.51.100.7",
    });
    const prompt = daraja.prompts.at(-1)!;
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const warn = vi.spyOn(logger, "warn");
    const forged = await app.request(`/api/payments/mpesa/callback/${"x".repeat(token.length)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(daraja.paidCallbackBody(prompt)),
    });
    expect(forged.status).toBe(404);
    expect(await forged.text()).not.toContain(token);
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      "mpesa callback refused: wrong or missing path token, nothing applied",
    );
    const notJson = await app.request(`/api/payments/mpesa/callback/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await payments(booking.id)).toEqual([]);
  });
});

describe("a forged M-Pesa callback (issue 26): the secret URL alone credits nothing", () => {
  /** What an attacker with the callback secret, a logged checkout id and amount can post. */
  const forged = (prompt: StkPrompt, amount = prompt.amount) =>
    daraja.paidCallbackBody({ ...prompt, receipt: "FORGED0001" }, { amount });
  const attemptOf = (prompt: StkPrompt) =>
    getDb()
      .db.selectFrom("payment_attempts")
      .select(["status", "provider_reference"])
      .where("provider_request_id", "=", prompt.checkoutRequestId)
      .executeTakeFirstOrThrow();

  async function pendingPrompt() {
    const booking = await confirmedBooking();
    const started = await startStkPayment(getDb().db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      phone: freshPhone(),
      mayChoosePhone: true,
      clientAddress: "198.51.100.7",
    });
    expect(started.status).toBe(200);
    return { booking, prompt: daraja.prompts.at(-1)! };
  }

  it("is not credited while Daraja's query says the prompt is not paid yet, cancelled or unknown", async () => {
    // Not answered yet: the query says "being processed".
    const waiting = await pendingPrompt();
    const first = await daraja.postCallback(waiting.prompt.callbackUrl, forged(waiting.prompt));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ ResultCode: 0, applied: "pending" });
    expect(await payments(waiting.booking.id)).toEqual([]);
    expect(await attemptOf(waiting.prompt)).toMatchObject({ status: "pending" });

    // Cancelled on the phone, its real callback lost: the query says 1032.
    const cancelled = await pendingPrompt();
    await daraja.answer(cancelled.prompt.checkoutRequestId, { pay: false, callback: false });
    const second = await daraja.postCallback(
      cancelled.prompt.callbackUrl,
      forged(cancelled.prompt),
    );
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toMatchObject({ applied: "failed" });
    expect(await payments(cancelled.booking.id)).toEqual([]);
    expect(await attemptOf(cancelled.prompt)).toMatchObject({ status: "failed" });
    const flagged = await getDb()
      .db.selectFrom("payment_attention")
      .select(["reason"])
      .where("booking_id", "=", cancelled.booking.id)
      .execute();
    expect(flagged).toEqual([
      { reason: expect.stringContaining("Daraja's status query says it was not paid") },
    ]);

    // A prompt Daraja does not know (its query answers Invalid CheckoutRequestID).
    const unknown = await pendingPrompt();
    daraja.prompts.splice(daraja.prompts.indexOf(unknown.prompt), 1);
    const third = await daraja.postCallback(unknown.prompt.callbackUrl, forged(unknown.prompt));
    expect(JSON.parse(third.body)).toMatchObject({ applied: "pending" });
    expect(await payments(unknown.booking.id)).toEqual([]);
  });

  it("is credited only at the amount the prompt asked for when Daraja's query says paid", async () => {
    const { booking, prompt } = await pendingPrompt();
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const answer = await daraja.postCallback(prompt.callbackUrl, forged(prompt, 157_549));
    expect(JSON.parse(answer.body)).toMatchObject({ applied: "credited" });
    const ledger = await payments(booking.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount_minor: prompt.amount * 100, currency: "KES" });
    expect(prompt.amount).not.toBe(157_549);
  });

  it("waits for the status poller when Daraja cannot be asked, which then credits it once", async () => {
    const { booking, prompt } = await pendingPrompt();
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const configured = paymentProviders();
    const callbackUrl = prompt.callbackUrl;
    replacePaymentProviders({
      ...configured,
      mpesa: createMpesaStk({
        ...credentials,
        callbackUrl,
        callbackToken: token,
        baseUrl: "http://127.0.0.1:9",
      }),
    });
    try {
      const answer = await daraja.postCallback(callbackUrl, daraja.paidCallbackBody(prompt));
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ applied: "pending" });
      expect(await payments(booking.id)).toEqual([]);
    } finally {
      replacePaymentProviders(configured);
    }
    const later = new Date(Date.now() + STK_FIRST_QUERY_AFTER_MS + 1_000);
    const round = await pollPendingStkPayments(getDb().db, paymentProviders(), later);
    expect(round.applied).toContain("credited");
    expect(await payments(booking.id)).toHaveLength(1);
  });

  it("never logs a checkout id beside an amount", async () => {
    const lines: unknown[][] = [];
    for (const level of ["info", "warn", "error"] as const)
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        lines.push(args);
      });
    try {
      const { prompt } = await pendingPrompt();
      await daraja.answer(prompt.checkoutRequestId, { pay: true });
      const withId = lines
        .map((args) => JSON.stringify(args))
        .filter((line) => line.toLowerCase().includes(prompt.checkoutRequestId.toLowerCase()));
      for (const line of withId) {
        expect(line).not.toMatch(/amount/i);
        // The amount as a number of its own: the checkout id and the ids beside it are digits too
        // (a time-based id held "66300" at one instant of the any-day sweep).
        const rest = line.replace(new RegExp(prompt.checkoutRequestId, "gi"), "");
        expect(rest).not.toMatch(new RegExp(`\\b${prompt.amount}\\b`));
      }
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("MPESA_CALLBACK_ALLOWED_IPS", () => {
  it("refuses a callback from any other address, as TRUST_PROXY reads it, crediting nothing", async () => {
    const configured = paymentProviders();
    const booking = await confirmedBooking();
    await startStkPayment(getDb().db, configured, {
      payable: bookingPayable(booking.id),
      phone: "0712 345 679",
      mayChoosePhone: true,
      clientAddress: "198.51.100.8",
    });
    const prompt = daraja.prompts.at(-1)!;
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    replacePaymentProviders({
      ...configured,
      mpesa: createMpesaStk({
        ...credentials,
        callbackUrl: prompt.callbackUrl,
        callbackToken: token,
        baseUrl: daraja.url,
        callbackAllowedFrom: parseAddressRanges("196.201.214.0/24, 196.201.213.44"),
      }),
    });
    const post = (forwardedFor?: string) =>
      fetch(prompt.callbackUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
        body: JSON.stringify(daraja.paidCallbackBody(prompt)),
      });
    const warn = vi.spyOn(logger, "warn");
    try {
      // Straight from loopback, and with a left-hand entry the sender wrote itself.
      for (const forwardedFor of [undefined, "196.201.214.200, 203.0.113.9"]) {
        const refused = await post(forwardedFor);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({
          error: "Callbacks are taken only from Safaricom's addresses.",
        });
      }
      expect(warn).toHaveBeenCalledWith(
        { client: "203.0.113.9" },
        "mpesa callback refused: not from an address in MPESA_CALLBACK_ALLOWED_IPS, nothing applied",
      );
      expect(await payments(booking.id)).toEqual([]);
      // From a listed address, through the trusted proxy: taken (and checked with Daraja).
      const taken = await post("196.201.214.200");
      expect(taken.status).toBe(200);
      expect(await taken.json()).toMatchObject({ applied: "credited" });
      expect(await payments(booking.id)).toHaveLength(1);
    } finally {
      replacePaymentProviders(configured);
      warn.mockRestore();
    }
  });
});

describe("the Stripe webhook route", () => {
  it("credits the webhook Stripe signs on the raw body, and refuses a forged one with 400", async () => {
    const booking = await confirmedBooking();
    const started = await startCardPayment(getDb().db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      returnUrl: "https://kilele.example/pay",
    });
    expect(started.status).toBe(200);
    const session = stripe.sessions.find((s) => s.client_reference_id === booking.id)!;
    const { event, delivery } = await stripe.pay(session.id);
    expect(delivery).toEqual({
      status: 200,
      body: JSON.stringify({ received: true, applied: "credited" }),
    });
    // The same body re-serialised (spaces) no longer matches its signature.
    const payload = JSON.stringify(event);
    const header = new Stripe(secretKey).webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
    });
    const reformatted = await app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: JSON.stringify(event, null, 2),
    });
    expect(reformatted.status).toBe(400);
    const forged = await stripe.deliver(stripe.completedEvent(session).payload, {
      secret: "whsec_guess",
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({
      error: "The Stripe-Signature header does not sign this body.",
    });
    expect(await payments(booking.id)).toHaveLength(1);
  });
});

describe("the confirmation email", () => {
  it("carries no address in its payment rows: the pay link is a button of its own", async () => {
    const booking = await confirmedBooking();
    const rows = (await confirmationPaymentRows(getDb().db, booking)) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some(([, value]) => value.includes("/pay?key="))).toBe(false);
  });
});
