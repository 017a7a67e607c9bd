import { data } from "react-router";
import type { Route } from "./+types/booking";
import type { NoticeData } from "~/features/auth/notice";
import { approveCancellationIntent } from "~/features/admin/cancellation-request-panel";
import { parseStatusChange } from "../../../domain/admin/booking-status-form";
import type { StatusFormField } from "../../../domain/admin/booking-status-fields";
import { completableFrom, nextStatuses } from "../../../domain/booking/transitions";
import {
  sendBookingStatusMail,
  noteDepartureChanged,
  bookingHistory,
  findBooking,
  transitionBooking,
  bookedQuotesOf,
} from "../../../server/modules/bookings";
import { erasureRecordOf, travellerSlots } from "../../../server/modules/travellers";
import { adminUserContext } from "./layout.server";
import { approveCancellationAction, cancellationRequestOf } from "./booking-cancellation.server";
import { isLedgerIntent, ledgerAction, ledgerView } from "./booking-payments.server";
import { amountOwedBy } from "../../../server/modules/payments";
import { businessToday } from "../../../server/platform/clock";
import { dbContext, outboxContext } from "../../../server/platform/http/request-context";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const booking = await findBooking(db, params.id);
  if (!booking) throw data("There is no booking with this reference.", { status: 404 });
  const history = await bookingHistory(db, booking.id);
  const next = nextStatuses(booking.booking_status, {
    travelDate: booking.booking_date,
    today: businessToday(),
  });
  // The cancel step (?step=cancel) is a page of its own, so it works without JavaScript.
  const cancelling =
    new URL(request.url).searchParams.get("step") === "cancel" && next.includes("cancelled");
  return {
    booking,
    history,
    // Each participant's category and document number, and the lines it was booked at (issue 19).
    booked: (await bookedQuotesOf(db, [booking.id])).get(booking.id)!,
    // The payment plan, the ledger and the balance (issue 16).
    ledger: await ledgerView(db, booking.id),
    next,
    cancelling,
    cancellationRequest: await cancellationRequestOf(db, booking),
    // Each traveller's details and readiness flags, or when they were erased (decision 0031).
    travellers: (await travellerSlots(db, booking)).map(
      ({ slot, category, complete, filledBy, filledAt, details, advice }) => ({
        slot,
        category,
        complete,
        filledBy,
        filledAt,
        details,
        advice,
      }),
    ),
    travellersErased: await erasureRecordOf(db, booking.id),
    // Shown while a confirmed trip waits for its date: when "Mark completed" will appear.
    completableFrom:
      booking.booking_status === "confirmed" ? completableFrom(booking.booking_date) : null,
  };
}

type FieldErrors = Partial<Record<StatusFormField, string>>;

function refused(status: number, description: string, errors: FieldErrors = {}, values = {}) {
  const notice: NoticeData = { tone: "error", title: "Not changed", description };
  return data({ notice, errors, values: values as Record<string, string> }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const db = context.get(dbContext);
  const booking = await findBooking(db, params.id);
  if (!booking) return refused(404, "There is no booking with this reference.");
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  if (form.intent === approveCancellationIntent)
    return approveCancellationAction(
      db,
      booking,
      form,
      { id: admin.id, email: admin.email },
      context.get(outboxContext),
    );
  if (isLedgerIntent(form.intent)) return ledgerAction(db, booking, form.intent, form, admin);
  // The final total is typed in the booking's ledger currency, against what it owes (0038).
  const owed = await amountOwedBy(db, booking);
  const parsed = parseStatusChange(form, { amountMinor: owed.totalMinor, currency: owed.currency });
  if (!parsed.ok) {
    const messages = Object.values(parsed.errors);
    return refused(400, messages.join(" "), parsed.errors, form);
  }
  const { to, note, reason, finalTotal, finalTotalCurrency } = parsed.change;
  const outcome = await transitionBooking(db, {
    bookingId: booking.id,
    to,
    note,
    reason,
    finalTotal,
    finalTotalCurrency,
    actor: { id: admin.id, email: admin.email },
  });
  if (!outcome.ok) return refused(statusOfRefusal(outcome.kind), outcome.message);
  const mailed = await sendBookingStatusMail(outcome.booking, outcome.event);
  // A cancelled booking frees seats: its departure may now miss its minimum on decision day.
  if (outcome.booking.departure_id) await noteDepartureChanged(db, outcome.booking.departure_id);
  const status = outcome.booking.booking_status;
  const description = mailed
    ? // Stored in the mail outbox: sent now, or retried until the mail server takes it.
      `The booking is now ${status} and an email to ${outcome.booking.client_email} is on its way.`
    : `The booking is now ${status}, but the email to ${outcome.booking.client_email} could not be sent; contact them directly.`;
  const notice: NoticeData = { tone: "success", title: "Booking updated", description };
  return data({ notice, errors: {} as FieldErrors, values: {} as Record<string, string> });
}
