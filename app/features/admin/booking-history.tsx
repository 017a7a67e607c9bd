import { formatTimestamp } from "~/features/admin/admin-shell";
import { priceChangeOf } from "../../../domain/booking/price-change";
import { formatMoney } from "../../../domain/money/format";

export interface HistoryEvent {
  id: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  reason: string | null;
  price_before_minor: number | null;
  price_after_minor: number | null;
  price_currency: string | null;
  actor_email: string | null;
  created_at: string;
}

/** Who changed the booking, when, and why: the reason and price change the traveller was told. */
export function BookingHistory({
  receivedAt,
  events,
}: {
  receivedAt: string;
  events: readonly HistoryEvent[];
}) {
  return (
    <ol className="mt-3 grid gap-3">
      <li className="rounded-lg border border-sand-200 bg-white p-3 text-sm">
        <p className="font-semibold">Request received (pending)</p>
        <p>{formatTimestamp(receivedAt)}</p>
      </li>
      {events.map((event) => {
        const price = priceChangeOf(event);
        return (
          <li key={event.id} className="rounded-lg border border-sand-200 bg-white p-3 text-sm">
            <p className="font-semibold">
              {event.from_status ?? "new"} to {event.to_status}
            </p>
            <p>
              {formatTimestamp(event.created_at)} by {event.actor_email ?? "unknown"}
            </p>
            {price ? (
              <p className="mt-1">
                Price: owed {formatMoney(price.estimateMinor, price.currency)}, final{" "}
                {formatMoney(price.finalMinor, price.currency)}
              </p>
            ) : null}
            {event.reason ? (
              <p className="mt-1 whitespace-pre-wrap">
                {event.to_status === "cancelled" ? "Reason" : "Why the price changed"}:{" "}
                {event.reason}
              </p>
            ) : null}
            {event.note ? <p className="mt-1 whitespace-pre-wrap">Note: {event.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
