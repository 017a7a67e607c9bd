import type { Kysely } from "kysely";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { businessDay } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import {
  parseTravellerRequestForm,
  type TravellerRequestForm,
} from "../../../domain/booking/traveller-request-schema";
import {
  isTravellerRequestKind,
  travellerRequestTexts,
  travellerRequestsPerHour,
  whyNoRequests,
  type StoredTravellerRequest,
  type TravellerRequestKind,
} from "../../../domain/booking/traveller-requests";
import type { FormNotice } from "../../../domain/forms/form-notice";
import { sharedRateLimiter } from "../../platform/http/rate-limiters";
import { inquiryKindLabels } from "../../../domain/inquiries/inquiry-kinds";
import { formatMoney } from "../../../domain/money/format";
import { owedBreakdown, type AmountOwed } from "../../../domain/payments/amount-owed";
import { amountOwedBy } from "../payments";
import { env, siteContacts } from "../../platform/config";
import { findBookingForViewer, type BookingViewer } from "./store";
import type { Booking, Database, Inquiry } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailer, inquiryNotificationEmail } from "../../platform/mail";
import { insertInquiry, type InquirySummary } from "../inquiries";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk, type RefusalKind } from "../../platform/refusal";

/**
 * A signed-in traveller's "Request a change" and "Request cancellation" (the dashboard), stored
 * as inquiries of those kinds with the booking they are about, mailed to the operator with the
 * traveller as Reply-To, and read back for the dashboard's acknowledgement. A request changes
 * nothing about the booking: the operator decides (decision 0019).
 */

export interface Requester extends BookingViewer {
  name: string;
}

export type TravellerRequestOutcome =
  | { ok: true; inquiry: Inquiry; booking: Booking; summary: InquirySummary }
  | NotOk<"not-found" | "conflict">;

export async function createTravellerRequest(
  db: Kysely<Database>,
  input: { requester: Requester; request: TravellerRequestForm; today: string; now?: Date },
): Promise<TravellerRequestOutcome> {
  const { requester, request } = input;
  const booking = await findBookingForViewer(db, requester, request.bookingId);
  // Someone else's booking reads exactly like one that does not exist.
  if (!booking)
    return notOk(
      "not-found",
      "We could not find this booking among yours. Please reload the page and try again.",
    );
  const refusal = whyNoRequests(booking, input.today);
  if (refusal) return notOk("conflict", refusal);

  const reference = shortReference(booking.id);
  const name = requester.name.trim() || booking.client_name;
  const payload = {
    bookingReference: reference,
    trip: booking.adventure_type,
    travelDate: booking.booking_date,
    participants: booking.number_of_participants,
    bookingStatus: booking.booking_status,
    name,
    email: requester.email,
    phone: booking.client_phone,
    message: request.message || null,
  };
  const inquiry = await insertInquiry(
    db,
    request.kind,
    payload,
    requester.email,
    input.now,
    booking.id,
  );
  return {
    ok: true,
    inquiry,
    booking,
    summary: requestSummary(request.kind, booking, inquiry, {
      ...payload,
      name,
      owed: await amountOwedBy(db, booking),
    }),
  };
}

function requestSummary(
  kind: TravellerRequestKind,
  booking: Booking,
  inquiry: Inquiry,
  payload: { name: string; email: string; message: string | null; owed: AmountOwed },
): InquirySummary {
  const reference = shortReference(booking.id);
  const { siteUrl } = siteContacts();
  const details: Array<[string, string]> = [
    ["Booking reference", reference],
    ["Trip", booking.adventure_type],
    ["Travel date", booking.booking_date],
    ["Participants", String(booking.number_of_participants)],
    // What the booking owes (its lines, decision 0038), as the admin page and the traveller see it.
    [
      "Booking total",
      owedBreakdown(payload.owed) ?? formatMoney(payload.owed.totalMinor, payload.owed.currency),
    ],
    ["Booking status", booking.booking_status],
    ["Name", payload.name],
    ["Email", payload.email],
    ["Phone", booking.client_phone ?? "Not provided"],
    ["Message", payload.message ?? "None"],
    ["Booking in the admin", `${siteUrl}/admin/bookings/${booking.id}`],
  ];
  if (kind === "cancellation-request")
    details.push([
      "Please note",
      "The booking is not cancelled yet: cancel it on its admin page once you have agreed with the traveller.",
    ]);
  return {
    kind,
    reference: shortReference(inquiry.id),
    kindLabel: inquiryKindLabels[kind],
    topic: `${booking.adventure_type} on ${booking.booking_date} (${reference})`,
    name: payload.name,
    email: payload.email,
    details,
    // The traveller is answered on the dashboard, not by mail: no receipt is sent.
    receipt: [],
  };
}

/**
 * The operator's notification. Reply goes to the traveller (their verified account address).
 * The request is already stored; a failure here is logged, and the request still shows in the
 * admin inbox.
 */
export async function sendTravellerRequestMail(
  summary: InquirySummary,
  inquiryId: string,
): Promise<boolean> {
  try {
    await getMailer().send({
      to: env().OPERATOR_EMAIL,
      replyTo: summary.email,
      ...inquiryNotificationEmail(summary, siteContacts().siteUrl),
    });
    return true;
  } catch (error) {
    logger.error(
      { err: error, inquiryId, kind: summary.kind },
      "traveller request mail failed; the request is stored",
    );
    return false;
  }
}

/** The requests made about these bookings, oldest first (the dashboard keeps the newest per kind). */
export async function travellerRequestsFor(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<StoredTravellerRequest[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectFrom("inquiries")
    .select(["booking_id", "kind", "created_at"])
    .where("booking_id", "in", bookingIds)
    .where("kind", "in", ["change-request", "cancellation-request"])
    .orderBy("created_at")
    .execute();
  return rows.flatMap((row) =>
    row.booking_id && (row.kind === "change-request" || row.kind === "cancellation-request")
      ? [{ booking_id: row.booking_id, kind: row.kind, created_at: row.created_at }]
      : [],
  );
}

export interface OperatorNote {
  booking_id: string;
  text: string;
  /** ISO timestamp. */
  created_at: string;
}

/**
 * The operator's notes to the traveller on these bookings, oldest first: the note the admin
 * booking page sends with a status change ("Note for the traveller and the history"), which the
 * traveller also received by email. Who wrote it stays internal.
 */
export async function operatorNotesFor(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<OperatorNote[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectFrom("booking_events")
    .select(["booking_id", "note", "created_at"])
    .where("booking_id", "in", bookingIds)
    .where("note", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) =>
    row.note?.trim()
      ? [{ booking_id: row.booking_id, text: row.note, created_at: row.created_at }]
      : [],
  );
}

/** Requests per account and hour, counted in every process (PostgreSQL) like the other writes. */
let requestsPerAccount: RateLimiterAbstract | undefined;

export interface TravellerRequestFormOutcome {
  intent: "request";
  /** Why the request was not sent, or null when it was (the route makes it a status code). */
  refusalKind: Extract<RefusalKind, "invalid" | "not-found" | "conflict" | "limited"> | null;
  /** The booking the answer belongs to, so the dashboard shows it on that booking's card. */
  bookingId: string | null;
  kind: TravellerRequestKind | null;
  notice: FormNotice;
  /** What the traveller typed, given back when the request was refused, so nothing is lost. */
  message?: string;
  retryAfterSeconds?: number;
}

/**
 * The dashboard form's whole path: read, count against the account's hourly allowance, store,
 * mail the operator. Every refusal has its kind and a sentence; nothing is stored then.
 */
export async function submitTravellerRequest(
  db: Kysely<Database>,
  form: Readonly<Record<string, unknown>>,
  requester: Requester,
  now: Date = systemNow(),
): Promise<TravellerRequestFormOutcome> {
  const bookingId = typeof form.bookingId === "string" ? form.bookingId.slice(0, 64) : null;
  const kind = isTravellerRequestKind(form.kind) ? form.kind : null;
  const typed = typeof form.message === "string" ? form.message.slice(0, 2000) : undefined;
  const refused = (
    refusalKind: NonNullable<TravellerRequestFormOutcome["refusalKind"]>,
    description: string,
    extra: object = {},
  ) => ({
    intent: "request" as const,
    refusalKind,
    bookingId,
    kind,
    message: typed,
    notice: { tone: "error" as const, title: "Request not sent", description },
    ...extra,
  });

  const parsed = parseTravellerRequestForm(form);
  if (!parsed.ok) return refused("invalid", parsed.error);

  requestsPerAccount ??= sharedRateLimiter({
    keyPrefix: "traveller-request",
    points: travellerRequestsPerHour,
    duration: 60 * 60,
  });
  try {
    await requestsPerAccount.consume(requester.userId);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
    return refused(
      "limited",
      `You have sent ${travellerRequestsPerHour} requests in the last hour. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reply to one of our emails.`,
      { retryAfterSeconds: minutes * 60 },
    );
  }

  const outcome = await createTravellerRequest(db, {
    requester,
    request: parsed.request,
    today: businessDay(now),
    now,
  });
  if (!outcome.ok) {
    // Nothing was stored, so it does not use up the allowance.
    await requestsPerAccount.reward(requester.userId).catch(() => {});
    return refused(outcome.kind, outcome.message);
  }
  await sendTravellerRequestMail(outcome.summary, outcome.inquiry.id);
  return {
    intent: "request",
    refusalKind: null,
    bookingId: outcome.booking.id,
    kind: parsed.request.kind,
    notice: {
      tone: "success",
      title: "Request sent",
      description: travellerRequestTexts[parsed.request.kind].sent,
    },
  };
}
