import { data } from "react-router";
import type { Route } from "./+types/departure";
import type { NoticeData } from "~/features/auth/notice";
import { formatTravelDate } from "../../../domain/calendar";
import {
  parseCancelReason,
  parseDepartureFields,
  type DepartureFormField,
} from "../../../domain/departures/departure-admin";
import { salesEndDate, seatsLeft } from "../../../domain/departures/departures";
import { formatUsd } from "../../../domain/money/format";
import {
  sendBookingStatusMail,
  findBooking,
  transitionBooking,
  cancelDepartureWithBookings,
  departureManifest,
  moveBookingToDeparture,
  moveTargets,
  runBookingAsPrivateTrip,
  noteDepartureChanged,
} from "../../../server/modules/bookings";
import { offerSeatsFreedOn, updateDeparture } from "../../../server/modules/departures";
import { adminUserContext } from "./layout.server";
import { businessToday } from "../../../server/platform/clock";
import { dbContext, outboxContext } from "../../../server/platform/http/request-context";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/platform/db/schema";
import type { MailOutbox } from "../../../server/platform/mail";
import type { Actor } from "../../../server/modules/bookings";

/** One departure: its facts, travellers, edit and sales forms, cancel step and decision choices. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const today = businessToday();
  const db = context.get(dbContext);
  const manifest = await departureManifest(db, params.id, today);
  if (!manifest) throw data("There is no departure at this address.", { status: 404 });
  const { state, ...departure } = manifest.departure;
  const search = new URL(request.url).searchParams;
  // Decision day: every other departure of the trip that still sells seats, with its seats left.
  const targets = departure.needsDecision
    ? (await moveTargets(db, departure, today)).map((target) => ({
        id: target.id,
        date: target.date,
        seatsLeft: seatsLeft(target.state),
      }))
    : [];
  return {
    departure: {
      ...departure,
      salesCutoffDays: state.salesCutoffDays,
      salesClosed: state.salesClosed,
    },
    salesEnd: salesEndDate(state),
    seatsLeft: seatsLeft(state),
    rows: manifest.rows,
    totals: manifest.totals,
    targets,
    // The cancel step (?step=cancel) is a page of its own, so it works without JavaScript.
    cancelling: search.get("step") === "cancel" && departure.status !== "cancelled",
    added: search.get("added") === "1",
  };
}

type FieldErrors = Partial<Record<DepartureFormField | "reason", string>>;

function answer(
  tone: NoticeData["tone"],
  title: string,
  description: string,
  status = tone === "error" ? 400 : 200,
  extra: { errors?: FieldErrors; values?: Record<string, string> } = {},
) {
  const notice: NoticeData = { tone, title, description };
  return data({ notice, errors: extra.errors ?? {}, values: extra.values ?? {} }, { status });
}

/** What each of the page's buttons works on. */
interface DepartureIntent {
  db: Kysely<Database>;
  departureId: string;
  version: number;
  form: Record<string, string>;
  actor: Actor;
  mails: { mailer: MailOutbox };
  today: string;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  const intent: DepartureIntent = {
    db: context.get(dbContext),
    departureId: params.id,
    version: Number(form.version),
    form,
    actor: { id: admin.id, email: admin.email },
    mails: { mailer: context.get(outboxContext) },
    today: businessToday(),
  };
  switch (form.intent) {
    case "edit":
      return editDeparture(intent);
    case "close-sales":
    case "reopen-sales":
      return setSales(intent, form.intent === "close-sales");
    case "cancel":
      return cancelDeparture(intent);
    case "move":
    case "private":
      return moveOrRunPrivately(intent);
    case "cancel-booking":
      return cancelBookingOnDeparture(intent);
    default:
      return answer("error", "Not changed", "Choose one of the buttons on the page.", 400);
  }
}

async function editDeparture({ db, departureId, version, form, today }: DepartureIntent) {
  const parsed = parseDepartureFields(form, { cutoffRequired: true });
  if (!parsed.ok)
    return answer("error", "Not saved", Object.values(parsed.errors).join(" "), 400, {
      errors: parsed.errors,
      values: form,
    });
  const { salesCutoffDays, ...rest } = parsed.values;
  const saved = await updateDeparture(
    db,
    departureId,
    version,
    { ...rest, salesCutoffDays: salesCutoffDays ?? undefined },
    today,
  );
  if (!saved.ok)
    // A stale save shows what is stored now (the page reloads it), never the old form.
    return saved.kind === "conflict"
      ? answer("error", "Not saved", saved.message, statusOfRefusal(saved.kind))
      : answer(
          "error",
          "Not saved",
          saved.message.replace(/^seats: /, "Seats: "),
          statusOfRefusal(saved.kind),
          { errors: { seats: saved.message.replace(/^seats: /, "Seats: ") }, values: form },
        );
  await noteDepartureChanged(db, departureId);
  // More seats than before: the first parties waiting are offered them (24-hour holds).
  await offerSeatsFreedOn(db, departureId);
  return answer("success", "Departure saved", "Your changes are saved.");
}

async function setSales({ db, departureId, version, today }: DepartureIntent, closing: boolean) {
  const saved = await updateDeparture(db, departureId, version, { salesClosed: closing }, today);
  if (!saved.ok) return answer("error", "Not changed", saved.message, statusOfRefusal(saved.kind));
  if (!closing) await offerSeatsFreedOn(db, departureId);
  return answer(
    "success",
    closing ? "Sales closed" : "Sales reopened",
    closing
      ? "Travellers can no longer book this departure; those already on it keep their seats."
      : "Travellers can book this departure again until its sales cut-off.",
  );
}

async function cancelDeparture({ db, departureId, version, form, actor, mails }: DepartureIntent) {
  const parsed = parseCancelReason(form);
  if (!parsed.ok)
    return answer("error", "Not cancelled", parsed.error, 400, {
      errors: { reason: parsed.error },
      values: form,
    });
  const cancelled = await cancelDepartureWithBookings(
    db,
    {
      id: departureId,
      version,
      reason: parsed.reason,
      actor,
    },
    mails,
  );
  if (!cancelled.ok)
    return answer("error", "Not cancelled", cancelled.message, statusOfRefusal(cancelled.kind));
  return answer(
    "success",
    "Departure cancelled",
    cancelled.travellers === 0
      ? "Nobody was booked on it."
      : `${cancelled.travellers} ${cancelled.travellers === 1 ? "booking was" : "bookings were"} cancelled, and an email with their options is on its way to each traveller.`,
  );
}

async function moveOrRunPrivately({ db, departureId, form, actor, mails }: DepartureIntent) {
  const bookingId = form.bookingId ?? "";
  const outcome =
    form.intent === "move"
      ? await moveBookingToDeparture(
          db,
          {
            bookingId,
            fromDepartureId: departureId,
            toDepartureId: form.to ?? "",
            actor,
          },
          mails,
        )
      : await runBookingAsPrivateTrip(db, { bookingId, departureId, actor }, mails);
  if (!outcome.ok)
    return answer("error", "Not changed", outcome.message, statusOfRefusal(outcome.kind));
  await noteDepartureChanged(db, departureId);
  const { booking, totalText } = outcome;
  return answer(
    "success",
    form.intent === "move" ? "Booking moved" : "Private trip arranged",
    form.intent === "move"
      ? `${booking.client_name} now travels on ${formatTravelDate(booking.booking_date)}; an email to ${booking.client_email} is on its way.`
      : `${booking.client_name} travels privately at ${totalText ?? formatUsd(booking.total_price)} in total; an email to ${booking.client_email} is on its way.`,
  );
}

async function cancelBookingOnDeparture({ db, departureId, form, actor }: DepartureIntent) {
  const booking = await findBooking(db, form.bookingId ?? "");
  if (!booking || booking.departure_id !== departureId)
    return answer("error", "Not changed", "This booking is not on this departure.", 404);
  const outcome = await transitionBooking(db, {
    bookingId: booking.id,
    to: "cancelled",
    note: null,
    reason: `The departure on ${formatTravelDate(booking.booking_date)} did not reach the travellers it needs to run.`,
    actor,
  });
  if (!outcome.ok)
    return answer("error", "Not changed", outcome.message, statusOfRefusal(outcome.kind));
  const mailed = await sendBookingStatusMail(outcome.booking, outcome.event);
  await noteDepartureChanged(db, departureId);
  return answer(
    "success",
    "Booking cancelled",
    mailed
      ? `${booking.client_name}'s booking is cancelled and an email to ${booking.client_email} is on its way.`
      : `${booking.client_name}'s booking is cancelled, but the email could not be sent; contact them directly.`,
  );
}
