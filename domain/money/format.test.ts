import { describe, expect, it } from "vitest";
import { formatKes, formatMoney, formatUsd, minorToDecimalText } from "./format";
import { roundToWholeUnits } from "./amount";

describe("the one money formatter", () => {
  it("writes each currency the way its own users do", () => {
    expect(formatMoney(123400, "USD")).toBe("$1,234");
    expect(formatMoney(1250000, "KES")).toBe("KES 12,500");
    expect(formatMoney(123400, "EUR")).toBe("1.234 €");
    expect(formatMoney(123400, "GBP")).toBe("£1,234");
  });

  it("shows minor units only when an amount has some, always two of them", () => {
    expect(formatMoney(123450, "USD")).toBe("$1,234.50");
    expect(formatMoney(2156005, "KES")).toBe("KES 21,560.05");
    expect(formatMoney(123456, "EUR")).toBe("1.234,56 €");
    expect(formatMoney(123401, "GBP")).toBe("£1,234.01");
  });

  it("puts the minus sign where each locale does, and never shows a negative zero", () => {
    expect(formatMoney(-50000, "USD")).toBe("-$500");
    expect(formatMoney(-500000, "KES")).toBe("-KES 5,000");
    expect(formatMoney(-123456, "EUR")).toBe("-1.234,56 €");
    expect(formatMoney(-1, "GBP")).toBe("-£0.01");
    expect(formatMoney(-40, "USD", { whole: true })).toBe("$0");
    expect(formatMoney(-0, "KES")).toBe("KES 0");
  });

  it("shows zero as a plain zero in every currency", () => {
    expect(formatMoney(0, "USD")).toBe("$0");
    expect(formatMoney(0, "KES")).toBe("KES 0");
    expect(formatMoney(0, "EUR")).toBe("0 €");
    expect(formatMoney(0, "GBP")).toBe("£0");
  });

  it("rounds to whole units half away from zero when asked, for estimates", () => {
    expect(formatMoney(123449, "EUR", { whole: true })).toBe("1.234 €");
    expect(formatMoney(123450, "EUR", { whole: true })).toBe("1.235 €");
    expect(formatMoney(-123450, "GBP", { whole: true })).toBe("-£1,235");
    expect(roundToWholeUnits(150)).toBe(200);
    expect(roundToWholeUnits(-150)).toBe(-200);
    expect(roundToWholeUnits(149)).toBe(100);
  });

  it("uses a plain space between a currency code and the number, so texts and mails can be searched", () => {
    expect(formatMoney(100, "KES")).not.toMatch(/[\u00a0\u202f]/);
    expect(formatMoney(100, "EUR")).not.toMatch(/[\u00a0\u202f]/);
  });

  it("refuses what is not an amount instead of printing NaN", () => {
    expect(() => formatMoney(Number.NaN, "USD")).toThrow(RangeError);
  });
});

describe("money in minor units", () => {
  it("shows whole amounts as the site's prices do and cents only when there are some", () => {
    expect(formatMoney(185000, "USD")).toBe("$1,850");
    expect(formatMoney(185050, "USD")).toBe("$1,850.50");
    expect(formatMoney(2156000, "KES")).toBe("KES 21,560");
    expect(formatMoney(2156005, "KES")).toBe("KES 21,560.05");
    expect(formatMoney(-50000, "USD")).toBe("-$500");
  });

  it("writes amounts back as plain decimals for forms and the accountant's CSV", () => {
    expect(minorToDecimalText(185050)).toBe("1850.50");
    expect(minorToDecimalText(7)).toBe("0.07");
    expect(minorToDecimalText(-1234)).toBe("-12.34");
  });
});

describe("whole dollars and shillings", () => {
  it("formats with thousands separators", () => {
    expect(formatUsd(2500)).toBe("$2,500");
    expect(formatKes(185000)).toBe("KES 185,000");
  });
});

describe("money on a German or French page (decision 0075)", () => {
  it("writes every currency the reader's way, the currency still the traveller's", () => {
    expect(formatMoney(123400, "EUR", { language: "de" })).toBe("1.234 €");
    expect(formatMoney(123450, "EUR", { language: "de" })).toBe("1.234,50 €");
    expect(formatMoney(185000, "USD", { language: "de" })).toBe("1.850 $");
    expect(formatMoney(123400, "EUR", { language: "fr" })).toBe("1 234 €");
    expect(formatMoney(2156000, "KES", { language: "fr" })).toBe("21 560 KES");
    expect(formatUsd(1850, "fr")).toBe("1 850 $US");
  });

  it("keeps each currency's own conventions in English, as before", () => {
    expect(formatMoney(185000, "USD", { language: "en" })).toBe("$1,850");
    expect(formatMoney(123456, "EUR")).toBe("1.234,56 €");
  });
});
