import type { Context } from "hono";
import { Hono } from "hono";
import {
  bookingRequestSchema,
  cartBookingRequestSchema,
  idempotencyKeySchema,
} from "../../domain/booking/booking-request";
import { getSessionUser } from "../modules/accounts";
import { getDb } from "../platform/db";
import {
  receiptCookieFor,
  requestBooking,
  type BookingRequestOutcome,
  type TripsRequest,
} from "../modules/bookings";
import { clientAddress } from "../platform/http/client-ip";
import {
  apiError,
  apiRefusal,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
} from "../platform/http/json-api";
import { statusOfRefusal } from "../platform/http/refusal-status";

/** Where the browser that booked reads its references (app/routes/booking-confirmation.tsx). */
export const CONFIRMATION_PATH = "/booking/confirmation";

type Booked = Extract<BookingRequestOutcome, { kind: "created" | "replayed" }>;

/**
 * The JSON adapter of the booking use case (requestBooking): the request's shape checked here,
 * everything else there. A booking's answer carries the cookie that lets this browser open its
 * confirmation page; a refusal is `{ error }` with its kind's status (refusal-status.ts), and a
 * changed price adds the new quote(s).
 */
async function answer(
  c: Context,
  request: TripsRequest,
  honeypot: string | undefined,
  body: (booked: Booked) => unknown,
  changed: (quotes: Extract<BookingRequestOutcome, { kind: "price-changed" }>["quotes"]) => object,
): Promise<Response> {
  const user = await getSessionUser(c.req.raw);
  const outcome = await requestBooking(getDb().db, request, {
    clientAddress: clientAddress(c),
    userId: user?.id ?? null,
    honeypot,
    path: c.req.path,
  });
  switch (outcome.kind) {
    case "created":
    case "replayed":
      return jsonAnswer(c, body(outcome), outcome.kind === "created" ? 201 : 200, {
        "Set-Cookie": receiptCookieFor(outcome.confirmations.map((item) => item.booking.id)),
      });
    case "price-changed":
      return jsonAnswer(
        c,
        { error: outcome.message, ...changed(outcome.quotes) },
        statusOfRefusal(outcome.kind),
      );
    default:
      return apiRefusal(c, outcome);
  }
}

/**
 * POST /api/secure-booking: one booking request, priced by the server, stored `pending`.
 * POST /api/cart-booking: the Trip Cart's trips in one request, stored together, one email.
 * A total that differs from the server's quote stores nothing and gets 409 with the new quote.
 * A retry with the same Idempotency-Key (for the cart: the same item keys) gets the first
 * answer and creates nothing.
 */
export const bookingApi = new Hono()
  .post("/secure-booking", jsonBodyLimit(16 * 1024), async (c) => {
    const keyHeader = c.req.header("idempotency-key");
    let idempotencyKey: string | null = null;
    if (keyHeader !== undefined) {
      const key = idempotencyKeySchema.safeParse(keyHeader);
      if (!key.success)
        return apiError(
          c,
          400,
          key.error.issues[0]?.message ?? "The Idempotency-Key header is invalid.",
        );
      idempotencyKey = key.data;
    }
    const parsed = await parseJsonBody(c, bookingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const { website, specialRequirements, ...trip } = parsed.data;
    return answer(
      c,
      {
        clientName: trip.clientName,
        clientEmail: trip.clientEmail,
        clientPhone: trip.clientPhone,
        trips: [{ ...trip, key: idempotencyKey, specialRequirements }],
      },
      website,
      (booked) => booked.confirmations[0],
      (quotes) => ({ quote: quotes[0] }),
    );
  })
  .post("/cart-booking", jsonBodyLimit(64 * 1024), async (c) => {
    const parsed = await parseJsonBody(c, cartBookingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const { website, ...request } = parsed.data;
    return answer(
      c,
      request,
      website,
      (booked) => ({
        success: true,
        message: "We'll contact you within 24 hours to confirm details.",
        bookings: booked.confirmations.map((confirmation) => confirmation.booking),
        confirmationUrl: CONFIRMATION_PATH,
      }),
      (quotes) => ({ quotes }),
    );
  });
