import { describe, expect, it } from "vitest";
import { amountInCurrency, formatKesRate, kesToUsdMinor, usdToKesMinor } from "./conversion";

describe("USD and KES counted at a locked rate", () => {
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
