import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback stand-in for Stripe's API (tests only; the running site never imports it, see
 * tests/system/build-boundary.test.ts). The site's own `stripe` SDK talks to it through the SDK's
 * host/port/protocol options (STRIPE_API_BASE), so the requests are the SDK's real ones:
 *
 * - POST /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key honoured)
 *        -> a checkout.session object with `url` pointing at this server's checkout page
 * - GET  /v1/checkout/sessions/:id -> the session
 * - POST /v1/checkout/sessions/:id/expire -> the session, now expired; an open one only, as
 *        Stripe answers (a completed or expired one is a 400 invalid_request_error)
 * - GET  /c/pay/:id  a small "Stripe Checkout" page with Pay and Cancel buttons (plain forms)
 * - POST /c/pay/:id  pays: the session completes, a `checkout.session.completed` event is POSTed
 *        to the site's webhook, signed with the SDK's own generateTestHeaderString, and the
 *        browser is sent to success_url; Cancel sends it to cancel_url.
 */
export interface StripeTestServerOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's webhook endpoint (…/api/payments/stripe/webhook). */
  webhookUrl: string;
  port?: number;
}

export interface TestCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_intent: string | null;
  line_items_description: string;
  created: number;
  /** Unix seconds; Stripe accepts 30 minutes to 24 hours from creation. */
  expires_at: number;
}

export interface StripeTestServer {
  url: string;
  /** For Stripe's SDK options (host, port, protocol). */
  host: string;
  port: number;
  sessions: TestCheckoutSession[];
  /** Webhook deliveries made, with the site's answer. */
  deliveries: { eventId: string; type: string; status: number; body: string }[];
  /** Completes a session as if the card was paid, and delivers the webhook (unless told not to). */
  pay(
    sessionId: string,
    options?: { deliver?: boolean; amountTotal?: number },
  ): Promise<{ event: object; delivery: { status: number; body: string } | null }>;
  /** Delivers any event payload, signed with `secret` (default: the real one) or a raw header. */
  deliver(
    payload: string,
    options?: { secret?: string; signature?: string },
  ): Promise<{ status: number; body: string }>;
  completedEvent(session: TestCheckoutSession): { id: string; payload: string };
  close(): Promise<void>;
}

/** Stripe's form encoding (a[b][0][c]=v) back into an object. */
function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function stripeError(res: http.ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, param } }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeTestServer(
  options: StripeTestServerOptions,
): Promise<StripeTestServer> {
  const signer = new Stripe(options.secretKey);
  const sessions: TestCheckoutSession[] = [];
  const byIdempotencyKey = new Map<string, TestCheckoutSession>();
  const deliveries: StripeTestServer["deliveries"] = [];
  let origin = "";

  function completedEvent(session: TestCheckoutSession) {
    const id = `evt_test_${randomBytes(12).toString("hex")}`;
    const event = {
      id,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: { object: { ...session } },
    };
    return { id, payload: JSON.stringify(event) };
  }

  async function deliver(
    payload: string,
    deliverOptions: { secret?: string; signature?: string } = {},
  ) {
    const signature =
      deliverOptions.signature ??
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: deliverOptions.secret ?? options.webhookSecret,
      });
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    const result = { status: response.status, body: await response.text() };
    const parsed = JSON.parse(payload) as { id?: string; type?: string };
    deliveries.push({ eventId: parsed.id ?? "", type: parsed.type ?? "", ...result });
    return result;
  }

  async function pay(
    sessionId: string,
    payOptions: { deliver?: boolean; amountTotal?: number } = {},
  ) {
    const session = sessions.find((s) => s.id === sessionId);
    if (!session) throw new Error(`No Checkout Session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent ??= `pi_test_${randomBytes(12).toString("hex")}`;
    const eventSession = {
      ...session,
      amount_total: payOptions.amountTotal ?? session.amount_total,
    };
    const event = completedEvent(eventSession);
    const delivery = payOptions.deliver === false ? null : await deliver(event.payload);
    return { event: JSON.parse(event.payload) as object, delivery };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stripe.test");
    const body = await readBody(req);
    const checkout = /^\/c\/pay\/([\w-]+)$/.exec(url.pathname);
    if (checkout) {
      const session = sessions.find((s) => s.id === checkout[1]);
      if (!session) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        return res.end("No such checkout session");
      }
      if (session.status !== "open") {
        res.writeHead(410, { "Content-Type": "text/plain" });
        return res.end("This checkout session has expired or is complete.");
      }
      if (req.method === "POST") {
        const action = new URLSearchParams(body).get("action");
        if (action === "cancel") {
          res.writeHead(303, { Location: session.cancel_url });
          return res.end();
        }
        await pay(session.id);
        res.writeHead(303, {
          Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
        });
        return res.end();
      }
      const amount = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: session.currency.toUpperCase(),
      }).format(session.amount_total / 100);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Test checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>Test checkout</h1><p>Loopback stand-in for Stripe Checkout (tests only).</p>
<p>${escapeHtml(session.line_items_description)}</p><p><strong>${escapeHtml(amount)}</strong></p>
<form method="post"><button name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button name="action" value="cancel">Cancel</button></form></main></body></html>`);
    }

    if (!url.pathname.startsWith("/v1/")) {
      // The checkout page's favicon and the like.
      res.writeHead(404, { "Content-Type": "text/plain" });
      return res.end("Not found");
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(res, 401, "Invalid API Key provided");

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const key = req.headers["idempotency-key"];
      const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
      if (known) {
        res.writeHead(200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
        return res.end(JSON.stringify(known));
      }
      const form = parseStripeForm(body) as {
        mode?: string;
        success_url?: string;
        cancel_url?: string;
        client_reference_id?: string;
        metadata?: Record<string, string>;
        expires_at?: string;
        line_items?: Record<
          string,
          {
            quantity?: string;
            price_data?: {
              currency?: string;
              unit_amount?: string;
              product_data?: { name?: string };
            };
          }
        >;
      };
      if (form.mode !== "payment") return stripeError(res, 400, "Invalid mode", "mode");
      if (!form.success_url) return stripeError(res, 400, "Missing success_url", "success_url");
      const items = Object.values(form.line_items ?? {});
      if (items.length === 0) return stripeError(res, 400, "Missing line_items", "line_items");
      const currencies = new Set(items.map((item) => item.price_data?.currency));
      const total = items.reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1),
        0,
      );
      if (currencies.size !== 1 || !Number.isInteger(total) || total < 50)
        return stripeError(res, 400, "Invalid line_items", "line_items");
      const created = Math.floor(Date.now() / 1000);
      const expiresAt =
        form.expires_at === undefined ? created + 24 * 3600 : Number(form.expires_at);
      if (
        !Number.isInteger(expiresAt) ||
        expiresAt < created + 30 * 60 - 5 ||
        expiresAt > created + 24 * 3600
      )
        return stripeError(
          res,
          400,
          "expires_at must be 30 minutes to 24 hours away",
          "expires_at",
        );
      const id = `cs_test_${randomBytes(16).toString("hex")}`;
      const session: TestCheckoutSession = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: total,
        currency: [...currencies][0] ?? "usd",
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? form.success_url,
        url: `${origin}/c/pay/${id}`,
        payment_intent: null,
        line_items_description: items.map((item) => item.price_data?.product_data?.name).join(", "),
        created,
        expires_at: expiresAt,
      };
      sessions.push(session);
      if (typeof key === "string") byIdempotencyKey.set(key, session);
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve) {
      const session = sessions.find((s) => s.id === retrieve[1]);
      if (!session)
        return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, "id");
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(session));
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expire) {
      const session = sessions.find((s) => s.id === expire[1]);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${expire[1]}'`, "id");
      if (session.status !== "open")
        return stripeError(
          res,
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      session.status = "expired";
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(session));
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    host: "127.0.0.1",
    port,
    sessions,
    deliveries,
    pay,
    deliver,
    completedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
