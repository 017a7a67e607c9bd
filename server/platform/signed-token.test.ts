import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token";

const secret = "a-test-secret-that-is-at-least-32-characters";

describe("signed tokens", () => {
  it("gives back the value it signed", () => {
    const token = signToken(secret, "review", "booking-1");
    expect(token.startsWith("booking-1.")).toBe(true);
    expect(verifyToken(secret, "review", token)).toBe("booking-1");
  });

  it("refuses a changed value, a changed signature, another purpose or another secret", () => {
    const token = signToken(secret, "review", "booking-1");
    const signaturePart = token.slice("booking-1.".length);
    expect(verifyToken(secret, "review", `booking-2.${signaturePart}`)).toBeNull();
    expect(verifyToken(secret, "review", `${token.slice(0, -1)}A`)).toBeNull();
    expect(verifyToken(secret, "calendar", token)).toBeNull();
    expect(verifyToken(`${secret}-other`, "review", token)).toBeNull();
  });

  it("refuses what is not a token at all", () => {
    for (const junk of ["", ".", "booking-1", "booking-1.", ".abc", "x".repeat(600)])
      expect(verifyToken(secret, "review", junk)).toBeNull();
  });
});
