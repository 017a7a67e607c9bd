/**
 * Where to send a visitor after they sign in: back to the page that asked them to, but only
 * ever a page of this site. Anything else (another host, a protocol-relative `//host`, a
 * backslash that browsers read as a slash, a `javascript:` URL, control characters) gives null
 * and the caller uses its default, so `/auth?redirect=` cannot be turned into an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  const path = sitePath(value);
  if (path === null) return null;
  // Back to the sign-in page itself would only loop.
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname === "/auth" || pathname.startsWith("/auth/") ? null : path;
}

/**
 * A page of this site as the browser would open it (path, query, fragment), or null for anything
 * that could name another site. Also the rule for the redirect parameters better-auth follows
 * (`callbackURL`, `redirectTo`: server/modules/accounts/endpoint-gate.ts).
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 512) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers treat "\" like "/" in URLs ("/\evil.example" is another host), and tabs and line
  // breaks are stripped before parsing ("/\t/evil.example").
  if (
    value.includes("\\") ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
    return null;
  const base = "https://return-path.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The decision is on the normalised path, which is what is sent: "/.//evil.example" normalises
  // to "//evil.example", a protocol-relative URL naming another host. Only "/" or a single "/"
  // followed by a path segment passes.
  if (!/^\/(?:$|[^/\\])/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, remembering the page to come back to (none for the home page). */
export function signInPathFor(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== "/" ? `/auth?redirect=${encodeURIComponent(path)}` : "/auth";
}
