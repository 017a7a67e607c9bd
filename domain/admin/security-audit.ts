/**
 * The Pricing Security Audit of /admin/security: seven findings (each with a severity and a status of
 * protected, vulnerable or needs_attention) whose status comes from
 * checks run against the live system. This module only turns check results into findings, so
 * every rule here is testable without a server; server/services/security-audit.ts runs the checks.
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

export const findingDefinitions: readonly FindingDefinition[] = [
  {
    check: "serverPriceRecomputation",
    id: "server-price-recomputation",
    title: "Booking prices are recomputed on the server",
    description:
      "A booking request carries the price the visitor saw. If the server stored it, anyone could book a trip for $1 by editing the request.",
    severity: "critical",
    recommendation:
      "Always compute the stored total with the pricing engine on the server and treat the client's totalPrice as a comparison only.",
    whenFailing: "vulnerable",
  },
  {
    check: "adminOnlyAccess",
    id: "admin-only-access",
    title: "Admin-only access to pricing rules, demand analytics and booking data",
    description:
      "Every admin page and admin action must check the admin role on the server before reading or changing anything.",
    severity: "high",
    recommendation:
      "Keep every admin page and action under the admin area's one guard, which checks the role on the server before any of them runs; never rely on hiding links in the interface.",
    whenFailing: "vulnerable",
  },
  {
    check: "pricingRateLimit",
    id: "pricing-rate-limit",
    title: "Rate limiting on the dynamic pricing API",
    description:
      "Without a per-address limit a scraper can map every price for every date, and a flood of requests can slow the site.",
    severity: "medium",
    recommendation:
      "Keep a per-IP limit on POST /api/dynamic-pricing that answers 429 with Retry-After.",
    whenFailing: "vulnerable",
  },
  {
    check: "securityHeaders",
    id: "security-headers",
    title: "Security headers on every response",
    description:
      "A Content-Security-Policy with nonces, nosniff, a referrer policy, frame-ancestors 'none' and HSTS in production stop script injection, clickjacking and downgrade attacks.",
    severity: "medium",
    recommendation:
      "Keep the security-headers middleware first in the Hono app, with HSTS switched on in production.",
    whenFailing: "vulnerable",
  },
  {
    check: "productionSecrets",
    id: "production-secrets",
    title: "Secrets configured for production",
    description:
      "Sessions are signed with AUTH_SECRET. A missing, short or well-known value lets anyone forge a session, including an admin's.",
    severity: "medium",
    recommendation:
      "Set AUTH_SECRET to a random value of at least 32 characters (openssl rand -base64 32) in the deployment's environment, never in the repository.",
    whenFailing: "vulnerable",
  },
  {
    check: "pricingFactorsValidated",
    id: "pricing-factors-validated",
    title: "Pricing factors are validated before use",
    description:
      "The operator's pricing factors are stored in the database; an out-of-range value could give trips away or overcharge travellers.",
    severity: "low",
    recommendation:
      "Validate the stored factors against their allowed ranges on every read and fall back to the defaults when they do not pass.",
    whenFailing: "vulnerable",
  },
  {
    check: "priceBreakdownHidden",
    id: "frontend-price-breakdown",
    title: "Price breakdowns are shown to the browser",
    description:
      "The pricing API returns each factor (season, demand, early booking, group) to the browser, which reveals how demand moves prices.",
    severity: "low",
    recommendation:
      "Consider sending only the final price, savings and the demand badge, and keep the factor-by-factor breakdown for the admin pages.",
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
          label: "Check the admin role in every admin loader and action",
          done: done("admin-only-access"),
        },
        {
          label: "Sign sessions with a strong production secret",
          done: done("production-secrets"),
        },
      ],
    },
    {
      name: "Short Term",
      items: [
        { label: "Rate-limit the pricing API per address", done: done("pricing-rate-limit") },
        { label: "Send security headers on every response", done: done("security-headers") },
        {
          label: "Hide the factor-by-factor price breakdown from the browser",
          done: done("frontend-price-breakdown"),
        },
      ],
    },
    {
      name: "Medium Term",
      items: [
        {
          label: "Validate stored pricing factors on every read",
          done: done("pricing-factors-validated"),
        },
        { label: "Alert the operator on bursts of 429 answers from the pricing API", done: false },
        { label: "Review admin role grants every quarter", done: false },
      ],
    },
  ];
}

/** The header names a response must carry, and HSTS in production. */
export function checkSecurityHeaders(headers: Headers, production: boolean): CheckResult {
  const missing: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  if (!/script-src[^;]*'nonce-/.test(csp))
    missing.push("Content-Security-Policy with a script nonce");
  if (!/frame-ancestors 'none'/.test(csp)) missing.push("frame-ancestors 'none'");
  if (headers.get("x-content-type-options") !== "nosniff")
    missing.push("X-Content-Type-Options: nosniff");
  if (!headers.get("referrer-policy")) missing.push("Referrer-Policy");
  if (production && !/max-age=\d{7,}/.test(headers.get("strict-transport-security") ?? ""))
    missing.push("Strict-Transport-Security");
  return missing.length
    ? { ok: false, detail: `Missing: ${missing.join(", ")}.` }
    : {
        ok: true,
        detail: `CSP with nonce, frame-ancestors 'none', nosniff and Referrer-Policy present${production ? ", HSTS on" : "; HSTS is added in production"}.`,
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

/** AUTH_SECRET: required in production, at least 32 characters, not a placeholder, not one repeated character. */
export function checkAuthSecret(secret: string | undefined, production: boolean): CheckResult {
  if (!secret) {
    return production
      ? { ok: false, detail: "AUTH_SECRET is not set in production." }
      : {
          ok: true,
          detail:
            "Development: AUTH_SECRET is not set, so a random local secret in the data directory signs sessions. Production refuses to start without one.",
        };
  }
  if (secret.length < 32)
    return {
      ok: false,
      detail: `AUTH_SECRET is only ${secret.length} characters long; it needs at least 32.`,
    };
  if (weakSecrets.has(secret.toLowerCase()) || /^(.)\1+$/.test(secret) || new Set(secret).size < 8)
    return { ok: false, detail: "AUTH_SECRET is a placeholder or low-variety value." };
  return {
    ok: true,
    detail: `AUTH_SECRET is set (${secret.length} characters)${production ? " for production" : ""}.`,
  };
}
