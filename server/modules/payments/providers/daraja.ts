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

export function createDarajaClient(
  settings: MpesaSettings,
  options: { now?: () => Date; fetch?: typeof fetch } = {},
): DarajaClient {
  const now = options.now ?? (() => systemNow());
  const send = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await send(`${settings.baseUrl}${path}`, {
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

  /** One token for the process until it nearly expires; concurrent callers share one request. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function authorisedPost(path: string, payload: object) {
    const first = await call(path, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(payload),
    });
    if (first.status !== 401) return first;
    // The token was revoked or expired early: one fresh token, one more try.
    token = undefined;
    return call(path, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(payload),
    });
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
