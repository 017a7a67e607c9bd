import { redirect } from "react-router";
import { safeReturnPath } from "../../../domain/auth/return-path";
import { VERIFIED_PATH } from "../../../domain/auth/verification-result";
import { missingCredentialsMessage } from "./credentials";
import { authErrorMessage, callAuth, cookieHeaders, errorCodeOf } from "./forward";
import { getAuth } from "./auth-instance";

/**
 * The server half of the /auth, /auth/reset-password and sign-out forms. Each returns either
 * a redirect (success that changes the session) or a notice with the spec's title and
 * description plus an HTTP status, and never echoes a password back.
 */

import type { FormNotice } from "../../../domain/forms/form-notice";

export type { FormNotice };

export interface FormOutcome {
  intent: "login" | "signup" | "forgot" | "reset" | "signout";
  status: number;
  notice: FormNotice;
  /** Safe values to put back into the form. */
  fields?: { name?: string; email?: string };
  /** Cookies for the browser (the sign-up marker, sign-up-marker.ts); the route sends them as headers. */
  setCookies?: string[];
}

/** A form value as a string; files and missing values become "". */
function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

/** What we put back into a field: trimmed and capped, so a 10 kB paste is not mirrored. */
function echo(value: string): string {
  return value.trim().slice(0, 254);
}

export async function signInAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<FormOutcome | Response> {
  const email = text(form, "email");
  const password = text(form, "password");
  const fields = { email: echo(email) };
  if (!email.trim() || !password) {
    return {
      intent: "login",
      status: 400,
      fields,
      notice: { tone: "error", title: "Login Failed", description: missingCredentialsMessage },
    };
  }
  const result = await callAuth(getAuth(), "/sign-in/email", {
    request,
    clientIp,
    // A sign-in to an unverified account mails a new link; it lands on "Your email is verified".
    body: { email: email.trim(), password, callbackURL: VERIFIED_PATH },
  });
  // Back to the page that asked for a sign-in, if it is one of ours; else the dashboard.
  const destination = safeReturnPath(form.get("redirect")) ?? "/dashboard";
  // An account with two-factor sign-in (an admin, decision 0046): the password was right, and
  // better-auth waits for a code (its challenge cookie goes with the redirect).
  if (result.ok && isRecord(result.data) && result.data.twoFactorRedirect === true)
    return redirect(`/auth/two-factor?redirect=${encodeURIComponent(destination)}`, {
      headers: cookieHeaders(result),
    });
  if (result.ok) return redirect(destination, { headers: cookieHeaders(result) });
  const description =
    errorCodeOf(result) === "EMAIL_NOT_VERIFIED"
      ? "Please verify your email address first. We have sent a new verification link to your inbox."
      : authErrorMessage(result, "Invalid email or password");
  return {
    intent: "login",
    status: result.status >= 500 ? 503 : result.status,
    fields,
    notice: { tone: "error", title: "Login Failed", description },
  };
}

export async function signUpAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<FormOutcome> {
  const name = text(form, "name");
  const email = text(form, "email");
  const password = text(form, "password");
  const confirm = text(form, "confirmPassword");
  const fields = { name: echo(name), email: echo(email) };
  if (password !== confirm) {
    return {
      intent: "signup",
      status: 400,
      fields,
      notice: { tone: "error", title: "Password Mismatch", description: "Passwords do not match" },
    };
  }
  const result = await callAuth(getAuth(), "/sign-up/email", {
    request,
    clientIp,
    body: { name: name.trim(), email: email.trim(), password, callbackURL: VERIFIED_PATH },
  });
  if (!result.ok) {
    return {
      intent: "signup",
      status: result.status >= 500 ? 503 : result.status,
      fields,
      notice: { tone: "error", title: "Signup Failed", description: authErrorMessage(result) },
    };
  }
  return {
    intent: "signup",
    status: 200,
    setCookies: result.setCookies,
    notice: {
      tone: "success",
      title: "Account Created!",
      description: "Please check your email to verify your account.",
    },
  };
}

export async function requestResetAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<FormOutcome> {
  const email = text(form, "email");
  const result = await callAuth(getAuth(), "/request-password-reset", {
    request,
    clientIp,
    body: { email: email.trim(), redirectTo: "/auth/reset-password" },
  });
  if (!result.ok) {
    return {
      intent: "forgot",
      status: result.status >= 500 ? 503 : result.status,
      fields: { email: echo(email) },
      notice: { tone: "error", title: "Reset Failed", description: authErrorMessage(result) },
    };
  }
  // The same answer whether or not the address has an account, so the form reveals nothing.
  return {
    intent: "forgot",
    status: 200,
    notice: {
      tone: "success",
      title: "Check your email",
      description:
        "If an account exists for that address, we have sent a link to reset your password.",
    },
  };
}

export async function resetPasswordAction(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<FormOutcome> {
  const token = text(form, "token");
  const password = text(form, "password");
  if (password !== text(form, "confirmPassword")) {
    return {
      intent: "reset",
      status: 400,
      notice: { tone: "error", title: "Password Mismatch", description: "Passwords do not match" },
    };
  }
  const result = await callAuth(getAuth(), "/reset-password", {
    request,
    clientIp,
    body: { newPassword: password, token },
  });
  if (!result.ok) {
    const description =
      errorCodeOf(result) === "INVALID_TOKEN"
        ? "This reset link is invalid or has expired. Please request a new one."
        : authErrorMessage(result);
    return {
      intent: "reset",
      status: result.status >= 500 ? 503 : result.status,
      notice: { tone: "error", title: "Reset Failed", description },
    };
  }
  return {
    intent: "reset",
    status: 200,
    notice: {
      tone: "success",
      title: "Password updated",
      description: "You can now sign in with your new password.",
    },
  };
}

export async function signOutAction(
  request: Request,
  clientIp: string,
): Promise<FormOutcome | Response> {
  try {
    const result = await callAuth(getAuth(), "/sign-out", { request, clientIp, body: {} });
    if (result.ok) return redirect("/", { headers: cookieHeaders(result) });
  } catch {
    // Falls through to the spec's message.
  }
  return {
    intent: "signout",
    status: 500,
    notice: { tone: "error", title: "Failed to sign out", description: "Please try again." },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
