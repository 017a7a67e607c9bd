import { describe, expect, it } from "vitest";
import { codeWords, codeWordsIn } from "../../tests/support/operator-words";
import { abuseFindingDefinitions } from "./abuse-audit";
import {
  auditCounters,
  checkAuthSecret,
  checkSecurityHeaders,
  evaluateAudit,
  findingDefinitions,
  implementationPriorities,
  type AuditCheckResults,
} from "./security-audit";

const allPassing = Object.fromEntries(
  findingDefinitions.map((definition) => [definition.check, { ok: true, detail: "Held." }]),
) as unknown as AuditCheckResults;

const secureHeaders = new Headers({
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000",
});

describe("the security audit in the operator's words", () => {
  it("the code-word rule catches what the page used to say", () => {
    for (const old of [
      "Keep every admin page behind requireAdmin",
      "Keep the security-headers middleware first in the Hono app",
      "Sessions are signed with AUTH_SECRET.",
      "Keep a per-IP limit on POST /api/dynamic-pricing that answers 429 with Retry-After.",
      "Check the admin role in every admin loader and action",
      "Missing: Content-Security-Policy with a script nonce, X-Content-Type-Options: nosniff.",
    ])
      expect(old).toMatch(codeWords);
  });

  it("names no code in any finding, recommendation or priority", () => {
    const texts = [
      ...[...findingDefinitions, ...abuseFindingDefinitions].flatMap((definition) => [
        definition.title,
        definition.description,
        definition.recommendation,
      ]),
      ...implementationPriorities(evaluateAudit(allPassing)).flatMap((tier) =>
        tier.items.map((item) => item.label),
      ),
    ];
    expect(texts.length).toBeGreaterThan(35);
    for (const text of texts) expect(codeWordsIn(text), text).toEqual([]);
  });

  it("says what the headers check saw in plain words, passing or failing", () => {
    const details = [
      checkSecurityHeaders(secureHeaders, true),
      checkSecurityHeaders(secureHeaders, false),
      checkSecurityHeaders(new Headers(), true),
    ];
    expect(details.map((result) => result.ok)).toEqual([true, true, false]);
    expect(details[2]?.detail).toBe(
      "Missing from every page: blocking scripts from other sites, refusing to be shown inside other sites, refusing files that pretend to be another kind, keeping visited addresses private, always using an encrypted connection.",
    );
    for (const { detail } of details) expect(codeWordsIn(detail), detail).toEqual([]);
  });

  it("says what the secret key check saw without naming the setting", () => {
    const results = [
      checkAuthSecret(undefined, true),
      checkAuthSecret(undefined, false),
      checkAuthSecret("short", true),
      checkAuthSecret("x".repeat(40), true),
      checkAuthSecret("Zq8$kL2!vN5^bR7&wT1*yU4(pA6)sD9@", true),
    ];
    expect(results.map((result) => result.ok)).toEqual([false, true, false, false, true]);
    expect(results[0]?.detail).toBe("The live site has no secret key set.");
    for (const { detail } of results) expect(codeWordsIn(detail), detail).toEqual([]);
  });

  it("keeps the spec's counters", () => {
    const findings = evaluateAudit({
      ...allPassing,
      pricingRateLimit: { ok: false, detail: "All 300 look-ups were answered." },
      priceBreakdownHidden: { ok: false, detail: "Each look-up sends 4 adjustments." },
    });
    expect(auditCounters(findings)).toEqual({ vulnerabilities: 1, critical: 1, protectedCount: 5 });
  });
});
