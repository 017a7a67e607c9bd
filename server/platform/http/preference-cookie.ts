const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A visitor's choice kept for a year (the currency, decision 0034; the language, decision 0075):
 * read by the server only, sent on links from other sites (Lax) so a returning visitor keeps it.
 */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
