import { describe, expect, it } from "vitest";
import { defaultPricingFactors } from "../pricing/dynamic-pricing";
import { factorsToForm } from "./pricing-form";
import { parseFactorsForm, previewPrices, sampleSituations } from "./pricing-form-parse";

describe("pricing factor form", () => {
  it("round-trips the defaults", () => {
    expect(parseFactorsForm(factorsToForm(defaultPricingFactors))).toEqual({
      ok: true,
      factors: defaultPricingFactors,
    });
  });

  it("refuses out-of-range and malformed values with the field named", () => {
    const form = {
      ...factorsToForm(defaultPricingFactors),
      peakSeasonAdjustment: "0.9",
      maxMultiplier: "abc",
    };
    const result = parseFactorsForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.maxMultiplier).toMatch(/Highest price multiplier must be a number/);
    const range = parseFactorsForm({
      ...factorsToForm(defaultPricingFactors),
      peakSeasonAdjustment: "0.9",
    });
    expect(range.ok ? "" : range.errors.peakSeasonAdjustment).toMatch(/^Peak season adjustment:/);
    const groups = parseFactorsForm({
      ...factorsToForm(defaultPricingFactors),
      groupDiscounts: "eight",
    });
    expect(groups.ok ? "" : groups.errors.groupDiscounts).toMatch(/people:fraction/);
  });

  it("previews current and proposed prices", () => {
    const today = "2030-01-10";
    const proposed = { ...defaultPricingFactors, peakSeasonAdjustment: 0.2 };
    const rows = previewPrices(sampleSituations(today), today, defaultPricingFactors, proposed);
    expect(rows).toHaveLength(4);
    const hellsGate = rows[2];
    expect(hellsGate?.proposed).toBeGreaterThan(hellsGate?.current ?? Infinity);
  });
});
