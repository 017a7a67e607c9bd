import { data } from "react-router";
import type { Route } from "./+types/traveller-link";
import { findTrip } from "../../server/modules/catalogue";
import type { ReadinessAdvice } from "../../domain/travellers/readiness";
import { highestPointMetres } from "../../domain/travellers/readiness";
import {
  emptyTravellerValues,
  type TravellerFormErrors,
  type TravellerFormValues,
} from "../../domain/travellers/traveller-fields";
import { parseTravellerForm, travellerFormValues } from "../../domain/travellers/traveller-form";
import { authSecret } from "../../server/platform/secret";
import { env } from "../../server/platform/config";
import {
  openTravellerLink,
  submitTravellerLink,
  usedTravellerLink,
  type OpenedLink,
} from "../../server/modules/travellers";
import { NO_STORE } from "../lib/no-store.server";
import { businessToday } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";

/**
 * A traveller's personal link (`/traveller-details/<signed booking, slot, version, expiry>`),
 * made by the booker for one traveller: the form while the link is current and unused; a
 * forged, expired, replayed or replaced link, or a slot the booker has since filled, gets a
 * sentence and a 4xx, and nothing is stored (decision 0031).
 */

/** The link is personal: never cached, never indexed. */

interface LinkTrip {
  title: string;
  date: string;
  slot: number;
  asksReadiness: boolean;
  highestPoint: number | null;
  retentionDays: number;
}

export type TravellerLinkState =
  | { state: "refused"; error: string }
  | { state: "open"; trip: LinkTrip; values: TravellerFormValues; errors: TravellerFormErrors }
  | { state: "thanks"; trip: LinkTrip; name: string; advice: ReadinessAdvice | null };

function tripOf(opened: Extract<OpenedLink, { ok: true }>): LinkTrip {
  const trip = findTrip(opened.trip.slug);
  return {
    title: opened.trip.title,
    date: opened.booking.booking_date,
    slot: opened.slot,
    asksReadiness: opened.trip.asksReadiness,
    highestPoint: trip ? highestPointMetres(trip) : null,
    retentionDays: env().TRAVELLER_RETENTION_DAYS,
  };
}

function refused(status: number, error: string) {
  return data<TravellerLinkState>({ state: "refused", error }, { status, headers: NO_STORE });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await openTravellerLink(context.get(dbContext), authSecret(), params.token);
  if (!opened.ok) return refused(statusOfRefusal(opened.kind), opened.message);
  return data<TravellerLinkState>(
    { state: "open", trip: tripOf(opened), values: emptyTravellerValues(), errors: {} },
    { headers: NO_STORE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const db = context.get(dbContext);
  const parse = (asksReadiness: boolean) =>
    parseTravellerForm(
      travellerFormValues(
        (name) => form.get(name),
        (name) => form.getAll(name),
      ),
      { today: businessToday(), readiness: asksReadiness },
    );
  const opened = await openTravellerLink(db, authSecret(), params.token);
  if (!opened.ok) {
    // A used link still takes a repeat of the submit that used it (a double click, a resend):
    // submitTravellerLink answers it with the thanks page when the answers are the saved ones.
    const used = await usedTravellerLink(db, authSecret(), params.token);
    const repeat = used ? parse(used.trip.asksReadiness) : null;
    if (!repeat?.ok) return refused(statusOfRefusal(opened.kind), opened.message);
    return submitted(await submitTravellerLink(db, authSecret(), params.token, repeat), repeat);
  }
  const parsed = parse(opened.trip.asksReadiness);
  if (!parsed.ok)
    return data<TravellerLinkState>(
      { state: "open", trip: tripOf(opened), values: parsed.values, errors: parsed.errors },
      { status: 400, headers: NO_STORE },
    );
  return submitted(await submitTravellerLink(db, authSecret(), params.token, parsed), parsed);
}

function submitted(
  sent: Awaited<ReturnType<typeof submitTravellerLink>>,
  parsed: { details: { fullName: string } },
) {
  if (!sent.ok) return refused(statusOfRefusal(sent.kind), sent.message);
  return data<TravellerLinkState>(
    { state: "thanks", trip: tripOf(sent), name: parsed.details.fullName, advice: sent.advice },
    { headers: NO_STORE },
  );
}
