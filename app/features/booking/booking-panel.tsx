import { Loader2, MessageCircle, ShoppingBag } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import {
  bookedTripName,
  chosenOption,
  selectionQuery,
  type BookingPanelModel,
  type BookingPanelState,
} from "../../../domain/booking/booking-panel";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { customCorporatePackage } from "../../../domain/inquiries/inquiry-fields";
import { tripQuestionText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { formatKes } from "../../../domain/money/format";
import { cartItemPrice } from "../../../domain/cart/cart";
import { usePrice } from "~/features/currency/use-price";
import { DollarsToo } from "~/features/currency/dollars-too";
import { formatTravelDate } from "../../../domain/calendar";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { useCart } from "~/features/cart/cart-context";
import type { QuoteOption } from "~/features/quotes/quote-options";
import { QuoteRequestButton } from "~/features/quotes/quote-request-button";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { useRootData } from "~/lib/root-data";
import { fieldClasses } from "./booking-fields";
import { DepartureChoice } from "~/features/departures/departure-choice";
import { CancellationPolicyLine } from "./cancellation-policy";
import { TravellerCategoryFields } from "./traveller-category-fields";
import { QuoteLines } from "~/features/pricing/quote-lines";
import { showsLines, totalsText } from "../../../domain/pricing/quote-lines";
import { partyText } from "../../../domain/booking/party";

/** The id of the panel on every trip page: the top action and the phone's sticky bar jump here. */
export const BOOKING_PANEL_ID = "book";

/** The quote form's choices for the trip's programmes, as the quote dialog expects them. */
function quoteOptions(
  trip: Trip,
  model: BookingPanelModel,
  showPrice: (usd: number) => string,
): QuoteOption[] {
  if (model.quoteRequest === "school-quote")
    return model.options.map((option) => ({
      value: option.id,
      label:
        option.fromPerPerson > 0
          ? `${option.name} - ${showPrice(option.fromPerPerson)} per student`
          : option.name,
      pricePerStudent: option.fromPerPerson,
    }));
  const programmes = (trip.programmes ?? []).map((programme) => ({
    value: programme.id,
    label: `${programme.name} (${programme.duration})`,
    duration: programme.duration,
    priceRange: programme.priceRange,
  }));
  return model.quoteRequest === "corporate"
    ? [...programmes, { value: customCorporatePackage.id, label: customCorporatePackage.name }]
    : programmes;
}

/**
 * The one booking panel of every trip page, driven by the trip's data: an option where the
 * trip has several, the group within the trip's own group size, a date where the trip runs on
 * one, and the server's total. It is a GET form on the page, so the server prices every choice
 * (with JavaScript the answer replaces the panel in place; without, the page reloads at the
 * panel). Booking continues to a checkout page that works without JavaScript; "Add to cart"
 * only adds to the Trip Cart; "Ask on WhatsApp" only opens a chat when clicked.
 */
export function BookingPanel({
  trip,
  state,
  fromPrice,
  feesNote = null,
}: {
  trip: Trip;
  state: BookingPanelState;
  /** A trip entering parks: the sentence saying their fees are added to the trip price. */
  feesNote?: string | null;
  /** The lowest per-person price a traveller can book, shown until a date is chosen (null: on request). */
  fromPrice: number | null;
}) {
  const { model, selection, problems, quote, estimate, quoteError } = state;
  const option = chosenOption(model, selection);
  // The departure being priced, named in the total (its radio may have scrolled out of sight).
  const chosenDeparture = state.departures?.choice === "departure" ? state.departures.chosen : null;
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const cart = useCart();
  const root = useRootData();
  const showPrice = usePrice();
  const [added, setAdded] = useState<string | null>(null);
  const id = useId();
  const updating =
    navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const action = `/itinerary/${trip.slug}#${BOOKING_PANEL_ID}`;
  const tripName = bookedTripName(trip.title, model, option);
  const question = whatsappLink(
    root?.contacts.whatsappNumber ?? "",
    tripQuestionText([
      {
        title: tripName,
        date: selection.date,
        participants: selection.participants,
      },
    ]),
  );

  // Every change asks the server again at once, in place (no jump to #book: that anchor is
  // for browsers without JavaScript, whose page reloads); the submit button stays for them.
  function requote(form: HTMLFormElement) {
    submit(form, {
      method: "get",
      action: `/itinerary/${trip.slug}`,
      replace: true,
      preventScrollReset: true,
    });
  }
  function update(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    if (field.type === "date" && field.value === "" && model.dateRequired) return;
    // Choosing "Request a private date" only opens the date field; its date prices it.
    if (field.name === "departure" && field.value === "private" && !selection.date) return;
    requote(event.currentTarget);
  }

  function addToCart() {
    if (!quote) return;
    cart.add({
      tripSlug: trip.slug,
      tierId: quote.optionId ?? undefined,
      adventureType: tripName,
      duration: trip.duration,
      participants: quote.participants,
      ...cartItemPrice(quote.perPerson),
      preferredDate: quote.date,
      // Who travels and the lines shown here: the cart shows and sends the same totals (issue 19).
      ...(selection.categories ? { travellers: [...selection.categories] } : {}),
      lines: quote.lines,
      ...(selection.departureId && selection.departureId !== "private"
        ? { departureId: selection.departureId, holdToken: selection.holdToken ?? undefined }
        : {}),
    });
    setAdded(`${tripName} is in your Trip Cart.`);
    notify({
      title: "Added to your Trip Cart",
      description: `${tripName}, ${quote.date}, ${partyText(quote.participants, model.unit)}: ${showsLines(quote) ? totalsText(quote.totals) : showPrice(quote.total)}.`,
      variant: "success",
    });
  }

  const problemId = (field: keyof typeof problems) => `${id}-${field}-problem`;
  const described = (field: keyof typeof problems) =>
    problems[field] ? { "aria-invalid": true, "aria-describedby": problemId(field) } : {};
  const heading = model.path === "quote" ? "Plan your group" : "Book this trip";

  // Group programmes' way on: the main action where the operator quotes (schools, team
  // building), a second one beside booking (corporate groups).
  const quoteRequest = model.quoteRequest ? (
    <QuoteRequestButton
      kind={model.quoteRequest}
      label={
        model.quoteRequest === "school-quote"
          ? "Request School Quote"
          : model.quoteRequest === "proposal"
            ? "Request Proposal"
            : "Request Corporate Quote"
      }
      variant={model.path === "quote" ? "primary" : "outline"}
      options={quoteOptions(trip, model, showPrice)}
      initial={{
        groupSize: selection.participants,
        ...(model.path === "quote" && option ? { option: option.id } : {}),
      }}
      className="w-full"
    />
  ) : null;

  return (
    <section
      id={BOOKING_PANEL_ID}
      aria-labelledby={`${id}-heading`}
      aria-busy={updating}
      className="scroll-mt-20 rounded-2xl border border-sand-200 bg-white shadow-sm lg:max-h-[calc(100vh-6rem)] lg:scroll-pb-56 lg:overflow-y-auto"
    >
      <div className="border-b border-sand-200 px-5 pt-5 pb-4">
        <h2 id={`${id}-heading`} className="font-sans text-lg font-bold">
          {heading}
        </h2>
        {quote && quote.categories.some((category) => category !== "non-resident") ? (
          <p className="mt-1 text-base font-semibold text-forest-800" data-testid="panel-price">
            Priced per traveller: see the lines below.
          </p>
        ) : quote || fromPrice ? (
          <p className="mt-1 text-2xl font-bold text-forest-800" data-testid="panel-price">
            {quote ? "" : "From "}
            {showPrice(quote?.perPerson ?? fromPrice ?? 0)}{" "}
            <span className="text-base font-semibold">
              per {model.unit}
              {feesNote ? " + park fees" : ""}
            </span>
          </p>
        ) : null}
        {feesNote && !(quote && showsLines(quote)) ? (
          <p className="mt-1 text-sm" data-testid="panel-fees-note">
            {feesNote}
          </p>
        ) : null}
        {quote?.saving ? (
          <p className="mt-1 text-sm font-semibold text-green-900">
            Save {showPrice(quote.saving.perPerson)} per person: {quote.saving.reason.toLowerCase()}
          </p>
        ) : null}
      </div>

      <Form
        method="get"
        action={action}
        replace
        preventScrollReset
        onChange={update}
        onSubmit={(event) => {
          event.preventDefault();
          requote(event.currentTarget);
        }}
        className="grid gap-4 px-5 py-4"
        aria-label={`${heading}: choose your trip`}
      >
        {model.options.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-semibold">
              {model.path === "quote" ? "Programme" : "Package"}
            </legend>
            <div className="mt-2 grid gap-2">
              {model.options.map((candidate) => (
                <label
                  key={candidate.id}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
                    candidate.id === option?.id
                      ? "border-forest-700 bg-forest-50"
                      : "border-sand-200 hover:border-forest-600",
                  )}
                >
                  <input
                    type="radio"
                    name="option"
                    value={candidate.id}
                    defaultChecked={candidate.id === option?.id}
                    className="mt-1 size-4 accent-forest-700"
                  />
                  <span className="grid flex-1 gap-0.5">
                    <span className="flex flex-wrap items-center justify-between gap-x-2">
                      <span className="font-semibold">{candidate.name}</span>
                      {candidate.popular ? <Badge tone="ochre">Most popular</Badge> : null}
                    </span>
                    <span className="text-sm">
                      {candidate.fromPerPerson > 0
                        ? `${showPrice(candidate.fromPerPerson)} per ${model.unit}`
                        : "Quoted on request"}
                      {candidate.kesPerPerson ? ` · ${formatKes(candidate.kesPerPerson)}` : ""}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {problems.option ? (
              <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
                {problems.option}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        {state.departures ? (
          <DepartureChoice
            tripSlug={trip.slug}
            departures={state.departures}
            state={state}
            idPrefix={id}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div>
            <label htmlFor={`${id}-participants`} className="text-sm font-semibold">
              {model.unit === "student" ? "Students" : "Travellers"} ({model.participants.min}-
              {model.participants.max}
              {trip.groupSize.openEnded ? "+" : ""})
            </label>
            <select
              id={`${id}-participants`}
              name="participants"
              defaultValue={selection.participants}
              className={fieldClasses}
              {...described("participants")}
            >
              {Array.from(
                { length: model.participants.max - model.participants.min + 1 },
                (_, index) => model.participants.min + index,
              ).map((count) => (
                <option key={count} value={count}>
                  {partyText(count, model.unit)}
                </option>
              ))}
            </select>
            {problems.participants ? (
              <p id={problemId("participants")} className="mt-1 text-sm font-semibold text-red-800">
                {problems.participants}
              </p>
            ) : null}
          </div>
          {model.dateRequired && !state.departures ? (
            <div>
              <label htmlFor={`${id}-date`} className="text-sm font-semibold">
                Date
              </label>
              <input
                id={`${id}-date`}
                type="date"
                name="date"
                required
                min={state.earliestDate}
                max={state.latestDate}
                defaultValue={selection.date ?? ""}
                className={fieldClasses}
                {...described("date")}
              />
              {problems.date ? (
                <p id={problemId("date")} className="mt-1 text-sm font-semibold text-red-800">
                  {problems.date}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {model.path === "book" ? (
          <TravellerCategoryFields
            // A new party size draws its fields again with the categories the server read.
            key={`${selection.participants}-${(selection.categories ?? []).join()}`}
            idPrefix={id}
            participants={selection.participants}
            categories={selection.categories}
            problem={problems.categories}
          />
        ) : null}
        <Button
          type="submit"
          variant={quote || estimate ? "outline" : "primary"}
          size={quote || estimate ? "md" : "lg"}
          className="w-full"
        >
          {model.path === "quote" ? "Update estimate" : quote ? "Update price" : "Check price"}
        </Button>
      </Form>

      {/* The total and the main action stick to the bottom of the sidebar while the choices above
          them scroll (a short laptop screen, a long list of packages); the other ways on follow. */}
      <div
        className="grid gap-3 border-t border-sand-200 bg-white px-5 pt-4 pb-4 lg:sticky lg:bottom-0 lg:z-10"
        aria-live="polite"
        data-testid="panel-summary"
      >
        {updating ? (
          <p className="flex items-center gap-2 text-sm">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Updating the price...
          </p>
        ) : null}
        {quoteError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {quoteError}
          </p>
        ) : null}
        {quote ? (
          <dl className="grid gap-1 rounded-lg bg-forest-50 px-4 py-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt>{chosenDeparture ? "Departure" : "Date"}</dt>
              <dd className="text-right">
                {chosenDeparture
                  ? `${formatTravelDate(chosenDeparture.date)} · ${chosenDeparture.statusLabel}`
                  : formatTravelDate(quote.date)}
              </dd>
            </div>
            {showsLines(quote) ? null : (
              <>
                <div className="flex justify-between gap-2">
                  <dt>Per person</dt>
                  <dd data-testid="panel-per-person">{showPrice(quote.perPerson)}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-2 border-t border-forest-100 pt-1 text-base font-bold">
                  <dt>Total for {partyText(quote.participants, model.unit)}</dt>
                  <dd data-testid="panel-total" className="text-xl">
                    {showPrice(quote.total)}
                    <DollarsToo usd={quote.total} />
                  </dd>
                </div>
              </>
            )}
          </dl>
        ) : null}
        {quote && showsLines(quote) ? (
          <div className="rounded-lg bg-forest-50 px-4 py-3" data-testid="panel-lines">
            <QuoteLines lines={quote.lines} totals={quote.totals} />
            {quote.needsProof ? (
              <p className="mt-2 text-sm">
                At checkout, enter each resident's or citizen's ID or permit number: we check it
                when we confirm.
              </p>
            ) : null}
          </div>
        ) : estimate ? (
          <div className="rounded-lg bg-forest-50 px-4 py-3">
            <p className="flex items-baseline justify-between gap-2 font-bold">
              <span>Estimated total</span>
              <output className="text-xl" data-testid="panel-total">
                {estimate.total > 0 ? showPrice(estimate.total) : "Custom quote"}
              </output>
            </p>
            <p className="mt-1 text-sm">
              A guide for {partyText(estimate.participants, model.unit)}: your quote confirms the
              price for your dates, within 24 hours.
            </p>
          </div>
        ) : !quote && model.dateRequired && !quoteError && !problems.departure ? (
          <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm">
            Choose a date to see your total. Prices change with the season, how early you book and
            the size of your group.
          </p>
        ) : null}

        {model.path === "book" && quote ? (
          <ButtonLink
            to={`/itinerary/${trip.slug}/book?${selectionQuery(selection)}`}
            size="lg"
            className="w-full"
          >
            Continue to booking
          </ButtonLink>
        ) : null}
        {model.path === "quote" && quoteRequest}
      </div>

      <div className="grid gap-3 px-5 pb-5" aria-live="polite">
        {model.path === "book" ? (
          <>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              disabled={!hydrated || !quote}
              onClick={addToCart}
            >
              <ShoppingBag aria-hidden="true" className="size-5" /> Add to cart
            </Button>
            {added ? <p className="text-sm font-semibold text-forest-800">{added}</p> : null}
            <CancellationPolicyLine />
          </>
        ) : null}
        {model.path === "book" && quoteRequest}
        <ExternalButtonLink href={question} variant="ghost" size="md" className="w-full">
          <MessageCircle aria-hidden="true" className="size-5" /> Ask on WhatsApp
        </ExternalButtonLink>
      </div>
    </section>
  );
}
