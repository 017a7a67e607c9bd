/**
 * The Pricing Security Audit of /admin/security: seven findings (each with a severity and a status of
 * protected, vulnerable or needs_attention) whose status comes from
 * checks run against the live system. This module only turns check results into findings, so
 * every rule here is testable without a server; server/modules/audit/security-audit.ts runs the checks.
 */

export type Severity = "critical" | "high" | "medium" | "low";
export type FindingStatus = "protected" | "vulnerable" | "needs_attention";

export interface AuditFinding {
  id: string;
  title: string;
  description: string;
  severity: Severity;
  status: FindingStatus;
  recommendation: string;
  /** What the live check saw, in one sentence. */
  evidence: string;
}

/** One live check: did the protection hold, and what was seen. */
export interface CheckResult {
  ok: boolean;
  detail: string;
}

export interface AuditCheckResults {
  serverPriceRecomputation: CheckResult;
  adminOnlyAccess: CheckResult;
  pricingRateLimit: CheckResult;
  securityHeaders: CheckResult;
  productionSecrets: CheckResult;
  pricingFactorsValidated: CheckResult;
  /** ok = the browser gets no per-factor price breakdown. */
  priceBreakdownHidden: CheckResult;
}

/** One finding the audit can report, and the check (a key of `Results`) that decides it. */
export interface FindingDefinition<Results = AuditCheckResults> {
  check: keyof Results;
  id: string;
  title: string;
  description: string;
  severity: Severity;
  recommendation: string;
  /** What a failed check means: most are vulnerable; a known trade-off needs attention. */
  whenFailing: FindingStatus;
}

/**
 * The operator reads these (issue 14): each finding in plain words, what it protects and what to
 * keep doing, with no code names (tests/support/operator-words.ts lists what may not appear).
 * Technical detail for a developer lives in the checks' source and in docs/decisions/.
 */
export const findingDefinitions: readonly FindingDefinition[] = [
  {
    check: "serverPriceRecomputation",
    id: "server-price-recomputation",
    title: "The website sets every booking's price, not the traveller's browser",
    description:
      "A booking request carries the price the traveller's browser showed. If the website stored that figure, anyone could edit it and book a trip for $1.",
    severity: "critical",
    recommendation:
      "Keep the website working out each booking's price itself, from your trip prices and pricing rules; the price sent with a request is only compared, never stored.",
    whenFailing: "vulnerable",
  },
  {
    check: "adminOnlyAccess",
    id: "admin-only-access",
    title: "Only admins can see bookings, pricing rules and demand figures",
    description:
      "Every admin page, and every change made in the admin area, must check that the person signed in is an admin before showing or changing anything.",
    severity: "high",
    recommendation:
      "Keep every admin page behind the one admin check the website applies to the whole admin area (hiding links is not enough), and give the admin role only to people who need it.",
    whenFailing: "vulnerable",
  },
  {
    check: "pricingRateLimit",
    id: "pricing-rate-limit",
    title: "Price look-ups are limited for each visitor",
    description:
      "Without a limit, a competitor's program could collect every price for every date, and a flood of look-ups could slow the site down for real travellers.",
    severity: "medium",
    recommendation:
      "Keep the limit on price look-ups from one internet connection: after too many in a short time, the website asks that visitor to wait a moment.",
    whenFailing: "vulnerable",
  },
  {
    check: "securityHeaders",
    id: "security-headers",
    title: "Browsers are told to block injected scripts and look-alike framing",
    description:
      "Every page tells the visitor's browser to run no scripts from other sites, never to show our pages inside another site (a trick to steal clicks), and, on the live site, to always use an encrypted connection.",
    severity: "medium",
    recommendation:
      "Keep these browser protections on for every page, and ask your developer to check this page after any change to the hosting.",
    whenFailing: "vulnerable",
  },
  {
    check: "productionSecrets",
    id: "production-secrets",
    title: "Sign-ins are protected by a strong secret key",
    description:
      "The website seals every sign-in with a secret key. If the key is missing, short or a well-known example, someone could pretend to be signed in, even as an admin.",
    severity: "medium",
    recommendation:
      "Have your developer or hosting provider set a long random secret key (at least 32 characters) in the live site's settings, never in the code, and change it if it may have leaked.",
    whenFailing: "vulnerable",
  },
  {
    check: "pricingFactorsValidated",
    id: "pricing-factors-validated",
    title: "Pricing rules are checked before they are used",
    description:
      "Your pricing rules (season, demand, group and early-booking adjustments) are saved in the database; a wrong value could give trips away or overcharge travellers.",
    severity: "low",
    recommendation:
      "Keep checking the saved rules against their allowed ranges every time a price is worked out; when they fail, the website uses the standard rules instead.",
    whenFailing: "vulnerable",
  },
  {
    check: "priceBreakdownHidden",
    id: "frontend-price-breakdown",
    title: "Travellers' browsers receive the full price breakdown",
    description:
      "With each price, the website sends every adjustment (season, demand, early booking, group size), which shows anyone who looks how demand moves your prices.",
    severity: "low",
    recommendation:
      "Consider sending travellers only the final price, any saving and its reason, and keeping the adjustment-by-adjustment breakdown for the admin pages.",
    whenFailing: "needs_attention",
  },
];

/** Each definition's finding: protected when its check passed, else what a failure means. */
export function evaluateFindings<Results extends { [K in keyof Results]: CheckResult }>(
  definitions: readonly FindingDefinition<Results>[],
  results: Results,
): AuditFinding[] {
  return definitions.map(({ check, whenFailing, ...finding }) => ({
    ...finding,
    status: results[check].ok ? "protected" : whenFailing,
    evidence: results[check].detail,
  }));
}

export function evaluateAudit(results: AuditCheckResults): AuditFinding[] {
  return evaluateFindings(findingDefinitions, results);
}

export function auditCounters(findings: readonly AuditFinding[]) {
  return {
    vulnerabilities: findings.filter((finding) => finding.status === "vulnerable").length,
    critical: findings.filter((finding) => finding.severity === "critical").length,
    protectedCount: findings.filter((finding) => finding.status === "protected").length,
  };
}

export interface PriorityItem {
  label: string;
  done: boolean;
}
export interface PriorityTier {
  name: "Immediate" | "Short Term" | "Medium Term";
  items: PriorityItem[];
}

/** The Security Implementation Priorities panel: done items are the protected findings, plus planned work. */
export function implementationPriorities(findings: readonly AuditFinding[]): PriorityTier[] {
  const done = (id: string) =>
    findings.find((finding) => finding.id === id)?.status === "protected";
  return [
    {
      name: "Immediate",
      items: [
        {
          label: "Recompute every booking price on the server",
          done: done("server-price-recomputation"),
        },
        {
          label: "Check the admin role on every admin page and change",
          done: done("admin-only-access"),
        },
        {
          label: "Protect sign-ins with a strong secret key on the live site",
          done: done("production-secrets"),
        },
      ],
    },
    {
      name: "Short Term",
      items: [
        {
          label: "Limit price look-ups from each internet connection",
          done: done("pricing-rate-limit"),
        },
        {
          label: "Tell browsers to block injected scripts on every page",
          done: done("security-headers"),
        },
        {
          label: "Send travellers the final price, not the breakdown",
          done: done("frontend-price-breakdown"),
        },
      ],
    },
    {
      name: "Medium Term",
      items: [
        {
          label: "Check the saved pricing rules every time they are used",
          done: done("pricing-factors-validated"),
        },
        { label: "Alert you when someone keeps hitting the price look-up limit", done: false },
        { label: "Review admin role grants every quarter", done: false },
      ],
    },
  ];
}

/**
 * The protections a response's headers must give, named as the operator reads them: a content
 * security policy with a script nonce and frame-ancestors 'none', nosniff, a referrer policy,
 * and HSTS in production.
 */
export function checkSecurityHeaders(headers: Headers, production: boolean): CheckResult {
  const missing: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  if (!/script-src[^;]*'nonce-/.test(csp)) missing.push("blocking scripts from other sites");
  if (!/frame-ancestors 'none'/.test(csp)) missing.push("refusing to be shown inside other sites");
  if (headers.get("x-content-type-options") !== "nosniff")
    missing.push("refusing files that pretend to be another kind");
  if (!headers.get("referrer-policy")) missing.push("keeping visited addresses private");
  if (production && !/max-age=\d{7,}/.test(headers.get("strict-transport-security") ?? ""))
    missing.push("always using an encrypted connection");
  return missing.length
    ? { ok: false, detail: `Missing from every page: ${missing.join(", ")}.` }
    : {
        ok: true,
        detail: `Every page blocks scripts from other sites, refuses to be shown inside other sites, refuses disguised files and keeps visited addresses private${production ? ", and browsers are told to always use an encrypted connection" : "; the live site also tells browsers to always use an encrypted connection"}.`,
      };
}

const weakSecrets = new Set([
  "changeme",
  "change-me",
  "secret",
  "password",
  "your-secret-here",
  "better-auth-secret",
  "development",
  "test",
]);

/** The auth secret: required in production, at least 32 characters, not a placeholder, not one repeated character. */
export function checkAuthSecret(secret: string | undefined, production: boolean): CheckResult {
  if (!secret) {
    return production
      ? { ok: false, detail: "The live site has no secret key set." }
      : {
          ok: true,
          detail:
            "This is a development copy: a random key kept with its data seals sign-ins. The live site refuses to start without a key of its own.",
        };
  }
  if (secret.length < 32)
    return {
      ok: false,
      detail: `The secret key is only ${secret.length} characters long; it needs at least 32.`,
    };
  if (weakSecrets.has(secret.toLowerCase()) || /^(.)\1+$/.test(secret) || new Set(secret).size < 8)
    return { ok: false, detail: "The secret key is an example value or too simple to be safe." };
  return {
    ok: true,
    detail: `A secret key of ${secret.length} characters is set${production ? " for the live site" : ""}.`,
  };
}
