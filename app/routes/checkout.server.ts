import { createContext, data, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import type { PanelQuote } from "../../domain/booking/booking-panel";
import { getSessionUser } from "../../server/modules/accounts";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import {
  bookAtCheckout,
  checkoutQuote,
  receiptCookieFor,
  type CheckoutField,
  type CheckoutQuote,
} from "../../server/modules/bookings";
import { NO_STORE } from "../lib/no-store.server";
import { tripNotFound } from "../lib/trip-not-found.server";

/**
 * The checkout page's adapter: the loader shows the checkout use case's quote, the action reads
 * the form and books through the same use case as POST /api/secure-booking (bookAtCheckout, in
 * the bookings module). It works without JavaScript.
 */

/** No quote to show: a missing trip is 404, an incomplete choice goes back to the panel. */
function unquoted(
  request: Request,
  slug: string | undefined,
  checkout: Exclude<CheckoutQuote, { kind: "quoted" }>,
): never {
  if (checkout.kind === "no-such-trip") tripNotFound(request, slug);
  throw redirect(checkout.location);
}

/**
 * Set by the action: the page is drawn after the form was sent. Without JavaScript the loader runs
 * in the same request to draw the refusal, and a departure that filled up meanwhile must not send
 * the traveller back to the panel: the form they typed is shown again with the refusal.
 */
const formSentContext = createContext<boolean>(false);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const checkout = await checkoutQuote(
    context.get(dbContext),
    params.slug,
    new URL(request.url).searchParams,
    context.get(formSentContext),
  );
  if (checkout.kind !== "quoted") unquoted(request, params.slug, checkout);
  const { trip, name, quote, departure, terms } = checkout;
  return data(
    {
      trip: { slug: trip.slug, title: trip.title, duration: trip.duration },
      name,
      quote,
      departure,
      terms,
      // One key per checkout page: a form sent twice (a double click, a resend after a lost
      // answer) books once.
      requestKey: crypto.randomUUID(),
    },
    { headers: NO_STORE },
  );
}

type CheckoutValues = Partial<Record<CheckoutField, string>>;

export type CheckoutAnswer = {
  values: CheckoutValues;
  /** The document numbers typed for resident and citizen travellers, by position. */
  proofs?: string[];
} & (
  | { kind: "invalid"; error: string; fieldErrors: Partial<Record<CheckoutField, string>> }
  | { kind: "price-changed"; error: string; quote: PanelQuote }
);

export async function action({ params, request, context }: Route.ActionArgs) {
  context.set(formSentContext, true);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  // What the traveller typed, shown again with any refusal so nothing is lost.
  const values: CheckoutValues = {
    clientName: field("clientName").slice(0, 120),
    clientEmail: field("clientEmail").slice(0, 254),
    clientPhone: field("clientPhone").slice(0, 40),
    specialRequirements: field("specialRequirements").slice(0, 2000),
    payWith: field("payWith").slice(0, 10),
  };
  const user = await getSessionUser(request);
  const outcome = await bookAtCheckout(
    context.get(dbContext),
    params.slug,
    new URL(request.url).searchParams,
    { field },
    {
      clientAddress: context.get(clientIpContext),
      userId: user?.id ?? null,
      path: new URL(request.url).pathname,
    },
  );
  const answer = (body: CheckoutAnswer, status: number) =>
    data<CheckoutAnswer>(body, { status, headers: NO_STORE });
  switch (outcome.kind) {
    case "no-such-trip":
    case "back-to-panel":
      return unquoted(request, params.slug, outcome);
    case "created":
    case "replayed":
    case "pay":
      // A booking held for its deposit goes on to be paid; a request to its confirmation page.
      throw redirect(outcome.kind === "pay" ? outcome.location : "/booking/confirmation", {
        headers: {
          "Set-Cookie": receiptCookieFor(outcome.confirmations.map((item) => item.booking.id)),
        },
      });
    case "price-changed":
      return answer(
        { kind: "price-changed", error: outcome.message, values, quote: outcome.quote },
        statusOfRefusal(outcome.kind),
      );
    default: {
      const { message: error, fieldErrors, proofs } = outcome;
      return answer(
        { kind: "invalid", error, fieldErrors, values, ...(proofs.length ? { proofs } : {}) },
        statusOfRefusal(outcome.kind),
      );
    }
  }
}
