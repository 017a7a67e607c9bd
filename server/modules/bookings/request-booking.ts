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
const departureSeatsPerAddress = requestLimit(LIMITS.departureSeatsPerAddress, {
  raisedForBenchmarks: true,
});
const departureSeatsPerEmail = requestLimit(LIMITS.departureSeatsPerEmail);

/** Seats the request takes on scheduled departures (a private date holds no departure's seats). */
function departureSeats(request: TripsRequest): number {
  return request.trips.reduce(
    (seats, trip) => seats + (trip.departureId ? trip.numberOfParticipants : 0),
    0,
  );
}

/**
 * Takes the request's departure seats from the address's and the email's allowances (issue 28):
 * the seconds to wait when either is used up, with the seats given back so a refused request
 * counts nothing; null when both have room.
 */
async function takeDepartureSeats(
  seats: number,
  clientAddress: string,
  emailKey: string,
): Promise<{ wait: number; from: string } | null> {
  if (seats === 0) return null;
  const addressWait = await departureSeatsPerAddress.take(clientAddress, seats);
  if (addressWait !== null) {
    await departureSeatsPerAddress.giveBack(clientAddress, seats);
    return { wait: addressWait, from: "" };
  }
  const emailWait = await departureSeatsPerEmail.take(emailKey, seats);
  if (emailWait === null) return null;
  await Promise.all([
    departureSeatsPerEmail.giveBack(emailKey, seats),
    departureSeatsPerAddress.giveBack(clientAddress, seats),
  ]);
  return { wait: emailWait, from: FROM_THIS_EMAIL };
}

/** The sentence for a request over the departure seats allowance. */
function tooManySeatsSentence(wait: number, from: string): string {
  const hours = Math.max(1, Math.ceil(wait / 3600));
  return `Too many departure seats requested${from} at once. Pay the deposits of the bookings you have made, or wait ${hours} ${hours === 1 ? "hour" : "hours"} and try again.`;
}

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
  // Looked up once: both allowances below spare a retry of a request already answered.
  const answeredBefore = await everyTripAnsweredBefore(db, request);
  if (emailWait !== null && !answeredBefore)
    return refused("limited", tooManyRequestsSentence(emailWait, FROM_THIS_EMAIL), emailWait);

  // A retry of a request already answered takes no new seats.
  const seats = answeredBefore ? 0 : departureSeats(request);
  const seatsRefused = await takeDepartureSeats(seats, requester.clientAddress, emailKey);
  if (seatsRefused) {
    if (emailWait === null) await bookingsPerEmail.giveBack(emailKey);
    return refused(
      "limited",
      tooManySeatsSentence(seatsRefused.wait, seatsRefused.from),
      seatsRefused.wait,
    );
  }

  const outcome = await bookTrips(db, request, { userId: requester.userId, holdUntil });
  if (outcome.kind !== "created") {
    if (emailWait === null) await bookingsPerEmail.giveBack(emailKey);
    if (seats > 0)
      await Promise.all([
        departureSeatsPerAddress.giveBack(requester.clientAddress, seats),
        departureSeatsPerEmail.giveBack(emailKey, seats),
      ]);
  }
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
