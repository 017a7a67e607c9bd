import { describe, expect, it } from "vitest";
import {
  corporateEstimateRange,
  durationDays,
  isEmailAddress,
  isPhoneNumber,
  proposalEstimate,
  schoolQuoteEstimate,
} from "./inquiry-fields";

describe("inquiry fields", () => {
  it("reads whole days from a duration text", () => {
    expect(durationDays("5 Days")).toBe(5);
    expect(durationDays("4 Days / 3 Nights")).toBe(4);
    expect(durationDays("1 day")).toBe(1);
    expect(durationDays("Half day")).toBe(0);
  });

  it("estimates a school quote as students x rate, 0 for custom", () => {
    expect(schoolQuoteEstimate("wildlife-conservation", 30)).toBe(3600);
    expect(schoolQuoteEstimate("brilliant-outdoor", 15)).toBe(3300);
    expect(schoolQuoteEstimate("custom", 30)).toBe(0);
    expect(schoolQuoteEstimate("wildlife-conservation", Number.NaN)).toBe(0);
  });

  it("estimates a proposal at $150 per person per day, minimum 8 people", () => {
    expect(proposalEstimate(20, "3 Days")).toBe(9000);
    expect(proposalEstimate(5, "2 Days")).toBe(8 * 150 * 2);
    expect(proposalEstimate(20, "Flexible")).toBe(0);
  });

  it("multiplies a corporate price range by the group", () => {
    expect(corporateEstimateRange("$800-$1,500", 40)).toEqual({ min: 32000, max: 60000 });
    expect(corporateEstimateRange(undefined, 40)).toBeNull();
    expect(corporateEstimateRange("$800-$1,500", 0)).toBeNull();
  });

  it("checks emails and phone numbers the way the server does", () => {
    expect(isEmailAddress("amina@example.com")).toBe(true);
    expect(isEmailAddress("amina@")).toBe(false);
    expect(isPhoneNumber("+254 712 345 678")).toBe(true);
    expect(isPhoneNumber("020 123-4567")).toBe(true);
    expect(isPhoneNumber("call me")).toBe(false);
    expect(isPhoneNumber("1".repeat(41))).toBe(false);
  });
});
