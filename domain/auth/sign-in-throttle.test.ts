import { describe, expect, it } from "vitest";
import {
  FREE_FAILED_SIGN_INS,
  MAX_SIGN_IN_HOLD_SECONDS,
  signInHoldSeconds,
} from "./sign-in-throttle";

describe("signInHoldSeconds", () => {
  it("lets a few typos through without any wait", () => {
    for (let failures = 0; failures <= FREE_FAILED_SIGN_INS; failures++)
      expect(signInHoldSeconds(failures)).toBe(0);
  });

  it("then doubles the wait, never past the short cap", () => {
    const waits = Array.from({ length: 12 }, (_, i) =>
      signInHoldSeconds(FREE_FAILED_SIGN_INS + 1 + i),
    );
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 30]);
    expect(Math.max(...waits)).toBe(MAX_SIGN_IN_HOLD_SECONDS);
    expect(signInHoldSeconds(10_000)).toBe(MAX_SIGN_IN_HOLD_SECONDS);
  });
});
