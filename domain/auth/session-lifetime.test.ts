import { describe, expect, it } from "vitest";
import { sessionOutlived } from "./session-lifetime";

describe("a session's absolute lifetime", () => {
  const created = new Date("2026-11-01T08:00:00Z");
  it("lasts 30 days from the sign-in, however it is used", () => {
    expect(sessionOutlived(created, new Date("2026-12-01T07:59:59Z"))).toBe(false);
    expect(sessionOutlived(created, new Date("2026-12-01T08:00:00Z"))).toBe(true);
  });
});
