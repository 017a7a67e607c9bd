import { data, redirect } from "react-router";
import type { Route } from "./+types/itinerary-quote";
import { honeypotFieldName } from "../../domain/forms/honeypot";
import type { QuoteFormProblems } from "../../domain/inquiries/quote-form";
import { tripQuotePage } from "../../server/modules/bookings";
import { quoteRequestsPerAddress, receiveQuoteForm } from "../../server/modules/inquiries";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { tooManyRequestsSentence } from "../../server/platform/http/rate-limiters";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { logger } from "../../server/platform/logger";
import { tripNotFound } from "../lib/trip-not-found.server";

/**
 * A trip's quote form as a page (issue 30): where the trip page's "Request School Quote",
 * "Request Proposal" and "Request Corporate Quote" lead without JavaScript. A trip the operator
 * does not quote goes back to its booking panel.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await tripQuotePage(
    context.get(dbContext),
    params.slug,
    new URL(request.url).searchParams,
  );
  if (page.kind === "no-such-trip") tripNotFound(request, params.slug);
  if (page.kind === "not-quoted") throw redirect(`/itinerary/${page.trip.slug}#book`);
  const { kind: _page, ...shown } = page;
  return shown;
}

export type QuotePageAnswer =
  | { sent: true; reference: string }
  | {
      sent: false;
      /** The sentence above the button, when one field cannot say it. */
      failure?: string;
      problems: QuoteFormProblems;
      /** What was typed, given back so nothing is lost (the honeypot aside). */
      values: Record<string, string>;
    };

/**
 * The form posted to its page: the same allowance per address as POST /api/quote-request, the
 * same checks and storage (the inquiries module's receiveQuoteForm). Every refusal gives back
 * what was typed; a stored request answers with its reference, shown on the page.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const page = await tripQuotePage(db, params.slug, new URLSearchParams());
  if (page.kind !== "page") throw data(null, { status: 404 });
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value.trim();
  const { [honeypotFieldName]: _honeypot, ...typed } = values;
  const refuse = (status: number, problems: QuoteFormProblems, failure?: string, wait?: number) =>
    data<QuotePageAnswer>(
      { sent: false, problems, failure, values: typed },
      wait ? { status, headers: { "Retry-After": String(wait) } } : { status },
    );

  const wait = await quoteRequestsPerAddress.take(context.get(clientIpContext));
  if (wait !== null) return refuse(429, {}, tooManyRequestsSentence(wait), wait);
  try {
    const outcome = await receiveQuoteForm(db, page.quoteKind, values);
    if (outcome.kind === "stored")
      return data<QuotePageAnswer>({ sent: true, reference: outcome.reference }, { status: 201 });
    if (outcome.kind === "problems") return refuse(400, outcome.problems);
    return refuse(statusOfRefusal(outcome.kind), {}, outcome.message, outcome.retryAfterSeconds);
  } catch (error) {
    // The database is down: the visitor keeps what they typed and is told plainly.
    logger.error({ err: error }, "quote request could not be stored");
    return refuse(
      503,
      {},
      "Our quote service is briefly unavailable. Please try again in a minute.",
    );
  }
}
