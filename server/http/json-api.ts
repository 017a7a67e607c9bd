import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { z } from "zod";
import { clientAddress } from "../auth/client-ip";
import { env } from "../config";
import { emailRateLimitKey, sharedRateLimiter } from "./rate-limiters";

/** Every API error has this shape: a clear sentence, and the field problems when there are some. */
export function apiError(
  c: Context,
  status: 400 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
  error: string,
  issues?: Array<{ path: string; message: string }>,
) {
  return c.json(issues ? { error, issues } : { error }, status);
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
 * what is wrong: wrong content type, malformed JSON, or the fields that fail the schema.
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
function tooManyRequests(c: Context, rejection: RateLimiterRes, from: string) {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  c.header("Retry-After", String(seconds));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return apiError(c, 429, `Too many requests${from}. Please wait ${wait} and try again.`);
}

/**
 * Per-IP rate limit (the client address of server/auth/client-ip.ts). `points` requests per
 * `durationSeconds`; over the limit the answer is 429 with Retry-After.
 */
export function rateLimitPerIp(options: {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}): MiddlewareHandler {
  let limiter: RateLimiterAbstract | undefined;
  return async (c, next) => {
    // Made on first use, so the environment is read at run time, not at import.
    // BENCH_RATE_LIMIT_POINTS (benchmarks only) raises the limit for a load test from one address.
    limiter ??= sharedRateLimiter({
      points: env().BENCH_RATE_LIMIT_POINTS ?? options.points,
      duration: options.durationSeconds,
      keyPrefix: options.keyPrefix,
    });
    try {
      await limiter.consume(clientAddress(c));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return tooManyRequests(c, rejection, "");
    }
    await next();
  };
}

/**
 * Per-email rate limit, for what creates something and mails it (bookings, inquiries). Many real
 * customers can share one address (a mobile carrier's NAT), so the per-address limits are set
 * for a crowd; this one keeps a single sender from flooding the operator's inbox, or a victim's
 * with our confirmations. Counted after the body is valid: `take` before creating, `giveBack`
 * when the request created nothing after all (an idempotent replay, a refusal).
 */
export function rateLimitPerEmail(options: {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}) {
  let limiter: RateLimiterAbstract | undefined;
  const shared = () =>
    (limiter ??= sharedRateLimiter({
      points: options.points,
      duration: options.durationSeconds,
      keyPrefix: options.keyPrefix,
    }));
  return {
    /** Counts one request for `email`; a 429 answer when that email is over its limit, else null. */
    async take(c: Context, email: string): Promise<Response | null> {
      try {
        await shared().consume(emailRateLimitKey(email));
        return null;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return tooManyRequests(c, rejection, " from this email address");
      }
    },
    async giveBack(email: string): Promise<void> {
      await shared().reward(emailRateLimitKey(email));
    },
  };
}
