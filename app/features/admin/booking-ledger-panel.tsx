import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/features/dashboard/dashboard-view";
import { formatTimestamp } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { instalmentLines, nextPaymentSentence } from "../../../domain/payments/how-to-pay";
import { amountInCurrency, formatKesRate } from "../../../domain/money/conversion";
import { formatMoney } from "../../../domain/money/format";
import { paymentCurrencies, type PaymentCurrency } from "../../../domain/money/amount";
import { paymentMethodLabels, type PaymentMethod } from "../../../domain/payments/methods";
import {
  maxPaymentNoteLength,
  maxReceiptLength,
  operatorPaymentMethods,
  type PaymentFormField,
} from "../../../domain/payments/payment-form";
import type { PaymentPlan, PlanStatus } from "../../../domain/payments/payment-plan";
import { accountFigures } from "../../../domain/payments/account-figures";
import type { BookingAccount } from "../../../domain/payments/booking-account";

/** A ledger entry as the page receives it. */
export interface LedgerEntryView {
  id: string;
  amount_minor: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  provider_reference: string | null;
  kes_minor_per_usd: number | null;
  recorded_by: string;
  note: string | null;
  created_at: string;
}

export interface LedgerPanelProps {
  bookingId: string;
  /** The booking's account (total, paid, balance, credit: booking-account.ts) and its ledger. */
  balance: BookingAccount & {
    plan: PaymentPlan | null;
    status: PlanStatus | null;
    kesMinorPerUsd: number | null;
    kesRateSetOn: string | null;
    entries: LedgerEntryView[];
  };
  currentRate: { kesMinorPerUsd: number; setOn: string } | null;
  /** The form the server refused, with its errors and what was typed. */
  refused?: {
    intent: string;
    errors: Partial<Record<PaymentFormField, string>>;
    values: Record<string, string>;
  };
  busy: boolean;
}

/** The ledger's columns: each entry as recorded, with what a payment in the other currency counts as. */
function ledgerColumns(
  bookingId: string,
  balance: LedgerPanelProps["balance"],
): AdminTableColumn<LedgerEntryView>[] {
  const { currency } = balance;
  return [
    {
      key: "when",
      label: "When",
      cell: (entry) => (
        <>
          {formatTimestamp(entry.created_at)}
          <span className="block text-xs">by {entry.recorded_by}</span>
        </>
      ),
    },
    {
      key: "method",
      label: "Method",
      cell: (entry) => (
        <>
          {paymentMethodLabels[entry.method]}
          {entry.note ? <span className="block text-xs">{entry.note}</span> : null}
        </>
      ),
    },
    {
      key: "amount",
      label: "Amount",
      align: "right",
      cell: (entry) => {
        const counted =
          entry.currency !== currency
            ? amountInCurrency(
                { amountMinor: entry.amount_minor, currency: entry.currency },
                currency,
                entry.kes_minor_per_usd ?? balance.kesMinorPerUsd,
              )
            : null;
        return (
          <span className="whitespace-nowrap">
            {formatMoney(entry.amount_minor, entry.currency)}
            {counted !== null ? (
              <span className="block text-xs">= {formatMoney(counted, currency)}</span>
            ) : null}
          </span>
        );
      },
    },
    {
      key: "code",
      label: "Code",
      cell: (entry) => <span className="break-all">{entry.provider_reference ?? "None"}</span>,
    },
    {
      key: "receipt",
      label: "Receipt",
      cell: (entry) => (
        <a
          className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline"
          href={`/bookings/${bookingId}/receipts/${entry.id}.pdf`}
        >
          PDF
        </a>
      ),
    },
  ];
}

const inputField = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EntryForm({
  intent,
  title,
  submit,
  refused,
  busy,
}: {
  intent: "record-payment" | "record-refund";
  title: string;
  submit: string;
  refused: LedgerPanelProps["refused"];
  busy: boolean;
}) {
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors ?? {};
  const values = mine?.values ?? {};
  const id = (field: string) => `${intent}-${field}`;
  const invalid = (field: PaymentFormField) => (errors[field] ? true : undefined);
  return (
    <Form method="post" className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <h3 className="text-lg font-bold">{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
        <FormField id={id("amount")} label="Amount" error={errors.amount}>
          {(describedBy) => (
            <input
              id={id("amount")}
              name="amount"
              inputMode="decimal"
              required
              defaultValue={values.amount}
              aria-describedby={describedBy}
              aria-invalid={invalid("amount")}
              className={inputField}
            />
          )}
        </FormField>
        <FormField id={id("currency")} label="Currency" error={errors.currency}>
          {(describedBy) => (
            <select
              id={id("currency")}
              name="currency"
              defaultValue={values.currency ?? "USD"}
              aria-describedby={describedBy}
              aria-invalid={invalid("currency")}
              className={inputField}
            >
              {paymentCurrencies.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {intent === "record-payment" ? (
        <FormField id={id("method")} label="Method" error={errors.method}>
          {(describedBy) => (
            <select
              id={id("method")}
              name="method"
              defaultValue={values.method ?? "mpesa-paybill"}
              aria-describedby={describedBy}
              aria-invalid={invalid("method")}
              className={inputField}
            >
              {operatorPaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField
        id={id("receipt")}
        label={
          intent === "record-payment"
            ? "Receipt code (M-Pesa code or bank reference; optional for cash)"
            : "Receipt code of the refund (optional)"
        }
        error={errors.receipt}
      >
        {(describedBy) => (
          <input
            id={id("receipt")}
            name="receipt"
            maxLength={maxReceiptLength}
            autoCapitalize="characters"
            defaultValue={values.receipt}
            aria-describedby={describedBy}
            aria-invalid={invalid("receipt")}
            className={inputField}
          />
        )}
      </FormField>
      <FormField
        id={id("note")}
        label={
          intent === "record-refund" ? "Reason (on the traveller's receipt)" : "Note (optional)"
        }
        error={errors.note}
      >
        {(describedBy) => (
          <textarea
            id={id("note")}
            name="note"
            rows={2}
            maxLength={maxPaymentNoteLength}
            required={intent === "record-refund"}
            defaultValue={values.note}
            aria-describedby={describedBy}
            aria-invalid={invalid("note")}
            className="w-full rounded-lg border border-earth-700 bg-white p-2 text-base"
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant={intent === "record-refund" ? "outline" : "primary"}
        disabled={busy}
      >
        {submit}
      </Button>
    </Form>
  );
}

/** The booking page's money: the plan, the balance, every ledger entry, and the two forms. */
export function BookingLedgerPanel({
  bookingId,
  balance,
  currentRate,
  refused,
  busy,
}: LedgerPanelProps) {
  const { currency } = balance;
  const other = currency === "KES" ? "USD" : "KES";
  const figures = accountFigures(balance);
  const breakdown = figures.breakdown;
  return (
    <section aria-labelledby="ledger-heading" className="mt-8">
      <h2 id="ledger-heading" className="text-xl font-bold">
        Payments
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3 rounded-xl border border-sand-200 bg-white p-4 text-center">
        <div>
          <dt className="text-sm font-semibold">Total</dt>
          <dd className="text-lg font-bold">{figures.total}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Paid</dt>
          <dd className="text-lg font-bold">{figures.paid}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{figures.credit ? "Credit" : "Balance"}</dt>
          <dd className="text-lg font-bold" data-testid="admin-balance">
            {figures.credit ?? figures.balance}
          </dd>
        </div>
      </dl>
      <div className="mt-3 grid gap-1 text-sm">
        {breakdown ? <p data-testid="admin-owed-breakdown">Total: {breakdown}.</p> : null}
        {figures.paidAsSent ? <p>Paid: {figures.paidAsSent}.</p> : null}
        {currency === "KES" ? (
          <p>Priced in shillings only: the plan and the balance are in KES.</p>
        ) : null}
        {balance.plan && balance.status ? (
          <>
            <p className="font-semibold">Payment plan</p>
            <ul className="list-disc pl-5">
              {instalmentLines(balance.status, balance.plan.depositPercent, currency).map(
                (line) => (
                  <li key={line}>{line}</li>
                ),
              )}
            </ul>
            <p>{nextPaymentSentence(balance.status, currency)}</p>
          </>
        ) : (
          <p>The payment plan starts when the booking is confirmed.</p>
        )}
        <p>
          {balance.kesMinorPerUsd
            ? `${other} payments count at ${formatKesRate(balance.kesMinorPerUsd)} (locked at confirmation; set ${formatDate(balance.kesRateSetOn ?? "")}).`
            : currentRate
              ? `No rate locked yet: a ${other} payment will lock today's ${formatKesRate(currentRate.kesMinorPerUsd)}.`
              : `No USD to KES rate is set: set one on the Payments page before recording ${other}.`}
        </p>
      </div>
      <h3 className="mt-5 text-lg font-bold">Ledger</h3>
      {balance.entries.length ? (
        <AdminTable
          caption="Payments and refunds of this booking, oldest first"
          columns={ledgerColumns(bookingId, balance)}
          rows={balance.entries}
          rowKey={(entry) => entry.id}
          rowClassName="align-top"
        />
      ) : (
        <p className="mt-2 text-sm">Nothing paid yet.</p>
      )}
      <p className="mt-2 text-sm">
        <a
          className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline"
          href={`/bookings/${bookingId}/statement.pdf`}
        >
          Download the statement (PDF)
        </a>
      </p>
      <div className="mt-4 grid gap-4">
        {/* A new key after each recorded entry empties the forms (their fields are uncontrolled). */}
        <EntryForm
          key={`payment-${balance.entries.length}`}
          intent="record-payment"
          title="Record a payment"
          submit="Record payment"
          refused={refused}
          busy={busy}
        />
        {balance.paidMinor > 0 ? (
          <EntryForm
            key={`refund-${balance.entries.length}`}
            intent="record-refund"
            title="Record a refund"
            submit="Record refund"
            refused={refused}
            busy={busy}
          />
        ) : null}
      </div>
    </section>
  );
}
