import { FileDown, Wallet } from "lucide-react";
import { accountFigures } from "../../../domain/payments/account-figures";
import type { BookingAccount } from "../../../domain/payments/booking-account";
import type { TravellerPaymentView } from "../../../domain/payments/traveller-payment-view";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-900";

/**
 * A booking's money on the dashboard (issue 16): paid and balance from the ledger, the plan with
 * what to pay next, how to pay with the booking's reference, and the receipts and statement.
 */
export function BookingPayments({
  bookingId,
  tripName,
  account,
  payment,
}: {
  bookingId: string;
  tripName: string;
  account: BookingAccount;
  payment: TravellerPaymentView;
}) {
  const headingId = `payments-${bookingId}`;
  const figures = accountFigures(account);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg bg-sand-50 p-3 text-sm">
      <h4 id={headingId} className="flex items-center gap-2 font-semibold">
        <Wallet aria-hidden="true" className="size-4 text-ochre-700" />
        Payments<span className="sr-only"> for {tripName}</span>
      </h4>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs">Total</dt>
          <dd className="font-semibold">{figures.total}</dd>
        </div>
        <div>
          <dt className="text-xs">Paid</dt>
          <dd className="font-semibold" data-testid="traveller-paid">
            {figures.paid}
          </dd>
        </div>
        <div>
          <dt className="text-xs">{figures.credit ? "Credit" : "Balance"}</dt>
          <dd className="font-semibold" data-testid="traveller-balance">
            {figures.credit ?? figures.balance}
          </dd>
        </div>
      </dl>
      {figures.paidAsSent ? (
        <p className="mt-1 text-xs" data-testid="paid-as-sent">
          Paid: {figures.paidAsSent}.
        </p>
      ) : null}
      {figures.breakdown ? (
        <p className="mt-1 text-xs" data-testid="owed-breakdown">
          Total: {figures.breakdown}
        </p>
      ) : null}
      {payment.plan.length ? (
        <ul className="mt-2 grid gap-1">
          {payment.plan.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {payment.next ? <p className="mt-2 font-semibold">{payment.next}</p> : null}
      {payment.methods.length ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {payment.methods.map((method) => (
            <div key={method.title}>
              <p className="font-semibold">{method.title}</p>
              {method.lines.map((line) => (
                <p key={line} className="break-words">
                  {line}
                </p>
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-6">
        {payment.receipts.map((receipt) => (
          <a key={receipt.id} href={receipt.href} className={linkClass} download>
            <FileDown aria-hidden="true" className="size-4" />
            {receipt.label}
            <span className="sr-only"> (PDF)</span>
          </a>
        ))}
        <a href={payment.statementHref} className={linkClass} download>
          <FileDown aria-hidden="true" className="size-4" />
          Statement PDF<span className="sr-only"> for {tripName}</span>
        </a>
      </div>
    </section>
  );
}
