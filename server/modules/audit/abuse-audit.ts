import { randomBytes, randomInt } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import type { Kysely } from "kysely";
import { evaluateAbuseAudit, type AbuseCheckResults } from "../../../domain/admin/abuse-audit";
import type { AuditFinding, CheckResult } from "../../../domain/admin/security-audit";
import { formatUsd } from "../../../domain/money/format";
import { probeEmail } from "../../../domain/admin/security-audit-runs";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from "../accounts";
import type { Database } from "../../platform/db/schema";
import { safely } from "./security-audit";
import type { OutgoingMail } from "../../platform/mail/mailer";
import type { MailOutbox } from "../../platform/mail/outbox";
import {
  bookingReceivedEmail,
  bookingStatusEmail,
  noStatusMailChange,
  contactInquiryReceivedEmail,
  passwordResetEmail,
  quoteRequestReceivedEmail,
  verificationEmail,
  type BookingSummary,
} from "../../platform/mail/templates";

/**
 * Live checks for the abuse findings (issue 13 items 1, 2 and 5), run from /admin/security
 * against this server's own auth and mail outbox. They leave nothing behind: the mail probe runs
 * in a transaction that is rolled back, and the probe accounts are deleted when done.
 */
export interface AbuseAuditConfig {
  db: Kysely<Database>;
  auth: Auth;
  /** The process's outbox: its daily limit is what is checked. */
  mailOutbox: MailOutbox;
  siteUrl: string;
}

/** Free text an attacker would try to carry to someone else's inbox. */
const MARKER = "audit-marker-https://phish.invalid/login";

class RollBack extends Error {
  constructor(readonly result: CheckResult) {
    super("audit probe rolled back");
  }
}

/** Every kind of mail a visitor's request sends, addressed to `to`, with the marker in every field a visitor fills in. */
function visitorMails(to: string, siteUrl: string): OutgoingMail[] {
  const booking: BookingSummary = {
    reference: "AUDIT001",
    clientName: MARKER,
    clientEmail: to,
    clientPhone: MARKER,
    adventureType: "Point Lenana Summit",
    bookingDate: "2030-01-01",
    participants: 2,
    pricePerPerson: 100,
    totalPrice: 200,
    specialRequirements: MARKER,
  };
  const inquiry = {
    reference: "AUDIT001",
    kindLabel: "School quote request",
    topic: MARKER,
    name: MARKER,
    email: to,
    details: [["Notes", MARKER]] as Array<[string, string]>,
    receipt: [["Reference", "AUDIT001"]] as Array<[string, string]>,
  };
  const url = `${siteUrl}/api/auth/verify-email?token=audit`;
  return [
    bookingReceivedEmail([booking], siteUrl, formatUsd),
    bookingStatusEmail("confirmed", booking, noStatusMailChange, siteUrl, formatUsd),
    contactInquiryReceivedEmail(inquiry, siteUrl),
    quoteRequestReceivedEmail(inquiry, siteUrl),
    verificationEmail({ url }),
    passwordResetEmail({ url }),
  ].map((content) => ({ to, ...content }));
}

/** Queues 15 visitor mails to one made-up address in a rolled-back transaction: how many would go out, and with what. */
async function checkMailRelay(config: AbuseAuditConfig): Promise<CheckResult> {
  const to = `audit-probe-${randomBytes(6).toString("hex")}@invalid.example`;
  const mails = [
    ...visitorMails(to, config.siteUrl),
    ...visitorMails(to, config.siteUrl),
    ...visitorMails(to, config.siteUrl),
  ].slice(0, 15);
  try {
    await config.db.transaction().execute(async (trx) => {
      // The first attempts are never started: the transaction is rolled back below.
      await config.mailOutbox.queueWithin(trx, mails);
      const stored = await trx
        .selectFrom("mail_outbox")
        .select(["text_body", "html_body"])
        .where("recipient", "=", to)
        .execute();
      const carrying = stored.filter(
        (row) => row.text_body.includes(MARKER) || row.html_body.includes(MARKER),
      ).length;
      if (carrying > 0)
        throw new RollBack({
          ok: false,
          detail: `${carrying} of the test emails to one address carried text the visitor typed.`,
        });
      if (stored.length >= mails.length)
        throw new RollBack({
          ok: false,
          detail: `All ${mails.length} test emails to one address would have been sent; there is no limit per recipient.`,
        });
      throw new RollBack({
        ok: true,
        detail: `Of ${mails.length} test emails to one address, ${stored.length} would be sent today and none carried the visitor's text (the test emails were then removed).`,
      });
    });
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
  return { ok: false, detail: "The email test did not finish." };
}

/** A made-up client address from the benchmarking range, so the probes never share a real visitor's limits. */
function probeAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A probe account with a known password, created directly (no mail is sent), deleted by `remove`. */
async function probeAccount(auth: Auth, emailVerified: boolean) {
  const context = await auth.$context;
  // A probe address (decision 0048): a list of accounts can leave these out.
  const email = probeEmail(`audit-probe-${randomBytes(6).toString("hex")}`);
  const password = `Audit-${randomBytes(12).toString("base64url")}`;
  const user = await context.internalAdapter.createUser(
    { email, name: "Security audit probe", emailVerified },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return {
    user,
    email,
    password,
    secret: context.secret,
    remove: () => context.internalAdapter.deleteUser(user.id),
  };
}

function signIn(
  config: AbuseAuditConfig,
  email: string,
  password: string,
  from = probeAddress(),
): Promise<Response> {
  const origin = new URL(config.siteUrl).origin;
  return config.auth.handler(
    new Request(`${origin}${AUTH_BASE_PATH}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, [CLIENT_IP_HEADER]: from },
      body: JSON.stringify({ email, password }),
    }),
  );
}

const setsSession = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((cookie) => /session_token=[^;]/.test(cookie) && !/Max-Age=0/i.test(cookie));

/** An unverified account with a known password; its verification link opened in a browser without the sign-up's cookie. */
async function checkPreClaim(config: AbuseAuditConfig): Promise<CheckResult> {
  const probe = await probeAccount(config.auth, false);
  try {
    const token = await createEmailVerificationToken(probe.secret, probe.email, undefined, 3600, {
      userId: probe.user.id,
    });
    const origin = new URL(config.siteUrl).origin;
    const opened = await config.auth.handler(
      new Request(`${origin}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=%2F`, {
        headers: { [CLIENT_IP_HEADER]: probeAddress() },
      }),
    );
    if (setsSession(opened))
      return {
        ok: false,
        detail:
          "A verification link opened in another browser signed that browser into the account.",
      };
    const creatorSignIn = await signIn(config, probe.email, probe.password);
    if (creatorSignIn.ok)
      return {
        ok: false,
        detail:
          "After the address owner opened the link, the password the account was created with still signed in.",
      };
    return {
      ok: true,
      detail:
        "The link signed nobody in and led to choosing a password; the password the account was created with was refused.",
    };
  } finally {
    await probe.remove();
  }
}

/** Twelve wrong passwords from twelve addresses, then the right one from another. */
async function checkLockout(config: AbuseAuditConfig): Promise<CheckResult> {
  const probe = await probeAccount(config.auth, true);
  try {
    // The real person's own connection: they have signed in from it before (issue 26: guesses
    // from many addresses make the account wait, but never at an address it knows).
    const home = probeAddress();
    await signIn(config, probe.email, probe.password, home);
    const guesses = 12;
    for (let n = 0; n < guesses; n++)
      await signIn(config, probe.email, `wrong-${n}-${probe.password}`);
    const real = await signIn(config, probe.email, probe.password, home);
    return real.ok
      ? {
          ok: true,
          detail: `After ${guesses} wrong passwords from other internet connections, the right one still signed in.`,
        }
      : {
          ok: false,
          detail: `After ${guesses} wrong passwords from other internet connections, the right one was refused.`,
        };
  } finally {
    await probe.remove();
  }
}

/** Runs the three abuse checks and turns them into findings for the audit page. */
export async function runAbuseAudit(config: AbuseAuditConfig): Promise<AuditFinding[]> {
  // Independent probes (own addresses, own accounts): run together, the page waits for the slowest.
  const [mailRelay, accountPreClaim, signInLockout] = await Promise.all([
    safely("mail-relay", () => checkMailRelay(config)),
    safely("pre-claim", () => checkPreClaim(config)),
    safely("lockout", () => checkLockout(config)),
  ]);
  const results: AbuseCheckResults = { mailRelay, accountPreClaim, signInLockout };
  return evaluateAbuseAudit(results);
}
