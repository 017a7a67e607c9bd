import { CheckCircle2 } from "lucide-react";
import { Form } from "react-router";
import { personalPageHeaders, RefusedLink } from "~/components/layout/personal-link-page";
import { Button, ButtonLink } from "~/components/ui/button";
import type { Route } from "./+types/booking-claim";
import { formatTravelDate } from "../../domain/calendar";
import { site } from "../../domain/site";
import type { ClaimedBooking } from "../../domain/booking/claim-link";

export function meta() {
  return [
    { title: `Add a booking to your account | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The link is personal: the loader and the action say no-store, for browsers and the page cache. */
export const headers = personalPageHeaders;

export { action, loader } from "./booking-claim.server";

/** "this booking" or "these 3 bookings": every sentence on the page names what the link names. */
function theBookings(bookings: readonly ClaimedBooking[]): string {
  return bookings.length === 1 ? "this booking" : `these ${bookings.length} bookings`;
}

function BookingList({ bookings }: { bookings: readonly ClaimedBooking[] }) {
  return (
    <ul aria-label="Bookings in this link" className="mt-6 grid gap-3">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-lg border border-sand-200 bg-white p-4">
          <p className="font-semibold">{booking.trip}</p>
          <p>
            {formatTravelDate(booking.date)}, reference {booking.reference}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function BookingClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (page.state === "refused")
    return <RefusedLink title="We could not add this booking" error={page.error} />;
  if (page.state === "unverified")
    return <RefusedLink title="Please confirm your email address first" error={page.error} />;
  if (page.state === "added" || page.state === "already")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <CheckCircle2 aria-hidden="true" className="size-10 text-forest-700" />
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          {page.state === "added" ? "Added to your account" : "Already in your account"}
        </h1>
        <p role="status" className="mt-4 text-lg">
          {page.state === "added"
            ? `Done: ${theBookings(page.bookings)} now ${page.bookings.length === 1 ? "shows" : "show"} in the account ${page.account}, with statements, payments and travellers' details.`
            : `${page.bookings.length === 1 ? "This booking is" : "These bookings are"} already in the account ${page.account}. Nothing needed changing.`}
        </p>
        <BookingList bookings={page.bookings} />
        <ButtonLink to="/dashboard" className="mt-8">
          See my bookings
        </ButtonLink>
      </section>
    );
  const them = theBookings(page.bookings);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">Add {them} to your account</h1>
      {page.state === "signed-out" ? (
        <>
          <p className="mt-4 text-lg">
            This link came in an email about {them}. Sign in, or create an account, and you can add{" "}
            {page.bookings.length === 1 ? "it" : "them"} to your account: your statements, payments
            and travellers' details are then in one place.
          </p>
          <BookingList bookings={page.bookings} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={page.signIn}>Sign in to add {them}</ButtonLink>
            <ButtonLink to={page.signUp} variant="outline">
              Create an account
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm">
            New here? After you create your account and confirm your email address, open this link
            from your booking email again.
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg">
            Add {them} to the account {page.account}? Only this account will see{" "}
            {page.bookings.length === 1 ? "it" : "them"}, along with our team.
          </p>
          <BookingList bookings={page.bookings} />
          <Form method="post" className="mt-8 flex flex-wrap items-center gap-3">
            <Button type="submit">Add to my account</Button>
            <ButtonLink to="/dashboard" variant="outline">
              Not now
            </ButtonLink>
          </Form>
        </>
      )}
    </section>
  );
}
