import { join } from "node:path";
import { z } from "zod";
import { parseAddressRanges, parseTrustProxy, type AddressRanges } from "./http/address-ranges";

/** The path Safaricom posts STK results to; the last segment is the secret token (decision 0027). */
export const MPESA_CALLBACK_PATH = "/api/payments/mpesa/callback/";
const callbackToken = /^[A-Za-z0-9_-]{24,128}$/;

/** A variable read by a parser that throws a sentence: the sentence becomes the start-up error. */
function parsedBy<T>(parse: (value: string | undefined) => T) {
  return (value: string | undefined, ctx: z.RefinementCtx): T => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({
        code: "custom",
        message: error instanceof Error ? error.message : String(error),
      });
      return z.NEVER;
    }
  };
}

/**
 * M-Pesa STK Push (Daraja) and Stripe Checkout: each provider is offered only when all its
 * variables are set (issue 16); setting some of them is a mistake named at start-up.
 */
const paymentProviderVariables = {
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, "MPESA_SHORTCODE must be the 5-7 digit Paybill or till number")
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  /** The public URL Safaricom posts results to: https://SITE/api/payments/mpesa/callback/<secret>. */
  MPESA_CALLBACK_URL: z
    .string()
    .url()
    .refine((value) => {
      const { pathname } = new URL(value);
      return (
        pathname.startsWith(MPESA_CALLBACK_PATH) &&
        callbackToken.test(pathname.slice(MPESA_CALLBACK_PATH.length))
      );
    }, `MPESA_CALLBACK_URL must end in ${MPESA_CALLBACK_PATH}<secret of 24+ letters, digits, - or _>`)
    .optional(),
  /**
   * The addresses Safaricom publishes for its callbacks, copied by the operator (a comma list of
   * addresses/CIDRs). Set: a callback from any other client address (as TRUST_PROXY reads it) is
   * refused. Unset: the secret path alone lets a callback in (it is still checked with Daraja).
   */
  MPESA_CALLBACK_ALLOWED_IPS: z
    .string()
    .optional()
    .transform(
      parsedBy((value) => {
        if (value === undefined) return undefined;
        const ranges = parseAddressRanges(value);
        if (ranges.length === 0) throw new Error("lists no address");
        return ranges;
      }),
    ),
  /** Tests only: where Daraja is (a loopback test server); unset: Safaricom's host for MPESA_ENV. */
  MPESA_BASE_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      "STRIPE_SECRET_KEY must be a secret key (sk_live_... or sk_test_...)",
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_...)")
    .optional(),
  /** Tests only: where Stripe's API is (a loopback test server); unset: api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
};

const mpesaRequired = [
  "MPESA_CONSUMER_KEY",
  "MPESA_CONSUMER_SECRET",
  "MPESA_SHORTCODE",
  "MPESA_PASSKEY",
  "MPESA_CALLBACK_URL",
] as const;
const stripeRequired = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** A provider half configured would silently not show: name what is missing instead. */
function requireAllOrNone(
  values: Record<string, unknown>,
  names: readonly string[],
  provider: string,
  ctx: z.RefinementCtx,
) {
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    for (const name of missing)
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `${name} is needed too: ${provider} is offered only when ${names.join(", ")} are all set`,
      });
  }
}

/**
 * The environment, parsed once. A bad variable stops start-up with a message naming it,
 * instead of failing later in the middle of a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the SQLite file, the mail outbox and generated secrets live. */
  DATA_DIR: z.string().min(1).default("data"),
  /**
   * The photo library's files (decision 0066): originals/ (kept privately, never served) and
   * public/ (the AVIF and WebP variants at /media/...). Unset: $DATA_DIR/media. Two app processes
   * share one library by mounting one volume here and using one database.
   */
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Kilele Expeditions <bookings@kilele-expeditions.example>"),
  OPERATOR_EMAIL: z.string().email().default("bookings@kilele-expeditions.example"),
  OPERATOR_WHATSAPP: z
    .string()
    .regex(
      /^\d{8,15}$/,
      "OPERATOR_WHATSAPP must be 8-15 digits in international format, without + or spaces",
    )
    .default("254712345678"),
  /**
   * The operator's Tourism Regulatory Authority licence number and Kenya Association of Tour
   * Operators membership number, shown where travellers decide (footer, booking, conditions).
   * Unset: not shown; never a made-up number.
   */
  OPERATOR_TRA_LICENCE: z.string().trim().min(2).max(60).optional(),
  OPERATOR_KATO_MEMBERSHIP: z.string().trim().min(2).max(60).optional(),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /**
   * The departures calendar feed's own secret (issue 26 item 8): changing it moves the feed's
   * address and nothing else. Unset: derived from AUTH_SECRET, as before it existed.
   */
  CALENDAR_FEED_SECRET: z
    .string()
    .min(32, "CALENDAR_FEED_SECRET must be at least 32 characters")
    .optional(),
  /**
   * The pay links' own secret (server/modules/payments/pay-link.ts): every link a mail carries to
   * `/booking/<id>/pay` is signed with it. Required in production; generated once into DATA_DIR
   * in development. Changing it expires every link mailed so far (each page then offers a fresh one).
   */
  PAY_LINK_SECRET: z.string().min(32, "PAY_LINK_SECRET must be at least 32 characters").optional(),
  /**
   * The most one M-Pesa prompt may ask for, in whole shillings: Safaricom's per-transaction
   * limit (KES 250,000 today). A larger amount due is asked for in several prompts.
   */
  MPESA_MAX_PROMPT_KES: z.coerce
    .number()
    .int("MPESA_MAX_PROMPT_KES must be a whole number of shillings")
    .min(1, "MPESA_MAX_PROMPT_KES must be at least 1")
    .default(250_000),
  /**
   * Which reverse proxies may name the client in X-Forwarded-For (server/platform/http/client-ip.ts):
   * unset (none: the socket's peer is the client), a hop count, or a comma list of addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional().transform(parsedBy(parseTrustProxy)),
  /** The operator's M-Pesa Paybill business number; unset: Paybill is not offered (issue 16). */
  PAYBILL_NUMBER: z
    .string()
    .regex(/^\d{5,7}$/, "PAYBILL_NUMBER must be the 5-7 digit M-Pesa business number")
    .optional(),
  /**
   * Bank transfer details shown to travellers (bank, account name and number, branch, SWIFT);
   * lines separated by `|` or a literal `\n`. Unset: bank transfer is not offered.
   */
  BANK_DETAILS: z
    .string()
    .max(600, "BANK_DETAILS must be at most 600 characters")
    .optional()
    .transform((value) =>
      value
        ?.split(/\s*(?:\||\\n|\n)\s*/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  /**
   * Days after a trip's last day when its travellers' details (passport name, date of birth,
   * medical notes, emergency contact, insurance, readiness answers) are erased by the scheduler
   * (issue 17, decision 0031). 0 erases them the day the trip ends.
   */
  TRAVELLER_RETENTION_DAYS: z.coerce
    .number()
    .int("TRAVELLER_RETENTION_DAYS must be a whole number of days")
    .min(0, "TRAVELLER_RETENTION_DAYS must be 0 or more")
    .max(3650, "TRAVELLER_RETENTION_DAYS must be at most 3650 (ten years)")
    .default(90),
  /** Unset: info, or warn under NODE_ENV=test (see logLevel). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /**
   * Benchmarks only (bench/load.js): replaces the points of every per-IP API rate limit
   * (rateLimitPerIp in server/platform/http/json-api.ts), because a load test sends everything from one
   * loopback address. Never set it on a public site.
   */
  BENCH_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).optional(),
  ...paymentProviderVariables,
});

const checkedEnvSchema = envSchema.superRefine((values, ctx) => {
  requireAllOrNone(values, mpesaRequired, "M-Pesa STK Push", ctx);
  requireAllOrNone(values, stripeRequired, "card payment (Stripe)", ctx);
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `SMTP_URL=` in a .env file) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The logger's level. The logger is made when its module loads, before start-up checks the whole
 * environment, so this reads its two variables alone and never throws: a bad LOG_LEVEL falls
 * back to the default here and is reported with every other bad variable at start-up.
 */
export function logLevel(
  source: Record<string, string | undefined> = process.env,
): NonNullable<Env["LOG_LEVEL"]> {
  const level = envSchema.shape.LOG_LEVEL.safeParse(source.LOG_LEVEL || undefined);
  return (level.success && level.data) || (source.NODE_ENV === "test" ? "warn" : "info");
}

/** Where the photo library's files live: MEDIA_DIR, or DATA_DIR/media. */
export function mediaDir(source: Env = env()): string {
  return source.MEDIA_DIR ?? join(source.DATA_DIR, "media");
}

/** Where server.js listens. */
export function listenAddress(): { port: number; host: string } {
  const { PORT, HOST } = env();
  return { port: PORT, host: HOST };
}

export function siteContacts() {
  const {
    OPERATOR_WHATSAPP,
    OPERATOR_EMAIL,
    SITE_URL,
    OPERATOR_TRA_LICENCE,
    OPERATOR_KATO_MEMBERSHIP,
  } = env();
  return {
    whatsappNumber: OPERATOR_WHATSAPP,
    email: OPERATOR_EMAIL,
    siteUrl: SITE_URL.replace(/\/$/, ""),
    traLicence: OPERATOR_TRA_LICENCE ?? null,
    katoMembership: OPERATOR_KATO_MEMBERSHIP ?? null,
  };
}

export interface MpesaSettings {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackUrl: string;
  /** The secret last segment of the callback URL: a callback without it is refused. */
  callbackToken: string;
  /** MPESA_CALLBACK_ALLOWED_IPS: where callbacks may come from; unset: anywhere. */
  callbackAllowedFrom?: AddressRanges;
  baseUrl: string;
}

/** Daraja's hosts (developer.safaricom.co.ke). */
const darajaHosts = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

/** M-Pesa STK Push settings, or null when it is not configured (the method does not show). */
export function mpesaSettings(source: Env = env()): MpesaSettings | null {
  const {
    MPESA_CONSUMER_KEY,
    MPESA_CONSUMER_SECRET,
    MPESA_SHORTCODE,
    MPESA_PASSKEY,
    MPESA_CALLBACK_URL,
  } = source;
  if (
    !MPESA_CONSUMER_KEY ||
    !MPESA_CONSUMER_SECRET ||
    !MPESA_SHORTCODE ||
    !MPESA_PASSKEY ||
    !MPESA_CALLBACK_URL
  )
    return null;
  return {
    consumerKey: MPESA_CONSUMER_KEY,
    consumerSecret: MPESA_CONSUMER_SECRET,
    shortcode: MPESA_SHORTCODE,
    passkey: MPESA_PASSKEY,
    callbackUrl: MPESA_CALLBACK_URL,
    callbackToken: new URL(MPESA_CALLBACK_URL).pathname.slice(MPESA_CALLBACK_PATH.length),
    callbackAllowedFrom: source.MPESA_CALLBACK_ALLOWED_IPS,
    baseUrl: (source.MPESA_BASE_URL ?? darajaHosts[source.MPESA_ENV]).replace(/\/$/, ""),
  };
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Set only in tests: the loopback test server's origin. */
  apiBase: URL | null;
}

/** Stripe Checkout settings, or null when card payment is not configured. */
export function stripeSettings(source: Env = env()): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = source;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : null,
  };
}

/** The always-available ways to pay, from PAYBILL_NUMBER and BANK_DETAILS; absent when unset. */
export function paymentDetails(): { paybillNumber: string | null; bankDetails: string[] | null } {
  const { PAYBILL_NUMBER, BANK_DETAILS } = env();
  return {
    paybillNumber: PAYBILL_NUMBER ?? null,
    bankDetails: BANK_DETAILS?.length ? BANK_DETAILS : null,
  };
}
