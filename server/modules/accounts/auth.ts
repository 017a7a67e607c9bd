import { randomBytes } from "node:crypto";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import {
  accountHoldSeconds,
  FAILED_SIGN_IN_MEMORY_SECONDS,
  KNOWN_ADDRESS_DAYS,
  MAX_ACCOUNT_HOLD_SECONDS,
  MAX_SIGN_IN_HOLD_SECONDS,
  signInHoldSeconds,
} from "../../../domain/auth/sign-in-throttle";
import { wrongCurrentPassword } from "../../../domain/account/account-forms";
import { site } from "../../../domain/site";
import type { DbDialect } from "../../platform/db/connection";
import type { Database } from "../../platform/db/schema";
import { passwordResetEmail, verificationEmail } from "../../platform/mail/templates";
import { emailChangeVerificationEmail, passwordChangedEmail } from "./mails";
import type { Mailer } from "../../platform/mail/mailer";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  firstIssue,
  missingCredentialsMessage,
  requestResetSchema,
  changePasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateUserSchema,
} from "./credentials";
import {
  hasSignUpMarker,
  SIGN_UP_MARKER_COOKIE,
  SIGN_UP_MARKER_MAX_AGE,
  signUpMarker,
} from "./sign-up-marker";
import { normalizeEmail } from "../../../domain/contact/email";
import { sessionOutlived } from "../../../domain/auth/session-lifetime";
import { epochMs, systemNow } from "../../platform/clock";

/** The request header our Hono app sets to the client address (client-ip.ts; overwritten if a client sent one). */
export const CLIENT_IP_HEADER = "x-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
const RESET_TOKEN_SECONDS = 60 * 60;
/** The name authenticator apps show next to the operator's codes. */
export const TWO_FACTOR_ISSUER = "Kilele Expeditions";
/** The endpoints that prove a second factor; a right code marks the session that results. */
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

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
  /**
   * Runs when a traveller deletes their account, before better-auth deletes the user row: the
   * erasure of their personal data (server/modules/accounts/account-data.ts, decision 0032).
   */
  beforeDeleteUser?: (user: { id: string; email: string; emailVerified: boolean }) => Promise<void>;
  rateLimiter?: (rule: {
    keyPrefix: string;
    points: number;
    duration: number;
  }) => RateLimiterAbstract;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/** The limits on sign-ins and on mails one address may ask for (all off when `on` is false). */
interface AuthLimits {
  on: boolean;
  mailPerAccount: RateLimiterAbstract;
  failedSignIns: RateLimiterAbstract;
  signInHold: RateLimiterAbstract;
  accountFailures: RateLimiterAbstract;
  accountHold: RateLimiterAbstract;
  knownAddresses: RateLimiterAbstract;
}

function authLimits(options: AuthOptions): AuthLimits {
  const rateLimiter = options.rateLimiter ?? ((rule) => new RateLimiterMemory(rule));
  return {
    on: options.rateLimit ?? true,
    // Mail-bombing one inbox with reset or verification links: 3 an hour per address (on top of
    // the outbox's daily limit per recipient, server/platform/mail/outbox.ts).
    mailPerAccount: rateLimiter({ keyPrefix: "mail", points: 3, duration: 60 * 60 }),
    // Wrong passwords, counted per account and client address together: guesses from elsewhere
    // never hold back the real user from their own address, and successful sign-ins count
    // nothing. After a few failures each further one makes that pair wait a little longer
    // (domain/auth/sign-in-throttle.ts); better-auth's per-IP limit caps guesses from one address.
    failedSignIns: rateLimiter({
      keyPrefix: "sign-in-failures",
      points: 1_000_000,
      duration: FAILED_SIGN_IN_MEMORY_SECONDS,
    }),
    signInHold: rateLimiter({
      keyPrefix: "sign-in-hold",
      points: 1,
      duration: MAX_SIGN_IN_HOLD_SECONDS,
    }),
    // The same, per account across every address, with a slower wait (accountHoldSeconds) that
    // holds back only addresses that have never signed in to the account with its password.
    accountFailures: rateLimiter({
      keyPrefix: "sign-in-account-failures",
      points: 1_000_000,
      duration: FAILED_SIGN_IN_MEMORY_SECONDS,
    }),
    accountHold: rateLimiter({
      keyPrefix: "sign-in-account-hold",
      points: 1,
      duration: MAX_ACCOUNT_HOLD_SECONDS,
    }),
    knownAddresses: rateLimiter({
      keyPrefix: "sign-in-known-address",
      points: 1_000_000,
      duration: KNOWN_ADDRESS_DAYS * 24 * 60 * 60,
    }),
  };
}

/** What the parts of the auth set-up below share. */
interface AuthParts {
  options: AuthOptions;
  logger: AuthLogger;
  limits: AuthLimits;
}

type EndpointContext = Parameters<typeof getSessionFromCtx>[0];
/** A request as the before and after hooks see it (the answer too, after). */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function limit(
  limits: AuthLimits,
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
): Promise<void> {
  if (!(await allowed(limits, limiter, key))) throw new APIError("TOO_MANY_REQUESTS", { message });
}

async function allowed(
  limits: AuthLimits,
  limiter: RateLimiterAbstract,
  key: string,
): Promise<boolean> {
  if (!limits.on) return true;
  try {
    await limiter.consume(key.trim().toLowerCase());
    return true;
  } catch {
    return false;
  }
}

function signInKey(email: string, headers: Headers | undefined): string {
  return `${normalizeEmail(email)}|${headers?.get(CLIENT_IP_HEADER) ?? "unknown"}`;
}

/**
 * Refuses a sign-in while this account + address pair is waiting out its last failures, or
 * while the account is, from an address that has never signed in to it.
 */
async function refuseWhileHeld(
  { limits, logger }: AuthParts,
  key: string,
  account: string,
): Promise<void> {
  if (!limits.on) return;
  const lookup = (limiter: RateLimiterAbstract, of: string) =>
    limiter.get(of).catch((error: unknown) => {
      logger.error({ err: error }, "sign-in hold lookup failed; allowing the attempt");
      return null;
    });
  const [pairHeld, accountHeld, known] = await Promise.all([
    lookup(limits.signInHold, key),
    lookup(limits.accountHold, account),
    lookup(limits.knownAddresses, key),
  ]);
  const waiting = (held: typeof pairHeld) =>
    held && held.consumedPoints > 1 && held.msBeforeNext > 0 ? held.msBeforeNext : 0;
  const ms = Math.max(waiting(pairHeld), known ? 0 : waiting(accountHeld));
  if (ms <= 0) return;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `Too many wrong passwords. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
    },
    { "Retry-After": String(seconds) },
  );
}

/**
 * After a sign-in: a wrong password adds to the pair's and the account's counts (and maybe a
 * wait); a success clears the pair's, ends the account's wait and makes the address known.
 */
async function recordSignIn(
  { limits, logger }: AuthParts,
  key: string,
  account: string,
  outcome: unknown,
): Promise<void> {
  if (!limits.on) return;
  try {
    if (isAPIError(outcome)) {
      if (outcome.status !== "UNAUTHORIZED") return;
      const [counted, accountCounted] = await Promise.all([
        limits.failedSignIns.penalty(key, 1),
        limits.accountFailures.penalty(account, 1),
      ]);
      const hold = signInHoldSeconds(counted.consumedPoints);
      if (hold > 0) await limits.signInHold.block(key, hold);
      const held = accountHoldSeconds(accountCounted.consumedPoints);
      if (held > 0) await limits.accountHold.block(account, held);
    } else {
      // The owner knows the password: the account's wait ends (its count of failures stays, so
      // the next wrong password holds it again at once).
      await Promise.all([
        limits.failedSignIns.delete(key),
        limits.signInHold.delete(key),
        limits.accountHold.delete(account),
        limits.knownAddresses.set(key, 1, KNOWN_ADDRESS_DAYS * 24 * 60 * 60),
      ]);
    }
  } catch (error) {
    logger.error({ err: error }, "could not record a sign-in attempt");
  }
}

/** What claimByAddressOwner uses of better-auth's context. */
interface ClaimContext {
  password: { hash(password: string): Promise<string> };
  internalAdapter: {
    updatePassword(userId: string, password: string): Promise<unknown>;
    deleteUserSessions(userId: string): Promise<unknown>;
    updateUser(userId: string, data: { emailVerified: boolean }): Promise<unknown>;
    createVerificationValue(data: {
      value: string;
      identifier: string;
      expiresAt: Date;
    }): Promise<unknown>;
  };
}

/**
 * A verification link opened in a browser that did not create the account proves only that
 * the reader owns the address. Whoever created the account may have done so with someone
 * else's address and a password they know, so the link does not sign anyone in and the
 * account's password stops working: the reader chooses a new one (an invitation), which
 * signs out every session; bookings made under the address show once they sign in with it.
 */
async function claimByAddressOwner(
  context: ClaimContext,
  logger: AuthLogger,
  userId: string,
): Promise<never> {
  const unknownPassword = await context.password.hash(randomBytes(32).toString("base64url"));
  await context.internalAdapter.updatePassword(userId, unknownPassword);
  await context.internalAdapter.deleteUserSessions(userId);
  await context.internalAdapter.updateUser(userId, { emailVerified: true });
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(epochMs() + RESET_TOKEN_SECONDS * 1000),
  });
  logger.info(
    { userId },
    "verification link opened outside the sign-up browser; the reader chooses the password",
  );
  throw new APIError("FOUND", undefined, {
    location: `/auth/reset-password?token=${token}&welcome=1`,
  });
}

/** A mail to `body.email` (checked), within the address's hourly allowance. */
async function limitMailTo(limits: AuthLimits, body: unknown): Promise<void> {
  const parsed = requestResetSchema.safeParse(body);
  if (!parsed.success) reject(firstIssue(parsed.error));
  await limit(
    limits,
    limits.mailPerAccount,
    parsed.data.email,
    "Too many emails requested for this address. Please wait an hour and try again.",
  );
}

function reject(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

/**
 * An email change asks for the current password, as a password change and a deletion do
 * (decision 0043): a session alone (a borrowed laptop, a stolen cookie) cannot move the account
 * to another address. Checked here, so a direct call to /api/auth/change-email needs it too.
 */
async function requireCurrentPassword(ctx: EndpointContext, password: unknown): Promise<void> {
  if (typeof password !== "string" || !password) reject("Please enter your current password.");
  const session = await getSessionFromCtx(ctx);
  if (!session) throw new APIError("UNAUTHORIZED", { message: "Please sign in first." });
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  const right =
    password.length <= PASSWORD_MAX &&
    typeof account?.password === "string" &&
    (await ctx.context.password.verify({ hash: account.password, password }));
  if (!right)
    throw new APIError("BAD_REQUEST", {
      message: wrongCurrentPassword,
      code: "INVALID_PASSWORD",
    });
}

/**
 * A session past its absolute lifetime (domain/auth/session-lifetime.ts) is deleted before any
 * auth endpoint runs, so better-auth finds none: every page, API and /api/auth call treats the
 * visitor as signed out, however recently the session slid forward.
 */
async function endOutlivedSession(ctx: EndpointContext): Promise<void> {
  const cookie = ctx.context.authCookies.sessionToken.name;
  const token = await ctx.getSignedCookie(cookie, ctx.context.secret);
  if (!token) return;
  const found = await ctx.context.internalAdapter.findSession(token);
  if (found && sessionOutlived(new Date(found.session.createdAt), systemNow()))
    await ctx.context.internalAdapter.deleteSession(token);
}

/** Where better-auth's own log lines and refused requests go. */
function authLogging(logger: AuthLogger): Pick<BetterAuthOptions, "logger" | "onAPIError"> {
  return {
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
  };
}

function emailAndPasswordOptions({ options }: AuthParts): BetterAuthOptions["emailAndPassword"] {
  return {
    enabled: true,
    minPasswordLength: PASSWORD_MIN,
    maxPasswordLength: PASSWORD_MAX,
    // Sign-in waits for a confirmed address: the dashboard matches bookings by email,
    // so an unproven address must not open an account (nor show that address's bookings).
    requireEmailVerification: true,
    autoSignIn: false,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
    sendResetPassword: async ({ user, url }) => {
      await options.mailer.send({
        to: user.email,
        link: url,
        ...passwordResetEmail({ url, name: user.name }),
      });
    },
  };
}

function emailVerificationOptions(
  parts: AuthParts,
  authContext: () => Promise<ClaimContext>,
): BetterAuthOptions["emailVerification"] {
  return {
    sendOnSignUp: true,
    sendOnSignIn: true,
    // Only ever in the browser that signed up: beforeEmailVerification stops it elsewhere.
    autoSignInAfterVerification: true,
    expiresIn: 24 * 60 * 60,
    beforeEmailVerification: async (user, request) => {
      if (!hasSignUpMarker(request?.headers.get("cookie"), parts.options.secret, user.id))
        await claimByAddressOwner(await authContext(), parts.logger, user.id);
    },
    sendVerificationEmail: ({ user, url }, request) =>
      sendVerificationMail(parts, user, url, request),
  };
}

async function sendVerificationMail(
  { options, logger, limits }: AuthParts,
  user: { id: string; email: string; name?: string | null },
  url: string,
  request: Request | undefined,
): Promise<void> {
  // A sign-in to an unverified account mails a new link each time: those count against
  // the address's hourly allowance like the links asked for on purpose.
  const path = request === undefined ? "" : new URL(request.url).pathname;
  // An email change (decision 0032): the link goes to the new address, with its own words.
  if (path.endsWith("/change-email")) {
    await options.mailer.send({
      to: user.email,
      link: url,
      ...emailChangeVerificationEmail({ url }),
    });
    return;
  }
  const onSignIn = path.endsWith("/sign-in/email");
  if (onSignIn && !(await allowed(limits, limits.mailPerAccount, user.email))) {
    logger.info(
      { userId: user.id },
      "verification mail on sign-in not sent: the address has had its mails for this hour",
    );
    return;
  }
  await options.mailer.send({
    to: user.email,
    link: url,
    ...verificationEmail({ url, name: user.name }),
  });
}

function rateLimitOptions(on: boolean, dialect: DbDialect): BetterAuthOptions["rateLimit"] {
  return {
    enabled: on,
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
      "/change-email": { window: 60, max: 5 },
      "/change-password": { window: 60, max: 5 },
      "/delete-user": { window: 60, max: 5 },
    },
  };
}

function advancedOptions(baseURL: string, logger: AuthLogger): BetterAuthOptions["advanced"] {
  return {
    // Auth mails are stored and sent after the answer: a reset request for an address with
    // an account takes as long as one without (no waiting for the mail server).
    backgroundTasks: {
      handler: (promise) => {
        promise.catch((error: unknown) =>
          logger.error({ err: error }, "auth mail could not be queued"),
        );
      },
    },
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
  };
}

/**
 * Our rules before better-auth's own: the spec's messages, length caps on every field, no
 * markup in names, no common passwords. A 4xx here stores nothing.
 */
async function beforeAuthRequest(parts: AuthParts, ctx: HookContext): Promise<void> {
  await endOutlivedSession(ctx);
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
      await refuseWhileHeld(
        parts,
        signInKey(parsed.data.email, ctx.headers),
        normalizeEmail(parsed.data.email),
      );
      return;
    }
    case "/request-password-reset":
    case "/send-verification-email": {
      await limitMailTo(parts.limits, body);
      return;
    }
    case "/reset-password": {
      const parsed = resetPasswordSchema.safeParse(body);
      if (!parsed.success) reject(firstIssue(parsed.error));
      return;
    }
    case "/change-password": {
      const parsed = changePasswordSchema.safeParse(body);
      if (!parsed.success) reject(firstIssue(parsed.error));
      return;
    }
    case "/change-email": {
      await requireCurrentPassword(ctx, isRecord(body) ? body.currentPassword : undefined);
      // The link goes to the new address: it counts against that address's allowance.
      await limitMailTo(parts.limits, { email: isRecord(body) ? body.newEmail : undefined });
      return;
    }
    case "/delete-user": {
      // Always with the password: never by a fresh session alone, never by a mailed token.
      if (!isRecord(body) || typeof body.password !== "string" || !body.password)
        reject("Please enter your password to confirm it is you.");
      if (body.token !== undefined) reject("Please confirm with your password.");
      return;
    }
    case "/update-user": {
      const parsed = updateUserSchema.safeParse(body);
      if (!parsed.success) reject(firstIssue(parsed.error));
      return;
    }
    default:
      return;
  }
}

/** The user better-auth answered a request with, when it answered with one. */
function returnedUser(ctx: HookContext): Record<string, unknown> | undefined {
  const returned: unknown = ctx.context.returned;
  return isRecord(returned) && isRecord(returned.user) ? returned.user : undefined;
}

/** What follows a request better-auth has answered: second factors, sign-in counts, notices, the sign-up marker. */
async function afterAuthRequest(parts: AuthParts, ctx: HookContext): Promise<void> {
  const { options } = parts;
  const body: unknown = ctx.body;
  if (SECOND_FACTOR_PATHS.has(ctx.path)) {
    // A right code: the session it created (the sign-in's, or the enrolment's fresh one) has
    // passed the second factor. A code checked against an existing session marks nothing:
    // that path has no per-challenge attempt limit, so it must never open the admin area.
    const returned: unknown = ctx.context.returned;
    const token = ctx.context.newSession?.session.token;
    if (!isAPIError(returned) && token)
      await ctx.context.internalAdapter.updateSession(token, { twoFactorVerified: true });
  }
  if (ctx.path === "/sign-in/email" && isRecord(body) && typeof body.email === "string") {
    await recordSignIn(
      parts,
      signInKey(body.email, ctx.headers),
      normalizeEmail(body.email),
      ctx.context.returned,
    );
  }
  if (ctx.path === "/change-password") {
    // A password change mails a notice, wherever it came from (decision 0032).
    const user = returnedUser(ctx);
    if (typeof user?.email === "string")
      await options.mailer.send({
        to: user.email,
        fromOperator: true,
        ...passwordChangedEmail({ siteUrl: options.baseURL }),
      });
  }
  if (ctx.path === "/sign-up/email") {
    // The marker that lets this browser's verification link sign it in (sign-up-marker.ts).
    const user = returnedUser(ctx);
    if (typeof user?.id === "string") {
      ctx.setCookie(SIGN_UP_MARKER_COOKIE, signUpMarker(options.secret, user.id), {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: options.baseURL.startsWith("https://"),
        maxAge: SIGN_UP_MARKER_MAX_AGE,
      });
    }
  }
}

export function createAuth(options: AuthOptions) {
  const { db, dialect, secret, baseURL, logger } = options;
  const parts: AuthParts = { options, logger, limits: authLimits(options) };
  const authContext = (): Promise<ClaimContext> => auth.$context;
  const auth = betterAuth({
    appName: site.brandName,
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db, type: dialect },
    telemetry: { enabled: false },
    ...authLogging(logger),
    emailAndPassword: emailAndPasswordOptions(parts),
    emailVerification: emailVerificationOptions(parts, authContext),
    user: {
      // Both confirmed by email (decision 0032): the new address must open a link before it
      // replaces the old one; a deletion needs the password (our hook below).
      changeEmail: { enabled: true },
      additionalFields: {
        // When the account took its current address by an email change (decision 0043): bookings
        // made with the address before then are not its. Set by the hook below, never by a client.
        emailBookingsSince: { type: "string", required: false, input: false, returned: false },
      },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await options.beforeDeleteUser?.({
            id: user.id,
            email: user.email,
            emailVerified: user.emailVerified === true,
          });
        },
      },
    },
    databaseHooks: {
      user: {
        update: {
          // Whatever path changes an account's email, the same update records when (decision
          // 0043): an address gained through a change brings no bookings made with it before.
          before: async (data) => {
            if (typeof data.email !== "string") return;
            return { data: { ...data, emailBookingsSince: systemNow().toISOString() } };
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // This session passed the second factor (decision 0046): set by the hook below when a
        // TOTP or recovery code was right, never by a client. The admin area needs it.
        twoFactorVerified: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
    },
    plugins: [
      // The operator's second factor (decision 0046): an authenticator app (TOTP) and ten
      // single-use recovery codes. No "trust this device": every sign-in asks.
      twoFactor({ issuer: TWO_FACTOR_ISSUER }),
    ],
    rateLimit: rateLimitOptions(parts.limits.on, dialect),
    advanced: advancedOptions(baseURL, logger),
    hooks: {
      before: createAuthMiddleware((ctx) => beforeAuthRequest(parts, ctx)),
      after: createAuthMiddleware((ctx) => afterAuthRequest(parts, ctx)),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
