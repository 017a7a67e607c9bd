import { childAgeAt } from "../../../domain/pricing/children";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../platform/db/connection";
import type { BookingRequest } from "../../../domain/booking/booking-request";
import { findPublishedTrip, renamedTripSlug } from "../catalogue";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { normalizeEmail } from "../../../domain/contact/email";
import { tripOptions, type Quote } from "../../../domain/pricing/quote";
import { findBookingByIdempotencyKey, insertBooking } from "./store";
import type { Booking, Database } from "../../platform/db/schema";
import { businessDay, formatTravelDate } from "../../../domain/calendar";
import { departureDateOf, takeDepartureSeats } from "../departures";
import type { OutgoingMail } from "../../platform/mail/mailer";
import { quoteTripOption } from "../pricing";
import { publish } from "../../platform/events";
import { shortReference } from "../../../domain/booking/reference";
import { missingProof } from "../../../domain/pricing/traveller-categories";
import {
  tripPricePerPerson,
  type QuoteLine,
  type QuoteTotal,
} from "../../../domain/pricing/quote-lines";
import {
  bookedQuotesOf,
  storeQuoteOfBooking,
  type BookedTraveller,
  type BookingQuoteRecord,
} from "./lines";
import { loadExchangeRate } from "../payments";
import { systemNow } from "../../platform/clock";
import { refused, type Refusal } from "../../platform/refusal";

export interface BookingConfirmation {
  success: true;
  message: string;
  booking: {
    id: string;
    /** The 8-character reference the traveller quotes (domain/booking/reference.ts). */
    reference: string;
    status: string;
    adventureType: string;
    bookingDate: string;
    numberOfParticipants: number;
    pricePerPerson: number;
    totalPrice: number;
  };
}

/** The mails a new request sends (one set for all its bookings), stored with them in one transaction (decision 0006). */
export interface BookingMails {
  /** `booked`: each booking's stored categories and price lines (issue 19), by booking id. */
  compose(
    bookings: readonly Booking[],
    booked?: ReadonlyMap<string, BookingQuoteRecord>,
  ): OutgoingMail[];
  queueWithin(executor: Kysely<Database>, mails: OutgoingMail[]): Promise<() => Promise<void>>;
}

export type BookingOutcome =
  | {
      kind: "created";
      booking: Booking;
      confirmation: BookingConfirmation;
      sendMails: () => Promise<void>;
    }
  | { kind: "replayed"; confirmation: BookingConfirmation }
  | { kind: "price-changed"; quote: ChangedQuote }
  | BookingRefusal;

/** Why a booking request was not stored, by kind (server/platform/refusal.ts). */
export type BookingRefusal = Refusal<"invalid" | "not-found" | "conflict" | "key-reused">;

/**
 * The server's quote when it differs from the total the traveller saw: nothing is stored, and
 * the traveller is shown this total and asked again (the price seen is the price stored).
 */
export interface ChangedQuote {
  tripSlug: string;
  tierId: string | null;
  bookingDate: string;
  numberOfParticipants: number;
  /** The total the request carried. */
  seenTotal: number;
  pricePerPerson: number;
  totalPrice: number;
  /** The server's KES total (resident and citizen lines), when the quote has one. */
  totalPriceKes?: number;
  /** The new quote's lines (trip price per category, park fees) and totals per currency (issue 19). */
  lines: Array<Omit<QuoteLine, "feeId">>;
  totals: QuoteTotal[];
}

/** What the traveller reads once a booking is held for its deposit: it is theirs once paid. */
export const HELD_FOR_DEPOSIT =
  "Your seats are held while you pay the deposit: your booking is confirmed the moment it is paid.";

/**
 * The API's answer for a stored booking. `pricePerPerson` is the trip price per person (the
 * non-residents' trip lines), never the total over the party: park fees are lines of their own
 * (decision 0038). `totalPrice` stays the booking's dollar lines (`total_price`).
 */
function confirmationFor(
  booking: Booking,
  lines: ReadonlyArray<Pick<QuoteLine, "kind" | "currency" | "amountMinor" | "people">>,
): BookingConfirmation {
  return {
    success: true,
    message: booking.hold_expires_at
      ? HELD_FOR_DEPOSIT
      : "We'll contact you within 24 hours to confirm details.",
    booking: {
      id: booking.id,
      reference: shortReference(booking.id),
      status: booking.booking_status,
      adventureType: booking.adventure_type,
      bookingDate: booking.booking_date,
      numberOfParticipants: booking.number_of_participants,
      pricePerPerson: tripPricePerPerson(
        lines,
        booking.number_of_participants,
        booking.total_price,
      ),
      totalPrice: booking.total_price,
    },
  };
}

/** The answer for a booking stored earlier (a replayed request), with its stored lines. */
async function storedConfirmation(
  db: Kysely<Database>,
  booking: Booking,
): Promise<BookingConfirmation> {
  return confirmationFor(booking, (await bookedQuotesOf(db, [booking.id])).get(booking.id)!.lines);
}

/** A departure refused the seats: thrown to roll the booking's transaction back, answered with its refusal. */
class SeatsRefused extends Error {
  constructor(readonly refusal: Refusal<"invalid" | "not-found" | "conflict">) {
    super(refusal.message);
  }
}

function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * True when a retried request carries the same details as the stored booking: every field the
 * visitor sends, so a reused key with changed details (a new name, a note) is refused rather
 * than dropped without a word.
 */
function sameRequest(booking: Booking, request: BookingRequest): boolean {
  return (
    booking.trip_slug === request.tripSlug &&
    // A request without a tier was stored with the option it was priced on (the cheapest).
    (request.tierId == null || booking.tier_id === request.tierId) &&
    booking.booking_date === request.bookingDate &&
    booking.number_of_participants === request.numberOfParticipants &&
    booking.client_email === normalizeEmail(request.clientEmail) &&
    booking.client_name === request.clientName &&
    booking.client_phone === (request.clientPhone || null) &&
    booking.special_requirements === (request.specialRequirements || null) &&
    booking.departure_id === (request.departureId ?? null)
  );
}

/**
 * True when a retried request names the same categories and document numbers as the stored
 * booking (issue 19); a request without `travellers` is everyone a non-resident without one.
 */
async function sameTravellers(
  db: Kysely<Database>,
  booking: Booking,
  request: BookingRequest,
): Promise<boolean> {
  const stored = (await bookedQuotesOf(db, [booking.id])).get(booking.id)?.travellers ?? [];
  // A booking from before categories has none stored.
  if (!stored.length) return true;
  const sent = request.travellers ?? stored.map(() => ({ category: "non-resident", proof: null }));
  const key = (list: ReadonlyArray<{ category: string; proof?: string | null }>) =>
    JSON.stringify(list.map((traveller) => [traveller.category, traveller.proof?.trim() || null]));
  return key(stored) === key(sent);
}

/** The booking payload's name for each field a quote can refuse. */
const requestField = {
  optionId: "tierId",
  participants: "numberOfParticipants",
  date: "bookingDate",
  categories: "travellers",
  childAges: "travellers",
} as const;

/**
 * The children's ages from a booking's travellers: the ages given, which must be the party's last
 * travellers (the quote prices children last). An age before an adult is out of order.
 */
function childAgesOf(travellers: BookingRequest["travellers"]): number[] | undefined {
  if (!travellers) return undefined;
  const ages = travellers.map((traveller) => traveller.age ?? null);
  const firstChild = ages.findIndex((age) => age !== null);
  if (firstChild < 0) return [];
  // Ages in the middle of the party are sent on as given; the quote refuses what is not ages.
  return ages.slice(firstChild).map((age) => (age === null ? Number.NaN : age));
}

const reusedKey = refused(
  "key-reused",
  "This Idempotency-Key was already used for a booking request with different details. Send the new request with a new key.",
);

export interface BookingOptions {
  userId: string | null;
  idempotencyKey: string | null;
  mails?: BookingMails;
  /** Booked to be paid at checkout: its seats are held until then for the deposit (decision 0055). */
  holdUntil?: Date | null;
}

/**
 * Stores one booking request as `pending` at the server's own quote (on the stored demand and
 * settings). The visitor's `totalPrice` is never trusted: when sent, it must equal the quote or
 * nothing is stored (`price-changed`, decision 0018). A repeated Idempotency-Key returns the
 * first answer instead of booking twice.
 */
export async function createBookingRequest(
  db: Kysely<Database>,
  sent: BookingRequest,
  options: BookingOptions & { now?: Date },
): Promise<BookingOutcome> {
  const now = options.now ?? systemNow();
  // A trip the operator renamed since the traveller saw it (a saved cart, a retried request) is
  // booked, and a retry recognised, under its new slug (decision 0069).
  const request = { ...sent, tripSlug: renamedTripSlug(sent.tripSlug) ?? sent.tripSlug };
  if (options.idempotencyKey) {
    const previous = await findBookingByIdempotencyKey(db, options.idempotencyKey);
    if (previous) {
      if (!sameRequest(previous, request) || !(await sameTravellers(db, previous, request)))
        return reusedKey;
      return { kind: "replayed", confirmation: await storedConfirmation(db, previous) };
    }
  }

  const trip = findPublishedTrip(request.tripSlug);
  if (!trip) return refused("invalid", `tripSlug: we have no trip "${request.tripSlug}".`);
  const departureProblem = await departureRefusal(db, trip.slug, request, now);
  if (departureProblem) return departureProblem;
  const priced = await pricedRequest(db, trip, request, now);
  if (priced.kind !== "priced") return priced;
  const { quote, travellers } = priced;
  const changed = changedQuote(trip.slug, request, quote);
  if (changed) return { kind: "price-changed", quote: changed };

  try {
    // The booking and its mails are stored together: a crash right after the commit still
    // sends them (the outbox's delivery loop), and a booking that is not stored sends nothing.
    // (Inside a caller's transaction, such as the security audit's rolled-back probe, it joins that one.)
    const { booking, sendMails } = await inTransaction(db, (trx) =>
      storeRequest(trx, { trip, quote, travellers, request, options, now }),
    );
    // Quotes from now on see this booking in the demand figures, pages its seats.
    await publish("BookingStored", {
      bookingId: booking.id,
      tripSlug: booking.trip_slug,
      status: booking.booking_status,
    });
    return {
      kind: "created",
      booking,
      confirmation: confirmationFor(booking, quote.lines),
      sendMails,
    };
  } catch (error) {
    if (error instanceof SeatsRefused) return error.refusal;
    // Two requests with the same key raced; the unique index let exactly one in.
    if (options.idempotencyKey && isUniqueViolation(error)) {
      // Inside a PostgreSQL transaction the failed insert aborted it, so this lookup fails too:
      // the original error then goes up, and the caller asks the whole request again.
      const winner = await findBookingByIdempotencyKey(db, options.idempotencyKey).catch(
        () => undefined,
      );
      if (winner)
        return sameRequest(winner, request)
          ? { kind: "replayed", confirmation: await storedConfirmation(db, winner) }
          : reusedKey;
    }
    throw error;
  }
}

/**
 * A departure's booking travels on the departure's date: a request naming another date, another
 * trip's departure or a past one is a mistake to point out, not a date to move silently.
 */
async function departureRefusal(
  db: Kysely<Database>,
  tripSlug: string,
  request: BookingRequest,
  now: Date,
): Promise<BookingRefusal | null> {
  if (request.departureId) {
    const departure = await departureDateOf(db, request.departureId);
    if (!departure) return refused("not-found", "departureId: we have no such departure.");
    if (departure.tripSlug !== tripSlug)
      return refused("invalid", "departureId: this departure is of another trip.");
    if (departure.date !== request.bookingDate)
      return refused(
        "invalid",
        `bookingDate: this departure leaves on ${formatTravelDate(departure.date)}.`,
      );
    // Said of the departure before the quote says it of the date: a page left open overnight.
    if (departure.date < businessDay(now))
      return refused("conflict", "This departure is in the past.");
  } else if (request.holdToken)
    return refused(
      "invalid",
      "holdToken: a waitlist link books the departure it was sent for; name its departureId.",
    );
  return null;
}

/**
 * The price a traveller sees before sending is the price stored: a request that saw another
 * total (the date or the group changed the factors, a price changed meanwhile) stores nothing and
 * gets the server's quote instead; null when the totals agree.
 */
function changedQuote(
  tripSlug: string,
  request: BookingRequest,
  quote: Quote,
): ChangedQuote | null {
  const kesTotal = quote.totals.find((total) => total.currency === "KES")?.amountMinor ?? 0;
  if (
    (request.totalPrice === undefined || request.totalPrice === quote.total) &&
    (request.totalPriceKes === undefined || request.totalPriceKes * 100 === kesTotal)
  )
    return null;
  return {
    tripSlug,
    tierId: quote.option.id,
    bookingDate: request.bookingDate,
    numberOfParticipants: request.numberOfParticipants,
    seenTotal: request.totalPrice ?? quote.total,
    pricePerPerson: quote.perPerson,
    totalPrice: quote.total,
    ...(kesTotal > 0 ? { totalPriceKes: kesTotal / 100 } : {}),
    lines: quote.lines.map(({ feeId: _feeId, ...line }) => line),
    totals: quote.totals,
  };
}

/**
 * Stores the booking, its price lines and its mails in one transaction: the seats first, under the
 * departure's lock (server/modules/departures/seats.ts).
 */
interface StoreInput {
  trip: Trip;
  quote: Quote;
  travellers: BookedTraveller[];
  request: BookingRequest;
  options: BookingOptions;
  now: Date;
}

interface Stored {
  booking: Booking;
  sendMails: () => Promise<void>;
}

async function storeRequest(trx: Kysely<Database>, input: StoreInput): Promise<Stored> {
  const { trip, quote, travellers, request, options, now } = input;
  const seats = request.departureId
    ? await takeDepartureSeats(trx, {
        departureId: request.departureId,
        tripSlug: trip.slug,
        participants: request.numberOfParticipants,
        today: businessDay(now),
        now,
        holdToken: request.holdToken,
      })
    : null;
  if (seats && !seats.ok) throw new SeatsRefused(refused(seats.kind, seats.message));
  const stored = await insertBooking(
    trx,
    {
      adventureType:
        tripOptions(trip).length > 1 ? `${trip.title} - ${quote.option.name}` : trip.title,
      bookingDate: request.bookingDate,
      numberOfParticipants: request.numberOfParticipants,
      totalPrice: quote.total,
      specialRequirements: request.specialRequirements || null,
      clientEmail: request.clientEmail,
      clientName: request.clientName,
      clientPhone: request.clientPhone || null,
      tripSlug: trip.slug,
      tierId: quote.option.id,
      userId: options.userId,
      idempotencyKey: options.idempotencyKey,
      departureId: request.departureId ?? null,
      // Only a departure's seats are held for a deposit; a private date is always a request.
      holdExpiresAt:
        request.departureId && options.holdUntil ? options.holdUntil.toISOString() : null,
    },
    now,
  );
  await storeQuoteOfBooking(
    trx,
    stored.id,
    travellers,
    quote.lines,
    stored.created_at,
    (await loadExchangeRate(trx))?.kesMinorPerUsd ?? null,
  );
  await seats?.useHold(stored.id);
  // No booking is confirmed as it is made: a request waits for the operator, a held booking for
  // its deposit (decision 0055).
  const mails = options.mails;
  return {
    booking: stored,
    sendMails: mails ? await mails.queueWithin(trx, mails.compose([stored])) : async () => {},
  };
}

/**
 * The one quote function, on the database's own figures (not the quotes' few-seconds copy): the
 * stored total is the quote's total, and only ever the total the visitor was shown. A resident or
 * citizen price is given against a document number the operator checks.
 */
async function pricedRequest(
  db: Kysely<Database>,
  trip: Trip,
  request: BookingRequest,
  now: Date,
): Promise<{ kind: "priced"; quote: Quote; travellers: BookedTraveller[] } | BookingRefusal> {
  const quoted = await quoteTripOption(
    db,
    trip,
    {
      optionId: request.tierId ?? undefined,
      participants: request.numberOfParticipants,
      date: request.bookingDate,
      categories: request.travellers?.map((traveller) => traveller.category),
      childAges: childAgesOf(request.travellers),
    },
    { now, fresh: true },
  );
  if (!quoted.ok)
    return refused(
      "invalid",
      Object.entries(quoted.errors)
        .map(
          ([field, message]) => `${requestField[field as keyof typeof requestField]}: ${message}`,
        )
        .join(" "),
    );
  const { quote } = quoted;
  const travellers = quote.categories.map((category, index) => ({
    category,
    proof: request.travellers?.[index]?.proof?.trim() || null,
    age: childAgeAt(quote.categories.length, quote.childAges, index),
  }));
  const noProof = missingProof(travellers);
  if (noProof) return refused("invalid", `travellers: ${noProof}`);
  return { kind: "priced", quote, travellers };
}
