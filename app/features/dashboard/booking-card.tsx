import {
  CalendarDays,
  ClipboardList,
  DollarSign,
  FileDown,
  MapPinned,
  MessageSquareText,
  Users,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { IconTerm } from "~/components/ui/icon-term";
import { buttonClasses } from "~/components/ui/button";
import { formatMoney, formatUsd } from "../../../domain/money/format";
import { site } from "../../../domain/site";
import {
  travellerRequestKinds,
  travellerRequestTexts,
  whyNoRequests,
} from "../../../domain/booking/traveller-requests";
import { BookingPayments } from "./booking-payments";
import { BookingRequestForm, type RequestAnswer } from "./booking-request-form";
import { statusTone, type DashboardBooking } from "./bookings";
import { formatDate } from "./format-date";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { totalsOf } from "../../../domain/pricing/quote-lines";

/** The calendar day of a stored UTC timestamp, the same on the server and in every time zone. */
const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-900";

/**
 * One booking on the dashboard: what was booked and its reference, the operator's notes, links
 * to the trip, and the traveller's requests (the forms, or what they already asked and when).
 */
export function BookingCard({
  booking,
  today,
  pageAnswer,
}: {
  booking: DashboardBooking;
  today: string;
  pageAnswer?: RequestAnswer;
}) {
  const notesHeadingId = `notes-${booking.id}`;
  const takesRequests = whyNoRequests(booking, today) === null;
  return (
    <li className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">{booking.adventure_type}</h3>
          <p className="mt-1 text-sm">
            Reference{" "}
            <span className="font-mono font-semibold tracking-wider">{booking.reference}</span>
          </p>
        </div>
        <Badge tone={statusTone(booking.booking_status)} className="capitalize">
          {booking.booking_status}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <IconTerm icon={CalendarDays} term="Date" className="size-4 text-ochre-700" />
          <dd>{formatDate(booking.booking_date)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <IconTerm icon={Users} term="Participants" className="size-4 text-ochre-700" />
          <dd>
            {booking.number_of_participants}{" "}
            {booking.number_of_participants === 1 ? "participant" : "participants"}
          </dd>
        </div>
        {booking.priceLines ? null : (
          <div className="flex items-center gap-2">
            <IconTerm icon={DollarSign} term="Total price" className="size-4 text-ochre-700" />
            <dd className="font-semibold">{formatUsd(booking.total_price)}</dd>
          </div>
        )}
      </dl>
      {booking.priceLines ? (
        <QuoteLines
          lines={booking.priceLines}
          totals={totalsOf(booking.priceLines)}
          className="mt-3"
        />
      ) : null}
      {booking.departureLine ? (
        <p className="mt-3 text-sm" data-testid="departure-line">
          <span className="font-semibold">Group departure:</span> {booking.departureLine}
        </p>
      ) : null}
      {booking.special_requirements ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">Special requirements:</span>{" "}
          {booking.special_requirements}
        </p>
      ) : null}
      <p className="mt-3 text-xs">Requested {formatDate(booking.created_at)}</p>

      {booking.travellerDetails ? (
        <p
          className="mt-3 flex flex-wrap items-center gap-x-3 text-sm"
          data-testid="traveller-details"
        >
          <ClipboardList aria-hidden="true" className="size-4 text-ochre-700" />
          <span>
            <span className="font-semibold">Traveller details:</span>{" "}
            {booking.travellerDetails.complete} of {booking.travellerDetails.total} complete
          </span>
          <Link to={booking.travellerDetails.path} className={linkClass}>
            {booking.travellerDetails.complete === booking.travellerDetails.total
              ? "See or change traveller details"
              : "Fill in traveller details"}
            <span className="sr-only"> for {booking.adventure_type}</span>
          </Link>
        </p>
      ) : null}

      {booking.payment ? (
        <BookingPayments
          bookingId={booking.id}
          tripName={booking.adventure_type}
          account={booking.account}
          payment={booking.payment}
        />
      ) : null}

      {booking.notes.length ? (
        <div className="mt-4">
          <h4 id={notesHeadingId} className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquareText aria-hidden="true" className="size-4 text-ochre-700" />
            Notes from {site.brandName}
          </h4>
          <ul aria-labelledby={notesHeadingId} className="mt-2 grid gap-2">
            {booking.notes.map((note, index) => (
              <li
                key={`${note.created_at}-${index}`}
                className="rounded-lg border-l-4 border-forest-700 bg-sand-50 px-3 py-2 text-sm"
              >
                <p className="text-xs font-semibold">{formatDate(note.created_at)}</p>
                <p className="mt-1 break-words whitespace-pre-wrap">{note.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {booking.requests.length ? (
        <ul className="mt-4 grid gap-1 text-sm">
          {booking.requests.map((request) => (
            <li key={request.kind} className="font-semibold text-forest-900">
              {travellerRequestTexts[request.kind].acknowledged} on {formatDate(request.created_at)}
              {request.kind === "cancellation-request" && booking.booking_status !== "cancelled" ? (
                <span className="font-normal"> (your booking stays as it is until we confirm)</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {booking.pay ? (
        <p className="mt-4">
          <Link to={booking.pay.path} className={buttonClasses("primary", "md")}>
            <Wallet aria-hidden="true" className="size-4" />
            {booking.pay.title}: {formatMoney(booking.pay.amountMinor, booking.pay.currency)}
            <span className="sr-only"> for {booking.adventure_type}</span>
          </Link>
        </p>
      ) : null}

      {booking.trip ? (
        <div className="mt-3 flex flex-wrap gap-x-6">
          <Link to={booking.trip.pagePath} className={linkClass}>
            <MapPinned aria-hidden="true" className="size-4" />
            Trip page<span className="sr-only"> for {booking.adventure_type}</span>
          </Link>
          <a href={booking.trip.pdfPath} className={linkClass} download>
            <FileDown aria-hidden="true" className="size-4" />
            Itinerary PDF<span className="sr-only"> for {booking.adventure_type}</span>
          </a>
        </div>
      ) : null}

      {takesRequests ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {travellerRequestKinds.map((kind) => (
            <BookingRequestForm
              key={kind}
              bookingId={booking.id}
              kind={kind}
              pageAnswer={pageAnswer?.kind === kind ? pageAnswer : undefined}
              refund={kind === "cancellation-request" ? booking.cancellation : null}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}
