// Whether a request carries a session cookie is read before any session is: the page cache
// (signed-out copies) and the Cache-Control header decide on it without touching the database
// or the auth module.

/** better-auth's cookie names, with or without the __Secure- prefix. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** True when the request carries a better-auth session cookie (valid or not). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookie.test(cookieHeader ?? "");
}
