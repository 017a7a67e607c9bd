import { CheckCircle2, Mail, MessageCircle, PhoneCall } from "lucide-react";
import type { Route } from "./+types/booking-confirmation";
import { tripQuestionText, whatsappLink } from "../../domain/messaging/whatsapp";
import { formatUsd } from "../../domain/money/format";
import { formatTravelDate } from "../../domain/calendar";
import { site } from "../../domain/site";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { useRootData } from "~/lib/root-data";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { totalsOf } from "../../domain/pricing/quote-lines";

export function meta() {
  return [
    { title: `Booking request sent | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Pass the loader's no-store on: this page is for the browser that booked, never a shared cache. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export { loader } from "./booking-confirmation.server";

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { trips, email, replyBy } = loaderData;
  const root = useRootData();
  if (trips.length === 0) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">No booking to show here</h1>
        <p className="mt-4 text-lg">
          This page shows a booking request only in the browser that sent it, for two hours. Your
          references are in the email we sent you, and on your dashboard when you sign in.
        </p>
        <ButtonLink to="/" size="lg" className="mt-8">
          Browse Adventures
        </ButtonLink>
      </section>
    );
  }
  const several = trips.length > 1;
  const question = whatsappLink(
    root?.contacts.whatsappNumber ?? "",
    tripQuestionText(
      trips.map((trip) => ({
        title: trip.adventureType,
        date: trip.bookingDate,
        participants: trip.participants,
        reference: trip.reference,
      })),
    ),
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="flex items-center gap-2 font-semibold text-forest-800">
        <CheckCircle2 aria-hidden="true" className="size-6" /> Request received
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
        Booking Request{several ? "s" : ""} Submitted!
      </h1>
      <p className="mt-3 text-lg">
        We'll contact you within {site.responsePromiseHours} hours to confirm details. Nothing is
        charged yet. Quote your reference{several ? "s" : ""} whenever you contact us.
      </p>

      <ul className="mt-6 grid gap-4" aria-label="Your booking requests">
        {trips.map((trip) => (
          <li
            key={trip.reference}
            className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm font-semibold text-earth-900/80">
              Reference{" "}
              <strong className="font-mono text-lg text-earth-900" data-testid="reference">
                {trip.reference}
              </strong>
            </p>
            <p className="mt-1 text-lg font-bold">{trip.adventureType}</p>
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              <div className="flex justify-between gap-3 sm:block">
                <dt className="inline">Date: </dt>
                <dd className="inline font-semibold">{formatTravelDate(trip.bookingDate)}</dd>
              </div>
              <div className="flex justify-between gap-3 sm:block">
                <dt className="inline">Travellers: </dt>
                <dd className="inline font-semibold">{trip.participants}</dd>
              </div>
              {trip.lines ? null : (
                <>
                  <div className="flex justify-between gap-3 sm:block">
                    <dt className="inline">Per person: </dt>
                    <dd className="inline font-semibold" data-testid="confirmed-per-person">
                      {formatUsd(trip.pricePerPerson)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3 sm:block">
                    <dt className="inline">Total: </dt>
                    <dd className="inline font-semibold">{formatUsd(trip.totalPrice)}</dd>
                  </div>
                </>
              )}
            </dl>
            {trip.lines ? (
              <QuoteLines lines={trip.lines} totals={totalsOf(trip.lines)} className="mt-3" />
            ) : null}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold">What happens next</h2>
      <ol className="mt-4 grid gap-4">
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest-700" />
          <span>
            <strong>Now:</strong> we sent {several ? "one email listing every trip" : "an email"}{" "}
            with {several ? "the references" : "the reference"} to {email}. Not there in a few
            minutes? Check your spam folder.
          </span>
        </li>
        <li className="flex gap-3">
          <PhoneCall aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest-700" />
          <span>
            <strong>By {replyBy}:</strong> our team checks availability and confirms the final price
            with you, by email or phone, within {site.responsePromiseHours} hours.
          </span>
        </li>
        <li className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest-700" />
          <span>
            <strong>Once you agree:</strong> your trip is confirmed and your guide is in touch
            before departure with the meeting point and packing details.
          </span>
        </li>
      </ol>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={loaderData.bookingsLink} size="lg">
          See my bookings
        </ButtonLink>
        <ExternalButtonLink href={question} variant="outline" size="lg">
          <MessageCircle aria-hidden="true" className="size-5" /> Ask on WhatsApp
        </ExternalButtonLink>
        <ButtonLink to="/" variant="ghost" size="lg">
          Browse more adventures
        </ButtonLink>
      </div>
    </section>
  );
}
