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
  findBookingByIdempotencyKey,
  receiptCookieFor,
  bookTrips,
  priceChangedMessage,
  type TripsOutcome,
} from "../modules/bookings";
import { logger } from "../platform/logger";
import { loggablePath } from "../platform/http/request-log";
import {
  apiError,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerEmail,
  rateLimitPerIp,
} from "../platform/http/json-api";

/**
 * Booking requests one email address may send an hour (each mails the operator and the
 * traveller once, however many trips it lists). The per-address limit is ten times wider, for
 * many travellers behind one carrier NAT address.
 */
const bookingsPerEmail = rateLimitPerEmail({
  points: 10,
  durationSeconds: 3600,
  keyPrefix: "secure-booking-email",
});

/** Where the browser that booked reads its references (app/routes/booking-confirmation.tsx). */
export const CONFIRMATION_PATH = "/booking/confirmation";

function honeypotRefusal(c: Context) {
  logger.warn({ path: loggablePath(c.req.path) }, "booking honeypot filled in; request dropped");
  return apiError(c, 400, "This request could not be accepted. Please contact us directly.");
}

/**
 * Stores the request (bookTrips) within the per-email limit. Only new bookings count: a retry of
 * a request already answered (its reply lost on a bad connection) gets its answer even when the
 * email has used up its hour.
 */
async function book(
  c: Context,
  request: Parameters<typeof bookTrips>[1],
): Promise<TripsOutcome | Response> {
  const limited = await bookingsPerEmail.take(c, request.clientEmail);
  if (limited) {
    const { db } = getDb();
    const keys = request.trips.map((trip) => trip.key);
    const answered = await Promise.all(
      keys.map((key) => (key ? findBookingByIdempotencyKey(db, key) : undefined)),
    );
    if (!answered.every(Boolean)) return limited;
  }
  const user = await getSessionUser(c.req.raw);
  const outcome = await bookTrips(getDb().db, request, { userId: user?.id ?? null });
  if (!limited && outcome.kind !== "created") await bookingsPerEmail.giveBack(request.clientEmail);
  if (outcome.kind === "created") {
    // The mails are already stored with the bookings; the first attempt need not hold up the answer.
    void outcome
      .sendMails()
      .catch((error: unknown) =>
        logger.error(
          { err: error, bookingIds: outcome.bookings.map((booking) => booking.id) },
          "booking mail attempt failed; the outbox retries it",
        ),
      );
  }
  return outcome;
}

/** A booking's answer, with the cookie that lets this browser open its confirmation page. */
function booked(
  c: Context,
  outcome: Extract<TripsOutcome, { kind: "created" | "replayed" }>,
  data: unknown,
): Response {
  return jsonAnswer(c, data, outcome.kind === "created" ? 201 : 200, {
    "Set-Cookie": receiptCookieFor(outcome.confirmations.map((item) => item.booking.id)),
  });
}

/** One budget per address for both endpoints: a cart is one request, like a single booking. */
const perAddress = rateLimitPerIp({
  points: 100,
  durationSeconds: 600,
  keyPrefix: "secure-booking",
});

/**
 * POST /api/secure-booking: one booking request, priced by the server, stored `pending`.
 * POST /api/cart-booking: the Trip Cart's trips in one request, stored together, one email.
 * A total that differs from the server's quote stores nothing and gets 409 with the new quote.
 * A retry with the same Idempotency-Key (for the cart: the same item keys) gets the first
 * answer and creates nothing.
 */
export const bookingApi = new Hono()
  .post("/secure-booking", perAddress, jsonBodyLimit(16 * 1024), async (c) => {
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
    if (website) return honeypotRefusal(c);

    const outcome = await book(c, {
      clientName: trip.clientName,
      clientEmail: trip.clientEmail,
      clientPhone: trip.clientPhone,
      trips: [{ ...trip, key: idempotencyKey, specialRequirements }],
    });
    if (outcome instanceof Response) return outcome;
    switch (outcome.kind) {
      case "invalid":
        return apiError(c, outcome.status, outcome.error);
      case "price-changed":
        return jsonAnswer(
          c,
          { error: priceChangedMessage(outcome.quotes), quote: outcome.quotes[0] },
          409,
        );
      case "replayed":
      case "created":
        return booked(c, outcome, outcome.confirmations[0]);
    }
  })
  .post("/cart-booking", perAddress, jsonBodyLimit(64 * 1024), async (c) => {
    const parsed = await parseJsonBody(c, cartBookingRequestSchema);
    if ("response" in parsed) return parsed.response;
    const { website, ...request } = parsed.data;
    if (website) return honeypotRefusal(c);

    const outcome = await book(c, request);
    if (outcome instanceof Response) return outcome;
    switch (outcome.kind) {
      case "invalid":
        return apiError(c, outcome.status, outcome.error);
      case "price-changed":
        return jsonAnswer(
          c,
          { error: priceChangedMessage(outcome.quotes), quotes: outcome.quotes },
          409,
        );
      case "replayed":
      case "created":
        return booked(c, outcome, {
          success: true,
          message: "We'll contact you within 24 hours to confirm details.",
          bookings: outcome.confirmations.map((confirmation) => confirmation.booking),
          confirmationUrl: CONFIRMATION_PATH,
        });
    }
  });
