import { Hono } from "hono";
import { clientAddress, isAddressIn } from "../platform/http/client-ip";
import { sameSecret } from "../platform/signed-token";
import { getDb } from "../platform/db";
import { logger } from "../platform/logger";
import { paymentProviders, applyStkCallback, applyStripeWebhook } from "../modules/payments";
import { apiError, jsonAnswer, jsonBodyLimit } from "../platform/http/json-api";

/**
 * What payment providers call (decision 0027):
 * - POST /api/payments/mpesa/callback/:token: Daraja's STK result. Daraja signs nothing, so the
 *   URL carries a secret token (MPESA_CALLBACK_URL); a wrong one gets 404 and a log line. Where
 *   the operator lists Safaricom's addresses (MPESA_CALLBACK_ALLOWED_IPS), any other sender gets
 *   403. Even then the callback is only a prompt to ask: Daraja's status query for its
 *   CheckoutRequestID decides, and a paid prompt is credited at the amount it asked for.
 * - POST /api/payments/stripe/webhook: Stripe's events, verified on the raw body with the
 *   signing secret.
 * Both answer 2xx once the report is applied (or known to be a duplicate), so the provider stops
 * retrying; money that does not match becomes a needs-attention entry for the operator.
 */
export const paymentsApi = new Hono()
  .post("/payments/mpesa/callback/:token", jsonBodyLimit(16 * 1024), async (c) => {
    const mpesa = paymentProviders().mpesa;
    if (!mpesa || !sameSecret(c.req.param("token"), mpesa.callbackToken)) {
      logger.warn(
        { configured: Boolean(mpesa) },
        "mpesa callback refused: wrong or missing path token, nothing applied",
      );
      return apiError(c, 404, `No API endpoint at ${c.req.path.replace(/[^/]+$/, "…")}.`);
    }
    const client = clientAddress(c);
    if (mpesa.callbackAllowedFrom && !isAddressIn(client, mpesa.callbackAllowedFrom)) {
      logger.warn(
        { client },
        "mpesa callback refused: not from an address in MPESA_CALLBACK_ALLOWED_IPS, nothing applied",
      );
      return apiError(c, 403, "Callbacks are taken only from Safaricom's addresses.");
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      logger.warn("mpesa callback refused: the body is not JSON, nothing applied");
      return apiError(c, 400, "The body must be Daraja's JSON callback.");
    }
    const applied = await applyStkCallback(getDb().db, paymentProviders(), body);
    // Daraja's documented acknowledgement.
    return jsonAnswer(c, { ResultCode: 0, ResultDesc: "Accepted", applied });
  })
  .post("/payments/stripe/webhook", jsonBodyLimit(256 * 1024), async (c) => {
    const answer = await applyStripeWebhook(
      getDb().db,
      paymentProviders(),
      await c.req.text(),
      c.req.header("stripe-signature"),
    );
    return jsonAnswer(c, answer.body, answer.status);
  });
