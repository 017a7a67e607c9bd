import { describe, expect, it } from "vitest";
import { CountsHere } from "./rate-limiters";

describe("limits counted in this process (SQLite)", () => {
  const minute = () => new CountsHere({ keyPrefix: "test", points: 3, duration: 60 });

  it("lets the allowance through, then says how long is left of the client's minute", () => {
    const counts = minute();
    const start = 1_000_000;
    expect([1, 2, 3].map((n) => counts.add("203.0.113.7", 1, start + n))).toEqual([
      null,
      null,
      null,
    ]);
    // The window opened at the first request: 60 s after it, minus the 10 s gone since.
    expect(counts.add("203.0.113.7", 1, start + 10_001)).toBe(50_000);
    // Another client has its own allowance.
    expect(counts.add("198.51.100.2", 1, start + 10_001)).toBeNull();
  });

  it("opens a new window once the client's minute is over", () => {
    const counts = minute();
    for (let n = 0; n < 4; n++) counts.add("203.0.113.7", 1, 0);
    expect(counts.add("203.0.113.7", 1, 59_999)).toBe(1);
    expect(counts.add("203.0.113.7", 1, 60_000)).toBeNull();
  });

  it("takes back a count given back (a request that created nothing)", () => {
    const counts = minute();
    for (let n = 0; n < 3; n++) counts.add("a@example.com", 1, 0);
    counts.add("a@example.com", -1, 1);
    expect(counts.add("a@example.com", 1, 2)).toBeNull();
    expect(counts.add("a@example.com", 1, 3)).not.toBeNull();
  });
});
