import { Hono } from "hono";
import { bookingRequestSchema, idempotencyKeySchema } from "../../domain/booking/booking-request";
import { formatUsd } from "../../domain/pricing/money";
import { getSessionUser } from "../auth/session";
import { siteContacts, env } from "../config";
import { getDb } from "../db";
import { findBookingByIdempotencyKey } from "../db/bookings";
import { logger } from "../logger";
import { summaryOf } from "../mail/booking-summary";
import { bookingNotificationEmail, bookingReceivedEmail, getMailOutbox } from "../mail";
import { createBookingRequest, type BookingMails } from "../services/bookings";
import {
  apiError,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerEmail,
  rateLimitPerIp,
} from "./json-api";

/** The traveller's summary and the operator's notification, stored with the booking. */
const bookingMails: BookingMails = {
  compose(booking) {
    const summary = summaryOf(booking);
    const { siteUrl } = siteContacts();
    return [
      { to: booking.client_email, ...bookingReceivedEmail(summary, siteUrl, formatUsd) },
      { to: env().OPERATOR_EMAIL, ...bookingNotificationEmail(summary, siteUrl, formatUsd) },
    ];
  },
  queueWithin: (executor, mails) => getMailOutbox().queueWithin(executor, mails),
};

/**
 * Bookings one email address may request an hour (each mails the operator and the traveller).
 * The per-address limit is ten times wider, for many travellers behind one carrier NAT address.
 */
const bookingsPerEmail = rateLimitPerEmail({
  points: 10,
  durationSeconds: 3600,
  keyPrefix: "secure-booking-email",
});

/**
 * POST /api/secure-booking: one booking request, priced by the server, stored `pending`.
 * A retry with the same Idempotency-Key gets the first answer and creates nothing.
 */
export const bookingApi = new Hono().post(
  "/secure-booking",
  rateLimitPerIp({ points: 100, durationSeconds: 600, keyPrefix: "secure-booking" }),
  jsonBodyLimit(16 * 1024),
  async (c) => {
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
    if (parsed.data.website) {
      logger.warn({ path: c.req.path }, "booking honeypot filled in; request dropped");
      return apiError(c, 400, "This request could not be accepted. Please contact us directly.");
    }

    // Only new bookings count: a retry of one already answered (its reply lost on a bad
    // connection) gets its answer even when the email has used up its hour.
    const limited = await bookingsPerEmail.take(c, parsed.data.clientEmail);
    if (
      limited &&
      !(idempotencyKey && (await findBookingByIdempotencyKey(getDb().db, idempotencyKey)))
    )
      return limited;

    const user = await getSessionUser(c.req.raw);
    const outcome = await createBookingRequest(getDb().db, parsed.data, {
      userId: user?.id ?? null,
      idempotencyKey,
      mails: bookingMails,
    });
    if (!limited && outcome.kind !== "created")
      await bookingsPerEmail.giveBack(parsed.data.clientEmail);
    if (outcome.kind === "invalid") return apiError(c, outcome.status, outcome.error);
    if (outcome.kind === "replayed") return c.json(outcome.confirmation, 200);

    if (
      parsed.data.totalPrice !== undefined &&
      parsed.data.totalPrice !== outcome.booking.total_price
    ) {
      logger.info(
        {
          bookingId: outcome.booking.id,
          sent: parsed.data.totalPrice,
          stored: outcome.booking.total_price,
        },
        "client total differs from the server price; stored the server price",
      );
    }
    // The mails are already stored with the booking; the first attempt need not hold up the answer.
    void outcome
      .sendMails()
      .catch((error: unknown) =>
        logger.error(
          { err: error, bookingId: outcome.booking.id },
          "booking mail attempt failed; the outbox retries it",
        ),
      );
    return c.json(outcome.confirmation, 201);
  },
);
