import type { InquiryKind } from "../inquiries/inquiry-kinds";
import type { BookingStatus } from "./booking-status";

/**
 * What a signed-in traveller may ask about one of their bookings from the dashboard. Each request
 * is stored as an inquiry of the same kind (domain/inquiries/inquiry-kinds.ts), so it reaches the
 * operator's inbox beside the contact messages and quotes; nothing about the booking changes
 * until the operator acts on it. No zod here: the dashboard's forms use these lists in the browser
 * (traveller-request-schema.ts holds the server's schema).
 */
export const travellerRequestKinds = [
  "change-request",
  "cancellation-request",
] as const satisfies readonly InquiryKind[];
export type TravellerRequestKind = (typeof travellerRequestKinds)[number];

export function isTravellerRequestKind(value: unknown): value is TravellerRequestKind {
  return typeof value === "string" && (travellerRequestKinds as readonly string[]).includes(value);
}

/** The words the dashboard uses for each kind: the button, the form, and the acknowledgement. */
export const travellerRequestTexts: Readonly<
  Record<
    TravellerRequestKind,
    {
      action: string;
      messageLabel: string;
      messageHint: string;
      submit: string;
      acknowledged: string;
      sent: string;
    }
  >
> = {
  "change-request": {
    action: "Request a change",
    messageLabel: "What would you like to change?",
    messageHint: "For example another date, more travellers, or a different room.",
    submit: "Send change request",
    acknowledged: "Change requested",
    sent: "We have your change request and will reply by email within 24 hours.",
  },
  "cancellation-request": {
    action: "Request cancellation",
    messageLabel: "Anything we should know? (optional)",
    messageHint:
      "Your booking stays as it is until we reply: we confirm the cancellation by email within 24 hours.",
    submit: "Send cancellation request",
    acknowledged: "Cancellation requested",
    sent: "We have your cancellation request. Your booking stays as it is until we confirm by email, within 24 hours.",
  },
};

/** Characters a request's message may hold; a change request needs at least one. */
export const travellerRequestMessageLimits: Readonly<
  Record<TravellerRequestKind, { min: number; max: number }>
> = {
  "change-request": { min: 1, max: 2000 },
  "cancellation-request": { min: 0, max: 2000 },
};

/** Requests one account may send in an hour, every booking and kind together. */
export const travellerRequestsPerHour = 5;

export interface RequestableBooking {
  booking_status: BookingStatus;
  /** yyyy-mm-dd */
  booking_date: string;
}

/**
 * Why a booking takes no more requests, or null when it does: a trip that is still to come and
 * not cancelled or completed. A trip starting today still counts (a late change is still a
 * change the operator must hear about).
 */
export function whyNoRequests(booking: RequestableBooking, today: string): string | null {
  if (booking.booking_status === "cancelled")
    return "This booking is cancelled, so there is nothing left to change. Write to us if you would like to book again.";
  if (booking.booking_status === "completed")
    return "This trip is completed. Write to us if something about it needs our attention.";
  if (booking.booking_date < today)
    return "This trip's date has passed. Write to us if something about it needs our attention.";
  return null;
}

export interface StoredTravellerRequest {
  booking_id: string;
  kind: TravellerRequestKind;
  /** ISO timestamp. */
  created_at: string;
}

/**
 * The newest request of each kind per booking, which is what the dashboard acknowledges
 * ("Change requested on Nov 24, 2026"); kinds in the order of travellerRequestKinds.
 */
export function latestRequestsByBooking(
  requests: readonly StoredTravellerRequest[],
): Map<string, StoredTravellerRequest[]> {
  const newest = new Map<string, StoredTravellerRequest>();
  for (const request of requests) {
    const key = `${request.booking_id}|${request.kind}`;
    const seen = newest.get(key);
    if (!seen || request.created_at > seen.created_at) newest.set(key, request);
  }
  const byBooking = new Map<string, StoredTravellerRequest[]>();
  for (const request of newest.values()) {
    const list = byBooking.get(request.booking_id) ?? [];
    list.push(request);
    byBooking.set(request.booking_id, list);
  }
  for (const list of byBooking.values())
    list.sort(
      (a, b) => travellerRequestKinds.indexOf(a.kind) - travellerRequestKinds.indexOf(b.kind),
    );
  return byBooking;
}
