import { kenyanTime } from "../../../domain/calendar";
import type { Kysely } from "kysely";
import { logger } from "../../platform/logger";
import { noteDepartureChanged } from "./departure-notices";
import type { BookingRequest } from "../../../domain/booking/booking-request";
import { formatUsd } from "../../../domain/money/format";
import { showsLines, totalsText } from "../../../domain/pricing/quote-lines";
import { env, siteContacts } from "../../platform/config";
import { isUniqueViolation } from "../../platform/db/connection";
import type { Booking, Database } from "../../platform/db/schema";
import { summaryOf } from "./mail-summary";
import { bookedQuotesOf } from "./lines";
import { mailClaimFor } from "./claims";
import {
  bookingNotificationEmail,
  bookingReceivedEmail,
  getMailOutbox,
  type MailPayLink,
} from "../../platform/mail";
import { payPageUrl } from "../payments";
import { shortReference } from "../../../domain/booking/reference";
import {
  createBookingRequest,
  type BookingConfirmation,
  type BookingMails,
  type BookingRefusal,
  type ChangedQuote,
} from "./create-booking";
import { refused } from "../../platform/refusal";

/**
 * One booking request of one traveller for one or more trips (a trip page's checkout, the
 * spec's single booking, the Trip Cart's "Book All Trips"): every trip is stored, or none is,
 * and one email to the traveller and one to the operator list them all.
 */
export interface TripsRequest {
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  /** Said once for the whole request; joined to each trip's own note. */
  specialRequirements?: string | null;
  trips: Array<{
    /** Idempotency key of this trip (a cart item's id, or the request's header): a retry books it once. */
    key: string | null;
    adventureType: string;
    tripSlug: string;
    tierId?: string | null;
    bookingDate: string;
    numberOfParticipants: number;
    /** The total the traveller saw; when the server's quote differs, nothing is stored. */
    totalPrice?: number;
    /** The KES total the traveller saw (resident and citizen lines), compared the same way. */
    totalPriceKes?: number;
    /** Each participant's category and document number (issue 19); absent: all non-residents. */
    travellers?: Array<{ category: string; proof?: string | null }>;
    specialRequirements?: string | null;
    /** The departure whose seats the trip takes (bookingDate is its date); none: a private date. */
    departureId?: string | null;
    /** A waitlist offer's hold link token (domain/departures/departure-booking.ts). */
    holdToken?: string | null;
  }>;
}

export type TripsOutcome =
  | {
      kind: "created";
      bookings: Booking[];
      confirmations: BookingConfirmation[];
      sendMails: () => Promise<void>;
    }
  /** Every trip was already booked under its key: the first answers, nothing new stored or sent. */
  | { kind: "replayed"; confirmations: BookingConfirmation[] }
  /** Each changed trip's new quote, with the key (cart item id) it was sent under. */
  | { kind: "price-changed"; quotes: Array<ChangedQuote & { key: string | null }> }
  | BookingRefusal;

export interface TripsOptions {
  userId: string | null;
  now?: Date;
  mails?: BookingMails;
  /** Booked to be paid at checkout: each departure's seats are held until then (decision 0055). */
  holdUntil?: Date | null;
}

/** The traveller's receipt and the operator's notification for one request. */
export const tripsMails: BookingMails = {
  compose(bookings, booked) {
    const summaries = bookings.map((booking) => summaryOf(booking, booked?.get(booking.id)?.lines));
    const { siteUrl } = siteContacts();
    return [
      {
        to: bookings[0]!.client_email,
        ...bookingReceivedEmail(
          summaries,
          siteUrl,
          formatUsd,
          mailClaimFor(bookings),
          receivedPayLinks(bookings),
          // Booked at checkout to be paid now: the mail says how long the seats are held.
          bookings[0]!.hold_expires_at ? kenyanTime(bookings[0]!.hold_expires_at) : null,
        ),
      },
      { to: env().OPERATOR_EMAIL, ...bookingNotificationEmail(summaries, siteUrl, formatUsd) },
    ];
  },
  queueWithin: (executor, mails) => getMailOutbox().queueWithin(executor, mails),
};

/**
 * The booking-received mail's pay links, one per booking: the page shows the request's state
 * until it is confirmed, then what is due and every way to pay it.
 */
function receivedPayLinks(bookings: readonly Booking[]): MailPayLink[] {
  return bookings.map((booking) => ({
    label: booking.hold_expires_at
      ? "Pay the deposit now"
      : bookings.length > 1
        ? `Booking ${shortReference(booking.id)}: status and how to pay`
        : "Your booking's status and how to pay",
    url: payPageUrl(booking),
  }));
}

class Refused extends Error {
  constructor(readonly outcome: Exclude<TripsOutcome, { kind: "created" | "replayed" }>) {
    super("booking request refused; rolled back");
  }
}

function noteFor(trip: TripsRequest["trips"][number], request: TripsRequest): string | null {
  return (
    [trip.specialRequirements, request.specialRequirements]
      .map((note) => note?.trim())
      .filter(Boolean)
      .join("\n") || null
  );
}

/**
 * Books every trip of the request in one transaction, each priced by the server and compared
 * with the total the traveller saw. A trip the server refuses, or whose quote differs, rolls the
 * whole request back: the traveller is answered with every changed quote at once and asked
 * again, and nothing half-booked is left behind.
 */
export async function bookTrips(
  db: Kysely<Database>,
  request: TripsRequest,
  options: TripsOptions,
): Promise<TripsOutcome> {
  try {
    return announceDepartures(db, await bookTripsOnce(db, request, options));
  } catch (error) {
    // Two processes stored the same key at once: the database's unique index let one in and
    // failed this transaction (on PostgreSQL the whole transaction, so it cannot look the key up
    // itself). Asked again, the request finds the stored booking and gets its answer.
    // Only that race is asked again: a statement cancelled by the time limit or a lost
    // connection is answered at once (503), not waited for a second time.
    if (!request.trips.some((trip) => trip.key) || !isUniqueViolation(error)) throw error;
    return announceDepartures(db, await bookTripsOnce(db, request, options));
  }
}

/**
 * After the bookings are stored: a departure they made Guaranteed mails its travellers once
 * (departure-notices.ts, decision 0025). A failure here is logged, never the booking's: the
 * hourly notices run sends what was missed.
 */
async function announceDepartures(
  db: Kysely<Database>,
  outcome: TripsOutcome,
): Promise<TripsOutcome> {
  if (outcome.kind !== "created") return outcome;
  const departureIds = new Set(outcome.bookings.flatMap((booking) => booking.departure_id ?? []));
  for (const departureId of departureIds) {
    try {
      await noteDepartureChanged(db, departureId);
    } catch (error) {
      logger.error({ err: error, departureId }, "departure notices failed after a booking");
    }
  }
  return outcome;
}

/** One trip of the request as a booking request of its own. */
function singleRequest(request: TripsRequest, trip: TripsRequest["trips"][number]): BookingRequest {
  return {
    clientName: request.clientName,
    clientEmail: request.clientEmail,
    clientPhone: request.clientPhone ?? null,
    adventureType: trip.adventureType,
    tripSlug: trip.tripSlug,
    tierId: trip.tierId ?? null,
    bookingDate: trip.bookingDate,
    numberOfParticipants: trip.numberOfParticipants,
    totalPrice: trip.totalPrice,
    totalPriceKes: trip.totalPriceKes,
    travellers: trip.travellers,
    specialRequirements: noteFor(trip, request),
    website: "",
    departureId: trip.departureId ?? null,
    holdToken: trip.holdToken ?? null,
  };
}

/** The request's mails (the traveller's receipt, the operator's notice), queued in its transaction. */
async function queueBookingMails(
  trx: Kysely<Database>,
  mails: BookingMails,
  created: Booking[],
): Promise<() => Promise<void>> {
  return mails.queueWithin(
    trx,
    mails.compose(
      created,
      await bookedQuotesOf(
        trx,
        created.map((booking) => booking.id),
      ),
    ),
  );
}

async function bookTripsOnce(
  db: Kysely<Database>,
  request: TripsRequest,
  options: TripsOptions,
): Promise<TripsOutcome> {
  const mails = options.mails ?? tripsMails;
  try {
    return await db.transaction().execute(async (trx) => {
      const created: Booking[] = [];
      const confirmations: BookingConfirmation[] = [];
      const changed: Array<ChangedQuote & { key: string | null }> = [];
      for (const trip of request.trips) {
        const outcome = await createBookingRequest(trx, singleRequest(request, trip), {
          userId: options.userId,
          idempotencyKey: trip.key,
          now: options.now,
          holdUntil: options.holdUntil,
        });
        switch (outcome.kind) {
          case "invalid":
          case "not-found":
          case "conflict":
          case "key-reused":
            throw new Refused(
              refused(
                outcome.kind,
                request.trips.length > 1
                  ? `${trip.adventureType}: ${outcome.message}`
                  : outcome.message,
              ),
            );
          case "price-changed":
            changed.push({ ...outcome.quote, key: trip.key });
            break;
          case "replayed":
            confirmations.push(outcome.confirmation);
            break;
          case "created":
            created.push(outcome.booking);
            confirmations.push(outcome.confirmation);
            break;
        }
      }
      if (changed.length > 0) throw new Refused({ kind: "price-changed", quotes: changed });
      if (created.length === 0) return { kind: "replayed", confirmations } as const;
      const sendMails = await queueBookingMails(trx, mails, created);
      return { kind: "created", bookings: created, confirmations, sendMails } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** The sentence a traveller reads when the server's quote differs from what they saw. */
export function priceChangedMessage(quotes: readonly ChangedQuote[]): string {
  if (quotes.length === 1) {
    const quote = quotes[0]!;
    // A party priced in lines (categories, park fees) is told its totals in every currency.
    if (showsLines(quote))
      return `The price for this date and group is now ${totalsText(quote.totals)}${quote.seenTotal !== quote.totalPrice ? `, not the ${formatUsd(quote.seenTotal)} shown before` : ""}. Nothing was booked yet: check the new total and send again.`;
    return `The price for this date and group is now ${formatUsd(quote.totalPrice)} (${formatUsd(quote.pricePerPerson)} per person), not the ${formatUsd(quote.seenTotal)} shown before. Nothing was booked yet: check the new total and send again.`;
  }
  return `The prices of ${quotes.length} trips changed since they were shown (the date, the group or our prices changed). Nothing was booked yet: check the new totals and send again.`;
}
