// Accounts for the system tests: sign up through the API, confirm the address from the mail the
// server left in DATA_DIR/outbox (.eml), and keep the session cookie it sets.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sleep, type Server } from "./system";

export const PASSWORD = "Kilele-trek-2030";

/** The server by address: `origin` says localhost, which may resolve to ::1 first. */
export const local = (server: Server) => `http://127.0.0.1:${server.port}`;

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest verification link mailed to `email`, from a server's .eml outbox. */
export async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 100; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.includes(email) && name.endsWith(".eml"));
    } catch {
      files = [];
    }
    const newest = files.sort().at(-1);
    if (newest) {
      const message = decodeQuotedPrintable(readFileSync(join(outbox, newest), "utf8"));
      const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/.exec(
        message,
      )?.[0];
      if (link) return link;
    }
    await sleep(100);
  }
  throw new Error(`no verification mail to ${email} in ${outbox}`);
}

/** Set-Cookie headers as the Cookie header a browser would send back. */
export function cookiePairs(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter(Boolean)
    .join("; ");
}

/** Every mail the server wrote to its .eml outbox for `email` (decoded), oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const outbox = join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter(
      (name) => name.includes(`-${email}-`) && name.endsWith(".eml"),
    );
  } catch {
    files = [];
  }
  return files
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), "utf8")));
}

/** Sign up on `server`, open the link from its outbox, and return the session cookie (name=value). */
export async function verifiedSession(
  server: Server,
  name: string,
  email: string,
): Promise<string> {
  const signUp = await fetch(`${local(server)}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ name, email, password: PASSWORD, callbackURL: "/" }),
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const link = await verificationLink(server.dataDir, email);
  // The link signs in only the browser that signed up: it carries that browser's sign-up cookie.
  const verified = await fetch(link.replace(server.origin, local(server)), {
    redirect: "manual",
    headers: { cookie: cookiePairs(signUp.headers.getSetCookie()) },
  });
  const cookie = verified.headers
    .getSetCookie()
    .find((value) => value.startsWith("better-auth.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`verification answered ${verified.status} without a session cookie`);
  return cookie;
}
