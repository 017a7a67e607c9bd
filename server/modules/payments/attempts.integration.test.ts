import { sql, type Kysely } from "kysely";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { testPostgresUrl } from "../../../tests/support/databases";
import { bookingInput } from "../../../tests/support/booking-input";
import { confirmBookingAt } from "../../../tests/support/confirmed-booking";
import {
  startDarajaTestServer,
  type DarajaTestServer,
  type StkPrompt,
} from "../../../tests/support/daraja-test-server";
import {
  startStripeTestServer,
  type StripeTestServer,
} from "../../../tests/support/stripe-test-server";
import { openDatabase, type DbHandle } from "../../platform/db/connection";
import { insertBooking } from "../bookings/store";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { createMpesaStk } from "./providers/mpesa-stk";
import { createStripeCheckout } from "./providers/stripe-checkout";
import type { PaymentProviders } from "./providers";
import {
  amountDue,
  applyStkCallback,
  applyStripeWebhook,
  pollPendingStkPayments,
  startCardPayment,
  startStkPayment,
  STK_FIRST_QUERY_AFTER_MS,
} from "./attempts";
import { shortReference } from "../../../domain/booking/reference";
import { bookingPayable } from "./payables";

/**
 * Paying through the providers, against the loopback Daraja and Stripe test servers, on both
 * databases: what the traveller and the operator would notice is the ledger (credited once, or
 * not at all) and the needs-attention list.
 */
const darajaCredentials = {
  consumerKey: "key",
  consumerSecret: "secret",
  shortcode: "174379",
  passkey: "passkey-for-tests",
};
const secretKey = "sk_test_integration";
const webhookSecret = "whsec_integration";
/** KES 129.35 for one US dollar, locked on the booking at confirmation. */
const RATE = 12_935;

let daraja: DarajaTestServer;
let stripe: StripeTestServer;
let providers: PaymentProviders;

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
});
afterAll(async () => {
  await daraja.close();
  await stripe.close();
});
afterEach(() => vi.restoreAllMocks());

/**
 * A phone number and a client address no other prompt in this file used: the per-phone and
 * per-address allowances (platform/limits.ts) count in this process across tests.
 */
let fresh = 0;
const freshPhone = () => `07${String(10_000_000 + ++fresh).slice(-8)}`;
const freshAddress = () => `198.51.100.${++fresh % 250}`;

const sign = (payload: string, secret = webhookSecret) =>
  new Stripe(secretKey).webhooks.generateTestHeaderString({ payload, secret });

describeOnEachDatabase("paying through M-Pesa and card on %s", (t, kind) => {
  let clock = new Date("2026-11-24T08:00:00Z");
  const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));

  /** A confirmed two-person booking of $1,700: a 30 % deposit of $510 (KES 65,969) is due. */
  async function confirmedBooking(db: Kysely<Database> = t.db) {
    const booking = await insertBooking(db, bookingInput({ status: "confirmed" }), clock);
    await confirmBookingAt(db, booking.id, clock, { kesMinorPerUsd: RATE, setOn: "2026-11-24" });
    return booking;
  }

  /** A card payment started and paid on Stripe for a new booking; its webhook not yet delivered. */
  async function paidCheckout(options: { amountTotal?: number } = {}) {
    const booking = await confirmedBooking();
    await startCardPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      returnUrl: "https://kilele.example/pay",
      now: tick(),
    });
    const session = stripe.sessions.find((s) => s.client_reference_id === booking.id)!;
    const { event } = await stripe.pay(session.id, { deliver: false, ...options });
    return { booking, session, payload: JSON.stringify(event) };
  }

  const ledger = (bookingId: string) =>
    t.db.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).execute();
  const attention = () =>
    t.db.selectFrom("payment_attention").selectAll().where("resolved_at", "is", null).execute();

  const attemptResult = (prompt: StkPrompt) =>
    t.db
      .selectFrom("payment_attempts")
      .select("result")
      .where("provider_request_id", "=", prompt.checkoutRequestId)
      .executeTakeFirst();

  async function promptFor(bookingId: string, phone = freshPhone()) {
    tick();
    const outcome = await startStkPayment(t.db, providers, {
      payable: bookingPayable(bookingId),
      phone,
      mayChoosePhone: true,
      clientAddress: freshAddress(),
      now: clock,
    });
    expect(outcome).toMatchObject({ status: 200 });
    return daraja.prompts.find(
      (p) => p.checkoutRequestId === outcome.attempt?.provider_request_id,
    )!;
  }

  /**
   * Another process's connection to the same database. On SQLite the site runs as one process
   * (several processes need PostgreSQL, README), so the race there is two requests at once in
   * that process, on its one connection: a second better-sqlite3 connection in this same thread
   * would block the thread on the file lock that the first connection's open transaction holds.
   */
  async function secondProcess(): Promise<DbHandle> {
    if (kind === "sqlite") return { ...t, close: async () => {} } as DbHandle;
    if (kind === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      return openDatabase({ databaseUrl: testPostgresUrl, pgSchema: rows[0]!.schema });
    }
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(t.db);
    return openDatabase({ sqliteFile: rows[0]!.file });
  }

  it("prompts the traveller's phone for the deposit in shillings and credits the callback once", async () => {
    const booking = await confirmedBooking();
    expect(await amountDue(t.db, bookingPayable(booking.id), clock)).toMatchObject({
      kind: "deposit",
      amountMinor: 51_000,
      kesAmountMinor: 6_596_900,
    });
    const phone = freshPhone();
    const prompt = await promptFor(booking.id, phone);
    expect(prompt).toMatchObject({
      amount: 65_969,
      phone: `254${phone.slice(1)}`,
      accountReference: shortReference(booking.id),
    });
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const body = daraja.paidCallbackBody(prompt);
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("credited");
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("duplicate");
    const entries = await ledger(booking.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount_minor: 6_596_900,
      currency: "KES",
      method: "mpesa-stk",
      // What Daraja's status query confirmed; the receipt the callback names is kept beside it.
      provider_reference: prompt.checkoutRequestId.toUpperCase(),
      note: `M-Pesa STK Push ${prompt.checkoutRequestId} (deposit), M-Pesa receipt ${prompt.receipt}`,
    });
    expect(await attemptResult(prompt)).toEqual({ result: `M-Pesa receipt ${prompt.receipt}` });
    // The deposit is paid: what is due next is the balance.
    expect(await amountDue(t.db, bookingPayable(booking.id), clock)).toMatchObject({
      kind: "balance",
    });
  });

  it("finds a payment whose callback was lost through the status query, and credits it once", async () => {
    const booking = await confirmedBooking();
    const prompt = await promptFor(booking.id);
    // Before the first query is due, nothing is asked; after it, the poller asks Daraja.
    expect((await pollPendingStkPayments(t.db, providers, clock)).queried).toBe(0);
    expect(
      (await pollPendingStkPayments(t.db, providers, tick(STK_FIRST_QUERY_AFTER_MS))).applied,
    ).toEqual(["pending"]);
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const round = await pollPendingStkPayments(t.db, providers, tick(STK_FIRST_QUERY_AFTER_MS));
    expect(round.applied).toContain("credited");
    // The callback turns up late: nothing more is credited.
    expect(await applyStkCallback(t.db, providers, daraja.paidCallbackBody(prompt), tick())).toBe(
      "duplicate",
    );
    expect(await ledger(booking.id)).toHaveLength(1);
    expect((await ledger(booking.id))[0]!.provider_reference).toBe(
      prompt.checkoutRequestId.toUpperCase(),
    );
    expect(await attemptResult(prompt)).toEqual({ result: `M-Pesa receipt ${prompt.receipt}` });
  });

  it("credits the amount the prompt asked for, never the amount a callback names", async () => {
    const booking = await confirmedBooking();
    const prompt = await promptFor(booking.id);
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const body = daraja.paidCallbackBody(prompt, { amount: 1 });
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("credited");
    expect(await ledger(booking.id)).toEqual([
      expect.objectContaining({ amount_minor: 6_596_900, currency: "KES" }),
    ]);
  });

  it("credits nothing from a callback until Daraja's status query confirms it", async () => {
    const booking = await confirmedBooking();
    const prompt = await promptFor(booking.id);
    const body = daraja.paidCallbackBody({ ...prompt, receipt: "FORGED0001" });
    // The prompt is still on the phone: Daraja's query says it is being processed.
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("pending");
    expect(await ledger(booking.id)).toEqual([]);
    // The traveller cancels; the same claim now meets a query that says not paid.
    await daraja.answer(prompt.checkoutRequestId, { pay: false, callback: false });
    expect(await applyStkCallback(t.db, providers, body, tick())).toBe("failed");
    expect(await ledger(booking.id)).toEqual([]);
    expect(await attention()).toContainEqual(
      expect.objectContaining({
        provider: "mpesa",
        booking_id: booking.id,
        reference: "FORGED0001",
        reason: expect.stringContaining("Daraja's status query says it was not paid"),
      }),
    );
  });

  it("flags a callback for a prompt it never sent, and ignores bodies that are not callbacks", async () => {
    const before = (await t.db.selectFrom("payments").select("id").execute()).length;
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: "1-1-1",
          CheckoutRequestID: "ws_CO_forged",
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: 65969 },
              { Name: "MpesaReceiptNumber", Value: "FORGED1234" },
              { Name: "PhoneNumber", Value: 254712345678 },
            ],
          },
        },
      },
    };
    expect(await applyStkCallback(t.db, providers, forged, tick())).toBe("unknown");
    expect(await applyStkCallback(t.db, providers, { Body: "nonsense" }, tick())).toBe(
      "unreadable",
    );
    expect((await t.db.selectFrom("payments").select("id").execute()).length).toBe(before);
    expect(await attention()).toContainEqual(
      expect.objectContaining({ provider: "mpesa", reference: "FORGED1234" }),
    );
  });

  it("credits the same callback arriving at two processes at once exactly once", async () => {
    const other = await secondProcess();
    try {
      for (let round = 0; round < 5; round++) {
        const booking = await confirmedBooking();
        const prompt = await promptFor(booking.id);
        await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
        const body = daraja.paidCallbackBody(prompt);
        const results = await Promise.all([
          applyStkCallback(t.db, providers, body, clock),
          applyStkCallback(other.db, providers, body, clock),
          pollPendingStkPayments(other.db, providers, tick(STK_FIRST_QUERY_AFTER_MS)).then(
            (r) => r.applied[0] ?? "pending",
          ),
        ]);
        expect(results.filter((r) => r === "credited")).toHaveLength(1);
        expect(await ledger(booking.id)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it("refuses a number M-Pesa cannot prompt, and a resend too soon, storing nothing", async () => {
    const booking = await confirmedBooking();
    const countAttempts = async () =>
      (
        await t.db
          .selectFrom("payment_attempts")
          .select("id")
          .where("booking_id", "=", booking.id)
          .execute()
      ).length;
    expect(
      await startStkPayment(t.db, providers, {
        payable: bookingPayable(booking.id),
        phone: "+44 7700 900123",
        mayChoosePhone: true,
        clientAddress: freshAddress(),
        now: tick(),
      }),
    ).toMatchObject({ status: 400, message: expect.stringContaining("Kenyan M-Pesa number") });
    expect(await countAttempts()).toBe(0);
    await promptFor(booking.id);
    expect(
      await startStkPayment(t.db, providers, {
        payable: bookingPayable(booking.id),
        phone: "0712345678",
        mayChoosePhone: true,
        clientAddress: freshAddress(),
        now: tick(5_000),
      }),
    ).toMatchObject({ status: 429 });
    expect(await countAttempts()).toBe(1);
    // Half a minute later the traveller may send it again.
    expect(
      await startStkPayment(t.db, providers, {
        payable: bookingPayable(booking.id),
        phone: "0712345678",
        mayChoosePhone: true,
        clientAddress: freshAddress(),
        now: tick(30_000),
      }),
    ).toMatchObject({ status: 200 });
  });

  it("records a cancelled prompt as not paid, and takes that from the query, not the callback", async () => {
    const booking = await confirmedBooking();
    const prompt = await promptFor(booking.id);
    await daraja.answer(prompt.checkoutRequestId, { pay: false, callback: false });
    const answer = daraja.cancelledCallbackBody(prompt);
    expect(await applyStkCallback(t.db, providers, answer, tick())).toBe("failed");
    const attempt = await t.db
      .selectFrom("payment_attempts")
      .selectAll()
      .where("provider_request_id", "=", prompt.checkoutRequestId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ status: "failed", result: "Request cancelled by user" });
    expect(await ledger(booking.id)).toEqual([]);
    // A forged "cancelled" for a prompt the traveller paid stops nothing: the query says paid.
    const paid = await promptFor((await confirmedBooking()).id);
    await daraja.answer(paid.checkoutRequestId, { pay: true, callback: false });
    const forged = daraja.cancelledCallbackBody(paid);
    expect(await applyStkCallback(t.db, providers, forged, tick())).toBe("credited");
  });

  it("takes a card payment through one Checkout Session and applies its webhook once per event", async () => {
    const booking = await confirmedBooking();
    const returnUrl = `https://kilele.example/booking/${booking.id}/pay?key=k`;
    const first = await startCardPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      returnUrl,
      now: tick(),
    });
    const again = await startCardPayment(t.db, providers, {
      payable: bookingPayable(booking.id),
      returnUrl,
      now: tick(),
    });
    expect(first).toMatchObject({ status: 200 });
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const session = stripe.sessions.find((s) => s.client_reference_id === booking.id)!;
    expect(stripe.sessions.filter((s) => s.client_reference_id === booking.id)).toHaveLength(1);
    expect(session).toMatchObject({
      amount_total: 51_000,
      currency: "usd",
      metadata: { amount_kind: "deposit" },
    });

    const { event } = await stripe.pay(session.id, { deliver: false });
    const payload = JSON.stringify(event);
    const answer = await applyStripeWebhook(t.db, providers, payload, sign(payload), tick());
    expect(answer).toEqual({ status: 200, body: { received: true, applied: "credited" } });
    expect(await applyStripeWebhook(t.db, providers, payload, sign(payload), tick())).toMatchObject(
      {
        body: { applied: "duplicate" },
      },
    );
    // Stripe may send a second event about the same session: still one payment.
    const resent = stripe.completedEvent(session);
    expect(
      await applyStripeWebhook(t.db, providers, resent.payload, sign(resent.payload), tick()),
    ).toMatchObject({ body: { applied: "duplicate" } });
    const entries = await ledger(booking.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount_minor: 51_000,
      currency: "USD",
      method: "card",
      provider_reference: session.payment_intent!.toUpperCase(),
    });
  });

  it("refuses a webhook with a bad signature with 400 and a log line, crediting nothing", async () => {
    const { booking, payload } = await paidCheckout();
    const warn = vi.spyOn(logger, "warn");
    for (const signature of [sign(payload, "whsec_forged"), "t=1,v1=00", undefined]) {
      expect(await applyStripeWebhook(t.db, providers, payload, signature, tick())).toEqual({
        status: 400,
        body: { error: "The Stripe-Signature header does not sign this body." },
      });
    }
    const tampered = payload.replace('"amount_total":51000', '"amount_total":5100000');
    expect(
      (await applyStripeWebhook(t.db, providers, tampered, sign(payload), tick())).status,
    ).toBe(400);
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      "stripe webhook refused: bad signature, nothing applied",
    );
    expect(await ledger(booking.id)).toEqual([]);
  });

  it("flags a card payment for an unknown checkout or a different amount, crediting nothing", async () => {
    const { booking, session, payload } = await paidCheckout({ amountTotal: 100 });
    expect(
      (await applyStripeWebhook(t.db, providers, payload, sign(payload), tick())).body,
    ).toEqual({
      received: true,
      applied: "mismatch",
    });
    const unknown = stripe.completedEvent({ ...session, id: "cs_test_not_ours" });
    expect(
      (await applyStripeWebhook(t.db, providers, unknown.payload, sign(unknown.payload), tick()))
        .body,
    ).toEqual({ received: true, applied: "unknown" });
    expect(await ledger(booking.id)).toEqual([]);
    const open = await attention();
    expect(open).toContainEqual(
      expect.objectContaining({
        provider: "stripe",
        booking_id: booking.id,
        reason: expect.stringContaining("($1) does not match the amount requested ($510)"),
      }),
    );
    expect(open).toContainEqual(
      expect.objectContaining({
        provider: "stripe",
        reason: expect.stringContaining("did not start"),
      }),
    );
  });

  it("applies one webhook delivered to two processes at once exactly once", async () => {
    const other = await secondProcess();
    try {
      const { booking, payload } = await paidCheckout();
      const answers = await Promise.all([
        applyStripeWebhook(t.db, providers, payload, sign(payload), tick()),
        applyStripeWebhook(other.db, providers, payload, sign(payload), clock),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await ledger(booking.id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
