import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { Route } from "./+types/traveller-details";
import { findTrip, resolveAdventureType } from "../../server/modules/catalogue";
import { shortReference } from "../../domain/booking/reference";
import { highestPointMetres } from "../../domain/travellers/readiness";
import {
  emptyTravellerValues,
  type TravellerFormErrors,
  type TravellerFormValues,
} from "../../domain/travellers/traveller-fields";
import {
  parseTravellerForm,
  travellerFormValues,
  valuesOfTraveller,
} from "../../domain/travellers/traveller-form";
import { authSecret } from "../../server/platform/secret";
import { requireUser } from "../../server/modules/accounts";
import { env, siteContacts } from "../../server/platform/config";
import { findBookingForViewer } from "../../server/modules/bookings";
import type { Booking, Database } from "../../server/platform/db/schema";
import {
  bookingAsksReadiness,
  makeTravellerLink,
  saveTravellerByBooker,
  travellerSlots,
  whyClosed,
} from "../../server/modules/travellers";
import { NO_STORE } from "../lib/no-store.server";
import { businessToday } from "../../server/platform/clock";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";

/**
 * The booker's traveller details page (issue 17, decision 0031): every traveller of a confirmed
 * booking, a form per traveller (`?traveller=2`) and a personal link per traveller. Only the
 * booking's own account reaches it (the dashboard's rule); personal data, so never cached.
 */

async function bookingOf(db: Kysely<Database>, request: Request, id: string): Promise<Booking> {
  const user = await requireUser(request);
  const booking = await findBookingForViewer(
    db,
    { userId: user.id, email: user.email, emailVerified: user.emailVerified },
    id,
  );
  if (!booking)
    throw data("There is no booking of yours at this address.", { status: 404, headers: NO_STORE });
  return booking;
}

function slotFrom(value: unknown, booking: Booking): number | null {
  const slot = Number(value);
  return Number.isInteger(slot) && slot >= 1 && slot <= booking.number_of_participants
    ? slot
    : null;
}

function tripFacts(booking: Booking) {
  const slug = booking.trip_slug ?? resolveAdventureType(booking.adventure_type);
  const trip = slug ? findTrip(slug) : undefined;
  return {
    title: trip?.title ?? booking.adventure_type,
    asksReadiness: bookingAsksReadiness(booking),
    highestPoint: trip ? highestPointMetres(trip) : null,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const booking = await bookingOf(db, request, params.id);
  const search = new URL(request.url).searchParams;
  const slots = await travellerSlots(db, booking);
  const selected = slotFrom(search.get("traveller"), booking);
  const chosen = selected ? slots[selected - 1] : undefined;
  return data(
    {
      booking: {
        id: booking.id,
        reference: shortReference(booking.id),
        date: booking.booking_date,
        participants: booking.number_of_participants,
      },
      trip: tripFacts(booking),
      closed: whyClosed(booking, businessToday()),
      retentionDays: env().TRAVELLER_RETENTION_DAYS,
      slots: slots.map((slot) => ({
        slot: slot.slot,
        complete: slot.complete,
        name: slot.details?.fullName ?? null,
        filledBy: slot.filledBy,
        erasedAt: slot.erasedAt,
        advice: slot.advice,
      })),
      selected,
      values: chosen ? valuesOfTraveller(chosen.details, chosen.readiness) : emptyTravellerValues(),
      saved: slotFrom(search.get("saved"), booking),
    },
    { headers: NO_STORE },
  );
}

export type TravellerDetailsAnswer =
  | { intent: "save"; slot: number; values: TravellerFormValues; errors: TravellerFormErrors }
  | { intent: "link"; slot: number; url: string; expiresAt: string }
  | { intent: "refused"; error: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const booking = await bookingOf(db, request, params.id);
  const form = await request.formData();
  const slot = slotFrom(form.get("slot"), booking);
  const refuse = (status: number, error: string) =>
    data<TravellerDetailsAnswer>({ intent: "refused", error }, { status, headers: NO_STORE });
  if (!slot) return refuse(404, "This booking has no such traveller. Choose one from the list.");
  if (form.get("intent") === "link") {
    const link = await makeTravellerLink(db, authSecret(), booking, slot);
    if (!link.ok) return refuse(statusOfRefusal(link.kind), link.message);
    return data<TravellerDetailsAnswer>(
      {
        intent: "link",
        slot,
        url: `${siteContacts().siteUrl}${link.path}`,
        expiresAt: link.expiresAt,
      },
      { headers: NO_STORE },
    );
  }
  const parsed = parseTravellerForm(
    travellerFormValues(
      (name) => form.get(name),
      (name) => form.getAll(name),
    ),
    { today: businessToday(), readiness: bookingAsksReadiness(booking) },
  );
  if (!parsed.ok)
    return data<TravellerDetailsAnswer>(
      { intent: "save", slot, values: parsed.values, errors: parsed.errors },
      { status: 400, headers: NO_STORE },
    );
  const saved = await saveTravellerByBooker(db, booking, slot, parsed);
  if (!saved.ok) return refuse(statusOfRefusal(saved.kind), saved.message);
  return redirect(`/dashboard/bookings/${booking.id}/travellers?saved=${slot}#traveller-${slot}`, {
    headers: NO_STORE,
  });
}
