import { data } from "react-router";
import type { Route } from "./+types/booking";
import type { NoticeData } from "~/features/auth/notice";
import { nextStatuses } from "../../../domain/booking/transitions";
import { getDb } from "../../../server/db";
import { sendBookingStatusMail } from "../../../server/services/admin-booking-mail";
import {
  bookingHistory,
  findBooking,
  transitionBooking,
} from "../../../server/services/booking-workflow";
import { adminUserContext } from "./layout.server";

export async function loader({ params }: Route.LoaderArgs) {
  const { db } = getDb();
  const booking = await findBooking(db, params.id);
  if (!booking) throw data("There is no booking with this reference.", { status: 404 });
  const history = await bookingHistory(db, booking.id);
  return { booking, history, next: nextStatuses(booking.booking_status) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = await request.formData();
  const to = String(form.get("to") ?? "");
  const note = String(form.get("note") ?? "").slice(0, 1000) || null;
  const outcome = await transitionBooking(getDb().db, {
    bookingId: params.id,
    to,
    note,
    actor: { id: admin.id, email: admin.email },
  });
  if (!outcome.ok) {
    return data(
      {
        notice: {
          tone: "error",
          title: "Not changed",
          description: outcome.error,
        } satisfies NoticeData,
      },
      { status: outcome.status },
    );
  }
  const mailed = await sendBookingStatusMail(outcome.booking, outcome.event.note);
  const description = mailed
    ? // Stored in the mail outbox: sent now, or retried until the mail server takes it.
      `The booking is now ${outcome.booking.booking_status} and an email to ${outcome.booking.client_email} is on its way.`
    : `The booking is now ${outcome.booking.booking_status}, but the email to ${outcome.booking.client_email} could not be sent; contact them directly.`;
  return data({
    notice: { tone: "success", title: "Booking updated", description } satisfies NoticeData,
  });
}
