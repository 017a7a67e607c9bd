import { childAgeAt } from "../../../domain/pricing/children";
import type { Kysely } from "kysely";
import { findPublishedTrip, renamedTripSlug } from "../catalogue";
import {
  bookedTripName,
  bookingPanelFor,
  chosenOption,
  panelQuoteOf,
  selectionQuery,
  type PanelQuote,
} from "../../../domain/booking/booking-panel";
import { parseBookingSelection, withDeparture } from "../../../domain/booking/booking-selection";
import { z } from "zod";
import { bookingRequestSchema } from "../../../domain/booking/booking-request";
import { honeypotFieldName } from "../../../domain/forms/honeypot";
import type { Database } from "../../platform/db/schema";
import { refused, type Refusal } from "../../platform/refusal";
import { businessToday } from "../../platform/clock";
import { departurePanelFor } from "../departures";
import { quoteTripOption, tripOptionsOf } from "../pricing";
import { payPagePath } from "../payments";
import type { TripsRequest } from "./trip-bookings";
import type { BookingConfirmation } from "./create-booking";
import { checkoutTerms, holdUntilNow, payWithOf, startDepositPayment } from "./checkout-payment";
import type { CheckoutTerms } from "../../../domain/booking/instant-booking";
import {
  honeypotRefusal,
  requestBooking,
  type BookingRequestOutcome,
  type BookingRequester,
} from "./request-booking";

/**
 * The checkout of one trip, reached from its booking panel with the panel's choice in the query
 * (`?option=&participants=&date=&departure=`): the two use cases of app/routes/checkout.server.ts.
 * `checkoutQuote` is what the page shows; `bookAtCheckout` books that same quote through the one
 * booking use case (requestBooking), so the form and the JSON API book the same way.
 */

export type CheckoutQuote =
  | {
      kind: "quoted";
      trip: NonNullable<ReturnType<typeof findPublishedTrip>>;
      /** The trip's name with the chosen option, as bookings and mails name it. */
      name: string;
      quote: PanelQuote;
      departure: CheckoutDeparture | null;
      /** Booked at once with the deposit, or a request; the deposit, the balance, the ways to pay. */
      terms: CheckoutTerms;
    }
  /** No trip by that name (a 404 page, not a refusal of the form). */
  | { kind: "no-such-trip" }
  /** The choice is incomplete or refused: the panel says why, beside its field. */
  | { kind: "back-to-panel"; location: string };

type DeparturePanel = NonNullable<Awaited<ReturnType<typeof departurePanelFor>>>;
export type CheckoutDeparture = NonNullable<DeparturePanel["chosen"]> & {
  hold: DeparturePanel["hold"];
};

/**
 * The trip, the chosen option and the server's quote for the query. Sending (`sending`), a
 * departure that filled up since the page was shown is not sent back to the panel: the booking
 * itself refuses it (409), and the traveller's form is kept.
 */
export async function checkoutQuote(
  db: Kysely<Database>,
  slug: string | undefined,
  query: URLSearchParams,
  sending = false,
): Promise<CheckoutQuote> {
  // A form sent from a page drawn before the operator renamed the trip books it (decision
  // 0069); a page asked for by its old address answers 301 instead.
  const current = slug && sending ? (renamedTripSlug(slug) ?? slug) : slug;
  const trip = current ? findPublishedTrip(current) : undefined;
  if (!trip) return { kind: "no-such-trip" };
  const model = bookingPanelFor(trip, await tripOptionsOf(db, trip));
  const today = businessToday();
  const parsed = parseBookingSelection(model, query, today);
  // A departure's seats are checked here too: the panel says why it cannot be booked (decision 0024).
  const departures =
    model.path === "book"
      ? await departurePanelFor(db, trip.slug, query, parsed.selection.participants, today)
      : null;
  const { selection, problems: all } = withDeparture(parsed, departures);
  const { departure: _departureProblem, ...others } = all;
  const problems = sending && departures?.chosen ? others : all;
  const backToPanel = {
    kind: "back-to-panel",
    location: `/itinerary/${trip.slug}?${selectionQuery(selection)}#book`,
  } as const;
  if (model.path !== "book" || !selection.date || Object.keys(problems).length > 0)
    return backToPanel;
  const quoted = await quoteTripOption(db, trip, {
    optionId: selection.optionId ?? undefined,
    participants: selection.participants,
    date: selection.date,
    categories: selection.categories,
    childAges: selection.childAges,
  });
  if (!quoted.ok) return backToPanel;
  const quote = panelQuoteOf(quoted.quote, trip);
  const departure =
    departures?.choice === "departure" && departures.chosen
      ? { ...departures.chosen, hold: departures.hold }
      : null;
  return {
    kind: "quoted",
    trip,
    name: bookedTripName(trip.title, model, chosenOption(model, selection)),
    quote,
    departure,
    terms: await checkoutTerms(db, {
      tripSlug: trip.slug,
      quote,
      scheduledDeparture: departure !== null,
      today,
    }),
  };
}

/** The checkout form's fields (a hidden honeypot among them), each the posted text or "" when absent. */
export interface CheckoutForm {
  field(name: string): string;
}

export type CheckoutField =
  "clientName" | "clientEmail" | "clientPhone" | "specialRequirements" | "payWith";

const checkoutFormSchema = z.object({
  clientName: bookingRequestSchema.shape.clientName,
  clientEmail: bookingRequestSchema.shape.clientEmail,
  clientPhone: bookingRequestSchema.shape.clientPhone,
  specialRequirements: bookingRequestSchema.shape.specialRequirements,
  seenTotal: z.coerce.number().int().min(0).max(10_000_000),
  requestKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
});

const fieldLabels: Record<CheckoutField, string> = {
  clientName: "Full name",
  clientEmail: "Email",
  clientPhone: "Phone",
  specialRequirements: "Special requirements",
  payWith: "Pay with",
};

type Refusals = Exclude<BookingRequestOutcome, { kind: "created" | "replayed" | "price-changed" }>;

export type CheckoutBookingOutcome =
  | Exclude<CheckoutQuote, { kind: "quoted" }>
  | Extract<BookingRequestOutcome, { kind: "created" | "replayed" }>
  /** Held for its deposit: the traveller goes to `location` (the card page, or the pay page) to pay. */
  | { kind: "pay"; location: string; confirmations: BookingConfirmation[] }
  /** The server's new quote in every currency (its lines, its USD and KES totals) replaces the one shown. */
  | (Extract<BookingRequestOutcome, { kind: "price-changed" }> & { quote: PanelQuote })
  /** Refused: `fieldErrors` names the fields to mend; `proofs` are the document numbers typed, to show again. */
  | (Refusals & { fieldErrors: Partial<Record<CheckoutField, string>>; proofs: string[] });

/**
 * Books the checkout's quote for the traveller's details, through the one booking use case. The
 * honeypot and the form's fields are checked here; the allowances and prices are requestBooking's.
 */
export async function bookAtCheckout(
  db: Kysely<Database>,
  slug: string | undefined,
  query: URLSearchParams,
  form: CheckoutForm,
  requester: Omit<BookingRequester, "honeypot">,
): Promise<CheckoutBookingOutcome> {
  const checkout = await checkoutQuote(db, slug, query, true);
  if (checkout.kind !== "quoted") return checkout;
  const { quote, terms } = checkout;
  const proofs = quote.categories.map((_, index) =>
    form.field(`proof-${index}`).trim().slice(0, 60),
  );
  const honeypot = form.field(honeypotFieldName);
  // A filled-in honeypot is refused as such, whatever else the form holds.
  if (honeypot) return { ...honeypotRefusal(requester.path), fieldErrors: {}, proofs: [] };
  const details = checkoutDetailsOf(form);
  if ("fieldErrors" in details) return { ...details, proofs: [] };
  // Booked at once: the deposit is paid now, by the way chosen, and the seats held meanwhile.
  const instant = terms.how.way === "instant";
  const choice = instant
    ? payWithOf(terms, form.field("payWith"), details.clientPhone ?? "")
    : null;
  if (choice && "field" in choice)
    return {
      ...refused("invalid", choice.message),
      fieldErrors: { [choice.field]: choice.message },
      proofs,
    };
  const outcome = await requestBooking(
    db,
    {
      clientName: details.clientName,
      clientEmail: details.clientEmail,
      clientPhone: details.clientPhone,
      specialRequirements: details.specialRequirements,
      trips: [checkoutTripLine(checkout, details, proofs, Number(form.field("seenTotalKes")))],
    },
    requester,
    choice ? await holdUntilNow(db) : null,
  );
  if (choice && (outcome.kind === "created" || outcome.kind === "replayed")) {
    const booking = outcome.confirmations[0]!.booking;
    // A new hold starts its payment; a form sent twice finds its booking's pay page.
    const location =
      outcome.kind === "created"
        ? await startDepositPayment(
            db,
            { id: booking.id, booking_date: booking.bookingDate },
            choice.payWith,
            requester.clientAddress,
          )
        : payPagePath({ id: booking.id, booking_date: booking.bookingDate });
    return { kind: "pay", location, confirmations: outcome.confirmations };
  }
  return checkoutAnswerOf(outcome, quote, proofs);
}

/** The checkout's one trip as the booking use case takes it. */
function checkoutTripLine(
  { trip, name, quote, departure }: Extract<CheckoutQuote, { kind: "quoted" }>,
  details: CheckoutDetails,
  proofs: string[],
  seenKes: number,
): TripsRequest["trips"][number] {
  return {
    key: `checkout-${details.requestKey}`,
    adventureType: name,
    tripSlug: trip.slug,
    tierId: quote.optionId,
    bookingDate: quote.date,
    numberOfParticipants: quote.participants,
    totalPrice: details.seenTotal,
    // Residents and citizens: their categories, document numbers and the KES total seen;
    // children their ages (the party's last travellers, as the quote prices them).
    ...(quote.needsProof ||
    quote.childAges.length > 0 ||
    quote.categories.some((category) => category !== "non-resident")
      ? {
          travellers: quote.categories.map((category, index) => ({
            category,
            proof: proofs[index] || null,
            age: childAgeAt(quote.categories.length, quote.childAges, index),
          })),
          ...(Number.isFinite(seenKes) && seenKes > 0 ? { totalPriceKes: seenKes } : {}),
        }
      : {}),
    departureId: departure?.id ?? null,
    holdToken: departure?.hold?.token ?? null,
  };
}

/** The booking use case's answer as the checkout page shows it. */
function checkoutAnswerOf(
  outcome: BookingRequestOutcome,
  quote: PanelQuote,
  proofs: string[],
): CheckoutBookingOutcome {
  switch (outcome.kind) {
    case "created":
    case "replayed":
      return outcome;
    case "price-changed": {
      const changed = outcome.quotes[0]!;
      return {
        ...outcome,
        quote: {
          ...quote,
          perPerson: changed.pricePerPerson,
          total: changed.totalPrice,
          saving: null,
          lines: changed.lines,
          totals: changed.totals,
        },
      };
    }
    default:
      // "travellers: Traveller 2 (...)": the payload's field name means nothing on this page.
      return {
        ...outcome,
        message: outcome.message.replace(/^travellers: /, ""),
        fieldErrors: {},
        proofs,
      };
  }
}

type CheckoutDetails = z.output<typeof checkoutFormSchema>;

/** The traveller's details from the form, or the refusal naming each field to mend. */
function checkoutDetailsOf(
  form: CheckoutForm,
):
  CheckoutDetails | (Refusal<"invalid"> & { fieldErrors: Partial<Record<CheckoutField, string>> }) {
  const parsed = checkoutFormSchema.safeParse({
    clientName: form.field("clientName"),
    clientEmail: form.field("clientEmail"),
    clientPhone: form.field("clientPhone") || null,
    specialRequirements: form.field("specialRequirements") || null,
    seenTotal: form.field("seenTotal"),
    requestKey: form.field("requestKey"),
  });
  if (parsed.success) return parsed.data;
  const fieldErrors: Partial<Record<CheckoutField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CheckoutField;
    if (field in fieldLabels) fieldErrors[field] ??= `${fieldLabels[field]} ${issue.message}.`;
  }
  const message = Object.values(fieldErrors)[0] ?? "This form is out of date. Please start again.";
  return { ...refused("invalid", message), fieldErrors };
}
