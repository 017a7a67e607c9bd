import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import { defaultPricingFactors } from "../pricing/dynamic-pricing";
import { defaultPricingSettings, tripOptions, type PricingSettings } from "../pricing/quote";
import { defaultSeasonCalendar } from "../seasons/calendar";
import { describePricingChange } from "./pricing-audit";
import { basePriceFieldKey, monthFieldKey, settingsToForm } from "./pricing-form";
import { parseSettingsForm, previewQuotes, sampleSituations } from "./pricing-form-parse";

const priced = trips.map((trip) => ({
  slug: trip.slug,
  title: trip.title,
  options: tripOptions(trip),
}));
const defaults = settingsToForm(defaultPricingSettings, priced);

describe("pricing editor form", () => {
  it("speaks in percentages and round-trips the defaults", () => {
    expect(defaults).toMatchObject({
      peakSeasonAdjustment: "10",
      offSeasonAdjustment: "-15",
      earlyBookingAdjustment: "-5",
      earlyBookingDays: "90",
      highDemandOccupancy: "75",
      minMultiplier: "70",
      maxMultiplier: "130",
      groupDiscounts: "4:5, 6:10, 8:15",
      [monthFieldKey(0)]: "dry",
      [monthFieldKey(3)]: "long-rains",
      [basePriceFieldKey("point-lenana/standard")]: "850",
    });
    expect(parseSettingsForm(defaults, trips)).toEqual({
      ok: true,
      settings: defaultPricingSettings,
    });
  });

  it("reads a changed percentage, season month and base price", () => {
    const result = parseSettingsForm(
      {
        ...defaults,
        peakSeasonAdjustment: "12.5",
        [monthFieldKey(5)]: "dry",
        [basePriceFieldKey("point-lenana/standard")]: "900",
        [basePriceFieldKey("samburu/premium")]: "",
      },
      trips,
    );
    expect(result).toEqual({
      ok: true,
      settings: {
        factors: { ...defaultPricingFactors, peakSeasonAdjustment: 0.125 },
        seasonCalendar: defaultSeasonCalendar.map((season, month) =>
          month === 5 ? "dry" : season,
        ),
        basePrices: { "point-lenana/standard": 900 },
      },
    });
  });

  it("refuses out-of-range and malformed values with a sentence beside each field", () => {
    const result = parseSettingsForm(
      {
        ...defaults,
        peakSeasonAdjustment: "90",
        maxMultiplier: "abc",
        groupDiscounts: "eight",
        [monthFieldKey(9)]: "monsoon",
        [basePriceFieldKey("point-lenana/standard")]: "-3",
      },
      trips,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      peakSeasonAdjustment:
        "Peak season (dry months): -50 to +50 %: 10 means 10 % above the normal price.",
      maxMultiplier: "Highest price must be a number (100 to 300 % of the normal price).",
      groupDiscounts:
        'Group discounts must look like "4:5, 6:10, 8:15" (people:% off), separated by commas.',
      seasonCalendar:
        "Give every month one of the three seasons, and every season at least one month.",
      [basePriceFieldKey("point-lenana/standard")]:
        "Point Lenana Summit, Standard: a whole number of dollars from 1 to 50,000.",
    });
  });

  it("keeps every season: a calendar without long rains is refused", () => {
    const form = { ...defaults };
    for (const month of [3, 4, 5]) form[monthFieldKey(month)] = "dry";
    const result = parseSettingsForm(form, trips);
    expect(result.ok ? null : result.errors.seasonCalendar).toMatch(
      /every season at least one month/,
    );
  });

  it("previews samples and changed card prices with the quote function", () => {
    const today = "2026-11-24";
    const proposed: PricingSettings = {
      ...defaultPricingSettings,
      basePrices: { "point-lenana/standard": 900 },
    };
    const rows = previewQuotes(
      sampleSituations(today, findTrip),
      trips,
      today,
      defaultPricingSettings,
      proposed,
    );
    expect(rows.filter((row) => row.label.startsWith("Point Lenana, 2 people"))).toEqual([
      // 120 days ahead is 2027-03-24: peak +10 %, early -5 %.
      {
        label: "Point Lenana, 2 people, 4 months ahead, quiet dates",
        date: "2027-03-24",
        normalNow: 850,
        now: 888,
        normalProposed: 900,
        proposed: 940,
      },
    ]);
    const cards = rows.filter((row) => row.label.includes('"From"'));
    expect(cards).toEqual([
      {
        label: 'Point Lenana Summit: card and page "From"',
        date: "2027-04-01",
        normalNow: 850,
        now: 686,
        normalProposed: 900,
        proposed: 727,
      },
    ]);
  });

  it("writes the audit trail in the operator's words", () => {
    expect(
      describePricingChange(
        "dynamic-pricing-factors",
        JSON.stringify(defaultPricingFactors),
        JSON.stringify({ ...defaultPricingFactors, peakSeasonAdjustment: 0.12 }),
        priced,
      ),
    ).toBe("Peak season (dry months): +10 % to +12 %");
    expect(
      describePricingChange(
        "season-calendar",
        JSON.stringify(defaultSeasonCalendar),
        JSON.stringify(
          defaultSeasonCalendar.map((season, month) => (month === 3 ? "dry" : season)),
        ),
        priced,
      ),
    ).toBe("April: Long rains to Dry season");
    expect(
      describePricingChange("base-prices", "{}", '{"point-lenana/standard":900}', priced),
    ).toBe("Point Lenana Summit, Standard: $850 to $900");
  });
});
