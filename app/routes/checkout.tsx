import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { formatMoney, formatUsd } from "../../domain/money/format";
import { CheckoutPaymentTerms, PayWithChoice } from "~/features/booking/checkout-terms";
import { CheckoutSummary } from "~/features/booking/checkout-summary";
import { usePartyPrice } from "~/features/currency/use-price";
import { site } from "../../domain/site";
import { Button, buttonClasses } from "~/components/ui/button";
import { ContactFields } from "~/features/booking/contact-fields";
import { fieldClasses } from "~/features/booking/booking-fields";
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
  const { trip, name, requestKey, departure, terms } = loaderData;
  // After a 409 the server's new quote is the one shown and sent again.
  const quote = actionData?.kind === "price-changed" ? actionData.quote : loaderData.quote;
  const location = useLocation();
  const navigation = useNavigation();
  const showPartyPrice = usePartyPrice();
  const id = useId();
  const sending = navigation.state === "submitting";
  const panelLink = `/itinerary/${trip.slug}${location.search}#book`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={panelLink} className={buttonClasses("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Change date or group
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Book {name}</h1>
      <p className="mt-2" data-testid="checkout-way">
        {terms.how.way === "instant"
          ? terms.sentence
          : `Send your request and we'll confirm availability and the final price within ${site.responsePromiseHours} hours. Nothing is charged now.`}
      </p>

      <CheckoutSummary name={name} duration={trip.duration} departure={departure} quote={quote} />
      {/* Beside the list, not in it: a <dl> holds only terms and their values (axe). */}
      {quote.saving ? (
        <p className="mt-3 text-sm font-semibold text-green-900">
          Save {showPartyPrice({ amount: quote.saving.perPerson, currency: quote.saving.currency })}{" "}
          per person: {quote.saving.reason.toLowerCase()}
        </p>
      ) : null}
      {departure?.hold ? (
        <p className="mt-3 text-sm">
          Your waitlist seats are held for you until {departure.hold.until}.
        </p>
      ) : null}
      {terms.how.way === "request" ? <p className="mt-3 text-sm">{terms.sentence}</p> : null}
      <CheckoutPaymentTerms terms={terms} />

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
        {terms.how.way === "instant" ? (
          <PayWithChoice
            terms={terms}
            idPrefix={id}
            error={actionData?.kind === "invalid" ? actionData.fieldErrors.payWith : undefined}
            chosen={actionData?.values.payWith}
          />
        ) : null}
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending
            ? "Sending..."
            : terms.how.way === "instant"
              ? `Book and pay ${formatMoney(terms.plan.depositMinor, terms.plan.currency)}`
              : actionData?.kind === "price-changed"
                ? `Send booking request at ${showsLines(quote) ? totalsText(quote.totals) : formatUsd(quote.total)}`
                : "Send booking request"}
        </Button>
      </Form>
    </section>
  );
}
