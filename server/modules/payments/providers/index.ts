import { mpesaSettings, stripeSettings } from "../../../platform/config";
import { createMpesaStk, type MpesaStk } from "./mpesa-stk";
import { createStripeCheckout, type StripeCheckout } from "./stripe-checkout";

export type { MpesaStk } from "./mpesa-stk";
export type { StripeCheckout } from "./stripe-checkout";
export { ProviderUnavailableError, type PaymentProvider, type ProviderMethod } from "./provider";

/** The providers this site has keys for; a null one is not offered anywhere (issue 16). */
export interface PaymentProviders {
  mpesa: MpesaStk | null;
  card: StripeCheckout | null;
}

let configured: PaymentProviders | undefined;
let replacement: PaymentProviders | undefined;

/** Made once from the environment (server/platform/config.ts). */
export function paymentProviders(): PaymentProviders {
  if (replacement) return replacement;
  if (!configured) {
    const mpesa = mpesaSettings();
    const card = stripeSettings();
    configured = {
      mpesa: mpesa ? createMpesaStk(mpesa) : null,
      card: card ? createStripeCheckout(card) : null,
    };
  }
  return configured;
}

/** Tests: providers pointed at loopback test servers; `undefined` restores the configured ones. */
export function replacePaymentProviders(next: PaymentProviders | undefined): void {
  replacement = next;
}

/** Where the card form sends the traveller: Stripe Checkout's pages (and the test server's in tests). */
export function checkoutFormOrigins(): string[] {
  const card = stripeSettings();
  if (!card) return [];
  return ["https://checkout.stripe.com", ...(card.apiBase ? [card.apiBase.origin] : [])];
}
