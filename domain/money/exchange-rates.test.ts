import { describe, expect, it } from "vitest";
import {
  convertFromUsd,
  currencyChoices,
  describeRate,
  displayPrice,
  estimateNote,
  kesRateFromLedger,
  parseRate,
  priceDisplayFor,
  rateText,
  type ExchangeRate,
} from "./exchange-rates";

const kes: ExchangeRate = { currency: "KES", perUsdScaled: 1_293_500, setOn: "2026-11-24" };
const eur: ExchangeRate = { currency: "EUR", perUsdScaled: 9_234, setOn: "2026-11-20" };
const gbp: ExchangeRate = { currency: "GBP", perUsdScaled: 7_912, setOn: "2026-11-21" };

describe("converting dollar prices for display", () => {
  it("converts in integer arithmetic, rounding to the nearest minor unit", () => {
    // $100 at KES 129.35 is KES 12,935.00 exactly.
    expect(convertFromUsd(10_000, kes)).toBe(1_293_500);
    // $1,850 at EUR 0.9234 is EUR 1,708.29.
    expect(convertFromUsd(185_000, eur)).toBe(170_829);
    // $0.01 at GBP 0.7912 is 0.7912 pence: one penny.
    expect(convertFromUsd(1, gbp)).toBe(1);
    expect(convertFromUsd(-10_000, kes)).toBe(-1_293_500);
  });

  it("reads the ledger's KES rate (KES cents per dollar) on the same scale", () => {
    expect(kesRateFromLedger(12_935, "2026-11-24")).toEqual(kes);
  });

  it("shows dollars as they are and converted prices as estimates in whole units", () => {
    expect(displayPrice(1850, { currency: "USD" })).toBe("$1,850");
    expect(displayPrice(1850, { currency: "KES", rate: kes })).toBe("≈\u00a0KES\u00a0239,298");
    expect(displayPrice(1850, { currency: "EUR", rate: eur })).toBe("≈\u00a01.708\u00a0€");
    expect(displayPrice(1850, { currency: "GBP", rate: gbp })).toBe("≈\u00a0£1,464");
    expect(displayPrice(0, { currency: "GBP", rate: gbp })).toBe("≈\u00a0£0");
  });

  it("follows the visitor's choice only when the operator has set that currency's rate", () => {
    expect(priceDisplayFor("KES", [kes, eur])).toEqual({ currency: "KES", rate: kes });
    expect(priceDisplayFor("GBP", [kes, eur])).toEqual({ currency: "USD" });
    expect(priceDisplayFor("USD", [kes])).toEqual({ currency: "USD" });
    expect(priceDisplayFor("XYZ", [kes])).toEqual({ currency: "USD" });
    expect(priceDisplayFor(undefined, [kes])).toEqual({ currency: "USD" });
  });
});

describe("what the header says", () => {
  it("says converted prices are estimates, at which rate of which day, and what is charged", () => {
    expect(estimateNote({ currency: "USD" })).toBeNull();
    expect(estimateNote({ currency: "KES", rate: kes })).toBe(
      "Prices in Kenyan shillings (≈) are estimates at USD 1 = KES 129.35, set Tue, Nov 24, 2026. Bookings are priced in US dollars; the shilling rate is locked when we confirm your booking.",
    );
    expect(estimateNote({ currency: "EUR", rate: eur })).toBe(
      "Prices in euros (≈) are estimates at USD 1 = EUR 0.9234, set Fri, Nov 20, 2026. Bookings are priced in US dollars; you pay in dollars (or shillings, at the rate locked when we confirm).",
    );
  });

  it("offers dollars and each currency the operator has a rate for", () => {
    expect(currencyChoices([eur])).toEqual([
      { code: "USD", label: "US dollars (USD)" },
      { code: "EUR", label: "Euros (EUR)" },
    ]);
  });
});

describe("the operator's rates", () => {
  it("reads up to four decimals as a scaled integer", () => {
    expect(parseRate("129.35", "KES")).toEqual({ ok: true, perUsdScaled: 1_293_500 });
    expect(parseRate(" 0.9234 ", "EUR")).toEqual({ ok: true, perUsdScaled: 9_234 });
    expect(parseRate("1,000", "KES")).toEqual({ ok: true, perUsdScaled: 10_000_000 });
  });

  it("refuses zero, negative and non-numbers with a sentence naming the currency", () => {
    for (const zero of ["0", "0.00", "-1", "-0.5"]) {
      const parsed = parseRate(zero, "EUR");
      expect(parsed.ok, zero).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/euros must be more than zero/);
    }
    for (const bad of ["abc", "1e3", "0.12345", "12.3.4", "NaN", "Infinity"]) {
      const parsed = parseRate(bad, "GBP");
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/is not a rate/);
    }
    const empty = parseRate("", "KES");
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error).toContain("Kenyan shillings one US dollar buys");
    expect(parseRate("200000", "KES").ok).toBe(false);
  });

  it("writes a rate back as the operator typed it", () => {
    expect(rateText(1_293_500)).toBe("129.35");
    expect(rateText(9_234)).toBe("0.9234");
    expect(rateText(1_300_000)).toBe("130");
    expect(rateText(9_000)).toBe("0.90");
    expect(describeRate(eur)).toBe("USD 1 = EUR 0.9234");
  });
});
