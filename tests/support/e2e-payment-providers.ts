import { darajaSiteEnv } from "./daraja-test-server";

/** Signs the end-to-end server's pay links; specs sign their own with it (tests/e2e/pay-links.spec.ts). */
export const E2E_PAY_LINK_SECRET = "e2e-pay-link-secret-that-is-at-least-32-characters";

/**
 * The payment providers of the end-to-end server (playwright.config.ts passes these to it): both
 * point at loopback test servers that tests/e2e/payments-providers.spec.ts starts on these ports.
 * Other specs never start them; the site only calls them when a traveller starts a payment.
 */
export function e2ePaymentProviders(sitePort: number) {
  const darajaPort = Number(process.env.E2E_DARAJA_PORT ?? sitePort + 1000);
  const stripePort = Number(process.env.E2E_STRIPE_PORT ?? sitePort + 2000);
  const callbackToken = "e2e-callback-token-0123456789";
  const mpesa = {
    consumerKey: "e2e-consumer-key",
    consumerSecret: "e2e-consumer-secret",
    shortcode: "174379",
    passkey: "e2e-passkey",
  };
  return {
    darajaPort,
    stripePort,
    callbackToken,
    mpesa,
    stripe: { secretKey: "sk_test_e2e", webhookSecret: "whsec_e2e" },
    env: {
      ...darajaSiteEnv(
        mpesa,
        `http://127.0.0.1:${sitePort}/api/payments/mpesa/callback/${callbackToken}`,
        `http://127.0.0.1:${darajaPort}`,
      ),
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e",
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
  };
}
