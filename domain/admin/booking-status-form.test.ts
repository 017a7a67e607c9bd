import { describe, expect, it } from "vitest";
import { parseStatusChange } from "./booking-status-form";

const estimate = { amountMinor: 187_000, currency: "USD" } as const;

/** Confirmed at what the booking owes: no final total, in the booking's currency. */
const confirmedAsOwed = (finalTotalCurrency: "USD" | "KES") => ({
  ok: true,
  change: { to: "confirmed", note: null, reason: null, finalTotal: null, finalTotalCurrency },
});

describe("the admin booking status forms", () => {
  it("confirms at the estimate when the total is left as it is, or empty", () => {
    for (const finalTotal of ["1870", "$1,870", " 1 870 ", ""])
      expect(parseStatusChange({ to: "confirmed", finalTotal, note: "" }, estimate)).toEqual(
        confirmedAsOwed("USD"),
      );
  });

  it("confirms at a final total with a reason, which both reach the traveller", () => {
    expect(
      parseStatusChange(
        {
          to: "confirmed",
          finalTotal: "$1,700",
          reason: "  Group discount for three  ",
          note: "See you at Naro Moru gate.",
        },
        estimate,
      ),
    ).toEqual({
      ok: true,
      change: {
        to: "confirmed",
        note: "See you at Naro Moru gate.",
        reason: "Group discount for three",
        finalTotal: 1700,
        finalTotalCurrency: "USD",
      },
    });
  });

  it("takes a KES booking's final total in whole shillings and compares it with what it owes", () => {
    const owedKes = { amountMinor: 6_240_049, currency: "KES" } as const;
    // What the form shows (KES 62,400, rounded) sent back unchanged is no change.
    expect(parseStatusChange({ to: "confirmed", finalTotal: "KES 62,400" }, owedKes)).toEqual(
      confirmedAsOwed("KES"),
    );
    expect(
      parseStatusChange({ to: "confirmed", finalTotal: "58000", reason: "Resident rate" }, owedKes),
    ).toMatchObject({ ok: true, change: { finalTotal: 58_000, finalTotalCurrency: "KES" } });
    expect(parseStatusChange({ to: "confirmed", finalTotal: "58000.5" }, owedKes)).toEqual({
      ok: false,
      errors: { finalTotal: "Enter the final total in whole Kenya shillings, for example 170000." },
    });
    // KES 2,000,000 is about $15,000: a real group's total, far under the shilling limit.
    expect(
      parseStatusChange({ to: "confirmed", finalTotal: "2000000", reason: "Big group" }, owedKes),
    ).toMatchObject({ ok: true, change: { finalTotal: 2_000_000 } });
  });

  it("asks why when the total changes without a reason", () => {
    expect(parseStatusChange({ to: "confirmed", finalTotal: "2100" }, estimate)).toEqual({
      ok: false,
      errors: {
        reason:
          "Say why the total differs from the $1,870 the booking owes; the traveller reads it in their confirmation email.",
      },
    });
  });

  it.each([
    ["1700.50", "Enter the final total in whole US dollars, for example 1700."],
    ["-5", "Enter the final total in whole US dollars, for example 1700."],
    ["abc", "Enter the final total in whole US dollars, for example 1700."],
    ["1e4", "Enter the final total in whole US dollars, for example 1700."],
    ["0", "The final total must be at least $1."],
    ["1000001", "The final total cannot be more than $1,000,000; check the amount."],
    [
      "99999999999999999999999",
      "The final total cannot be more than $1,000,000; check the amount.",
    ],
  ])("refuses a final total of %j", (finalTotal, message) => {
    expect(
      parseStatusChange({ to: "confirmed", finalTotal, reason: "New season rates" }, estimate),
    ).toEqual({ ok: false, errors: { finalTotal: message } });
  });

  it("cancels only with a reason and the confirmation step's yes", () => {
    expect(
      parseStatusChange(
        {
          to: "cancelled",
          reason: "The Chogoria route is closed after the rains.",
          confirm: "yes",
        },
        estimate,
      ),
    ).toEqual({
      ok: true,
      change: {
        to: "cancelled",
        note: null,
        reason: "The Chogoria route is closed after the rains.",
        finalTotal: null,
        finalTotalCurrency: "USD",
      },
    });
    expect(parseStatusChange({ to: "cancelled", reason: "   ", confirm: "yes" }, estimate)).toEqual(
      {
        ok: false,
        errors: {
          reason: "Say why the booking is cancelled; the traveller reads it in their email.",
        },
      },
    );
    expect(parseStatusChange({ to: "cancelled", reason: "Closed route" }, estimate)).toEqual({
      ok: false,
      errors: {
        confirm: "Confirm the cancellation with the “Yes, cancel this booking” button.",
      },
    });
  });

  it("keeps a reason only where one belongs, and ignores a final total outside confirming", () => {
    expect(
      parseStatusChange(
        { to: "completed", reason: "stray", finalTotal: "5", note: "Thanks!" },
        estimate,
      ),
    ).toEqual({
      ok: true,
      change: {
        to: "completed",
        note: "Thanks!",
        reason: null,
        finalTotal: null,
        finalTotalCurrency: "USD",
      },
    });
  });

  it("refuses an unknown status, and notes and reasons over their limits", () => {
    expect(parseStatusChange({ to: "paid" }, estimate)).toEqual({
      ok: false,
      errors: {
        to: "Choose what to do with this booking: pending, confirmed, cancelled, completed.",
      },
    });
    expect(
      parseStatusChange(
        { to: "cancelled", confirm: "yes", reason: "x".repeat(501), note: "y".repeat(1001) },
        estimate,
      ),
    ).toEqual({
      ok: false,
      errors: {
        note: "Keep the note under 1,000 characters.",
        reason: "Keep the reason under 500 characters.",
      },
    });
  });
});
