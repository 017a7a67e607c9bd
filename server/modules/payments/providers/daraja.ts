import type { MpesaSettings } from "../../../platform/config";
import {
  darajaErrorSchema,
  darajaTimestamp,
  darajaTokenSchema,
  readStkQueryAnswer,
  stkPassword,
  stkPushAnswerSchema,
  type StkQueryReading,
} from "../../../../domain/payments/mpesa-stk";
import { ProviderUnavailableError } from "./provider";
import { systemNow } from "../../../platform/clock";

/**
 * Safaricom Daraja's HTTP API, as documented (developer.safaricom.co.ke): an OAuth token,
 * STK push (Lipa Na M-Pesa Online) and the STK status query. No SDK: three JSON calls.
 * Tests point `baseUrl` at tests/support/daraja-test-server.ts.
 */
export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<StkPushOutcome>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryReading>;
}

export interface StkPushRequest {
  /** Whole shillings: Daraja takes no cents. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX (domain/payments/mpesa-stk.ts mpesaPhone). */
  phone: string;
  /** 12 characters at most: shown on the customer's phone. */
  accountReference: string;
  description: string;
}

export type StkPushOutcome =
  | {
      accepted: true;
      checkoutRequestId: string;
      merchantRequestId: string;
      customerMessage: string;
    }
  | { accepted: false; reason: string };

/** Daraja answers within seconds or not at all; a traveller is not kept waiting longer than this. */
const CALL_TIMEOUT_MS = 15_000;
/** A token is renewed this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type DarajaCall = (path: string, init: RequestInit) => Promise<{ status: number; body: unknown }>;

/** One call to Daraja: its status and its body (JSON when it parses, else the text). */
async function darajaCall(
  send: typeof fetch,
  baseUrl: string,
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await send(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError("mpesa-stk", `Daraja ${path} unreachable`, error);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: the caller's schema refuses it with a readable reason.
  }
  return { status: response.status, body };
}

/**
 * The OAuth token: one for the process until it nearly expires; concurrent callers share one
 * request. `forget` drops it when Daraja refuses it early.
 */
function darajaTokens(settings: MpesaSettings, now: () => Date, call: DarajaCall) {
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString(
      "base64",
    );
    const { status, body } = await call("/oauth/v1/generate?grant_type=client_credentials", {
      method: "GET",
      headers: { Authorization: `Basic ${basic}` },
    });
    const parsed = darajaTokenSchema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new ProviderUnavailableError(
        "mpesa-stk",
        `Daraja refused the OAuth credentials (HTTP ${status})`,
      );
    token = {
      value: parsed.data.access_token,
      expiresAt: now().getTime() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  return {
    async accessToken(): Promise<string> {
      if (token && token.expiresAt > now().getTime()) return token.value;
      pendingToken ??= fetchToken().finally(() => {
        pendingToken = undefined;
      });
      return pendingToken;
    },
    forget(): void {
      token = undefined;
    },
  };
}

/** What an STK push's answer means: accepted with its ids, refused with a reason, or Daraja down. */
function stkPushOutcome(status: number, body: unknown): StkPushOutcome {
  const answer = stkPushAnswerSchema.safeParse(body);
  if (status === 200 && answer.success && answer.data.ResponseCode === "0") {
    return {
      accepted: true,
      checkoutRequestId: answer.data.CheckoutRequestID,
      merchantRequestId: answer.data.MerchantRequestID,
      customerMessage: answer.data.CustomerMessage,
    };
  }
  const error = darajaErrorSchema.safeParse(body);
  if (status >= 500 && !error.success)
    throw new ProviderUnavailableError("mpesa-stk", `Daraja STK push answered HTTP ${status}`);
  return {
    accepted: false,
    reason: error.success
      ? `${error.data.errorCode}: ${error.data.errorMessage}`
      : answer.success
        ? `${answer.data.ResponseCode}: ${answer.data.ResponseDescription}`
        : `HTTP ${status}`,
  };
}

export function createDarajaClient(
  settings: MpesaSettings,
  options: { now?: () => Date; fetch?: typeof fetch } = {},
): DarajaClient {
  const now = options.now ?? (() => systemNow());
  const send = options.fetch ?? fetch;
  const call: DarajaCall = (path, init) => darajaCall(send, settings.baseUrl, path, init);
  const tokens = darajaTokens(settings, now, call);

  async function authorisedPost(path: string, payload: object) {
    const post = async () =>
      call(path, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${await tokens.accessToken()}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(payload),
      });
    const first = await post();
    if (first.status !== 401) return first;
    // The token was revoked or expired early: one fresh token, one more try.
    tokens.forget();
    return post();
  }

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: settings.shortcode,
      Password: stkPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(request) {
      const { status, body } = await authorisedPost("/mpesa/stkpush/v1/processrequest", {
        ...credentials(),
        TransactionType: "CustomerPayBillOnline",
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: settings.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: settings.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.description.slice(0, 13),
      });
      return stkPushOutcome(status, body);
    },

    async stkQuery(checkoutRequestId) {
      const { body } = await authorisedPost("/mpesa/stkpushquery/v1/query", {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      return readStkQueryAnswer(body);
    },
  };
}
