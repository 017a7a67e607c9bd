import { describe, expect, it } from "vitest";
import { parsePaymentForm, parseRefundForm } from "./payment-form";

describe("the operator's ledger forms", () => {
  it("reads a Paybill payment with its M-Pesa code", () => {
    expect(
      parsePaymentForm({
        amount: "510",
        currency: "USD",
        method: "mpesa-paybill",
        receipt: "qkj3abc12d",
        note: "",
      }),
    ).toEqual({
      ok: true,
      entry: {
        amountMinor: 51000,
        currency: "USD",
        method: "mpesa-paybill",
        receipt: "QKJ3ABC12D",
        note: null,
      },
    });
  });

  it("refuses each bad field with its own sentence", () => {
    const parsed = parsePaymentForm({
      amount: "-5",
      currency: "EUR",
      method: "mpesa-stk",
      receipt: "",
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(Object.keys(parsed.errors).sort()).toEqual(["amount", "currency", "method"]);
    const noCode = parsePaymentForm({ amount: "5", currency: "KES", method: "mpesa-paybill" });
    expect(!noCode.ok && noCode.errors.receipt).toMatch(/M-Pesa confirmation code/);
    const badCode = parsePaymentForm({
      amount: "5",
      currency: "KES",
      method: "mpesa-paybill",
      receipt: "ABC",
    });
    expect(!badCode.ok && badCode.errors.receipt).toMatch(/10 letters and digits/);
    expect(parsePaymentForm({ amount: "20", currency: "USD", method: "cash" }).ok).toBe(true);
  });

  it("stores a refund as a negative entry and needs its reason", () => {
    expect(parseRefundForm({ amount: "100", currency: "USD", note: "" }).ok).toBe(false);
    expect(parseRefundForm({ amount: "100", currency: "USD", note: "Cancelled early" })).toEqual({
      ok: true,
      entry: {
        amountMinor: -10000,
        currency: "USD",
        method: "refund",
        receipt: null,
        note: "Cancelled early",
      },
    });
  });
});
