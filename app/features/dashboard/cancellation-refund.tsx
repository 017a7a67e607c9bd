import { cn } from "~/lib/cn";
import { formatDate } from "./format-date";

/** A cancellation priced by the policy, formatted on the server (server/modules/bookings/cancellations.ts). */
export interface CancellationRefundView {
  /** yyyy-mm-dd: the day the refund is priced for. */
  asOf: string;
  daysBefore: number;
  /** Nothing paid yet: nothing is refunded, and the tier that applies is still stated. */
  nothingPaid: boolean;
  paid: string;
  kept: string;
  refund: string;
  /** The policy's sentence for the tier that applies. */
  rule: string;
}

/**
 * What cancelling costs and refunds: shown to the traveller before they ask (priced for today)
 * and to the operator before they approve (priced for the day the traveller asked).
 */
export function CancellationRefund({
  view,
  title,
  className,
}: {
  view: CancellationRefundView;
  title: string;
  className?: string;
}) {
  const days = `${view.daysBefore} ${view.daysBefore === 1 ? "day" : "days"}`;
  return (
    <div
      className={cn("rounded-lg border border-ochre-100 bg-ochre-50 p-3 text-sm", className)}
      data-testid="cancellation-refund"
    >
      <p className="font-semibold">
        {title} ({formatDate(view.asOf)}, {days} before departure)
      </p>
      {view.nothingPaid ? (
        <p className="mt-2">Nothing has been paid yet, so there is nothing to refund.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-3 gap-2">
          <div>
            <dt>Paid so far</dt>
            <dd className="font-semibold">{view.paid}</dd>
          </div>
          <div>
            <dt>We keep</dt>
            <dd className="font-semibold">{view.kept}</dd>
          </div>
          <div>
            <dt>Refund</dt>
            <dd className="text-base font-bold text-forest-800" data-testid="refund-amount">
              {view.refund}
            </dd>
          </div>
        </dl>
      )}
      {/* The tier is stated whether or not anything was paid: a confirmed booking is bound by it. */}
      <p className="mt-2" data-testid="cancellation-tier">
        <span className="font-semibold">The tier that applies:</span> {view.rule}
      </p>
    </div>
  );
}
