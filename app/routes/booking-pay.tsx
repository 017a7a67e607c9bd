import { Link, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/booking-pay";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/features/auth/notice";
import { formatDate } from "~/features/dashboard/format-date";
import { CardPanel, MpesaPanel, payNotices } from "~/features/payments/pay-methods";
import { OtherMethodsPanel } from "~/features/payments/other-methods";
import { PayLinkPage } from "~/features/payments/pay-link-page";
import {
  payTitles,
  type PayFormAnswer,
  type PayPageView,
} from "~/features/payments/pay-page-model";
import { formatMoney } from "../../domain/money/format";
import { site } from "../../domain/site";

export function meta({ data }: Route.MetaArgs) {
  const title =
    data?.page === "link" ? "Your payment link" : data?.due ? payTitles[data.due.kind] : "Payments";
  return [{ title: `${title} | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** Personal page: the loader's no-store goes on to the document. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export { action, loader } from "./booking-pay.server";

/** What the page says when nothing is due, by the booking's state. */
const nothingDueSentence: Record<PayPageView["status"], string> = {
  pending:
    "Nothing is charged until we confirm your booking: we answer within 24 hours and email you what is due and by when. This page then shows it, and you can pay here. The ways to pay:",
  confirmed: "Everything due on this booking is paid. Thank you!",
  completed: "Everything due on this booking is paid. Thank you!",
  cancelled: "This booking is cancelled: nothing is due.",
};

export default function BookingPay({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.page === "link") return <PayLinkPage view={loaderData} answer={actionData} />;
  return <PayPage view={loaderData} answer={actionData} />;
}

function PayPage({ view, answer: actionData }: { view: PayPageView; answer?: PayFormAnswer }) {
  const query = view.key ? `?key=${encodeURIComponent(view.key)}` : "";
  const action = `/booking/${encodeURIComponent(view.bookingId)}/pay${query}`;
  const due = view.due;
  const anyMethod = view.methods.mpesa || view.methods.card;
  const notices = payNotices(view);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold">
        Booking <span className="font-mono tracking-wider">{view.reference}</span> · {view.tripName}{" "}
        · {formatDate(view.travelDate)}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
        {due
          ? payTitles[due.kind]
          : view.status === "pending"
            ? "We are confirming your booking"
            : "Nothing to pay right now"}
      </h1>
      {due ? (
        <div className="mt-4 rounded-2xl bg-forest-50 p-5">
          <p className="text-sm font-semibold">Amount due by {formatDate(due.dueDate)}</p>
          <p className="mt-1 text-3xl font-bold text-forest-900" data-testid="amount-due">
            {formatMoney(due.amountMinor, due.currency)}
          </p>
          {due.kesAmountMinor && due.currency !== "KES" ? (
            <p className="mt-1 text-sm" data-testid="amount-due-kes">
              or {formatMoney(due.kesAmountMinor, "KES")} by M-Pesa
              {due.kesRate
                ? `, counted at ${due.kesRate.text}${due.kesRate.setOn ? ` (our rate of ${formatDate(due.kesRate.setOn)})` : ""}`
                : ""}
            </p>
          ) : null}
          {view.heldUntil ? (
            <p className="mt-2 text-sm font-semibold" data-testid="hold-notice">
              Your seats are held until {view.heldUntil}. Pay by then and your booking is confirmed
              at once.
            </p>
          ) : null}
          {/* The final price we confirmed, and why it differs from the quote (decision 0038). */}
          {view.adjustments.map((adjustment, index) => (
            <p key={index} className="mt-2 text-sm" data-testid="price-adjustment">
              {adjustment.label} ({formatMoney(adjustment.amountMinor, adjustment.currency)}),
              included in your total.
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-lg">{nothingDueSentence[view.status]}</p>
      )}

      {notices.length ? (
        <div className="mt-6 grid gap-3">
          {notices.map((notice) => (
            <Notice key={notice.title} notice={notice} />
          ))}
        </div>
      ) : null}

      {!due && view.status === "pending" ? (
        <div className="mt-6">
          <OtherMethodsPanel view={view} wide={false} />
        </div>
      ) : null}
      {due ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {view.methods.mpesa ? (
            <MpesaPanel view={view} action={action} answer={actionData} />
          ) : null}
          {view.methods.card ? <CardPanel view={view} action={action} answer={actionData} /> : null}
          <OtherMethodsPanel view={view} wide={anyMethod} />
        </div>
      ) : null}

      <p className="mt-8">
        <Link
          to="/dashboard"
          className="font-semibold text-forest-800 underline underline-offset-2"
        >
          Back to My Adventures
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "This payment page does not exist" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-lg">
        Open the payment link in your booking emails, or sign in to see your bookings.
      </p>
      <ButtonLink to="/dashboard" size="lg" className="mt-8">
        My Adventures
      </ButtonLink>
    </section>
  );
}
