import {
  evaluateFindings,
  type AuditFinding,
  type CheckResult,
  type FindingDefinition,
} from "./security-audit";

/**
 * The audit's further checks (issue 26 item 10), shown in their own group under the spec's
 * findings, which stay as the spec words them: no sign-in link sends anyone to another site,
 * secret links never reach the server's log, every admin signs in with two factors, and the admin
 * pages added since the spec refuse everyone else. server/modules/audit/security-audit-further.ts runs
 * the live checks; this module only words them, so each rule is testable without a server.
 */
export interface FurtherCheckResults {
  /** ok = no sign-in or verification link sends the browser to another site. */
  openRedirects: CheckResult;
  /** ok = the secret part of every private link is replaced before a log line is written. */
  logRedaction: CheckResult;
  /** ok = every account with the admin role has two-factor sign-in set up. */
  adminTwoFactor: CheckResult;
  /** ok = every admin page added since the spec sends a visitor and a customer away. */
  newAdminPagesGuarded: CheckResult;
}

export const furtherFindingDefinitions: readonly FindingDefinition<FurtherCheckResults>[] = [
  {
    check: "openRedirects",
    id: "open-redirects",
    title: "Sign-in links only ever lead back to this site",
    description:
      "After signing in or confirming an email address, the website sends the browser to the page named in the link. If that could be another site, a fake link using our name could end on a look-alike page that asks for a password or a payment.",
    severity: "high",
    recommendation:
      "Keep every 'go back to' address in links limited to pages of this website; ask your developer to check this page after changing how sign-in works.",
    whenFailing: "vulnerable",
  },
  {
    check: "logRedaction",
    id: "log-redaction",
    title: "Private links never reach the server's log",
    description:
      "Payment confirmations, the team calendar, travellers' details and review links, password resets and waitlist confirmations use links that work without a password. Anyone who reads a log holding them could open them.",
    severity: "medium",
    recommendation:
      "Keep the secret part of these links out of the log, and give the log to as few people as possible.",
    whenFailing: "vulnerable",
  },
  {
    check: "adminTwoFactor",
    id: "admin-two-factor",
    title: "Every admin signs in with a code from their phone",
    description:
      "An admin can see every traveller's details and change bookings and prices. A password alone can be guessed or stolen; a second step with a code from the admin's own phone stops that.",
    severity: "high",
    recommendation:
      "Ask each admin listed here to set up sign-in codes at their next sign-in, or remove the admin role from accounts that no longer need it.",
    whenFailing: "vulnerable",
  },
  {
    check: "newAdminPagesGuarded",
    id: "new-admin-pages",
    title: "The newer admin pages are closed to everyone but admins",
    description:
      "Departures, travel lists, park fees, payments, reviews, the downloads and the sign-in code set-up were added after the first audit. Each must check that the person is an admin before showing or changing anything.",
    severity: "high",
    recommendation:
      "Keep every new admin page inside the admin area, behind its one admin check, and add it to this audit when it is built.",
    whenFailing: "vulnerable",
  },
];

export function evaluateFurtherAudit(results: FurtherCheckResults): AuditFinding[] {
  return evaluateFindings(furtherFindingDefinitions, results);
}

/** The admins without two-factor sign-in, by email: what the two-factor check reports. */
export function checkAdminTwoFactor(
  admins: ReadonlyArray<{ email: string; enrolled: boolean }>,
): CheckResult {
  if (!admins.length) return { ok: true, detail: "No account has the admin role yet." };
  const missing = admins.filter((admin) => !admin.enrolled).map((admin) => admin.email);
  if (missing.length)
    return {
      ok: false,
      detail: `${missing.length} of ${admins.length} admins sign in with a password only: ${missing.join(", ")}.`,
    };
  return {
    ok: true,
    detail:
      admins.length === 1
        ? "The one admin signs in with a code from their phone."
        : `All ${admins.length} admins sign in with a code from their phone.`,
  };
}

/** A sample secret for each private link, and where in the log it would leak. */
export const privateLinkSamples: ReadonlyArray<{ name: string; path: string; secret: string }> = [
  {
    name: "payment confirmations",
    path: "/api/payments/mpesa/callback/AuditSecret1",
    secret: "AuditSecret1",
  },
  {
    name: "the team calendar",
    path: "/calendar/departures-AuditSecret2.ics",
    secret: "AuditSecret2",
  },
  {
    name: "travellers' details links",
    path: "/traveller-details/AuditSecret3",
    secret: "AuditSecret3",
  },
  { name: "review links", path: "/review/AuditSecret4", secret: "AuditSecret4" },
  {
    name: "password reset links",
    path: "/api/auth/reset-password/AuditSecret5",
    secret: "AuditSecret5",
  },
  {
    name: "waitlist confirmations",
    path: "/waitlist/confirm/AuditSecret6",
    secret: "AuditSecret6",
  },
];

/** Each private link written as the log writes it (`logged`): which ones still show their secret. */
export function checkLogRedaction(logged: (path: string) => string): CheckResult {
  const leaking = privateLinkSamples.filter((sample) =>
    logged(sample.path).includes(sample.secret),
  );
  return leaking.length
    ? {
        ok: false,
        detail: `The log would keep the secret part of ${leaking.map((sample) => sample.name).join(", ")}.`,
      }
    : {
        ok: true,
        detail: `The log hides the secret part of ${privateLinkSamples.map((sample) => sample.name).join(", ")}.`,
      };
}
