import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { clientAddress } from "./client-ip";
import { refusalHeaders, statusOfRefusal } from "./refusal-status";
import type { Refusal } from "../refusal";
import { jsonHoldsNul, NUL_REFUSAL } from "./form-posts";
import { env } from "../config";
import { nonDocumentSecurityHeaders, withCompleteHeaders } from "./security-headers";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
  type RateLimitRule,
  type RequestLimit,
} from "./rate-limiters";

let securityHeaders: Record<string, string> | undefined;

/**
 * A JSON answer made in one step with every header it needs: the security headers of an answer
 * that is not a page, the request id (request-log.ts), and the caller's own (Cache-Control).
 * The middlewares that would otherwise add them after the fact leave it as it is.
 */
export function jsonAnswer(
  c: Context,
  data: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  securityHeaders ??= nonDocumentSecurityHeaders(env().NODE_ENV === "production");
  const requestId: unknown = c.get("requestId");
  return withCompleteHeaders(
    new Response(JSON.stringify(data), {
      status,
      headers: {
        "Content-Type": "application/json",
        ...securityHeaders,
        ...(typeof requestId === "string" ? { "X-Request-Id": requestId } : {}),
        ...headers,
      },
    }),
  );
}

/** Every API error has this shape: a clear sentence, and the field problems when there are some. */
export function apiError(
  c: Context,
  status: 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
  error: string,
  issues?: Array<{ path: string; message: string }>,
  headers: Record<string, string> = {},
) {
  return jsonAnswer(c, issues ? { error, issues } : { error }, status, headers);
}

/** A use case's refusal as the API's answer: `{ error }`, its kind's status, Retry-After when limited. */
export function apiRefusal(c: Context, refusal: Refusal) {
  return apiError(
    c,
    statusOfRefusal(refusal.kind),
    refusal.message,
    undefined,
    refusalHeaders(refusal),
  );
}

export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    apiError(
      c,
      413,
      `The request body is too large (the limit is ${Math.round(maxBytes / 1024)} KB).`,
    );
  const streamedBodyLimit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    // With a Content-Length the header decides (Node's parser holds the body to it), and the
    // body is later read straight from the socket. Hono's bodyLimit would first turn the
    // request into a full web Request with a stream, a third of a pricing request's cost.
    const declared = c.req.header("content-length");
    if (
      declared !== undefined &&
      c.req.header("transfer-encoding") === undefined &&
      /^\d+$/.test(declared)
    ) {
      return Number(declared) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
    }
    return streamedBodyLimit(c, next);
  };
}

/**
 * Reads and validates a JSON body. Returns the parsed data, or a 4xx Response that names
 * what is wrong: wrong content type, malformed JSON, a NUL character anywhere, or the fields
 * that fail the schema.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<{ data: z.output<Schema> } | { response: Response }> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    return {
      response: apiError(c, 415, "Send the request body as JSON (Content-Type: application/json)."),
    };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { response: apiError(c, 400, "The request body is not valid JSON.") };
  }
  if (jsonHoldsNul(body)) return { response: apiError(c, 400, NUL_REFUSAL) };
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join(".") || "(body)",
      message: issue.message,
    }));
    return {
      response: apiError(
        c,
        400,
        issues[0] ? `${issues[0].path}: ${issues[0].message}` : "The request body is invalid.",
        issues,
      ),
    };
  }
  return { data: result.data };
}

/** 429 with Retry-After, so a polite client knows when to come back. */
function tooManyRequests(c: Context, waitSeconds: number, from: string) {
  return apiError(c, 429, tooManyRequestsSentence(waitSeconds, from), undefined, {
    "Retry-After": String(waitSeconds),
  });
}

/**
 * Per-IP rate limit (the client address of server/platform/http/client-ip.ts). `points` requests per
 * `duration` seconds (a row of server/platform/limits.ts), or a shared RequestLimit; over the limit the answer is 429 with Retry-After.
 */
export function rateLimitPerIp(limit: RequestLimit | RateLimitRule): MiddlewareHandler {
  const counted = "take" in limit ? limit : requestLimit(limit, { raisedForBenchmarks: true });
  // Without a promise of its own where the count is kept here (RequestLimit.takeAtOnce): every
  // API request passes this, and each promise costs more once a page has rendered.
  return (c, next) => {
    const client = clientAddress(c);
    const wait = counted.takeAtOnce(client);
    if (wait === undefined)
      return counted
        .take(client)
        .then<Response | void>((shared) =>
          shared === null ? next() : tooManyRequests(c, shared, ""),
        );
    return wait === null ? next() : Promise.resolve(tooManyRequests(c, wait, ""));
  };
}

/**
 * Per-email rate limit, for what creates something and mails it (bookings, inquiries). Many real
 * customers can share one address (a mobile carrier's NAT), so the per-address limits are set
 * for a crowd; this one keeps a single sender from flooding the operator's inbox, or a victim's
 * with our confirmations. Counted after the body is valid: `take` before creating, `giveBack`
 * when the request created nothing after all (an idempotent replay, a refusal).
 */
export function rateLimitPerEmail(limit: RequestLimit | RateLimitRule) {
  const counted = "take" in limit ? limit : requestLimit(limit);
  return {
    /** Counts one request for `email`; a 429 answer when that email is over its limit, else null. */
    async take(c: Context, email: string): Promise<Response | null> {
      const wait = await counted.take(emailRateLimitKey(email));
      return wait === null ? null : tooManyRequests(c, wait, FROM_THIS_EMAIL);
    },
    async giveBack(email: string): Promise<void> {
      await counted.giveBack(emailRateLimitKey(email));
    },
  };
}

/** How the per-email limit's sentence names its bucket. */
export const FROM_THIS_EMAIL = " from this email address";
