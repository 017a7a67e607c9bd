import { describe, expect, it } from "vitest";
import { parseRatesForm } from "./rates-form";

describe("the operator's exchange-rate form", () => {
  it("reads KES as the ledger's KES cents and EUR/GBP to four decimals; empty EUR/GBP are not offered", () => {
    expect(parseRatesForm({ rate: "129.35", rateEUR: "0.9234", rateGBP: "" })).toEqual({
      ok: true,
      rates: { kesMinorPerUsd: 12935, EUR: 9234, GBP: null },
    });
  });

  it("names every bad field in its own sentence and keeps none of them", () => {
    const parsed = parseRatesForm({ rate: "0", rateEUR: "-0.9", rateGBP: "pounds" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.rate).toBe(
      "A rate for Kenyan shillings must be more than zero, for example 129.35.",
    );
    expect(parsed.errors.rateEUR).toBe(
      "A rate for euros must be more than zero, for example 0.9234.",
    );
    expect(parsed.errors.rateGBP).toMatch(/^"pounds" is not a rate/);
  });

  it("requires the shilling rate, which payments lock, with at most two decimals", () => {
    const missing = parseRatesForm({ rateEUR: "0.92" });
    expect(!missing.ok && missing.errors.rate).toContain("Kenyan shillings one US dollar buys");
    const tooFine = parseRatesForm({ rate: "129.355" });
    expect(!tooFine.ok && tooFine.errors.rate).toContain("at most two decimals");
  });
});
