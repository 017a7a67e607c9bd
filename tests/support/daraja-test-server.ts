import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for Safaricom Daraja (tests only; the running site never imports it, see
 * tests/system/build-boundary.test.ts). It answers the documented requests the way Daraja does:
 *
 * - GET  /oauth/v1/generate?grant_type=client_credentials, Basic key:secret
 *        -> { access_token, expires_in: "3599" }
 * - POST /mpesa/stkpush/v1/processrequest, Bearer token, { BusinessShortCode, Password, Timestamp,
 *        TransactionType, Amount, PartyA, PartyB, PhoneNumber, CallBackURL, AccountReference,
 *        TransactionDesc } -> { MerchantRequestID, CheckoutRequestID, ResponseCode: "0", ... }
 *        and later POSTs { Body: { stkCallback } } to CallBackURL, as the customer answers the prompt
 * - POST /mpesa/stkpushquery/v1/query, { BusinessShortCode, Password, Timestamp, CheckoutRequestID }
 *        -> { ResultCode: "0" | "1032", ... }, or the 500.001.1001 "being processed" error
 *
 * What the "customer" does with a prompt is up to the test: `answer(id, ...)`, or `autoAnswer`.
 */
export interface DarajaTestServerOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  port?: number;
  /** What the customer does with each prompt, after `autoAnswerDelayMs`; "none": the test decides. */
  autoAnswer?: "pay" | "cancel" | "none";
  autoAnswerDelayMs?: number;
}

export interface StkPrompt {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  phone: string;
  accountReference: string;
  callbackUrl: string;
  state: "waiting" | "paid" | "cancelled";
  receipt: string | null;
}

export interface DarajaTestServer {
  url: string;
  prompts: StkPrompt[];
  /** How many tokens were handed out (the client caches them). */
  tokensIssued: number;
  /** Requests the server refused, with Daraja's error code: what a test can assert on. */
  refused: { path: string; errorCode: string; errorMessage: string }[];
  /** The customer answers a prompt; `callback: false` loses the callback (the query still knows). */
  answer(
    checkoutRequestId: string,
    answer: { pay: boolean; callback?: boolean; amount?: number },
  ): Promise<{ status: number; body: string } | null>;
  /** POSTs any body to a callback URL, as Daraja would (for duplicate and forged callbacks). */
  postCallback(url: string, body: unknown): Promise<{ status: number; body: string }>;
  paidCallbackBody(prompt: StkPrompt, overrides?: { amount?: number }): unknown;
  /** The callback of a prompt the customer cancelled (ResultCode 1032). */
  cancelledCallbackBody(prompt: StkPrompt): unknown;
  expireTokens(): void;
  close(): Promise<void>;
}

/** The site's M-Pesa settings (server/platform/config.ts) for a Daraja with these credentials at `baseUrl`. */
export function darajaSiteEnv(
  credentials: Pick<
    DarajaTestServerOptions,
    "consumerKey" | "consumerSecret" | "shortcode" | "passkey"
  >,
  callbackUrl: string,
  baseUrl: string,
): Record<string, string> {
  return {
    MPESA_CONSUMER_KEY: credentials.consumerKey,
    MPESA_CONSUMER_SECRET: credentials.consumerSecret,
    MPESA_SHORTCODE: credentials.shortcode,
    MPESA_PASSKEY: credentials.passkey,
    MPESA_CALLBACK_URL: callbackUrl,
    MPESA_BASE_URL: baseUrl,
  };
}

function darajaError(
  res: http.ServerResponse,
  status: number,
  errorCode: string,
  errorMessage: string,
) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ requestId: randomBytes(6).toString("hex"), errorCode, errorMessage }));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startDarajaTestServer(
  options: DarajaTestServerOptions,
): Promise<DarajaTestServer> {
  const tokens = new Set<string>();
  const prompts: StkPrompt[] = [];
  const refused: DarajaTestServer["refused"] = [];
  let sequence = 0;

  const refuse = (
    res: http.ServerResponse,
    path: string,
    status: number,
    errorCode: string,
    errorMessage: string,
  ) => {
    refused.push({ path, errorCode, errorMessage });
    darajaError(res, status, errorCode, errorMessage);
  };

  const expectedPassword = (timestamp: string) =>
    Buffer.from(`${options.shortcode}${options.passkey}${timestamp}`).toString("base64");

  async function postCallback(url: string, body: unknown) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  }

  function paidCallbackBody(prompt: StkPrompt, overrides: { amount?: number } = {}) {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: overrides.amount ?? prompt.amount },
              { Name: "MpesaReceiptNumber", Value: prompt.receipt },
              { Name: "TransactionDate", Value: 20261124101500 },
              { Name: "PhoneNumber", Value: Number(prompt.phone) },
            ],
          },
        },
      },
    };
  }

  function cancelledCallbackBody(prompt: StkPrompt) {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: 1032,
          ResultDesc: "Request cancelled by user",
        },
      },
    };
  }

  async function answer(
    checkoutRequestId: string,
    choice: { pay: boolean; callback?: boolean; amount?: number },
  ) {
    const prompt = prompts.find((p) => p.checkoutRequestId === checkoutRequestId);
    if (!prompt) throw new Error(`No STK prompt ${checkoutRequestId}`);
    prompt.state = choice.pay ? "paid" : "cancelled";
    if (choice.pay) prompt.receipt = `T${randomBytes(5).toString("hex").toUpperCase().slice(0, 9)}`;
    if (choice.callback === false) return null;
    const body = choice.pay
      ? paidCallbackBody(prompt, { amount: choice.amount })
      : cancelledCallbackBody(prompt);
    return postCallback(prompt.callbackUrl, body);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://daraja.test");
    const body = await readBody(req);
    if (req.method === "GET" && url.pathname === "/oauth/v1/generate") {
      const expected = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString("base64")}`;
      if (url.searchParams.get("grant_type") !== "client_credentials")
        return refuse(res, url.pathname, 400, "400.008.02", "Invalid grant type passed");
      if (req.headers.authorization !== expected)
        return refuse(res, url.pathname, 400, "400.008.01", "Invalid Authentication passed");
      const token = randomBytes(14).toString("base64url");
      tokens.add(token);
      server.tokensIssued++;
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ access_token: token, expires_in: "3599" }));
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer))
      return refuse(res, url.pathname, 401, "404.001.03", "Invalid Access Token");
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return refuse(res, url.pathname, 400, "400.002.02", "Bad Request - Invalid Body");
    }
    const timestamp = String(payload.Timestamp ?? "");
    if (
      payload.BusinessShortCode !== options.shortcode ||
      !/^\d{14}$/.test(timestamp) ||
      payload.Password !== expectedPassword(timestamp)
    )
      return refuse(res, url.pathname, 400, "400.002.02", "Bad Request - Invalid Password");

    if (req.method === "POST" && url.pathname === "/mpesa/stkpush/v1/processrequest") {
      const amount = payload.Amount;
      const phone = String(payload.PhoneNumber ?? "");
      const accountReference = String(payload.AccountReference ?? "");
      const callbackUrl = String(payload.CallBackURL ?? "");
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1)
        return refuse(res, url.pathname, 400, "400.002.02", "Bad Request - Invalid Amount");
      if (!/^254[17]\d{8}$/.test(phone) || payload.PartyA !== phone)
        return refuse(res, url.pathname, 400, "400.002.02", "Bad Request - Invalid PhoneNumber");
      if (
        payload.TransactionType !== "CustomerPayBillOnline" ||
        payload.PartyB !== options.shortcode
      )
        return refuse(
          res,
          url.pathname,
          400,
          "400.002.02",
          "Bad Request - Invalid TransactionType",
        );
      if (!accountReference || accountReference.length > 12)
        return refuse(
          res,
          url.pathname,
          400,
          "400.002.02",
          "Bad Request - Invalid AccountReference",
        );
      if (!/^https?:\/\//.test(callbackUrl))
        return refuse(res, url.pathname, 400, "400.002.02", "Bad Request - Invalid CallBackURL");
      sequence++;
      const prompt: StkPrompt = {
        checkoutRequestId: `ws_CO_${Date.now()}${String(sequence).padStart(4, "0")}`,
        merchantRequestId: `29115-${sequence}-1`,
        amount,
        phone,
        accountReference,
        callbackUrl,
        state: "waiting",
        receipt: null,
      };
      prompts.push(prompt);
      if (options.autoAnswer && options.autoAnswer !== "none") {
        setTimeout(() => {
          void answer(prompt.checkoutRequestId, { pay: options.autoAnswer === "pay" }).catch(
            () => {},
          );
        }, options.autoAnswerDelayMs ?? 500).unref();
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResponseCode: "0",
          ResponseDescription: "Success. Request accepted for processing",
          CustomerMessage: "Success. Request accepted for processing",
        }),
      );
    }

    if (req.method === "POST" && url.pathname === "/mpesa/stkpushquery/v1/query") {
      const prompt = prompts.find((p) => p.checkoutRequestId === payload.CheckoutRequestID);
      if (!prompt)
        return refuse(
          res,
          url.pathname,
          400,
          "400.002.02",
          "Bad Request - Invalid CheckoutRequestID",
        );
      if (prompt.state === "waiting")
        return darajaError(res, 500, "500.001.1001", "The transaction is being processed");
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          ResponseCode: "0",
          ResponseDescription: "The service request has been accepted successsfully",
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: prompt.state === "paid" ? "0" : "1032",
          ResultDesc:
            prompt.state === "paid"
              ? "The service request is processed successfully."
              : "Request cancelled by user",
        }),
      );
    }
    return refuse(res, url.pathname, 404, "404.001.01", "Resource not found");
  }) as http.Server & { tokensIssued: number };
  server.tokensIssued = 0;

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    prompts,
    get tokensIssued() {
      return server.tokensIssued;
    },
    refused,
    answer,
    postCallback,
    paidCallbackBody,
    cancelledCallbackBody,
    expireTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
