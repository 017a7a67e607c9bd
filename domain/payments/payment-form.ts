import { isPaymentCurrency, type PaymentCurrency } from "../money/amount";
import { parseAmountToMinor } from "../money/parse";
import type { PaymentMethod } from "./methods";

/**
 * The admin booking page's two ledger forms, read on the server: record a payment the operator
 * received (Paybill, bank transfer, cash) and record a refund (a negative entry with its reason).
 * Every refusal is one sentence next to its field; nothing is stored until all fields pass.
 */

/** The methods the operator records by hand; M-Pesa STK and card arrive from their providers. */
export const operatorPaymentMethods = ["mpesa-paybill", "bank-transfer", "cash"] as const;
export type OperatorPaymentMethod = (typeof operatorPaymentMethods)[number];

export const paymentFormFields = ["amount", "currency", "method", "receipt", "note"] as const;
export type PaymentFormField = (typeof paymentFormFields)[number];

export const maxReceiptLength = 40;
export const maxPaymentNoteLength = 500;

export interface LedgerFormEntry {
  amountMinor: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** The receipt code (M-Pesa's confirmation code, the bank's reference); null for cash without one. */
  receipt: string | null;
  note: string | null;
}

export type LedgerFormParse =
  | { ok: true; entry: LedgerFormEntry }
  | { ok: false; errors: Partial<Record<PaymentFormField, string>> };

const receiptPattern = /^[A-Za-z0-9][A-Za-z0-9 /._-]*$/;

/** M-Pesa confirmation codes are 10 letters and digits ("QKJ3ABC12D"). */
const mpesaReceiptPattern = /^[A-Z0-9]{10}$/;

function common(form: Record<string, string | undefined>) {
  const errors: Partial<Record<PaymentFormField, string>> = {};
  const amountMinor = parseAmountToMinor(form.amount ?? "");
  if (amountMinor === null)
    errors.amount = "Enter the amount received, for example 510 or 510.50 (at most two decimals).";
  const currency = form.currency ?? "";
  if (!isPaymentCurrency(currency)) errors.currency = "Choose the currency: USD or KES.";
  const receipt = (form.receipt ?? "").trim().toUpperCase();
  if (receipt.length > maxReceiptLength)
    errors.receipt = `Keep the receipt code under ${maxReceiptLength} characters.`;
  else if (receipt && !receiptPattern.test(receipt))
    errors.receipt = "A receipt code has letters, digits, spaces and - / . _ only.";
  const note = (form.note ?? "").trim();
  if (note.length > maxPaymentNoteLength)
    errors.note = `Keep the note under ${maxPaymentNoteLength} characters.`;
  return {
    errors,
    amountMinor: amountMinor ?? 0,
    currency: currency as PaymentCurrency,
    receipt: receipt || null,
    note: note || null,
  };
}

/** A payment the operator received. Paybill and bank transfer need their receipt code. */
export function parsePaymentForm(form: Record<string, string | undefined>): LedgerFormParse {
  const { errors, amountMinor, currency, receipt, note } = common(form);
  const method = form.method ?? "";
  if (!operatorPaymentMethods.includes(method as OperatorPaymentMethod))
    errors.method = "Choose how it was paid: M-Pesa Paybill, bank transfer or cash.";
  else if (method !== "cash" && !receipt && !errors.receipt)
    errors.receipt =
      method === "mpesa-paybill"
        ? "Enter the M-Pesa confirmation code from the operator's SMS, for example QKJ3ABC12D."
        : "Enter the bank's reference for this transfer.";
  else if (method === "mpesa-paybill" && receipt && !mpesaReceiptPattern.test(receipt))
    errors.receipt =
      "An M-Pesa confirmation code is 10 letters and digits, for example QKJ3ABC12D.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    entry: { amountMinor, currency, method: method as PaymentMethod, receipt, note },
  };
}

/** A refund: a positive amount typed, stored negative; the reason is required. */
export function parseRefundForm(form: Record<string, string | undefined>): LedgerFormParse {
  const { errors, amountMinor, currency, receipt, note } = common(form);
  if (!note && !errors.note)
    errors.note = "Say why the money is refunded (the traveller reads it on the receipt).";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    entry: { amountMinor: -amountMinor, currency, method: "refund", receipt, note },
  };
}

/** The sentence the operator reads when the ledger refuses an entry that passed the form. */
export function ledgerRefusalText(reason: string): string {
  switch (reason) {
    case "duplicate":
      return "This receipt code is already in the ledger: the payment was recorded before.";
    case "refund-exceeds-paid":
      return "A refund cannot be larger than what the traveller has paid so far.";
    case "no-exchange-rate":
      return "Set the USD to KES exchange rate on the Payments page before recording a KES amount.";
    case "unknown-booking":
      return "There is no booking with this reference.";
    default:
      return "This amount cannot be recorded; check the amount, currency and method.";
  }
}
