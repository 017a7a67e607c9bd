import { Mail, MessageCircle } from "lucide-react";
import { useNavigation } from "react-router";
import type { Route } from "./+types/booking";
import { Badge } from "~/components/ui/badge";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { BookingHistory } from "~/features/admin/booking-history";
import { BookingLedgerPanel, type LedgerPanelProps } from "~/features/admin/booking-ledger-panel";
import { BookingStatusPanel } from "~/features/admin/booking-status-panel";
import { BookingTravellersPanel } from "~/features/admin/booking-travellers-panel";
import { CancellationRequestPanel } from "~/features/admin/cancellation-request-panel";
import { SeatHoldNotice } from "~/features/admin/seat-hold-notice";
import { Notice } from "~/features/auth/notice";
import { statusTone } from "~/features/dashboard/bookings";
import { formatDate } from "~/features/dashboard/dashboard-view";
import { whatsappLink } from "../../../domain/messaging/whatsapp";
import { site } from "../../../domain/site";
import { formatUsd, formatMoney } from "../../../domain/money/format";
import { owedBreakdown, type AmountOwed } from "../../../domain/payments/amount-owed";
import { shortReference } from "../../../domain/booking/reference";
import { whatsappDigits } from "../../../domain/contact/phone";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { totalsOf } from "../../../domain/pricing/quote-lines";
import {
  categoryLabels,
  needsProof,
  proofLabels,
} from "../../../domain/pricing/traveller-categories";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const name = loaderData && "booking" in loaderData ? loaderData.booking.client_name : "Booking";
  return [{ title: `${name} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./booking.server";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-sand-200 py-3 sm:grid-cols-3">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * The participants' categories and the lines the booking was priced at (issue 19). A resident or
 * citizen price is flagged: the operator checks each document number before confirming.
 */
function BookedTravellers({
  travellers,
  lines,
}: Pick<Route.ComponentProps["loaderData"]["booked"], "travellers" | "lines">) {
  if (!travellers.length) return null;
  const toCheck = travellers
    .map((traveller, index) => ({ ...traveller, number: index + 1 }))
    .filter((traveller) => needsProof(traveller.category));
  return (
    <section aria-labelledby="booked-travellers-heading" className="mt-4">
      {toCheck.length ? (
        <div
          className="rounded-xl border border-ochre-600 bg-ochre-50 p-4 text-sm"
          data-testid="proof-flag"
        >
          <p className="font-bold">
            Check {toCheck.length === 1 ? "one document" : `${toCheck.length} documents`} before
            confirming: {toCheck.length === 1 ? "a traveller is" : "travellers are"} booked at a
            resident or citizen price.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {toCheck.map((traveller) => (
              <li key={traveller.number}>
                Traveller {traveller.number}, {categoryLabels[traveller.category]}:{" "}
                {proofLabels[traveller.category]} <strong>{traveller.proof ?? "not given"}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h3 id="booked-travellers-heading" className="mt-4 font-bold">
        Price lines as booked
      </h3>
      <p className="text-sm">
        {travellers.map((traveller) => categoryLabels[traveller.category]).join(", ")}
      </p>
      <QuoteLines lines={lines} totals={totalsOf(lines)} className="mt-2" />
    </section>
  );
}

/** A booking priced in lines: what it owes in the ledger's currency, and how that was counted. */
function OwedTotal({ owed }: { owed: AmountOwed }) {
  const breakdown = owedBreakdown(owed);
  return (
    <span data-testid="admin-owed-total">
      {formatMoney(owed.totalMinor, owed.currency)}
      {breakdown ? <span className="block text-sm">{breakdown}</span> : null}
    </span>
  );
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const {
    booking,
    history,
    next,
    cancelling,
    completableFrom,
    cancellationRequest,
    ledger,
    travellers,
    travellersErased,
    booked,
  } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reference = shortReference(booking.id);
  const phoneDigits = booking.client_phone ? whatsappDigits(booking.client_phone) : null;
  const subject = `Your booking ${reference}: ${booking.adventure_type}`;
  return (
    <AdminShell
      title={`Booking ${reference}`}
      actions={
        <Badge tone={statusTone(booking.booking_status)} className="text-sm">
          {booking.booking_status}
        </Badge>
      }
    >
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <SeatHoldNotice booking={booking} />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <h2 className="text-xl font-bold">What the traveller sent</h2>
          <dl className="mt-3 rounded-xl border border-sand-200 bg-white px-4">
            <Field label="Trip">{booking.adventure_type}</Field>
            <Field label="Travel date">{formatDate(booking.booking_date)}</Field>
            <Field label="Participants">{booking.number_of_participants}</Field>
            <Field label={booking.booking_status === "pending" ? "Estimated total" : "Total"}>
              {booked.lines.length ? (
                <OwedTotal owed={ledger.balance.owed} />
              ) : (
                <>
                  {formatUsd(booking.total_price)} (
                  {formatUsd(Math.round(booking.total_price / booking.number_of_participants))} per
                  person)
                </>
              )}
            </Field>
            <Field label="Name">{booking.client_name}</Field>
            <Field label="Email">{booking.client_email}</Field>
            <Field label="Phone">{booking.client_phone ?? "Not provided"}</Field>
            <Field label="Special requirements">{booking.special_requirements ?? "None"}</Field>
            <Field label="Trip page">
              {booking.trip_slug ?? "Unknown"}
              {booking.tier_id ? `, tier ${booking.tier_id}` : ""}
            </Field>
            <Field label="Received">{formatTimestamp(booking.created_at)}</Field>
            <Field label="Account">
              {booking.user_id ? "Signed in when booking" : "Booked without signing in"}
            </Field>
          </dl>
          <BookedTravellers travellers={booked.travellers} lines={booked.lines} />
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline"
              href={`mailto:${booking.client_email}?subject=${encodeURIComponent(subject)}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              Email {booking.client_name}
            </a>
            {phoneDigits ? (
              <a
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline"
                href={whatsappLink(
                  phoneDigits,
                  `Hello ${booking.client_name}, about your ${booking.adventure_type} booking (${reference}) on ${booking.booking_date}: `,
                )}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp {booking.client_name} (opens in a new tab)
              </a>
            ) : null}
          </div>
          <BookingTravellersPanel
            slots={travellers}
            erased={travellersErased}
            confirmed={booking.booking_status === "confirmed"}
          />
          <BookingLedgerPanel
            bookingId={booking.id}
            balance={ledger.balance}
            currentRate={ledger.currentRate}
            refused={(actionData as { ledger?: LedgerPanelProps["refused"] } | undefined)?.ledger}
            busy={busy}
          />
        </div>
        <div>
          <h2 className="text-xl font-bold">Change status</h2>
          {cancellationRequest ? (
            <CancellationRequestPanel
              requestedOn={cancellationRequest.requestedOn}
              refund={cancellationRequest.refund}
              values={actionData?.values ?? {}}
              error={actionData?.errors?.reason}
              busy={busy}
            />
          ) : null}
          <BookingStatusPanel
            booking={booking}
            owed={ledger.balance.owed}
            next={next}
            cancelling={cancelling}
            completableFrom={completableFrom}
            errors={actionData?.errors ?? {}}
            values={actionData?.values ?? {}}
            busy={busy}
          />
          <h2 className="mt-8 text-xl font-bold">History</h2>
          <BookingHistory receivedAt={booking.created_at} events={history} />
        </div>
      </div>
    </AdminShell>
  );
}
