import { sameSecret, signToken } from "../../platform/signed-token";

/**
 * The browser that created an account carries this cookie until the account is verified. A
 * verification link opened in that browser signs the new customer in; opened anywhere else it
 * proves only that the reader owns the address (the account may have been created by someone
 * else with their address), so the reader chooses the password (auth.ts, issue 13 items 2-3).
 */
export const SIGN_UP_MARKER_COOKIE = "kilele.sign-up";
export const SIGN_UP_MARKER_MAX_AGE = 24 * 60 * 60;

/** The cookie's value for the account `userId`: the id and an HMAC of it under the auth secret. */
export function signUpMarker(secret: string, userId: string): string {
  return signToken(secret, "sign-up", userId);
}

/** True when the request's cookies hold a valid marker for `userId`. */
export function hasSignUpMarker(
  cookieHeader: string | null | undefined,
  secret: string,
  userId: string,
): boolean {
  const expected = signUpMarker(secret, userId);
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SIGN_UP_MARKER_COOKIE) continue;
    if (sameSecret(decodeURIComponent(rest.join("=")), expected)) return true;
  }
  return false;
}
