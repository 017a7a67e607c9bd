import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isSameOrigin } from "./http/same-origin";
import {
  missingPayLinkSecretMessage,
  missingSecretMessage,
  resolveAuthSecret,
  resolveSecret,
} from "./secret";

describe("auth secret", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kilele-secret-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is required in production", () => {
    expect(() => resolveAuthSecret({ production: true, dataDir })).toThrow(missingSecretMessage);
    expect(resolveAuthSecret({ configured: "x".repeat(40), production: true, dataDir })).toBe(
      "x".repeat(40),
    );
  });

  it("is generated once into the data directory outside production, then reused", () => {
    const first = resolveAuthSecret({ production: false, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ production: false, dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dataDir, "auth-secret")).mode & 0o077).toBe(0);
  });
});

describe("pay link secret", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kilele-pay-link-secret-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const payLink = (production: boolean, configured?: string) =>
    resolveSecret({
      configured,
      production,
      dataDir,
      file: "pay-link-secret",
      missing: missingPayLinkSecretMessage,
    });

  it("is required in production, and kept apart from the auth secret in development", () => {
    expect(() => payLink(true)).toThrow(missingPayLinkSecretMessage);
    expect(payLink(true, "p".repeat(40))).toBe("p".repeat(40));
    const own = payLink(false);
    expect(payLink(false)).toBe(own);
    expect(readFileSync(join(dataDir, "pay-link-secret"), "utf8").trim()).toBe(own);
    expect(resolveAuthSecret({ production: false, dataDir })).not.toBe(own);
  });
});

describe("form origin check", () => {
  const post = (origin?: string) =>
    new Request("http://127.0.0.1:3000/auth", {
      method: "POST",
      headers: origin ? { origin } : {},
    });
  it("accepts our own origin and requests without one, refuses other sites", () => {
    expect(isSameOrigin(post("http://127.0.0.1:3000"), "https://kilele.example")).toBe(true);
    expect(isSameOrigin(post("https://kilele.example"), "https://kilele.example")).toBe(true);
    expect(isSameOrigin(post(), "https://kilele.example")).toBe(true);
    expect(isSameOrigin(post("https://evil.example"), "https://kilele.example")).toBe(false);
  });
});
