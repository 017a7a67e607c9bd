import { describe, expect, it } from "vitest";
import { readStripeEvent } from "./stripe-event";

const session = {
  id: "cs_test_1",
  amount_total: 55500,
  currency: "usd",
  payment_status: "paid",
  payment_intent: "pi_1",
};

describe("reading a verified Stripe event", () => {
  it("reads a completed Checkout Session", () => {
    expect(
      readStripeEvent({
        id: "evt_1",
        type: "checkout.session.completed",
        data: { object: session },
      }),
    ).toEqual({
      ok: true,
      id: "evt_1",
      type: "checkout.session.completed",
      completedCheckout: session,
    });
  });

  it("reads another event's id and type, and nothing of its object", () => {
    expect(
      readStripeEvent({ id: "evt_2", type: "charge.refunded", data: { object: { id: "ch_1" } } }),
    ).toEqual({ ok: true, id: "evt_2", type: "charge.refunded", completedCheckout: null });
  });

  it("names what is wrong with a signed event of another shape", () => {
    for (const event of [
      null,
      "text",
      [],
      {},
      { id: "evt", type: "x" },
      { id: 5, type: "x", data: { object: {} } },
      { id: "evt", type: "x", data: { object: null } },
    ])
      expect(readStripeEvent(event), JSON.stringify(event)).toEqual({
        ok: false,
        problem: "not a Stripe event",
      });
    for (const object of [
      {},
      { ...session, amount_total: "55500" },
      { ...session, id: null },
      { ...session, amount_total: -1 },
      { ...session, payment_status: undefined },
    ])
      expect(
        readStripeEvent({ id: "evt", type: "checkout.session.completed", data: { object } }),
        JSON.stringify(object),
      ).toEqual({ ok: false, problem: "not a Checkout Session" });
  });
});
