import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { LIMITS } from "../../platform/limits";
import { logger } from "../../platform/logger";
import { refused, type Refusal } from "../../platform/refusal";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
} from "../../platform/http/rate-limiters";
import { loggablePath } from "../../platform/http/request-log";
import { FROM_THIS_EMAIL } from "../../platform/http/json-api";
import { HONEYPOT_REFUSAL } from "../../../domain/forms/honeypot";
import type { BookingConfirmation, ChangedQuote } from "./create-booking";
import { findBookingByIdempotencyKey } from "./store";
import {
  bookTrips,
  priceChangedMessage,
  type TripsOutcome,
  type TripsRequest,
} from "./trip-bookings";

/**
 * Book: the one use case behind the checkout form (app/routes/checkout.server.ts) and the JSON
 * API (POST /api/secure-booking and /api/cart-booking, server/http/booking-api.ts). Both hand it a
 * request already in the booking's shape; it refuses a filled-in honeypot, applies the allowances
 * of server/platform/limits.ts (one budget per address and per email, whichever way the request
 * came), stores every trip or none at the server's own prices, and starts the mails. The answer is
 * a value: the bookings made (or made before, for a retry), or why not.
 */
export type BookingRequestOutcome =
  | { kind: "created" | "replayed"; confirmations: BookingConfirmation[] }
  | (Refusal<"price-changed"> & { quotes: Array<ChangedQuote & { key: string | null }> })
  | Refusal<"invalid" | "not-found" | "conflict" | "key-reused" | "limited">;

export interface BookingRequester {
  /** The client's address (server/platform/http/client-ip.ts), for the per-address allowance. */
  clientAddress: string;
  /** The signed-in account the bookings belong to, if any. */
  userId: string | null;
  /** The form's hidden honeypot field as sent: anything in it refuses the request. */
  honeypot?: string;
  /** Where the request came in, for the log line of a refusal. */
  path: string;
}

const bookingsPerAddress = requestLimit(LIMITS.bookingsPerAddress, { raisedForBenchmarks: true });
const bookingsPerEmail = requestLimit(LIMITS.bookingsPerEmail);

/** A booking request with its honeypot filled in: logged (by path) and refused with one sentence. */
export function honeypotRefusal(path: string): Refusal<"invalid"> {
  logger.warn({ path: loggablePath(path) }, "booking honeypot filled in; request dropped");
  return refused("invalid", HONEYPOT_REFUSAL);
}

export async function requestBooking(
  db: Kysely<Database>,
  request: TripsRequest,
  requester: BookingRequester,
  /** Booked to be paid at checkout: the departure's seats are held until then (decision 0055). */
  holdUntil: Date | null = null,
): Promise<BookingRequestOutcome> {
  if (requester.honeypot) return honeypotRefusal(requester.path);
  const addressWait = await bookingsPerAddress.take(requester.clientAddress);
  if (addressWait !== null)
    return refused("limited", tooManyRequestsSentence(addressWait), addressWait);
  // Only new bookings count against the email: a retry of a request already answered (its reply
  // lost on a bad connection) gets its answer even when the email has used up its hour.
  const emailKey = emailRateLimitKey(request.clientEmail);
  const emailWait = await bookingsPerEmail.take(emailKey);
  if (emailWait !== null && !(await everyTripAnsweredBefore(db, request)))
    return refused("limited", tooManyRequestsSentence(emailWait, FROM_THIS_EMAIL), emailWait);

  const outcome = await bookTrips(db, request, { userId: requester.userId, holdUntil });
  if (emailWait === null && outcome.kind !== "created") await bookingsPerEmail.giveBack(emailKey);
  return answerOf(outcome);
}

async function everyTripAnsweredBefore(
  db: Kysely<Database>,
  request: TripsRequest,
): Promise<boolean> {
  const answered = await Promise.all(
    request.trips.map((trip) => (trip.key ? findBookingByIdempotencyKey(db, trip.key) : undefined)),
  );
  return answered.every(Boolean);
}

function answerOf(outcome: TripsOutcome): BookingRequestOutcome {
  switch (outcome.kind) {
    case "created":
      // The mails are already stored with the bookings (decision 0006); the first attempt to
      // send them need not hold up the answer, and a failure is the outbox's to retry.
      void outcome
        .sendMails()
        .catch((error: unknown) =>
          logger.error(
            { err: error, bookingIds: outcome.bookings.map((booking) => booking.id) },
            "booking mail attempt failed; the outbox retries it",
          ),
        );
      return { kind: "created", confirmations: outcome.confirmations };
    case "replayed":
      return outcome;
    case "price-changed":
      return {
        kind: "price-changed",
        message: priceChangedMessage(outcome.quotes),
        quotes: outcome.quotes,
      };
    default:
      return outcome;
  }
}
