import { redirect } from "react-router";
import { symmetricDecrypt } from "better-auth/crypto";
import {
  base32,
  otpauthUri,
  recoveryCode,
  recoveryCodeMessage,
  totpCode,
  totpCodeMessage,
} from "../../../domain/auth/two-factor";
import { safeReturnPath } from "../../../domain/auth/return-path";
import { getDb } from "../../platform/db";
import { TWO_FACTOR_ISSUER } from "./auth";
import { authErrorMessage, callAuth, cookieHeaders, type AuthCallResult } from "./forward";
import { getAuth } from "./auth-instance";
import { getSessionUser } from "./session";

/**
 * The server half of the operator's two-factor forms (decision 0046): the code asked for after the
 * password at sign-in (/auth/two-factor), and the enrolment at /admin/two-factor. Both go through
 * better-auth's handler (forward.ts), so its attempt limits and lockout apply.
 */

/** better-auth's cookie for a sign-in that waits for its second factor. */
const challengeCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/;

export function hasTwoFactorChallenge(cookieHeader: string | null | undefined): boolean {
  return challengeCookie.test(cookieHeader ?? "");
}

/** The field a message belongs beside. */
export type TwoFactorField = "code" | "recoveryCode" | "password";

export interface TwoFactorOutcome {
  status: number;
  field: TwoFactorField;
  error: string;
}

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

function failure(
  result: AuthCallResult,
  field: TwoFactorField,
  fallback: string,
): TwoFactorOutcome {
  const status = result.status >= 500 ? 503 : result.status;
  const code = isRecord(result.data) ? result.data.code : undefined;
  const error =
    code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE"
      ? fallback
      : code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
        ? "This sign-in has expired or had too many wrong codes. Please sign in again."
        : authErrorMessage(result, fallback);
  return { status, field, error };
}

/**
 * The second step of an operator's sign-in: a code from the app, or one recovery code (each works
 * once). A right one signs in and goes on to the page that asked; a wrong one answers 4xx.
 */
export async function verifySecondFactorAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<TwoFactorOutcome | Response> {
  const destination = safeReturnPath(form.get("redirect")) ?? "/admin";
  // Only a sign-in waiting for its code: a session already there is not upgraded by a code here
  // (the admin gate ends a session that never passed, and the sign-in asks for the code again).
  if (await getSessionUser(request)) return redirect(destination);
  const recovery = form.get("intent") === "recovery";
  const field: TwoFactorField = recovery ? "recoveryCode" : "code";
  const code = recovery ? recoveryCode(text(form, "recoveryCode")) : totpCode(text(form, "code"));
  const message = recovery
    ? "That recovery code is not right, or it was already used."
    : "That code is not right. Codes change every 30 seconds: enter the one your app shows now.";
  if (!code) return { status: 400, field, error: recovery ? recoveryCodeMessage : totpCodeMessage };
  const result = await callAuth(
    getAuth(),
    recovery ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { request, clientIp, body: { code } },
  );
  if (result.ok) return redirect(destination, { headers: cookieHeaders(result) });
  return failure(result, field, message);
}

/** What the enrolment page shows while the app is not yet confirmed: the secret, as text and link. */
export interface PendingEnrolment {
  secret: string;
  uri: string;
}

/** The account's unconfirmed authenticator secret, if it started an enrolment. */
export async function pendingEnrolment(user: {
  id: string;
  email: string;
}): Promise<PendingEnrolment | null> {
  const row = await getDb()
    .db.selectFrom("twoFactor")
    .select(["secret", "verified"])
    .where("userId", "=", user.id)
    .executeTakeFirst();
  if (!row || Boolean(row.verified)) return null;
  const context = await getAuth().$context;
  const raw = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const secret = base32(new TextEncoder().encode(raw));
  return { secret, uri: otpauthUri(TWO_FACTOR_ISSUER, user.email, secret) };
}

/** Step one: the password again, then better-auth makes the secret and the recovery codes. */
export async function startEnrolmentAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<TwoFactorOutcome | null> {
  const password = text(form, "password");
  if (!password)
    return { status: 400, field: "password", error: "Please enter your password to go on." };
  const result = await callAuth(getAuth(), "/two-factor/enable", {
    request,
    clientIp,
    body: { password: password.slice(0, 256), issuer: TWO_FACTOR_ISSUER },
  });
  if (result.ok) return null;
  const code = isRecord(result.data) ? result.data.code : undefined;
  if (code === "INVALID_PASSWORD")
    return { status: 400, field: "password", error: "That password is not right." };
  return failure(result, "password", "Two-factor sign-in could not be set up. Please try again.");
}

/** The cookie that lets the page after a confirmed enrolment show the recovery codes, once. */
export const SHOW_RECOVERY_CODES_COOKIE = "kilele.recovery_codes";
/** /admin, not the page's own path: a client navigation loads it from /admin/two-factor.data. */
const RECOVERY_COOKIE_PATH = "/admin";

/**
 * Step two: a code from the app confirms it. better-auth turns two-factor on and replaces the
 * session with a fresh one (marked as having passed, auth.ts); the page then shows the codes.
 */
export async function confirmEnrolmentAction(
  request: Request,
  form: FormData,
  clientIp: string,
  path: string,
): Promise<TwoFactorOutcome | Response> {
  const code = totpCode(text(form, "code"));
  if (!code) return { status: 400, field: "code", error: totpCodeMessage };
  const result = await callAuth(getAuth(), "/two-factor/verify-totp", {
    request,
    clientIp,
    body: { code },
  });
  if (!result.ok)
    return failure(
      result,
      "code",
      "That code is not right. Check that the app shows Kilele Expeditions and enter its current code.",
    );
  const headers = cookieHeaders(result);
  headers.append(
    "set-cookie",
    `${SHOW_RECOVERY_CODES_COOKIE}=1; Path=${RECOVERY_COOKIE_PATH}; Max-Age=300; HttpOnly; SameSite=Lax${secureFlag()}`,
  );
  return redirect(path, { headers });
}

export function wantsRecoveryCodes(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;\\s*)${SHOW_RECOVERY_CODES_COOKIE.replace(".", "\\.")}=1`).test(
    cookieHeader ?? "",
  );
}

export function forgetRecoveryCodesCookie(): string {
  return `${SHOW_RECOVERY_CODES_COOKIE}=; Path=${RECOVERY_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secureFlag()}`;
}

/** The account's unused recovery codes (server-side only). */
export async function recoveryCodes(userId: string): Promise<string[]> {
  const result = await getAuth().api.viewBackupCodes({ body: { userId } });
  return result.backupCodes;
}

function secureFlag(): string {
  return (getAuth().options.baseURL ?? "").startsWith("https://") ? "; Secure" : "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
