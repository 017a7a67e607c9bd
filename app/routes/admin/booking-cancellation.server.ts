import type { Kysely } from "kysely";
import { data } from "react-router";
import type { NoticeData } from "~/features/auth/notice";
import type { StatusFormField } from "../../../domain/admin/booking-status-fields";
import { maxNoteLength, maxReasonLength } from "../../../domain/admin/booking-status-fields";
import type { Booking, Database } from "../../../server/platform/db/schema";
import {
  approveCancellation,
  refundView,
  requestedCancellation,
} from "../../../server/modules/bookings";
import type { Actor } from "../../../server/modules/bookings";
import type { Mailer } from "../../../server/platform/mail";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";

/** The admin booking page's cancellation request: when the traveller asked and the policy's refund. */
export async function cancellationRequestOf(db: Kysely<Database>, booking: Booking) {
  const requested = await requestedCancellation(db, booking);
  return requested
    ? { requestedOn: requested.requestedOn, refund: refundView(requested.quote) }
    : null;
}

type FieldErrors = Partial<Record<StatusFormField, string>>;

/** "Approve cancellation and refund": checks the reason, then cancels, refunds and mails. */
export async function approveCancellationAction(
  db: Kysely<Database>,
  booking: Booking,
  form: Record<string, string>,
  actor: Actor,
  mailer: Mailer,
) {
  const values = { reason: form.reason ?? "", note: form.note ?? "" };
  const refused = (status: number, description: string, errors: FieldErrors = {}) =>
    data(
      {
        notice: { tone: "error", title: "Not changed", description } satisfies NoticeData,
        errors,
        values,
      },
      { status },
    );
  const reason = values.reason.trim();
  if (!reason) {
    const error = "Give the reason for the cancellation: the traveller reads it.";
    return refused(400, error, { reason: error });
  }
  if (reason.length > maxReasonLength || values.note.length > maxNoteLength) {
    const error = `Keep the reason within ${maxReasonLength} characters and the note within ${maxNoteLength}.`;
    return refused(400, error, { reason: error });
  }
  const outcome = await approveCancellation(db, {
    bookingId: booking.id,
    reason,
    note: values.note.trim() || null,
    actor,
    mailer,
  });
  if (!outcome.ok) return refused(statusOfRefusal(outcome.kind), outcome.message);
  const { refund } = refundView(outcome.quote);
  const parts = [
    "The booking is cancelled and its seats are free again.",
    outcome.quote.refundMinor > 0
      ? outcome.refundRecorded
        ? `A refund of ${refund} is recorded in the ledger: send it the way the traveller paid.`
        : `The refund of ${refund} could not be recorded: record it by hand.`
      : "Nothing is refunded under the policy.",
    outcome.mailed
      ? `An email to ${booking.client_email} is on its way.`
      : `The email to ${booking.client_email} could not be sent; contact them directly.`,
  ];
  const notice: NoticeData = {
    tone: outcome.refundRecorded || outcome.quote.refundMinor === 0 ? "success" : "error",
    title: "Cancellation approved",
    description: parts.join(" "),
  };
  return data({ notice, errors: {} as FieldErrors, values: {} as Record<string, string> });
}
