import { data } from "react-router";
import type { Route } from "./+types/itinerary";
import { findPublishedTrip } from "../../server/modules/catalogue";
import { honeypotFieldName } from "../../domain/forms/honeypot";
import {
  parseWaitlistForm,
  waitlistConfirmByEmailMessage,
  waitlistJoinedMessage,
} from "../../domain/departures/waitlist-form";
import type { WaitlistFormAnswer } from "~/features/departures/waitlist-form";
import { receiveWaitlistRequest } from "../../server/modules/departures";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { NO_STORE } from "../lib/no-store.server";

/** The waitlist form's answer, shown in the form. */
type WaitlistAnswer = WaitlistFormAnswer;

/**
 * POST to the trip page (`/itinerary/:slug?waitlist=<id>`): a full departure's waitlist form,
 * with or without JavaScript. A refusal is a 4xx with one sentence and the visitor's values.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const trip = findPublishedTrip(params.slug);
  if (!trip) throw data(null, { status: 404 });
  const form = await request.formData();
  const read = (name: string) => String(form.get(name) ?? "");
  const parsed = parseWaitlistForm(read);
  if (!parsed.ok)
    return data<WaitlistAnswer>(
      {
        form: "waitlist",
        joined: false,
        error:
          Object.values(parsed.errors)[0] ?? "This form is out of date. Please reload the page.",
        errors: parsed.errors,
        values: parsed.values,
      },
      { status: 400, headers: NO_STORE },
    );
  const outcome = await receiveWaitlistRequest(context.get(dbContext), parsed.request, {
    tripSlug: trip.slug,
    clientAddress: context.get(clientIpContext),
    honeypot: read(honeypotFieldName),
  });
  if (outcome.kind !== "joined")
    return data<WaitlistAnswer>(
      {
        form: "waitlist",
        joined: false,
        error: outcome.message,
        errors: {},
        values: { email: parsed.request.email, participants: String(parsed.request.participants) },
      },
      { status: statusOfRefusal(outcome.kind), headers: NO_STORE },
    );
  return data<WaitlistAnswer>(
    {
      form: "waitlist",
      joined: true,
      message: outcome.confirmed
        ? waitlistJoinedMessage(outcome.position)
        : waitlistConfirmByEmailMessage(parsed.request.email),
    },
    { headers: NO_STORE },
  );
}
