import { Hono } from "hono";
import { bookingRequestSchema, idempotencyKeySchema } from "../../domain/booking/booking-request";
import { formatUsd } from "../../domain/pricing/money";
import { getSessionUser } from "../auth/session";
import { siteContacts, env } from "../config";
import { getDb } from "../db";
import type { Booking } from "../db/schema";
import { logger } from "../logger";
import { summaryOf } from "../mail/booking-summary";
import { bookingNotificationEmail, bookingReceivedEmail, getMailer } from "../mail";
import { createBookingRequest } from "../services/bookings";
import { apiError, jsonBodyLimit, parseJsonBody, rateLimitPerIp } from "./json-api";

/** The traveller's summary and the operator's notification. The booking is already stored; a mail failure is logged, not fatal. */
async function sendBookingMails(booking: Booking): Promise<void> {
  const summary = summaryOf(booking);
  const { siteUrl } = siteContacts();
  const mailer = getMailer();
  const results = await Promise.allSettled([
    mailer.send({ to: booking.client_email, ...bookingReceivedEmail(summary, siteUrl, formatUsd) }),
    mailer.send({ to: env().OPERATOR_EMAIL, ...bookingNotificationEmail(summary, siteUrl, formatUsd) }),
  ]);
  for (const result of results) {
    if (result.status === "rejected") logger.error({ err: result.reason, bookingId: booking.id }, "booking mail failed");
  }
}

/**
 * POST /api/secure-booking: one booking request, priced by the server, stored `pending`.
 * A retry with the same Idempotency-Key gets the first answer and creates nothing.
 */
export const bookingApi = new Hono().post(
  "/secure-booking",
  rateLimitPerIp({ points: 30, durationSeconds: 600, keyPrefix: "secure-booking" }),
  jsonBodyLimit(16 * 1024),
  async (c) => {
    const keyHeader = c.req.header("idempotency-key");
    let idempotencyKey: string | null = null;
    if (keyHeader !== undefined) {
      const key = idempotencyKeySchema.safeParse(keyHeader);
      if (!key.success) return apiError(c, 400, key.error.issues[0]?.message ?? "The Idempotency-Key header is invalid.");
      idempotencyKey = key.data;
    }
    const parsed = await parseJsonBody(c, bookingRequestSchema);
    if ("response" in parsed) return parsed.response;
    if (parsed.data.website) {
      logger.warn({ path: c.req.path }, "booking honeypot filled in; request dropped");
      return apiError(c, 400, "This request could not be accepted. Please contact us directly.");
    }

    const user = await getSessionUser(c.req.raw);
    const outcome = await createBookingRequest(getDb().db, parsed.data, { userId: user?.id ?? null, idempotencyKey });
    if (outcome.kind === "invalid") return apiError(c, outcome.status, outcome.error);
    if (outcome.kind === "replayed") return c.json(outcome.confirmation, 200);

    if (parsed.data.totalPrice !== undefined && parsed.data.totalPrice !== outcome.booking.total_price) {
      logger.info({ bookingId: outcome.booking.id, sent: parsed.data.totalPrice, stored: outcome.booking.total_price }, "client total differs from the server price; stored the server price");
    }
    void sendBookingMails(outcome.booking);
    return c.json(outcome.confirmation, 201);
  },
);
