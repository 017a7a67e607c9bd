import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase, type DbHandle } from "../../server/platform/db/connection";
import { grantRole } from "../../server/modules/accounts/roles";
import { e2eServerOf } from "../support/e2e-servers";
import { totp } from "../support/totp";
import { expectNoAxeViolations } from "./helpers";

// Each server under test (tests/support/e2e-servers.ts) keeps its SQLite file and mail outbox in
// its own data directory; the shared one uses DATABASE_URL instead when the environment sets one.
// A spec opens the files of the server its project talks to.
function serverUnderTest() {
  return e2eServerOf(test.info().project.name);
}
/** The mail outbox of the server this test talks to. */
export function outboxDir(): string {
  return join(serverUnderTest().dataDir, "outbox");
}
const run = Date.now().toString(36);
export const password = "Kilele-trek-2030";

let database: DbHandle | undefined;
export function db(): DbHandle {
  database ??= openDatabase({
    databaseUrl: serverUnderTest().databaseUrl || undefined,
    sqliteFile: join(serverUnderTest().dataDir, "app.db"),
  });
  return database;
}
/** Each spec file that opens the database closes it in its own afterAll. */
export async function closeDb(): Promise<void> {
  await database?.close();
  database = undefined;
}

export function emailFor(label: string): string {
  return `${label}-${run}@example.com`;
}

/** Quoted-printable, as nodemailer writes long lines: soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest verification link mailed to `email`, read from the .eml files in the outbox. */
export async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(outboxDir())) return undefined;
        const files = readdirSync(outboxDir())
          .filter((name) => name.includes(email) && name.endsWith(".eml"))
          .sort();
        const newest = files.at(-1);
        if (!newest) return undefined;
        const message = decodeQuotedPrintable(readFileSync(join(outboxDir(), newest), "utf8"));
        link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/.exec(message)?.[0];
        return link;
      },
      { message: `a verification email to ${email} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? "";
}

/**
 * The address a traveller's browser comes from, one per email (TEST-NET-2, RFC 5737): real
 * travellers sign up from their own connections, and the server allows 10 sign-ups a minute per
 * address. The e2e server trusts loopback as its proxy (playwright.config.ts), as the deploy
 * recipe's server trusts nginx, so this header names the client.
 */
function travellerAddress(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.100.${1 + (hash % 254)}`;
}

export async function signUp(page: Page, name: string, email: string) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": travellerAddress(email) });
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Account Created!");
  await expect(status).toContainText("Please check your email to verify your account.");
}

export async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A verified, signed-in account in this page's browser context. */
export async function verifiedAccount(page: Page, name: string, email: string) {
  await signUp(page, name, email);
  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(/\/auth\/verified$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is verified");
}

/** The newest .eml in the outbox addressed to `email` whose text matches, decoded. */
export async function mailTo(email: string, match: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        if (!existsSync(outboxDir())) return false;
        for (const name of readdirSync(outboxDir())
          .filter((file) => file.includes(email))
          .sort()
          .reverse()) {
          const text = decodeQuotedPrintable(readFileSync(join(outboxDir(), name), "utf8"));
          if (match.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} matching ${match}`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/** The decoded .eml files in the outbox that mention `marker`. */
export function mailsMentioning(marker: string): string[] {
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .filter((file) => file.endsWith(".eml"))
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir(), file), "utf8")))
    .filter((mail) => mail.includes(marker));
}

/** The inquiries stored under `email` (its normalised form). */
export async function storedInquiries(email: string) {
  return db().db.selectFrom("inquiries").selectAll().where("email", "=", email).execute();
}

/**
 * `npm run admin -- grant EMAIL` for the account signed in on this page, then the enrolment the
 * admin's next visit to /admin asks for (decision 0046), as the admin does it: the password, the
 * setup key read off the page into an "authenticator app" (RFC 6238 here), a code to confirm, the
 * recovery codes. Returns the setup key, for signing in again (signInWithTotp).
 */
export async function becomeAdmin(
  page: Page,
  email: string,
  { audit = false, role = "admin" }: { audit?: boolean; role?: "admin" | "editor" } = {},
): Promise<string> {
  // Each step's page has no WCAG 2.2 AA violations, when asked (admin.spec.ts asks).
  const check = audit ? () => expectNoAxeViolations(page, "#main") : async () => {};
  await grantRole(db().db, email, role);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await check();
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await expect(
    page.getByRole("link", { name: "open it in your authenticator app" }),
  ).toHaveAttribute(
    "href",
    new RegExp(`^otpauth://totp/Kilele%20Expeditions:.*secret=${key}&issuer=Kilele\\+Expeditions`),
  );
  await check();
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  await page.getByLabel("6-digit code from your app").fill(totp(key));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save your recovery codes");
  await check();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await page.getByRole("link", { name: "Continue to the admin area" }).click();
  // An editor's admin area is the content: /admin sends them to the trips.
  await expect(page).toHaveURL(role === "admin" ? /\/admin$/ : /\/admin\/trips$/);
  return key;
}

/** The code step of an admin's sign-in, after the password: the app's current code. */
export async function enterTotp(page: Page, key: string) {
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel("6-digit code").fill(totp(key));
  await page.getByRole("button", { name: "Verify code" }).click();
}

/** An enrolled admin signs in: password, then the code; lands on `path` (the admin overview). */
export async function signInWithTotp(page: Page, email: string, key: string, path = "/admin") {
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await enterTotp(page, key);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, "\\$&")}$`));
}
