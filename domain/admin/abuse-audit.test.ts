import { describe, expect, it } from "vitest";
import { evaluateAbuseAudit } from "./abuse-audit";

describe("evaluateAbuseAudit", () => {
  it("turns each live check into a finding with its evidence", () => {
    const findings = evaluateAbuseAudit({
      mailRelay: { ok: true, detail: "10 of 15 stored." },
      accountPreClaim: { ok: false, detail: "The link signed the reader in." },
      signInLockout: { ok: true, detail: "Signed in after 12 wrong passwords." },
    });
    expect(findings.map((finding) => [finding.id, finding.status, finding.evidence])).toEqual([
      ["mail-relay", "protected", "10 of 15 stored."],
      ["account-pre-claim", "vulnerable", "The link signed the reader in."],
      ["sign-in-lockout", "protected", "Signed in after 12 wrong passwords."],
    ]);
  });
});
