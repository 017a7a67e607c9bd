import { describe, expect, it } from "vitest";
import {
  accountHoldSeconds,
  FREE_ACCOUNT_FAILURES,
  FREE_FAILED_SIGN_INS,
  MAX_ACCOUNT_HOLD_SECONDS,
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

describe("accountHoldSeconds", () => {
  it("holds an account guessed at from many addresses, slowly and never for long", () => {
    expect(accountHoldSeconds(FREE_ACCOUNT_FAILURES)).toBe(0);
    // Six addresses with five guesses each: thirty wrong passwords are held well before the last.
    const waits = Array.from({ length: 30 }, (_, i) => accountHoldSeconds(i + 1));
    expect(waits.filter((wait) => wait > 0)).toHaveLength(30 - FREE_ACCOUNT_FAILURES);
    expect(waits.slice(FREE_ACCOUNT_FAILURES, FREE_ACCOUNT_FAILURES + 6)).toEqual([
      2, 4, 8, 16, 32, 60,
    ]);
    expect(accountHoldSeconds(100_000)).toBe(MAX_ACCOUNT_HOLD_SECONDS);
  });
});
