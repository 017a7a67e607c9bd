import { sitePath } from "../../../domain/auth/return-path";
import { jsonHoldsNul } from "../../platform/http/form-posts";

/**
 * What of better-auth answers at /api/auth/* (issue 26). better-auth mounts dozens of endpoints;
 * the site uses a handful, from its own forms (server/modules/accounts/actions.ts, the account page) and from
 * the links in its mails. Every other one (`verify-password`, `list-accounts`, `update-session`,
 * `list-sessions`, ...) is a surface nobody needs: a password oracle, a session list with raw
 * tokens. They answer 404 before better-auth sees them. So do the two-factor plugin's endpoints
 * (decision 0046): the site's own forms call them server-side (server/modules/accounts/two-factor.ts), and
 * `/two-factor/disable` over HTTP would let a stolen session turn the second factor off.
 */
const USED_ENDPOINTS: Readonly<Record<"GET" | "POST", readonly RegExp[]>> = {
  // The links in mails: address verification (sign-up and email change) and password reset.
  GET: [/^\/verify-email$/, /^\/reset-password\/[^/]+$/],
  POST: [
    /^\/sign-up\/email$/,
    /^\/sign-in\/email$/,
    /^\/sign-out$/,
    /^\/request-password-reset$/,
    /^\/reset-password$/,
    /^\/change-email$/,
    /^\/change-password$/,
    /^\/delete-user$/,
  ],
};

/**
 * The parameters better-auth sends a browser to after a link or an action: its error path
 * redirects to them even when the token is bad, so `callbackURL=/.//evil.example` was an open
 * redirect with no session needed.
 */
const REDIRECT_PARAMETERS = [
  "callbackURL",
  "redirectTo",
  "errorCallbackURL",
  "newUserCallbackURL",
  "currentURL",
] as const;

export type GateRefusal = { status: 400 | 404; error: string };

/** Null when the request may go on to better-auth; else its 4xx answer. */
export function authGateRefusal(
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): GateRefusal | null {
  const endpoints = method === "GET" || method === "POST" ? USED_ENDPOINTS[method] : [];
  if (!endpoints.some((pattern) => pattern.test(path)))
    return { status: 404, error: `No API endpoint at /api/auth${path}.` };
  // PostgreSQL cannot hold a NUL in text: a token or an address with one failed better-auth's
  // lookup with a 500 there (the fuzz bench, issue 26). No field the site sends has one.
  if (
    jsonHoldsNul(body) ||
    [...query.values()].some((value) => jsonHoldsNul(value)) ||
    jsonHoldsNul(decodedPath(path))
  )
    return { status: 400, error: "The request holds a NUL character, which no field may contain." };
  const fields = isRecord(body) ? body : {};
  for (const name of REDIRECT_PARAMETERS) {
    for (const value of [...query.getAll(name), ...(name in fields ? [fields[name]] : [])]) {
      if (sitePath(value) === null)
        return {
          status: 400,
          error: `${name}: only a page of this site (a path such as /dashboard).`,
        };
    }
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
