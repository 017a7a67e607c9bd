import { z } from "zod";
import { parseTrustProxy } from "./auth/client-ip";

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
   * Which reverse proxies may name the client in X-Forwarded-For (server/auth/client-ip.ts):
   * unset (none: the socket's peer is the client), a hop count, or a comma list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `${error instanceof Error ? error.message : String(error)}`,
        });
        return z.NEVER;
      }
    }),
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
  /** Unset: info, or warn under NODE_ENV=test (see logLevel). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /**
   * Benchmarks only (bench/load.js): replaces the points of every per-IP API rate limit
   * (rateLimitPerIp in server/http/json-api.ts), because a load test sends everything from one
   * loopback address. Never set it on a public site.
   */
  BENCH_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `SMTP_URL=` in a .env file) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
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

/** The always-available ways to pay, from PAYBILL_NUMBER and BANK_DETAILS; absent when unset. */
export function paymentDetails(): { paybillNumber: string | null; bankDetails: string[] | null } {
  const { PAYBILL_NUMBER, BANK_DETAILS } = env();
  return {
    paybillNumber: PAYBILL_NUMBER ?? null,
    bankDetails: BANK_DETAILS?.length ? BANK_DETAILS : null,
  };
}
