import Stripe from "stripe";
import type { StripeSettings } from "../../../platform/config";
import { ProviderUnavailableError, type PaymentProvider } from "./provider";

/**
 * Card payments through Stripe Checkout with the official SDK: one Checkout Session per amount
 * due, and the `checkout.session.completed` webhook verified with the signing secret. In tests
 * STRIPE_API_BASE points the SDK (host, port, protocol) at tests/support/stripe-test-server.ts.
 */
export interface StripeCheckout extends PaymentProvider {
  method: "card";
  /**
   * Closes an open Checkout Session so it can no longer take a payment: true when Stripe expired
   * it, false when it was no longer open (paid meanwhile, or expired already).
   */
  expire(sessionId: string): Promise<boolean>;
  /** The event, when the Stripe-Signature header signs this exact body; throws otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined): Stripe.Event;
}

export type CompletedCheckout = Stripe.Checkout.Session;

export function createStripeCheckout(settings: StripeSettings): StripeCheckout {
  const base = settings.apiBase;
  const stripe = new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });

  return {
    method: "card",
    async start(payment) {
      let session: Stripe.Checkout.Session;
      const returnUrl = new URL(payment.returnUrl);
      const success = new URL(returnUrl);
      success.searchParams.set("card", "paid");
      const cancel = new URL(returnUrl);
      cancel.searchParams.set("card", "cancelled");
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: payment.payable.id,
            metadata: {
              payable_kind: payment.payable.kind,
              // Named as before for a booking: the operator finds it in Stripe's dashboard so.
              [payment.payable.kind === "booking" ? "booking_reference" : "payable_reference"]:
                payment.reference,
              amount_kind: payment.kind,
              attempt_id: payment.attemptId,
            },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: payment.currency.toLowerCase(),
                  unit_amount: payment.amountMinor,
                  product_data: { name: `${payment.description} (${payment.reference})` },
                },
              },
            ],
            // A held booking's page closes with its hold (Stripe takes 30 minutes to 24 hours).
            ...(payment.expiresAt
              ? { expires_at: Math.floor(payment.expiresAt.getTime() / 1000) }
              : {}),
            // {CHECKOUT_SESSION_ID} is filled in by Stripe; kept unescaped on purpose.
            success_url: `${success.toString()}&session={CHECKOUT_SESSION_ID}`,
            cancel_url: cancel.toString(),
          },
          { idempotencyKey: payment.attemptId },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { started: false, reason: error.message };
        throw new ProviderUnavailableError("card", "Stripe Checkout could not be reached", error);
      }
      if (!session.url) return { started: false, reason: "Stripe gave no checkout page" };
      return { started: true, providerRequestId: session.id, redirectUrl: session.url };
    },
    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw new ProviderUnavailableError("card", "Stripe Checkout could not be reached", error);
      }
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw new Error("no Stripe-Signature header");
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
