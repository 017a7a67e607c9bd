import type { Kysely } from "kysely";
import type { BookingRequest } from "../../domain/booking/booking-request";
import { findTrip, pricedTrip } from "../../content/trips";
import { computeDynamicPrice } from "../../domain/pricing/dynamic-pricing";
import { pricingPanelFor } from "../../domain/pricing/panels";
import {
  BOOKING_HORIZON_YEARS,
  isNotInThePast,
  isWithinBookingHorizon,
} from "../../domain/pricing/pricing-request";
import { normalizeEmail } from "../../domain/contact/email";
import { findBookingByIdempotencyKey, insertBooking } from "../db/bookings";
import type { Booking, Database } from "../db/schema";
import type { OutgoingMail } from "../mail/mailer";
import { bookedParticipantsAround, forgetQuoteInputs, loadPricingFactors } from "./pricing";
import { isoDate } from "../../domain/calendar";

export interface BookingConfirmation {
  success: true;
  message: string;
  booking: {
    id: string;
    status: string;
    adventureType: string;
    bookingDate: string;
    numberOfParticipants: number;
    pricePerPerson: number;
    totalPrice: number;
  };
}

/** The mails a new booking sends, stored with it in one transaction (decision 0006). */
export interface BookingMails {
  compose(booking: Booking): OutgoingMail[];
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
  | { kind: "invalid"; status: 400 | 422; error: string };

function confirmationFor(booking: Booking): BookingConfirmation {
  return {
    success: true,
    message: "We'll contact you within 24 hours to confirm details.",
    booking: {
      id: booking.id,
      status: booking.booking_status,
      adventureType: booking.adventure_type,
      bookingDate: booking.booking_date,
      numberOfParticipants: booking.number_of_participants,
      pricePerPerson: Math.round(booking.total_price / booking.number_of_participants),
      totalPrice: booking.total_price,
    },
  };
}

/** The largest group any of the trip's booking panels can send. */
function maxParticipantsFor(slug: string, groupMax: number): number {
  const trip = findTrip(slug);
  if (!trip) return groupMax;
  const panel = pricingPanelFor(trip);
  const panelMax =
    "maxParticipants" in panel
      ? panel.maxParticipants
      : "maximumPeople" in panel
        ? panel.maximumPeople
        : 60;
  return Math.max(groupMax, panelMax);
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
    booking.tier_id === (request.tierId ?? null) &&
    booking.booking_date === request.bookingDate &&
    booking.number_of_participants === request.numberOfParticipants &&
    booking.client_email === normalizeEmail(request.clientEmail) &&
    booking.client_name === request.clientName &&
    booking.client_phone === (request.clientPhone || null) &&
    booking.special_requirements === (request.specialRequirements || null)
  );
}

const reusedKey = {
  kind: "invalid",
  status: 422,
  error:
    "This Idempotency-Key was already used for a booking request with different details. Send the new request with a new key.",
} as const;

/**
 * Stores one booking request as `pending` at the server's own price (the pricing engine's, for
 * the stored demand and factors): the visitor's `totalPrice` is never trusted. A repeated
 * Idempotency-Key returns the first answer instead of booking twice.
 */
export async function createBookingRequest(
  db: Kysely<Database>,
  request: BookingRequest,
  options: {
    userId: string | null;
    idempotencyKey: string | null;
    now?: Date;
    mails?: BookingMails;
  },
): Promise<BookingOutcome> {
  const now = options.now ?? new Date();
  if (options.idempotencyKey) {
    const previous = await findBookingByIdempotencyKey(db, options.idempotencyKey);
    if (previous) {
      if (!sameRequest(previous, request)) return reusedKey;
      return { kind: "replayed", confirmation: confirmationFor(previous) };
    }
  }

  const trip = pricedTrip(request.tripSlug, request.tierId ?? undefined);
  if (!trip)
    return {
      kind: "invalid",
      status: 400,
      error: `tripSlug: we have no trip "${request.tripSlug}".`,
    };
  if ("error" in trip) return { kind: "invalid", status: 400, error: `tierId: ${trip.error}` };
  const today = isoDate(now);
  if (!isNotInThePast(request.bookingDate, today))
    return {
      kind: "invalid",
      status: 400,
      error: "bookingDate: the date is in the past. Choose today or a later date.",
    };
  if (!isWithinBookingHorizon(request.bookingDate, today))
    return {
      kind: "invalid",
      status: 400,
      error: `bookingDate: we take bookings up to ${BOOKING_HORIZON_YEARS} years ahead. Choose an earlier date.`,
    };
  const maxParticipants = maxParticipantsFor(trip.slug, trip.maxGroupSize);
  if (request.numberOfParticipants > maxParticipants) {
    return {
      kind: "invalid",
      status: 400,
      error: `numberOfParticipants: ${trip.title} takes at most ${maxParticipants} people per booking.`,
    };
  }

  const [factors, bookedParticipants] = await Promise.all([
    loadPricingFactors(db),
    bookedParticipantsAround(db, trip.slug, request.bookingDate),
  ]);
  const price = computeDynamicPrice({
    basePrice: trip.basePrice,
    bookingDate: request.bookingDate,
    participants: request.numberOfParticipants,
    today,
    bookedParticipants,
    maxGroupSize: trip.maxGroupSize,
    factors,
  });

  try {
    // The booking and its mails are stored together: a crash right after the commit still
    // sends them (the outbox's delivery loop), and a booking that is not stored sends nothing.
    // (Inside a caller's transaction, such as the security audit's rolled-back probe, it joins that one.)
    const { booking, sendMails } = await inTransaction(db, async (trx) => {
      const stored = await insertBooking(
        trx,
        {
          adventureType: trip.tierName ? `${trip.title} - ${trip.tierName}` : trip.title,
          bookingDate: request.bookingDate,
          numberOfParticipants: request.numberOfParticipants,
          totalPrice: price.totalPrice,
          specialRequirements: request.specialRequirements || null,
          clientEmail: request.clientEmail,
          clientName: request.clientName,
          clientPhone: request.clientPhone || null,
          tripSlug: trip.slug,
          tierId: request.tierId ?? null,
          userId: options.userId,
          idempotencyKey: options.idempotencyKey,
        },
        now,
      );
      const mails = options.mails;
      return {
        booking: stored,
        sendMails: mails ? await mails.queueWithin(trx, mails.compose(stored)) : async () => {},
      };
    });
    // Quotes from now on see this booking in the demand figures.
    forgetQuoteInputs();
    return { kind: "created", booking, confirmation: confirmationFor(booking), sendMails };
  } catch (error) {
    // Two requests with the same key raced; the unique index let exactly one in.
    if (options.idempotencyKey) {
      const winner = await findBookingByIdempotencyKey(db, options.idempotencyKey);
      if (winner)
        return sameRequest(winner, request)
          ? { kind: "replayed", confirmation: confirmationFor(winner) }
          : reusedKey;
    }
    throw error;
  }
}
