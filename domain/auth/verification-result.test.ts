import { describe, expect, it } from "vitest";
import { verificationResult, verificationTexts } from "./verification-result";

describe("where a verification link lands", () => {
  it("says the email is verified when better-auth reports no error", () => {
    expect(verificationResult(null)).toBe("verified");
    expect(verificationTexts.verified.title).toBe("Your email is verified");
  });

  it("tells an expired link from any other failure, and offers a new link for both", () => {
    expect(verificationResult("TOKEN_EXPIRED")).toBe("expired");
    expect(verificationResult("INVALID_TOKEN")).toBe("invalid");
    expect(verificationResult("USER_NOT_FOUND")).toBe("invalid");
    expect(verificationResult("")).toBe("invalid");
    for (const result of ["expired", "invalid"] as const)
      expect(verificationTexts[result].intro).toMatch(/new link/);
  });
});
