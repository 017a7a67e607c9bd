import {
  evaluateFindings,
  type AuditFinding,
  type CheckResult,
  type FindingDefinition,
} from "./security-audit";

/**
 * Three more findings for the security audit page (issue 13): the site as a mail relay,
 * accounts pre-claimed with someone else's address, and locking a user out with wrong
 * passwords. Kept apart from the pricing audit's seven so each can change on its own;
 * server/modules/audit/abuse-audit.ts runs the live checks.
 */
export interface AbuseCheckResults {
  /** ok = one address gets at most the day's allowance of visitor-caused mail, with no visitor text. */
  mailRelay: CheckResult;
  /** ok = a verification link opened without the sign-up's cookie signs nobody in and voids the password. */
  accountPreClaim: CheckResult;
  /** ok = the right password still works after a run of wrong ones from other addresses. */
  signInLockout: CheckResult;
}

export const abuseFindingDefinitions: readonly FindingDefinition<AbuseCheckResults>[] = [
  {
    check: "mailRelay",
    id: "mail-relay",
    title: "The site cannot be used to send mail to anyone",
    description:
      "Booking, quote and sign-in forms send mail to whatever address is typed in. Without a limit per address, and with the visitor's own text in the mail, anyone could use our name to flood or phish an inbox.",
    severity: "high",
    recommendation:
      "Keep the daily limit on emails to any one address, and keep every email to a visitor free of text a visitor typed; only your own notification may include it.",
    whenFailing: "vulnerable",
  },
  {
    check: "accountPreClaim",
    id: "account-pre-claim",
    title: "An account made with someone else's address cannot read their bookings",
    description:
      "Someone could sign up with another person's email and a password they know. When the owner clicks the verification link, the account must not stay open to that password or sign anyone in.",
    severity: "high",
    recommendation:
      "Sign in after verification only in the browser that signed up; elsewhere, void the password and let the address owner choose a new one.",
    whenFailing: "vulnerable",
  },
  {
    check: "signInLockout",
    id: "sign-in-lockout",
    title: "Nobody can lock a customer or the admin out",
    description:
      "Wrong passwords typed for someone's email from other internet connections must not stop the real person signing in from theirs.",
    severity: "medium",
    recommendation:
      "Count wrong passwords per account and internet connection together, with short waits that grow, and never count successful sign-ins.",
    whenFailing: "vulnerable",
  },
];

export function evaluateAbuseAudit(results: AbuseCheckResults): AuditFinding[] {
  return evaluateFindings(abuseFindingDefinitions, results);
}
