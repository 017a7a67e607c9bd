import Stripe from "stripe";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { createStripeCheckout } from "./providers/stripe-checkout";
import { applyStripeWebhook } from "./attempts";

const secretKey = "sk_test_shape";
const webhookSecret = "whsec_shape";
const providers = {
  mpesa: null,
  card: createStripeCheckout({ secretKey, webhookSecret, apiBase: new URL("http://127.0.0.1:9") }),
};

/** A body as Stripe would sign it, with the header it would send. */
function signed(event: unknown): [string, string] {
  const payload = JSON.stringify(event);
  return [
    payload,
    new Stripe(secretKey).webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  ];
}

describeOnEachDatabase("a validly signed Stripe event of another shape on %s", (t) => {
  it("is answered 400 with a sentence, and nothing is stored (19 of 300 fuzzed events were a 500)", async () => {
    for (const event of [
      { id: "evt_no_data", type: "checkout.session.completed" },
      { id: "evt_null_object", type: "checkout.session.completed", data: { object: null } },
      {
        id: "evt_no_amount",
        type: "checkout.session.completed",
        data: {
          object: { id: "cs_1", payment_status: "paid", amount_total: "lots", currency: "usd" },
        },
      },
      { id: 12, type: "checkout.session.completed", data: { object: {} } },
      ["an", "array"],
    ]) {
      const answer = await applyStripeWebhook(t.db, providers, ...signed(event));
      expect(answer.status, JSON.stringify(event)).toBe(400);
      expect(answer.body, JSON.stringify(event)).toEqual({
        error: expect.stringMatching(
          /^The event is signed but is not a (Stripe event|Checkout Session)\.$/,
        ),
      });
    }
    const stored = await t.db.selectFrom("payment_provider_events").select("event_id").execute();
    expect(stored).toEqual([]);
  });

  it("still takes a well-formed event of a type the site does not act on", async () => {
    const answer = await applyStripeWebhook(
      t.db,
      providers,
      ...signed({ id: "evt_refund", type: "charge.refunded", data: { object: { id: "ch_1" } } }),
    );
    expect(answer).toEqual({ status: 200, body: { received: true, applied: "ignored" } });
  });
});
