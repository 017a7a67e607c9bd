import { describe, expect, it } from "vitest";
import { checkAdminTwoFactor, checkLogRedaction } from "./security-audit-further";
import { auditRunView, parseRunNotice } from "./security-audit-page";
import {
  auditRunDuration,
  auditRunTime,
  isNightlyAuditHour,
  parseAuditRunFindings,
} from "./security-audit-runs";

describe("stored audit runs", () => {
  it("reads a run's time in Nairobi, day first", () => {
    expect(auditRunTime("2026-11-26T15:04:00.000Z")).toBe("26 Nov 2026, 18:04 (Nairobi)");
    // 22:30 UTC on 31 December is already the new year in Nairobi.
    expect(auditRunTime("2026-12-31T22:30:00.000Z")).toBe("1 Jan 2027, 01:30 (Nairobi)");
    expect(auditRunTime("not a time")).toBe("not a time");
  });

  it("says how long a run took", () => {
    expect(auditRunDuration(400)).toBe("under a second");
    expect(auditRunDuration(1200)).toBe("1 second");
    expect(auditRunDuration(12_400)).toBe("12 seconds");
  });

  it("the nightly run is due in Nairobi's 03:00 hour only", () => {
    expect(isNightlyAuditHour(new Date("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isNightlyAuditHour(new Date("2030-01-01T00:59:59Z"))).toBe(true);
    expect(isNightlyAuditHour(new Date("2030-01-01T01:00:00Z"))).toBe(false);
    expect(isNightlyAuditHour(new Date("2030-01-01T12:00:00Z"))).toBe(false);
  });

  it("a stored run that is not one is not shown", () => {
    expect(parseAuditRunFindings("{")).toBeNull();
    expect(parseAuditRunFindings('{"findings":[]}')).toBeNull();
    expect(parseAuditRunFindings('{"findings":[{"id":1}],"further":[]}')).toBeNull();
    expect(parseAuditRunFindings('{"findings":[],"further":[]}')).toEqual({
      findings: [],
      further: [],
    });
  });

  it("the page's notice comes only from known words in the address", () => {
    expect(parseRunNotice("done")).toBe("done");
    expect(parseRunNotice("busy")).toBe("busy");
    expect(parseRunNotice("<script>")).toBeNull();
    expect(parseRunNotice(null)).toBeNull();
  });

  it("counts vulnerabilities over both groups of findings", () => {
    const finding = (id: string, status: "protected" | "vulnerable") => ({
      id,
      title: id,
      description: "",
      severity: "high" as const,
      status,
      recommendation: "",
      evidence: "",
    });
    const view = auditRunView({
      findings: [finding("a", "protected")],
      further: [finding("b", "vulnerable")],
      startedAt: "2026-11-26T15:04:00.000Z",
      trigger: "nightly",
      durationMs: 3000,
    });
    expect(view.counters).toEqual({ vulnerabilities: 1, critical: 0, protectedCount: 1 });
    expect(view.about).toBe("the nightly run, took 3 seconds");
  });
});

describe("the further checks' rules", () => {
  it("names the admins without two-factor sign-in", () => {
    expect(checkAdminTwoFactor([]).ok).toBe(true);
    expect(checkAdminTwoFactor([{ email: "a@example.com", enrolled: true }])).toEqual({
      ok: true,
      detail: "The one admin signs in with a code from their phone.",
    });
    expect(
      checkAdminTwoFactor([
        { email: "a@example.com", enrolled: true },
        { email: "b@example.com", enrolled: false },
      ]),
    ).toEqual({
      ok: false,
      detail: "1 of 2 admins sign in with a password only: b@example.com.",
    });
  });

  it("a log that keeps paths as they are leaks every private link", () => {
    const leaking = checkLogRedaction((path) => path);
    expect(leaking.ok).toBe(false);
    expect(leaking.detail).toContain("password reset links");
    expect(checkLogRedaction(() => "/hidden").ok).toBe(true);
  });
});
