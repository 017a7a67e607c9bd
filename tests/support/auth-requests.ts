import type { TestDatabase } from "./databases";
import type { Mailer, OutgoingMail } from "../../server/platform/mail/mailer";
import { createAuth, type Auth, type AuthOptions } from "../../server/modules/accounts/auth";

/** Requests through better-auth's own HTTP handler, as a browser or our route actions send them. */

export const baseURL = "http://localhost:3000";
const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** The site's auth on a test database, mailing into `mailer`, logging nothing. */
export function testAuth(
  t: TestDatabase,
  mailer: Mailer,
  options: { rateLimit: boolean } & Pick<AuthOptions, "beforeDeleteUser">,
): Auth {
  return createAuth({
    beforeDeleteUser: options.beforeDeleteUser,
    db: t.db,
    dialect: t.dialect,
    secret: "a-test-secret-that-is-long-enough-1234567890",
    baseURL,
    mailer,
    logger: silent,
    rateLimit: options.rateLimit,
  });
}

export class CapturingMailer implements Mailer {
  sent: OutgoingMail[] = [];
  send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
  lastTo(email: string): OutgoingMail {
    const mail = this.sent.filter((m) => m.to === email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
  location: string | null;
}

/** One request through better-auth's HTTP handler, as the browser or our actions send it. */
export async function send(
  auth: Auth,
  path: string,
  options: { body?: unknown; rawBody?: string; cookie?: string; ip?: string; method?: string } = {},
): Promise<Answer> {
  const method =
    options.method ??
    (options.body === undefined && options.rawBody === undefined ? "GET" : "POST");
  const headers = new Headers({ origin: baseURL, "x-client-ip": options.ip ?? "10.0.0.1" });
  if (method === "POST") headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  const url = path.startsWith("http") ? path : `${baseURL}/api/auth${path}`;
  const response = await auth.handler(
    new Request(url, {
      method,
      headers,
      body: method === "POST" ? (options.rawBody ?? JSON.stringify(options.body)) : undefined,
    }),
  );
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return {
    status: response.status,
    body,
    cookies: response.headers.getSetCookie(),
    location: response.headers.get("location"),
  };
}

/** The cookies an answer set, as a browser sends them back (the sign-up marker, say). */
export function cookiesOf(answer: Answer): string {
  return answer.cookies
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export function sessionCookie(answer: Answer): string {
  const cookie = answer.cookies.find((c) => c.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(answer.cookies)}`);
  return cookie.split(";")[0] ?? "";
}

/**
 * A verified account with a password, made directly through better-auth's adapter (no sign-up
 * mail left in flight when the test's database closes).
 */
export async function createVerifiedAccount(
  auth: Pick<Auth, "$context">,
  email: string,
  password: string,
  name = "Operator",
): Promise<void> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { name, email, emailVerified: true },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
}
