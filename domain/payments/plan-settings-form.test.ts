import { describe, expect, it } from "vitest";
import { parsePlanSettingsForm, tripOverridesText } from "./plan-settings-form";

const slugs = ["point-lenana", "diani-beach"];

describe("the payment settings form", () => {
  it("reads the deposit, the balance's due days and per-trip overrides", () => {
    const parsed = parsePlanSettingsForm(
      {
        depositPercent: "25%",
        balanceDueDays: "60",
        tripOverrides: "point-lenana 50 30\n\ndiani-beach full",
      },
      slugs,
    );
    expect(parsed).toEqual({
      ok: true,
      settings: {
        depositPercent: 25,
        balanceDueDays: 60,
        tripOverrides: {
          "point-lenana": { depositPercent: 50, balanceDueDays: 30 },
          "diani-beach": { fullPayment: true },
        },
      },
    });
    if (parsed.ok)
      expect(tripOverridesText(parsed.settings.tripOverrides)).toBe(
        "point-lenana 50 30\ndiani-beach full",
      );
  });

  it("refuses what it cannot store, naming the field", () => {
    const parsed = parsePlanSettingsForm(
      { depositPercent: "0", balanceDueDays: "400", tripOverrides: "nowhere 30" },
      slugs,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.depositPercent).toMatch(/1 to 100/);
      expect(parsed.errors.balanceDueDays).toMatch(/0 to 365/);
      expect(parsed.errors.tripOverrides).toMatch(/"nowhere" is not a trip/);
    }
    const bad = parsePlanSettingsForm(
      { depositPercent: "30", balanceDueDays: "45", tripOverrides: "point-lenana lots" },
      slugs,
    );
    expect(!bad.ok && bad.errors.tripOverrides).toMatch(/point-lenana 50 60/);
  });
});
