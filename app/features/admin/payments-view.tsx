import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { formatTimestamp } from "~/features/admin/admin-shell";
import { formatDate } from "~/features/dashboard/dashboard-view";
import { formatMoney } from "../../../domain/money/format";
import { paymentMethodLabels, type PaymentMethod } from "../../../domain/payments/methods";
import type { PaymentCurrency } from "../../../domain/money/amount";
import { nextPaymentSentence } from "../../../domain/payments/how-to-pay";
import type { PlanStatus } from "../../../domain/payments/payment-plan";

export interface ReceivedView {
  payment: {
    id: string;
    amount_minor: number;
    currency: PaymentCurrency;
    method: PaymentMethod;
    provider_reference: string | null;
    created_at: string;
  };
  bookingId: string;
  reference: string;
  clientName: string;
  trip: string;
  countedMinor: number | null;
}

export interface OwedView {
  bookingId: string;
  reference: string;
  clientName: string;
  trip: string;
  travelDate: string;
  balance: {
    currency: PaymentCurrency;
    totalMinor: number;
    paidMinor: number;
    outstandingMinor: number;
    status: PlanStatus | null;
  };
}

export interface AttentionView {
  id: string;
  provider: string;
  reference: string | null;
  booking_id: string | null;
  reason: string;
  payload_summary: string | null;
  created_at: string;
}

const bookingLink = (id: string, reference: string) => (
  <Link to={`/admin/bookings/${id}`} className="font-semibold text-forest-800 underline">
    {reference}
  </Link>
);

const receivedColumns: AdminTableColumn<ReceivedView>[] = [
  { key: "when", label: "When", cell: (row) => formatTimestamp(row.payment.created_at) },
  { key: "booking", label: "Booking", cell: (row) => bookingLink(row.bookingId, row.reference) },
  { key: "client", label: "Client", cell: (row) => `${row.clientName}, ${row.trip}` },
  { key: "method", label: "Method", cell: (row) => paymentMethodLabels[row.payment.method] },
  {
    key: "amount",
    label: "Amount",
    align: "right",
    cell: (row) => formatMoney(row.payment.amount_minor, row.payment.currency),
  },
  {
    key: "usd",
    label: "In USD",
    align: "right",
    cell: (row) =>
      row.countedMinor === null ? "No rate set" : formatMoney(row.countedMinor, "USD"),
  },
  { key: "code", label: "Code", cell: (row) => row.payment.provider_reference ?? "None" },
];

const owedColumns: AdminTableColumn<OwedView>[] = [
  { key: "booking", label: "Booking", cell: (row) => bookingLink(row.bookingId, row.reference) },
  { key: "client", label: "Client", cell: (row) => `${row.clientName}, ${row.trip}` },
  { key: "travel", label: "Travel date", cell: (row) => formatDate(row.travelDate) },
  {
    key: "paid",
    label: "Paid",
    align: "right",
    cell: (row) => formatMoney(row.balance.paidMinor, row.balance.currency),
  },
  {
    key: "balance",
    label: "Balance",
    align: "right",
    cell: (row) => formatMoney(row.balance.outstandingMinor, row.balance.currency),
  },
  {
    key: "next",
    label: "Next",
    cell: (row) =>
      row.balance.status ? nextPaymentSentence(row.balance.status, row.balance.currency) : "",
  },
];

function OwedSection({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: OwedView[];
  empty: string;
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title} ({rows.length})
      </h2>
      <AdminTable
        labelledBy={id}
        columns={owedColumns}
        rows={rows}
        rowKey={(row) => row.bookingId}
        rowHeader="booking"
        empty={empty}
      />
    </section>
  );
}

export function PaymentsOverviewView({
  received,
  outstanding,
  overdue,
  dueThisWeek,
  attention,
}: {
  received: ReceivedView[];
  outstanding: OwedView[];
  overdue: OwedView[];
  dueThisWeek: OwedView[];
  attention: AttentionView[];
}) {
  return (
    <>
      <section className="mt-8" aria-labelledby="attention-heading">
        <h2 id="attention-heading" className="text-xl font-bold">
          Needs attention ({attention.length})
        </h2>
        {attention.length ? (
          <ul className="mt-3 divide-y divide-sand-200 rounded-xl border border-red-300 bg-white">
            {attention.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold">{entry.reason}</p>
                  <p className="text-sm break-words">
                    {entry.provider}
                    {entry.reference ? `, reference ${entry.reference}` : ""},{" "}
                    {formatTimestamp(entry.created_at)}
                    {entry.payload_summary ? `: ${entry.payload_summary}` : ""}
                  </p>
                  {entry.booking_id ? (
                    <Link
                      to={`/admin/bookings/${entry.booking_id}`}
                      className="text-sm font-semibold text-forest-800 underline"
                    >
                      Open the booking
                    </Link>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="resolve" />
                  <input type="hidden" name="id" value={entry.id} />
                  <Button type="submit" variant="outline">
                    Resolve
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">Nothing needs attention.</p>
        )}
      </section>
      <OwedSection
        id="overdue-heading"
        title="Overdue"
        rows={overdue}
        empty="No payment is overdue."
      />
      <OwedSection
        id="week-heading"
        title="Due in the next 7 days"
        rows={dueThisWeek}
        empty="Nothing falls due this week."
      />
      <OwedSection
        id="outstanding-heading"
        title="Balances outstanding"
        rows={outstanding}
        empty="Every confirmed booking is paid in full."
      />
      <section className="mt-8" aria-labelledby="received-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="received-heading" className="text-xl font-bold">
            Received payments and refunds
          </h2>
          <a className={buttonClasses("outline")} href="/admin/payments.csv" download>
            Download CSV for the accountant
          </a>
        </div>
        <AdminTable
          labelledBy="received-heading"
          columns={receivedColumns}
          rows={received}
          rowKey={(row) => row.payment.id}
          rowHeader="booking"
          empty="No payments recorded yet."
          minWidth="min-w-[56rem]"
        />
      </section>
    </>
  );
}
