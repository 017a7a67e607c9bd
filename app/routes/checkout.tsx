import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { formatUsd } from "../../domain/money/format";
import { usePrice } from "~/features/currency/use-price";
import { DollarsToo } from "~/features/currency/dollars-too";
import { formatTravelDate } from "../../domain/calendar";
import { site } from "../../domain/site";
import { Button, buttonClasses } from "~/components/ui/button";
import { ContactFields } from "~/features/booking/contact-fields";
import { fieldClasses } from "~/features/booking/booking-fields";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { showsLines, totalsText } from "../../domain/pricing/quote-lines";
import { categoryLabels, needsProof, proofLabels } from "../../domain/pricing/traveller-categories";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Book ${loaderData?.name ?? "your trip"} | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The quote is personal and live: the loader says no-store, for browsers and the page cache. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export { action, loader } from "./checkout.server";

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { trip, name, requestKey, departure } = loaderData;
  // After a 409 the server's new quote is the one shown and sent again.
  const quote = actionData?.kind === "price-changed" ? actionData.quote : loaderData.quote;
  const location = useLocation();
  const navigation = useNavigation();
  const showPrice = usePrice();
  const id = useId();
  const sending = navigation.state === "submitting";
  const panelLink = `/itinerary/${trip.slug}${location.search}#book`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={panelLink} className={buttonClasses("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Change date or group
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Book {name}</h1>
      <p className="mt-2">
        Send your request and we'll confirm availability and the final price within{" "}
        {site.responsePromiseHours} hours. Nothing is charged now.
      </p>

      <dl
        className="mt-6 grid gap-2 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
        aria-label="Your trip"
      >
        <div className="flex justify-between gap-3">
          <dt>Trip</dt>
          <dd className="text-right font-semibold">
            {name} ({trip.duration})
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{departure ? "Departure" : "Date"}</dt>
          <dd className="text-right font-semibold">
            {departure
              ? `${formatTravelDate(departure.date)} · ${departure.statusLabel}`
              : formatTravelDate(quote.date)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Travellers</dt>
          <dd className="font-semibold">{quote.participants}</dd>
        </div>
        {showsLines(quote) ? null : (
          <>
            <div className="flex justify-between gap-3">
              <dt>Per person</dt>
              <dd className="font-semibold" data-testid="checkout-per-person">
                {showPrice(quote.perPerson)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-sand-200 pt-2 text-lg font-bold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">
                {showPrice(quote.total)}
                <DollarsToo usd={quote.total} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {showsLines(quote) ? (
        <section
          aria-label="Your price"
          className="mt-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
          data-testid="checkout-lines"
        >
          <QuoteLines lines={quote.lines} totals={quote.totals} />
        </section>
      ) : null}
      {/* Beside the list, not in it: a <dl> holds only terms and their values (axe). */}
      {quote.saving ? (
        <p className="mt-3 text-sm font-semibold text-green-900">
          Save {showPrice(quote.saving.perPerson)} per person: {quote.saving.reason.toLowerCase()}
        </p>
      ) : null}
      {departure?.hold ? (
        <p className="mt-3 text-sm">
          Your waitlist seats are held for you until {departure.hold.until}.
        </p>
      ) : departure?.status === "guaranteed" ? (
        <p className="mt-3 text-sm">
          This departure is guaranteed to run: your seats are confirmed as soon as you send.
        </p>
      ) : null}

      {actionData ? (
        <p
          role="alert"
          className={
            actionData.kind === "price-changed"
              ? "mt-6 rounded-lg border border-ochre-100 bg-ochre-50 p-4"
              : "mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
          }
        >
          {actionData.error}
        </p>
      ) : null}

      <Form
        method="post"
        action={`/itinerary/${trip.slug}/book${location.search}`}
        className="mt-6 grid gap-4"
        aria-label="Your details"
      >
        <ContactFields
          idPrefix={id}
          errors={actionData?.kind === "invalid" ? actionData.fieldErrors : {}}
          values={actionData?.values}
        />
        {quote.needsProof ? (
          <fieldset className="grid gap-3">
            <legend className="font-semibold">Resident and citizen documents</legend>
            <p className="text-sm">
              Resident prices need the number of a document we check when we confirm your booking.
            </p>
            {quote.categories.map((category, index) =>
              needsProof(category) ? (
                <div key={index}>
                  <label htmlFor={`${id}-proof-${index}`} className="text-sm font-semibold">
                    Traveller {index + 1} ({categoryLabels[category]}): {proofLabels[category]}
                  </label>
                  <input
                    id={`${id}-proof-${index}`}
                    name={`proof-${index}`}
                    required
                    maxLength={60}
                    autoComplete="off"
                    defaultValue={actionData?.proofs?.[index] ?? ""}
                    className={fieldClasses}
                  />
                </div>
              ) : null,
            )}
          </fieldset>
        ) : null}
        {quote.totals.some((total) => total.currency === "KES") ? (
          <input
            key={`kes-${quote.totals.map((total) => total.amountMinor).join()}-${actionData ? "answered" : "loaded"}`}
            type="hidden"
            name="seenTotalKes"
            value={(quote.totals.find((total) => total.currency === "KES")?.amountMinor ?? 0) / 100}
          />
        ) : null}
        {/* Recreated with every answer, so the total sent next is always the one shown now. */}
        <input
          key={`${quote.total}-${actionData ? "answered" : "loaded"}`}
          type="hidden"
          name="seenTotal"
          value={quote.total}
        />
        <input type="hidden" name="requestKey" value={requestKey} />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending
            ? "Sending..."
            : actionData?.kind === "price-changed"
              ? `Send booking request at ${showsLines(quote) ? totalsText(quote.totals) : formatUsd(quote.total)}`
              : "Send booking request"}
        </Button>
      </Form>
    </section>
  );
}
