import { z } from "zod";
import { nairobiWallClock } from "../calendar";
import { internationalPhone } from "../contact/phone";
import { MPESA_ACCOUNT_MAX } from "./how-to-pay";

/**
 * The pure parts of M-Pesa STK Push (Safaricom Daraja): the request's timestamp and password,
 * the phone number Daraja accepts, and the callback and status-query answers read with zod.
 * The HTTP calls live in server/modules/payments/providers/daraja.ts.
 */

/** `YYYYMMDDHHmmss` in Nairobi time (EAT, UTC+3 all year), as the STK push and query want it. */
export function darajaTimestamp(now: Date): string {
  const eat = nairobiWallClock(now);
  const pad = (value: number) => String(value).padStart(2, "0");
  return (
    `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}` +
    `${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`
  );
}

/** Password = base64(shortcode + passkey + timestamp), Daraja's documented rule. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

/**
 * The number an STK prompt can go to: a Kenyan mobile (Safaricom's 07xx and 01xx ranges) as
 * 2547XXXXXXXX or 2541XXXXXXXX; null for anything else. Accepts "0712 345 678",
 * "+254 712 345 678", "254712345678", "712345678".
 */
export function mpesaPhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[+\d\s().-]{9,20}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const international = /^[17]\d{8}$/.test(digits) ? `+254${digits}` : internationalPhone(trimmed);
  const match = /^\+254([17]\d{8})$/.exec(international);
  return match ? `254${match[1]}` : null;
}

/** The sentence shown beside the phone field when mpesaPhone says no. */
export const MPESA_PHONE_ERROR =
  "Enter the Kenyan M-Pesa number the prompt should go to, such as 0712 345 678.";

/** "254712345678" -> "0712 345 678", as the traveller reads their own number. */
export function displayMpesaPhone(phone: string): string {
  const local = `0${phone.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/**
 * "254712345678" -> "07•• ••• 678": the phone on a booking as the pay page shows it, enough for
 * its owner to recognise and too little for anyone else to learn it.
 */
export function maskedMpesaPhone(phone: string): string {
  const local = `0${phone.slice(3)}`;
  return `${local.slice(0, 2)}•• ••• ${local.slice(7)}`;
}

/**
 * How an amount is asked for by M-Pesa prompts of at most `maxMinor` each (Safaricom's
 * per-transaction limit): what the next prompt asks, and how many prompts the whole amount takes.
 */
export function mpesaPromptPlan(
  amountMinor: number,
  maxMinor: number,
): { promptMinor: number; prompts: number } {
  if (amountMinor <= 0) return { promptMinor: 0, prompts: 0 };
  return {
    promptMinor: Math.min(amountMinor, maxMinor),
    prompts: Math.ceil(amountMinor / maxMinor),
  };
}

/**
 * The account reference the traveller's phone shows: the booking's short reference, cut to
 * M-Pesa's 12 characters (the same limit as the Paybill reference, how-to-pay.ts).
 */
export function stkAccountReference(shortReference: string): string {
  return shortReference.slice(0, MPESA_ACCOUNT_MAX);
}

const callbackItem = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/** Daraja's documented callback body: `{ Body: { stkCallback: {...} } }`. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z.object({ Item: z.array(callbackItem).max(20) }).optional(),
    }),
  }),
});

/** What a callback or a status query says about one STK request. */
export type StkResult =
  | {
      outcome: "paid";
      checkoutRequestId: string;
      /** Whole shillings, as the customer paid them. */
      amount: number;
      /** The M-Pesa receipt number ("NLJ7RT61SV"): the ledger's provider reference. */
      receipt: string;
      phone: string | null;
      description: string;
    }
  | {
      outcome: "failed";
      checkoutRequestId: string;
      resultCode: number;
      /** Daraja's own words ("Request cancelled by user"). */
      description: string;
    };

export type StkCallbackReading =
  { ok: true; result: StkResult } | { ok: false; reason: string; checkoutRequestId?: string };

/** Reads a callback body; a success without its amount or receipt is refused, never guessed. */
export function readStkCallback(body: unknown): StkCallbackReading {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: "not an STK callback body" };
  const callback = parsed.data.Body.stkCallback;
  const checkoutRequestId = callback.CheckoutRequestID;
  if (callback.ResultCode !== 0) {
    return {
      ok: true,
      result: {
        outcome: "failed",
        checkoutRequestId,
        resultCode: callback.ResultCode,
        description: callback.ResultDesc,
      },
    };
  }
  const items = new Map(
    (callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]),
  );
  const amount = Number(items.get("Amount"));
  const receipt = String(items.get("MpesaReceiptNumber") ?? "");
  if (!Number.isFinite(amount) || amount <= 0 || !/^[A-Z0-9]{6,20}$/.test(receipt)) {
    return {
      ok: false,
      reason: "a successful callback without a valid Amount and MpesaReceiptNumber",
      checkoutRequestId,
    };
  }
  const phone = items.get("PhoneNumber");
  return {
    ok: true,
    result: {
      outcome: "paid",
      checkoutRequestId,
      amount,
      receipt,
      phone: phone === undefined ? null : String(phone),
      description: callback.ResultDesc,
    },
  };
}

/** The STK status query's documented answer (ResultCode is a string there). */
export const stkQueryAnswerSchema = z.object({
  ResponseCode: z.string().optional(),
  CheckoutRequestID: z.string().optional(),
  ResultCode: z.coerce.number().int(),
  ResultDesc: z.string().default(""),
});

/** Daraja's error body (`{ requestId, errorCode, errorMessage }`), e.g. "still being processed". */
export const darajaErrorSchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

/** The query's error code while the customer has not answered the prompt yet. */
export const STK_STILL_PROCESSING = "500.001.1001";

/**
 * What a status query says. A query never carries the receipt number or the amount: "paid"
 * means the prompt was accepted for the whole amount requested (a prompt cannot be part-paid).
 */
export type StkQueryReading =
  | { state: "pending" }
  | { state: "paid"; description: string }
  | { state: "failed"; resultCode: number; description: string }
  | { state: "unreadable"; description: string };

export function readStkQueryAnswer(body: unknown): StkQueryReading {
  const answer = stkQueryAnswerSchema.safeParse(body);
  if (answer.success) {
    return answer.data.ResultCode === 0
      ? { state: "paid", description: answer.data.ResultDesc }
      : {
          state: "failed",
          resultCode: answer.data.ResultCode,
          description: answer.data.ResultDesc,
        };
  }
  const error = darajaErrorSchema.safeParse(body);
  if (error.success && error.data.errorCode === STK_STILL_PROCESSING) return { state: "pending" };
  return {
    state: "unreadable",
    description: error.success
      ? `${error.data.errorCode}: ${error.data.errorMessage}`
      : "not a status query answer",
  };
}

/** The STK push's documented answer. */
export const stkPushAnswerSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.string(),
  ResponseDescription: z.string().default(""),
  CustomerMessage: z.string().default(""),
});

/** The OAuth answer; expires_in comes as a string of seconds. */
export const darajaTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});
