import { describe, expect, it } from "vitest";
import { feeOn, parseParkFee, type ParkFee, type ParkFeeInput } from "./park-fees";
import { residentPriceFromUsd } from "./traveller-categories";

const maraNonResident: ParkFee = {
  id: "mara-nr",
  authority: "Narok County Government",
  park: "maasai-mara",
  category: "non-resident",
  ageGroup: "adult",
  amountMinor: 20000,
  currency: "USD",
  basis: "per-day",
  validFrom: "2024-01-01",
  validUntil: "2026-12-31",
};

const input: ParkFeeInput = {
  park: "maasai-mara",
  category: "non-resident",
  amount: "250",
  basis: "per-day",
  validFrom: "2027-01-01",
  validUntil: "",
};

describe("parseParkFee: what the admin may store", () => {
  it("takes a fee after the last one ends, in the category's currency and minor units", () => {
    expect(parseParkFee(input, [maraNonResident])).toEqual({
      ok: true,
      fee: {
        authority: "Narok County Government",
        park: "maasai-mara",
        category: "non-resident",
        ageGroup: "adult",
        amountMinor: 25000,
        currency: "USD",
        basis: "per-day",
        validFrom: "2027-01-01",
        validUntil: null,
      },
    });
    expect(
      parseParkFee({ ...input, category: "kenyan-citizen", amount: "KES 3,000" }, []),
    ).toMatchObject({ ok: true, fee: { amountMinor: 300000, currency: "KES" } });
  });

  it.each<[Partial<ParkFeeInput>, string, string]>([
    [{ validUntil: "2026-12-31" }, "validUntil", "The last day is before the first day"],
    [{ amount: "0" }, "amount", "A fee must be more than zero."],
    [{ amount: "-20" }, "amount", "A fee must be more than zero."],
    [{ amount: "12.50" }, "amount", "whole dollars or shillings"],
    [{ amount: "lots" }, "amount", "Enter the fee as a number"],
    [
      { category: "tourist" },
      "category",
      "Choose non-resident, East African resident or Kenyan citizen.",
    ],
    [{ park: "serengeti" }, "park", "Choose one of the parks in the list."],
    [{ basis: "per-week" }, "basis", "Choose per person per day or per person per entry."],
    [{ validFrom: "2027-02-30" }, "validFrom", "Enter the first day like 2026-01-01."],
    [
      { validFrom: "2026-06-01" },
      "validFrom",
      "overlaps the Maasai Mara National Reserve fee for non-residents from 2024-01-01 to 2026-12-31",
    ],
  ])("refuses %j with a sentence on the field", (change, field, sentence) => {
    const result = parseParkFee({ ...input, ...change }, [maraNonResident]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toContain(sentence);
  });

  it("an open-ended period overlaps every later one; another category or park does not", () => {
    const open = { ...maraNonResident, validUntil: null };
    expect(parseParkFee({ ...input, validFrom: "2030-01-01" }, [open]).ok).toBe(false);
    expect(
      parseParkFee({ ...input, category: "kenyan-citizen", validFrom: "2025-01-01" }, [open]).ok,
    ).toBe(true);
    expect(parseParkFee({ ...input, park: "nairobi", validFrom: "2025-01-01" }, [open]).ok).toBe(
      true,
    );
  });
});

describe("feeOn: the fee in force on the travel date", () => {
  const later = {
    ...maraNonResident,
    id: "later",
    amountMinor: 25000,
    validFrom: "2027-01-01",
    validUntil: null,
  };
  it.each([
    ["2023-12-31", undefined],
    ["2024-01-01", "mara-nr"],
    ["2026-12-31", "mara-nr"],
    ["2027-01-01", "later"],
  ])("on %s: %s", (date, id) => {
    expect(feeOn([maraNonResident, later], "maasai-mara", "non-resident", date)?.id).toBe(id);
  });

  it("charges a child the park's child fee, or the adult fee where the park has none in force", () => {
    const child: ParkFee = {
      ...maraNonResident,
      id: "mara-child",
      ageGroup: "child",
      amountMinor: 5000,
    };
    expect(
      feeOn([maraNonResident, child], "maasai-mara", "non-resident", "2025-06-01", "child")?.id,
    ).toBe("mara-child");
    expect(feeOn([maraNonResident, child], "maasai-mara", "non-resident", "2025-06-01")?.id).toBe(
      "mara-nr",
    );
    expect(feeOn([maraNonResident], "maasai-mara", "non-resident", "2025-06-01", "child")?.id).toBe(
      "mara-nr",
    );
  });
});

describe("parseParkFee: child fees", () => {
  it("stores a child fee beside the adults' for the same period, and refuses two child fees that overlap", () => {
    const child = parseParkFee({ ...input, ageGroup: "child", validFrom: "2024-01-01" }, [
      maraNonResident,
    ]);
    expect(child).toMatchObject({ ok: true, fee: { ageGroup: "child", amountMinor: 25000 } });
    const stored: ParkFee = { ...maraNonResident, id: "mara-child", ageGroup: "child" };
    expect(
      parseParkFee({ ...input, ageGroup: "child", validFrom: "2025-01-01" }, [stored]),
    ).toMatchObject({
      ok: false,
      errors: { validFrom: expect.stringContaining("non-resident children") },
    });
    expect(parseParkFee({ ...input, ageGroup: "teen" }, [])).toMatchObject({
      ok: false,
      errors: { ageGroup: "Choose adults (18 and over) or children (under 18)." },
    });
  });
});

describe("the resident price rule (decision 0033)", () => {
  it.each([
    [850, 60800],
    [700, 50100],
    [20, 1400],
    [1, 100],
  ])("$%i is KES %i", (usd, kes) => {
    expect(residentPriceFromUsd(usd)).toBe(kes);
  });
});
