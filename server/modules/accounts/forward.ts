import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from "./auth";

export interface AuthCallResult {
  ok: boolean;
  status: number;
  /** The JSON body, or null when there was none. */
  data: unknown;
  /** Set-Cookie headers to pass on to the browser unchanged. */
  setCookies: string[];
}

/**
 * Our route actions go through better-auth's HTTP handler rather than `auth.api.*`, so they
 * get exactly what /api/auth clients get: the rate limits, the hooks and the cookies.
 */
export async function callAuth(
  auth: Auth,
  path: string,
  {
    request,
    clientIp,
    body,
    method = "POST",
  }: { request: Request; clientIp: string; body?: unknown; method?: "GET" | "POST" },
): Promise<AuthCallResult> {
  const origin = new URL(auth.options.baseURL ?? new URL(request.url).origin).origin;
  const headers = new Headers({ origin, [CLIENT_IP_HEADER]: clientIp });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  if (method === "POST") headers.set("content-type", "application/json");

  const response = await auth.handler(
    new Request(`${origin}${AUTH_BASE_PATH}${path}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    }),
  );
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  return {
    ok: response.ok,
    status: response.status,
    data,
    setCookies: response.headers.getSetCookie(),
  };
}

/** better-auth's error sentence, or a fallback. */
export function authErrorMessage(
  result: AuthCallResult,
  fallback = "Something went wrong. Please try again.",
): string {
  if (result.status === 429) {
    const message = messageOf(result.data);
    return message && message !== "Too many requests. Please try again later."
      ? message
      : "Too many attempts. Please wait a minute and try again.";
  }
  return messageOf(result.data) ?? fallback;
}

function messageOf(data: unknown): string | undefined {
  if (
    typeof data === "object" &&
    data !== null &&
    "message" in data &&
    typeof data.message === "string" &&
    data.message
  )
    return data.message;
  return undefined;
}

export function errorCodeOf(result: AuthCallResult): string | undefined {
  const data = result.data;
  if (typeof data === "object" && data !== null && "code" in data && typeof data.code === "string")
    return data.code;
  return undefined;
}

/** Headers that hand better-auth's cookies to the browser along with a redirect or page. */
export function cookieHeaders(result: AuthCallResult): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("set-cookie", cookie);
  return headers;
}
