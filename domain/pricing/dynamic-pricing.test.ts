import { describe, expect, it } from "vitest";
import {
  defaultPricingFactors,
  demandLevel,
  pricingFactorsSchema,
  seasonForDate,
} from "./dynamic-pricing";

describe("seasons by travel month", () => {
  it.each([
    ["2027-01-01", "peak"],
    ["2027-03-31", "peak"],
    ["2027-04-01", "off-season"],
    ["2027-06-30", "off-season"],
    ["2027-07-01", "peak"],
    ["2027-09-30", "peak"],
    ["2027-10-01", "shoulder"],
    ["2027-12-31", "shoulder"],
  ])("%s is %s", (date, season) => expect(seasonForDate(date)).toBe(season));
});

describe("demand", () => {
  const f = defaultPricingFactors;
  it("is high at 75% of the group size booked, whatever the date", () => {
    expect(demandLevel(6, 8, 200, f)).toBe("high");
    expect(demandLevel(5, 8, 10, f)).toBe("normal");
  });
  it("is low only within 21 days and at 25% or less", () => {
    expect(demandLevel(2, 8, 21, f)).toBe("low");
    expect(demandLevel(2, 8, 22, f)).toBe("normal");
    expect(demandLevel(3, 8, 5, f)).toBe("normal");
    expect(demandLevel(0, 8, 0, f)).toBe("low");
  });
});

describe("pricing factors", () => {
  it("rejects factors outside their ranges", () => {
    expect(pricingFactorsSchema.safeParse(defaultPricingFactors).success).toBe(true);
    expect(
      pricingFactorsSchema.safeParse({ ...defaultPricingFactors, maxMultiplier: 0.5 }).success,
    ).toBe(false);
    expect(
      pricingFactorsSchema.safeParse({ ...defaultPricingFactors, lowDemandOccupancy: 0.9 }).success,
    ).toBe(false);
  });
});
