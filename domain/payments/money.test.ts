import { describe, expect, it } from "vitest";
import {
  amountInCurrency,
  formatKesRate,
  formatMoney,
  kesToUsdMinor,
  minorToDecimalText,
  parseAmountToMinor,
  usdToKesMinor,
} from "./money";

describe("money in minor units", () => {
  it("shows whole amounts as the site's prices do and cents only when there are some", () => {
    expect(formatMoney(185000, "USD")).toBe("$1,850");
    expect(formatMoney(185050, "USD")).toBe("$1,850.50");
    expect(formatMoney(2156000, "KES")).toBe("KES 21,560");
    expect(formatMoney(2156005, "KES")).toBe("KES 21,560.05");
    expect(formatMoney(-50000, "USD")).toBe("-$500");
  });

  it("reads what the operator types, refusing what is not a positive amount with at most two decimals", () => {
    expect(parseAmountToMinor("1,850")).toBe(185000);
    expect(parseAmountToMinor("1850.5")).toBe(185050);
    expect(parseAmountToMinor(" KES 21,560.00 ")).toBe(2156000);
    expect(parseAmountToMinor("$12.34")).toBe(1234);
    for (const bad of ["", "0", "-5", "12.345", "abc", "1e5", "12,34.5.6", "0.00"])
      expect(parseAmountToMinor(bad), bad).toBeNull();
  });

  it("writes amounts back as plain decimals for forms and the accountant's CSV", () => {
    expect(minorToDecimalText(185050)).toBe("1850.50");
    expect(minorToDecimalText(7)).toBe("0.07");
    expect(minorToDecimalText(-1234)).toBe("-12.34");
  });

  it("converts KES to USD at a locked rate in integer arithmetic, rounding to the cent", () => {
    // KES 12,935 at KES 129.35 per dollar is exactly $100.
    expect(kesToUsdMinor(1293500, 12935)).toBe(10000);
    expect(usdToKesMinor(10000, 12935)).toBe(1293500);
    // KES 1,000 at 129.35 is $7.7309... -> $7.73
    expect(kesToUsdMinor(100000, 12935)).toBe(773);
    expect(amountInCurrency({ amountMinor: 100000, currency: "KES" }, "USD", null)).toBeNull();
    expect(amountInCurrency({ amountMinor: 500, currency: "USD" }, "USD", null)).toBe(500);
  });

  it("shows the operator's exchange rate as the receipt prints it", () => {
    expect(formatKesRate(12935)).toBe("USD 1 = KES 129.35");
    expect(formatKesRate(13000)).toBe("USD 1 = KES 130");
  });
});
