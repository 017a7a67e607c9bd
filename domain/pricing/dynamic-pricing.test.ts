import { describe, expect, it } from "vitest";
import { daysBetween } from "../calendar";
import {
  computeDynamicPrice,
  defaultPricingFactors,
  demandLevel,
  pricingFactorsSchema,
  seasonForDate,
} from "./dynamic-pricing";

const base = {
  basePrice: 1000,
  participants: 2,
  today: "2026-11-22",
  bookedParticipants: 2,
  maxGroupSize: 8,
};

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

describe("computeDynamicPrice", () => {
  it("shoulder season, normal demand, 2 people: the base price", () => {
    const price = computeDynamicPrice({ ...base, bookingDate: "2026-12-30" });
    expect(price).toMatchObject({
      finalPrice: 1000,
      basePrice: 1000,
      savings: 0,
      season: "shoulder",
      demandLevel: "normal",
      totalPrice: 2000,
      currency: "USD",
    });
    expect(price.priceBreakdown.every((line) => line.includes(":"))).toBe(true);
    expect(price.seasonInfo).toMatch(/Short Rains/);
  });

  it("off-season -15% and a low-demand special -10% within 21 days", () => {
    const price = computeDynamicPrice({
      ...base,
      basePrice: 450,
      bookingDate: "2027-04-10",
      today: "2027-03-29",
      bookedParticipants: 0,
    });
    // 450 x 0.85 x 0.9 = 344.25
    expect(price).toMatchObject({
      season: "off-season",
      demandLevel: "low",
      finalPrice: 344,
      savings: 106,
      totalPrice: 688,
    });
  });

  it("peak +10% with high demand +10%", () => {
    const price = computeDynamicPrice({
      ...base,
      bookingDate: "2027-01-15",
      bookedParticipants: 6,
    });
    expect(price).toMatchObject({
      season: "peak",
      demandLevel: "high",
      finalPrice: 1210,
      savings: 0,
    });
  });

  it("early booking -5% from 90 days ahead, not at 89", () => {
    const at90 = computeDynamicPrice({ ...base, bookingDate: "2027-02-20", today: "2026-11-22" });
    expect(daysBetween("2026-11-22", "2027-02-20")).toBe(90);
    expect(at90.finalPrice).toBe(Math.round(1000 * 1.1 * 0.95));
    const at89 = computeDynamicPrice({ ...base, bookingDate: "2027-02-19", today: "2026-11-22" });
    expect(at89.finalPrice).toBe(1100);
    expect(
      computeDynamicPrice({ ...base, bookingDate: "2027-02-19", daysInAdvance: 120 }).finalPrice,
    ).toBe(1045);
  });

  it.each([
    [3, 1000],
    [4, 950],
    [5, 950],
    [6, 900],
    [7, 900],
    [8, 850],
  ])("group of %i -> $%i per person in the shoulder season", (participants, finalPrice) => {
    const price = computeDynamicPrice({ ...base, participants, bookingDate: "2026-12-30" });
    expect(price.finalPrice).toBe(finalPrice);
    expect(price.totalPrice).toBe(finalPrice * participants);
  });

  it("clamps to 70%..130% of the base", () => {
    // off-season, low demand, early booking impossible within 21 days; 8 people: 0.85 x 0.9 x 0.85 = 0.65
    const low = computeDynamicPrice({
      ...base,
      participants: 8,
      bookingDate: "2027-05-10",
      today: "2027-05-01",
      bookedParticipants: 0,
    });
    expect(low.finalPrice).toBe(700);
    expect(low.savings).toBe(300);
    expect(low.priceBreakdown.some((line) => line.startsWith("Price limit:"))).toBe(true);
    const factors = { ...defaultPricingFactors, peakSeasonAdjustment: 0.5 };
    const high = computeDynamicPrice({
      ...base,
      bookingDate: "2027-01-15",
      bookedParticipants: 8,
      factors,
    });
    expect(high.finalPrice).toBe(1300);
  });

  it("is deterministic for the same inputs", () => {
    const input = { ...base, bookingDate: "2027-08-01" };
    expect(computeDynamicPrice(input)).toEqual(computeDynamicPrice(input));
  });

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
