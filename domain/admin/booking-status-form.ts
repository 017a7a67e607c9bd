import { z } from "zod";
import { bookingStatuses, type BookingStatus } from "../booking/booking-status";
import { formatMoney } from "../money/format";
import type { Money, PaymentCurrency } from "../money/amount";
import { wholeUnitsOwed } from "../booking/price-change";
import {
  currencyNames,
  maxFinalTotal,
  maxNoteLength,
  maxReasonLength,
  statusFormFields,
  type StatusFormField,
} from "./booking-status-fields";

/**
 * The admin booking page's status forms, read on the server: confirm (optionally with the final
 * price), cancel (with a reason, after a confirmation step), complete. What the operator types
 * here reaches the traveller's email, so every field has a limit and every refusal a sentence.
 * Server only (zod); the page takes its limits from ./booking-status-fields.ts.
 */

/** What the operator decided, checked: `finalTotal` is set only when it differs from what is owed. */
export interface StatusChange {
  to: BookingStatus;
  /** The operator's optional note to the traveller. */
  note: string | null;
  /** Why: the cancellation reason, or why the price differs from the estimate. */
  reason: string | null;
  /**
   * The final total in whole units of the booking's ledger currency (`finalTotalCurrency`), when
   * the operator changed what the booking owes (decision 0038).
   */
  finalTotal: number | null;
  finalTotalCurrency: PaymentCurrency;
}

export type StatusChangeParse =
  | { ok: true; change: StatusChange }
  | { ok: false; errors: Partial<Record<StatusFormField, string>> };

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((text) => text || null);

/** The form's fields for a booking paid in `currency`: the final total is in whole units of it. */
function formSchema(currency: PaymentCurrency) {
  const max = maxFinalTotal[currency];
  return z.object({
    to: z.enum(
      bookingStatuses,
      `Choose what to do with this booking: ${bookingStatuses.join(", ")}.`,
    ),
    note: optionalText(maxNoteLength, "Keep the note under 1,000 characters."),
    reason: optionalText(maxReasonLength, "Keep the reason under 500 characters."),
    confirm: z.string().trim(),
    finalTotal: z
      .string()
      // "$1,700", "KES 1 700" and "1700" are the same amount; cents are not (totals are whole units).
      .transform((text) =>
        text
          .trim()
          .replace(/^(\$|KES|KSh|USD)\s*/i, "")
          .replace(/[,\s]/g, ""),
      )
      .refine(
        (text) => text === "" || /^\d+$/.test(text),
        `Enter the final total in whole ${currencyNames[currency]}, for example ${currency === "KES" ? "170000" : "1700"}.`,
      )
      .transform((text) => (text === "" ? null : Number(text)))
      .refine(
        (amount) => amount === null || amount >= 1,
        `The final total must be at least ${formatMoney(100, currency)}.`,
      )
      .refine(
        (amount) => amount === null || amount <= max,
        `The final total cannot be more than ${formatMoney(max * 100, currency)}; check the amount.`,
      ),
  });
}

/**
 * Reads the posted fields (missing ones count as empty) against what the booking owes now, in
 * its ledger currency (`amountOwed`): the final total is typed in that currency.
 */
export function parseStatusChange(
  form: Partial<Record<string, string>>,
  owed: Money,
): StatusChangeParse {
  const input = Object.fromEntries(
    Object.values(statusFormFields).map((name) => [name, form[name] ?? ""]),
  );
  const parsed = formSchema(owed.currency).safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<StatusFormField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StatusFormField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { to, note, reason, confirm, finalTotal } = parsed.data;
  const errors: Partial<Record<StatusFormField, string>> = {};
  if (to === "cancelled") {
    if (!reason)
      errors.reason = "Say why the booking is cancelled; the traveller reads it in their email.";
    if (confirm !== "yes")
      errors.confirm = "Confirm the cancellation with the “Yes, cancel this booking” button.";
  }
  // The form shows what is owed in whole units: sent back unchanged, it is no change.
  const changed = to === "confirmed" && finalTotal !== null && finalTotal !== wholeUnitsOwed(owed);
  if (changed && !reason)
    errors.reason = `Say why the total differs from the ${formatMoney(owed.amountMinor, owed.currency)} the booking owes; the traveller reads it in their confirmation email.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    change: {
      to,
      note,
      // A reason only travels with what needs one: a cancellation or a changed price.
      reason: to === "cancelled" || changed ? reason : null,
      finalTotal: changed ? finalTotal : null,
      finalTotalCurrency: owed.currency,
    },
  };
}
