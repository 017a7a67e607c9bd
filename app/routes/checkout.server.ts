import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/checkout";
import { findTrip } from "../../content/trips";
import { bookingRequestSchema } from "../../domain/booking/booking-request";
import {
  bookedTripName,
  bookingPanelFor,
  chosenOption,
  panelQuoteOf,
  selectionQuery,
  type PanelQuote,
} from "../../domain/booking/booking-panel";
import { parseBookingSelection, withDeparture } from "../../domain/booking/booking-selection";
import { departurePanelFor } from "../../server/modules/departures";
import { honeypotFieldName } from "../../domain/forms/honeypot";
import { getSessionUser } from "../../server/modules/accounts";
import { getDb } from "../../server/platform/db";
import { emailRateLimitKey, sharedRateLimiter } from "../../server/platform/http/rate-limiters";
import { clientIpContext } from "../../server/platform/http/request-context";
import { logger } from "../../server/platform/logger";
import { loggablePath } from "../../server/platform/http/request-log";
import { receiptCookieFor, bookTrips, priceChangedMessage } from "../../server/modules/bookings";
import { quoteTripOption, tripOptionsOf } from "../../server/modules/pricing";
import { NO_STORE } from "../lib/no-store.server";
import { businessToday } from "../../server/platform/clock";

/**
 * The checkout of one trip, reached from its booking panel with the panel's choice in the query:
 * the server's quote, then the traveller's details, posted to the action below. It works without
 * JavaScript and stores the booking through the same service as POST /api/secure-booking.
 */

/** The trip, the chosen option and the quote for the query; a redirect back to the panel when it is incomplete. */
async function quoteFor(
  slug: string | undefined,
  query: URLSearchParams,
  /** Sending: a departure that filled up meanwhile is refused by the booking itself (409, the form kept). */
  sending = false,
) {
  const trip = slug ? findTrip(slug) : undefined;
  if (!trip) throw data(null, { status: 404 });
  const { db } = getDb();
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
  const backToPanel = () => redirect(`/itinerary/${trip.slug}?${selectionQuery(selection)}#book`);
  if (model.path !== "book" || !selection.date || Object.keys(problems).length > 0)
    throw backToPanel();
  const quoted = await quoteTripOption(db, trip, {
    optionId: selection.optionId ?? undefined,
    participants: selection.participants,
    date: selection.date,
    categories: selection.categories,
  });
  // The panel says what the quote function refused, beside its field.
  if (!quoted.ok) throw backToPanel();
  const name = bookedTripName(trip.title, model, chosenOption(model, selection));
  const departure =
    departures?.choice === "departure" && departures.chosen
      ? { ...departures.chosen, hold: departures.hold }
      : null;
  return { trip, name, quote: panelQuoteOf(quoted.quote), departure };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const { trip, name, quote, departure } = await quoteFor(
    params.slug,
    new URL(request.url).searchParams,
  );
  return data(
    {
      trip: { slug: trip.slug, title: trip.title, duration: trip.duration },
      name,
      quote,
      departure,
      // One key per checkout page: a form sent twice (a double click, a resend after a lost
      // answer) books once.
      requestKey: crypto.randomUUID(),
    },
    { headers: NO_STORE },
  );
}

const checkoutFormSchema = z.object({
  clientName: bookingRequestSchema.shape.clientName,
  clientEmail: bookingRequestSchema.shape.clientEmail,
  clientPhone: bookingRequestSchema.shape.clientPhone,
  specialRequirements: bookingRequestSchema.shape.specialRequirements,
  seenTotal: z.coerce.number().int().min(0).max(10_000_000),
  requestKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
});

export type CheckoutField = "clientName" | "clientEmail" | "clientPhone" | "specialRequirements";
type CheckoutValues = Partial<Record<CheckoutField, string>>;

export type CheckoutAnswer = {
  values: CheckoutValues;
  /** The document numbers typed for resident and citizen travellers, by position (issue 19). */
  proofs?: string[];
} & (
  | { kind: "invalid"; error: string; fieldErrors: Partial<Record<CheckoutField, string>> }
  | { kind: "price-changed"; error: string; quote: PanelQuote }
);

/** Form bookings per address and per email: the same allowance as the booking API's. */
let perAddress: RateLimiterAbstract | undefined;
let perEmail: RateLimiterAbstract | undefined;
async function overLimit(key: string, limiter: () => RateLimiterAbstract): Promise<boolean> {
  try {
    await limiter().consume(key);
    return false;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return true;
    throw rejection;
  }
}

const fieldLabels: Record<CheckoutField, string> = {
  clientName: "Full name",
  clientEmail: "Email",
  clientPhone: "Phone",
  specialRequirements: "Special requirements",
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { trip, name, quote, departure } = await quoteFor(
    params.slug,
    new URL(request.url).searchParams,
    true,
  );
  const text = (field: string) => String(form.get(field) ?? "");
  const proofs = quote.categories.map((_, index) => text(`proof-${index}`).trim().slice(0, 60));
  const seenKes = Number(text("seenTotalKes"));
  const values: CheckoutValues = {
    clientName: text("clientName").slice(0, 120),
    clientEmail: text("clientEmail").slice(0, 254),
    clientPhone: text("clientPhone").slice(0, 40),
    specialRequirements: text("specialRequirements").slice(0, 2000),
  };
  if (text(honeypotFieldName)) {
    logger.warn(
      { path: loggablePath(new URL(request.url).pathname) },
      "booking honeypot filled in; dropped",
    );
    return data<CheckoutAnswer>(
      {
        kind: "invalid",
        error: "This request could not be accepted. Please contact us directly.",
        fieldErrors: {},
        values,
      },
      { status: 400, headers: NO_STORE },
    );
  }
  const parsed = checkoutFormSchema.safeParse({
    clientName: text("clientName"),
    clientEmail: text("clientEmail"),
    clientPhone: text("clientPhone") || null,
    specialRequirements: text("specialRequirements") || null,
    seenTotal: text("seenTotal"),
    requestKey: text("requestKey"),
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<CheckoutField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutField;
      if (field in fieldLabels) fieldErrors[field] ??= `${fieldLabels[field]} ${issue.message}.`;
    }
    return data<CheckoutAnswer>(
      {
        kind: "invalid",
        error: Object.values(fieldErrors)[0] ?? "This form is out of date. Please start again.",
        fieldErrors,
        values,
      },
      { status: 400, headers: NO_STORE },
    );
  }
  const details = parsed.data;

  const limited =
    (await overLimit(context.get(clientIpContext), () => {
      perAddress ??= sharedRateLimiter({ keyPrefix: "booking-form", points: 30, duration: 600 });
      return perAddress;
    })) ||
    (await overLimit(emailRateLimitKey(details.clientEmail), () => {
      perEmail ??= sharedRateLimiter({
        keyPrefix: "booking-form-email",
        points: 10,
        duration: 3600,
      });
      return perEmail;
    }));
  if (limited)
    return data<CheckoutAnswer>(
      {
        kind: "invalid",
        error:
          "Too many booking requests from here. Please wait an hour, or message us on WhatsApp.",
        fieldErrors: {},
        values,
      },
      { status: 429, headers: NO_STORE },
    );

  const user = await getSessionUser(request);
  const outcome = await bookTrips(
    getDb().db,
    {
      clientName: details.clientName,
      clientEmail: details.clientEmail,
      clientPhone: details.clientPhone,
      specialRequirements: details.specialRequirements,
      trips: [
        {
          key: `checkout-${details.requestKey}`,
          adventureType: name,
          tripSlug: trip.slug,
          tierId: quote.optionId,
          bookingDate: quote.date,
          numberOfParticipants: quote.participants,
          totalPrice: details.seenTotal,
          // Residents and citizens (issue 19): their categories, document numbers and the KES total seen.
          ...(quote.needsProof || quote.categories.some((category) => category !== "non-resident")
            ? {
                travellers: quote.categories.map((category, index) => ({
                  category,
                  proof: proofs[index] || null,
                })),
                ...(Number.isFinite(seenKes) && seenKes > 0 ? { totalPriceKes: seenKes } : {}),
              }
            : {}),
          departureId: departure?.id ?? null,
          holdToken: departure?.hold?.token ?? null,
        },
      ],
    },
    { userId: user?.id ?? null },
  );
  switch (outcome.kind) {
    case "invalid":
      return data<CheckoutAnswer>(
        {
          kind: "invalid",
          // "travellers: Traveller 2 (...)": the payload's field name means nothing on this page.
          error: outcome.error.replace(/^travellers: /, ""),
          fieldErrors: {},
          values,
          proofs,
        },
        { status: outcome.status, headers: NO_STORE },
      );
    case "price-changed": {
      const changed = outcome.quotes[0]!;
      return data<CheckoutAnswer>(
        {
          kind: "price-changed",
          error: priceChangedMessage(outcome.quotes),
          values,
          // The server's new quote in every currency: its lines, its USD and KES totals.
          quote: {
            ...quote,
            perPerson: changed.pricePerPerson,
            total: changed.totalPrice,
            saving: null,
            lines: changed.lines,
            totals: changed.totals,
          },
        },
        { status: 409, headers: NO_STORE },
      );
    }
    case "created":
      void outcome
        .sendMails()
        .catch((error: unknown) =>
          logger.error({ err: error }, "booking mail attempt failed; the outbox retries it"),
        );
    // falls through: both answers show the confirmation.
    case "replayed":
      throw redirect("/booking/confirmation", {
        headers: {
          "Set-Cookie": receiptCookieFor(outcome.confirmations.map((item) => item.booking.id)),
        },
      });
  }
}
