import { describe, expect, it } from "vitest";
import { withTierTexts } from "./tier-texts";

const table = [
  { id: "budget", name: "Budget", usdPrice: 25, description: "shared words", features: ["a"] },
  { id: "premium", name: "Premium", usdPrice: 55, description: "shared words", features: ["b"] },
];

describe("a trip's own tier texts", () => {
  it("replace the table's words and keep its figures", () => {
    const tiers = withTierTexts(table, {
      budget: { description: "Shared vehicle", features: ["Picnic lunch"] },
      premium: { description: "Private vehicle", features: ["Flexible return time"] },
    });
    expect(tiers).toEqual([
      {
        id: "budget",
        name: "Budget",
        usdPrice: 25,
        description: "Shared vehicle",
        features: ["Picnic lunch"],
      },
      {
        id: "premium",
        name: "Premium",
        usdPrice: 55,
        description: "Private vehicle",
        features: ["Flexible return time"],
      },
    ]);
  });

  it("refuse a table whose tiers they do not cover exactly, naming the difference", () => {
    expect(() => withTierTexts(table, { budget: { description: "x", features: [] } })).toThrow(
      /no words for premium/,
    );
    expect(() =>
      withTierTexts(table, {
        budget: { description: "x", features: [] },
        premium: { description: "y", features: [] },
        standard: { description: "z", features: [] },
      }),
    ).toThrow(/words for unknown standard/);
  });
});
