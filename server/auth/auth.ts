import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { site } from "../../domain/site";
import type { DbDialect } from "../db/connection";
import type { Database } from "../db/schema";
import { passwordResetEmail, verificationEmail } from "../mail/templates";
import type { Mailer } from "../mail/mailer";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  firstIssue,
  missingCredentialsMessage,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./credentials";

/** The request header our Hono app sets to the client address (client-ip.ts; overwritten if a client sent one). */
export const CLIENT_IP_HEADER = "x-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

interface AuthLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface AuthOptions {
  db: Kysely<Database>;
  dialect: DbDialect;
  secret: string;
  /** The site's public origin (SITE_URL); links in emails start with it. */
  baseURL: string;
  mailer: Mailer;
  logger: AuthLogger;
  /** Per-IP and per-account limits; off only in unit tests that hammer the endpoints. */
  rateLimit?: boolean;
  /** Where per-account limits count (shared by every process on PostgreSQL); memory by default. */
  rateLimiter?: (rule: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

export function createAuth(options: AuthOptions) {
  const { db, dialect, secret, baseURL, mailer, logger } = options;
  const rateLimited = options.rateLimit ?? true;

  // Per account, on top of better-auth's per-IP limits: slows down guessing one person's
  // password from many addresses, and mail-bombing one inbox with reset links.
  const rateLimiter = options.rateLimiter ?? ((rule) => new RateLimiterMemory(rule));
  const signInPerAccount = rateLimiter({ keyPrefix: "sign-in", points: 10, duration: 15 * 60 });
  const mailPerAccount = rateLimiter({ keyPrefix: "mail", points: 3, duration: 60 * 60 });

  async function limit(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
    if (!rateLimited) return;
    try {
      await limiter.consume(key.trim().toLowerCase());
    } catch {
      throw new APIError("TOO_MANY_REQUESTS", { message });
    }
  }

  function reject(message: string): never {
    throw new APIError("BAD_REQUEST", { message });
  }

  return betterAuth({
    appName: site.brandName,
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db, type: dialect },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    // A refused sign-in is routine (debug); anything else is ours to look at. Without this,
    // better-auth prints every 4xx to the console.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR")
          logger.debug({ status: error.status, message: error.message }, "auth request refused");
        else logger.error({ err: error }, "auth request failed");
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Sign-in waits for a confirmed address: the dashboard matches bookings by email,
      // so an unproven address must not open an account (nor show that address's bookings).
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          link: url,
          ...passwordResetEmail({ name: user.name, url }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          link: url,
          ...verificationEmail({ name: user.name, url }),
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: rateLimited,
      // Several processes on one PostgreSQL database share the counts (migration 0005).
      storage: dialect === "postgres" ? "database" : "memory",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    advanced: {
      // Hono on Node exposes no client address to better-auth; our app puts the client address
      // (client-ip.ts: the socket's, or as trusted proxies name it) in this header, never a
      // client-supplied one, so each client gets its own bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // better-auth turns its Origin and callback-URL checks off when it thinks it runs under a
      // test (NODE_ENV=test or any TEST variable, which test runners set and child processes
      // inherit). Said outright, so a stray variable can never open a redirect in production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      // Our rules before better-auth's own: the spec's messages, length caps on every field,
      // no markup in names, no common passwords. A 4xx here stores nothing.
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        switch (ctx.path) {
          case "/sign-up/email": {
            if (!isRecord(body) || !present(body.email) || !present(body.password))
              reject(missingCredentialsMessage);
            const parsed = signUpSchema.safeParse(body);
            if (!parsed.success) reject(firstIssue(parsed.error));
            return;
          }
          case "/sign-in/email": {
            if (!isRecord(body) || !present(body.email) || !present(body.password))
              reject(missingCredentialsMessage);
            const parsed = signInSchema.safeParse(body);
            if (!parsed.success) reject(firstIssue(parsed.error));
            await limit(
              signInPerAccount,
              parsed.data.email,
              "Too many sign-in attempts for this account. Please wait 15 minutes and try again.",
            );
            return;
          }
          case "/request-password-reset":
          case "/send-verification-email": {
            const parsed = requestResetSchema.safeParse(body);
            if (!parsed.success) reject(firstIssue(parsed.error));
            await limit(
              mailPerAccount,
              parsed.data.email,
              "Too many emails requested for this address. Please wait an hour and try again.",
            );
            return;
          }
          case "/reset-password": {
            const parsed = resetPasswordSchema.safeParse(body);
            if (!parsed.success) reject(firstIssue(parsed.error));
            return;
          }
          default:
            return;
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
