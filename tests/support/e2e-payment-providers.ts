/**
 * The payment providers of the end-to-end server (playwright.config.ts passes these to it): both
 * point at loopback test servers that tests/e2e/payments-providers.spec.ts starts on these ports.
 * Other specs never start them; the site only calls them when a traveller starts a payment.
 */
export function e2ePaymentProviders(sitePort: number) {
  const darajaPort = Number(process.env.E2E_DARAJA_PORT ?? sitePort + 1000);
  const stripePort = Number(process.env.E2E_STRIPE_PORT ?? sitePort + 2000);
  const callbackToken = "e2e-callback-token-0123456789";
  return {
    darajaPort,
    stripePort,
    callbackToken,
    mpesa: {
      consumerKey: "e2e-consumer-key",
      consumerSecret: "e2e-consumer-secret",
      shortcode: "174379",
      passkey: "e2e-passkey",
    },
    stripe: { secretKey: "sk_test_e2e", webhookSecret: "whsec_e2e" },
    env: {
      MPESA_CONSUMER_KEY: "e2e-consumer-key",
      MPESA_CONSUMER_SECRET: "e2e-consumer-secret",
      MPESA_SHORTCODE: "174379",
      MPESA_PASSKEY: "e2e-passkey",
      MPESA_CALLBACK_URL: `http://127.0.0.1:${sitePort}/api/payments/mpesa/callback/${callbackToken}`,
      MPESA_BASE_URL: `http://127.0.0.1:${darajaPort}`,
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e",
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
  };
}
