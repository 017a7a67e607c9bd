import type { Kysely } from "kysely";
import { data } from "react-router";
import type { NoticeData } from "~/features/auth/notice";
import type { StatusFormField } from "../../../domain/admin/booking-status-fields";
import { formatMoney } from "../../../domain/money/format";
import {
  ledgerRefusalText,
  parsePaymentForm,
  parseRefundForm,
  type PaymentFormField,
} from "../../../domain/payments/payment-form";
import type { SessionUser } from "../../../server/modules/accounts";
import type { Booking, Database } from "../../../server/platform/db/schema";
import { recordOperatorEntry } from "../../../server/modules/bookings";
import { bookingBalance, loadExchangeRate } from "../../../server/modules/payments";

/** The admin booking page's ledger: the plan, the entries, the balance and the two forms. */
export async function ledgerView(db: Kysely<Database>, bookingId: string) {
  const [balance, rate] = await Promise.all([bookingBalance(db, bookingId), loadExchangeRate(db)]);
  return { balance: balance!, currentRate: rate };
}

export const ledgerIntents = ["record-payment", "record-refund"] as const;
export type LedgerIntent = (typeof ledgerIntents)[number];

export function isLedgerIntent(value: string | undefined): value is LedgerIntent {
  return ledgerIntents.includes(value as LedgerIntent);
}

export interface LedgerActionData {
  notice: NoticeData;
  /** The status form's own (untouched by a ledger form). */
  errors: Partial<Record<StatusFormField, string>>;
  values: Record<string, string>;
  ledger: {
    intent: LedgerIntent;
    errors: Partial<Record<PaymentFormField, string>>;
    values: Record<string, string>;
  };
}

/** Records a payment or a refund from the booking page; a refusal keeps what was typed. */
export async function ledgerAction(
  db: Kysely<Database>,
  booking: Booking,
  intent: LedgerIntent,
  form: Record<string, string>,
  admin: SessionUser,
) {
  const refused = (
    status: number,
    description: string,
    errors: LedgerActionData["ledger"]["errors"] = {},
  ) =>
    data<LedgerActionData>(
      {
        notice: { tone: "error", title: "Not recorded", description },
        errors: {},
        values: {},
        ledger: { intent, errors, values: form },
      },
      { status },
    );
  const parsed = intent === "record-payment" ? parsePaymentForm(form) : parseRefundForm(form);
  if (!parsed.ok) return refused(400, Object.values(parsed.errors).join(" "), parsed.errors);
  const outcome = await recordOperatorEntry(db, booking.id, parsed.entry, {
    id: admin.id,
    email: admin.email,
  });
  if (!outcome.recorded)
    return refused(
      outcome.reason === "duplicate" ? 409 : 400,
      ledgerRefusalText(outcome.reason),
      outcome.reason === "duplicate" ? { receipt: ledgerRefusalText(outcome.reason) } : {},
    );
  // The receipt mail is PaymentRecorded's subscriber; `announced` says whether it was queued.
  const mailed = outcome.announced;
  const amount = formatMoney(Math.abs(outcome.payment.amount_minor), outcome.payment.currency);
  const what = intent === "record-payment" ? `Payment of ${amount}` : `Refund of ${amount}`;
  const description = mailed
    ? `${what} recorded; the receipt is on its way to ${booking.client_email}.`
    : `${what} recorded, but the receipt email could not be sent; the traveller can download it from the dashboard.`;
  return data<LedgerActionData>({
    notice: { tone: "success", title: "Recorded", description },
    errors: {},
    values: {},
    ledger: { intent, errors: {}, values: {} },
  });
}
