import { describe, expect, it } from "vitest";
import { parseAmountToMinor, parsePrice } from "./parse";

describe("price parsing", () => {
  it.each([
    ["$850 per person", 850],
    ["From $1,200", 1200],
    ["$1,394.60", 1395],
    ["KES 4,500 / $35", 35],
    ["Contact for pricing", 0],
    ["", 0],
  ])("%j -> %i", (text, expected) => expect(parsePrice(text)).toBe(expected));
});

describe("amounts the operator types", () => {
  it("reads what the operator types, refusing what is not a positive amount with at most two decimals", () => {
    expect(parseAmountToMinor("1,850")).toBe(185000);
    expect(parseAmountToMinor("1850.5")).toBe(185050);
    expect(parseAmountToMinor(" KES 21,560.00 ")).toBe(2156000);
    expect(parseAmountToMinor("$12.34")).toBe(1234);
    for (const bad of ["", "0", "-5", "12.345", "abc", "1e5", "12,34.5.6", "0.00"])
      expect(parseAmountToMinor(bad), bad).toBeNull();
  });
});
