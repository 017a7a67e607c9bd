import { publish } from "../../platform/events";
import type { Kysely } from "kysely";
import { findTrip, publishedTrips } from "../catalogue";
import { shortReference } from "../../../domain/booking/reference";
import { businessDay } from "../../../domain/calendar";
import {
  manifestTotals,
  needsDecision,
  type ManifestTotals,
  type ManifestTraveller,
} from "../../../domain/departures/departure-admin";
import { bookingRefusal } from "../../../domain/departures/departures";
import { siteContacts } from "../../platform/config";
import type { Booking, Database } from "../../platform/db/schema";
import { getMailOutbox } from "../../platform/mail";
import {
  departureCancelledEmail,
  departureMovedEmail,
  privateTripEmail,
  type DepartureBookingSummary,
  cancelDepartureIn,
  claimSeats,
  departuresBetween,
  departuresInMonth,
  SEAT_HOLDING_STATUSES,
  tripDurationDays,
  upcomingDepartures,
  type DepartureView,
} from "../departures";
import { noteDepartureChanged, type NoticeMailer } from "./departure-notices";
import { mailClaimFor } from "./claims";
import { recordBookingEvent, transitionWithin, type Actor } from "./workflow";
import { quoteTripOption } from "../pricing";
import { bookedChildAges, bookedQuotesOf, storeQuoteOfBooking } from "./lines";
import { amountOwedBy, balancesOf, loadExchangeRate } from "../payments";
import { accountOnly, type BookingAccount } from "../../../domain/payments/booking-account";
import { dollarLinesTotal } from "../../../domain/pricing/quote-lines";
import { formatMoney } from "../../../domain/money/format";
import type { Money } from "../../../domain/money/amount";
import { travellerSlotsOf, type TravellerSlot } from "../travellers";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * The operator's departures (issue 15): the month's list, adding one, cancelling one with its
 * bookings, the manifest for the guide and the decision-day choices per traveller. Edits and
 * closing sales go through updateDeparture (departures.ts), whose version check refuses a stale
 * save. Every change that moves travellers ends with noteDepartureChanged.
 */

export interface AdminDepartureRow extends DepartureView {
  tripTitle: string;
  /** Its decision day has come without its minimum: the operator must choose per traveller. */
  needsDecision: boolean;
}

function withTrip(departure: DepartureView, today: string): AdminDepartureRow {
  const trip = findTrip(departure.tripSlug);
  return {
    ...departure,
    // A private departure (decision 0073) has its own name and no catalogue trip.
    tripTitle: departure.title ?? trip?.title ?? departure.tripSlug,
    needsDecision: trip
      ? needsDecision(departure.state, tripDurationDays(trip), today) &&
        departure.status !== "cancelled"
      : false,
  };
}

/** The admin list: every departure of the month ("yyyy-mm"), of one trip when `tripSlug` is set. */
export async function adminDepartureList(
  db: Kysely<Database>,
  query: { month: string; tripSlug: string | null },
  today: string,
): Promise<AdminDepartureRow[]> {
  const departures = await departuresInMonth(db, query.month, today);
  return departures
    .filter((departure) => !query.tripSlug || departure.tripSlug === query.tripSlug)
    .map((departure) => withTrip(departure, today));
}

/** One departure with its seats taken and status, or undefined. */
export async function findAdminDeparture(
  db: Kysely<Database>,
  id: string,
  today: string,
): Promise<AdminDepartureRow | undefined> {
  const row = await db
    .selectFrom("departures")
    .select("date")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const departure = (await departuresBetween(db, row.date, row.date, today)).find(
    (candidate) => candidate.id === id,
  );
  return departure ? withTrip(departure, today) : undefined;
}

export interface ServiceOptions {
  now?: Date;
  mailer?: NoticeMailer;
}

function summaryOfBooking(
  booking: Pick<
    Booking,
    | "id"
    | "trip_slug"
    | "booking_date"
    | "number_of_participants"
    | "adventure_type"
    | "client_email"
    | "client_name"
    | "user_id"
  >,
): DepartureBookingSummary {
  const trip = booking.trip_slug ? findTrip(booking.trip_slug) : undefined;
  return {
    reference: shortReference(booking.id),
    tripTitle: trip?.title ?? booking.adventure_type,
    tripSlug: booking.trip_slug ?? "",
    date: booking.booking_date,
    participants: booking.number_of_participants,
    clientName: booking.client_name,
    claim: mailClaimFor([booking]),
  };
}

/** Thrown inside the cancellation's transaction to undo it when a booking may not be cancelled. */
class DepartureCancellationRefused extends Error {}

/**
 * Cancels a departure (version-checked) and, in the same transaction, every booking holding
 * seats on it, with the reason in each booking's history and a mail to each traveller with
 * their options (another date, a private date, a full refund). Returns how many were written to.
 */
export async function cancelDepartureWithBookings(
  db: Kysely<Database>,
  input: { id: string; version: number; reason: string; actor: Actor },
  options: ServiceOptions = {},
): Promise<{ ok: true; travellers: number } | NotOk<"not-found" | "conflict">> {
  const now = options.now ?? systemNow();
  const mailer = options.mailer ?? getMailOutbox();
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const cancelled = await cancelDepartureIn(trx, input.id, input.version, input.reason, now);
      if (!cancelled.ok) return cancelled;
      const bookings = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("departure_id", "=", input.id)
        .where("booking_status", "in", SEAT_HOLDING_STATUSES)
        .orderBy("created_at")
        .execute();
      // Each booking is cancelled by the workflow, which checks the move and writes its history.
      for (const booking of bookings) {
        const cancelledBooking = await transitionWithin(trx, {
          bookingId: booking.id,
          to: "cancelled",
          note: null,
          reason: `The departure was cancelled: ${input.reason}`,
          actor: input.actor,
          now,
        });
        if (!cancelledBooking.ok) throw new DepartureCancellationRefused(cancelledBooking.message);
      }
      const { siteUrl } = siteContacts();
      const send = await mailer.queueWithin(
        trx,
        bookings.map((booking) => ({
          to: booking.client_email,
          fromOperator: true,
          ...departureCancelledEmail(summaryOfBooking(booking), input.reason, siteUrl),
        })),
      );
      return { ok: true as const, travellers: bookings.length, send };
    })
    .catch((error: unknown) => {
      // A booking the workflow would not cancel (none today: every seat-holding status may be
      // cancelled) undoes the whole cancellation, departure included.
      if (error instanceof DepartureCancellationRefused) return notOk("conflict", error.message);
      throw error;
    });
  if (!outcome.ok) return outcome;
  // Seats, a status or a departure changed: cached pages and quotes read them again (0023).
  await publish("AvailabilityChanged", { reason: "departure cancelled with its bookings" });
  await outcome.send();
  return { ok: true, travellers: outcome.travellers };
}

/** A traveller on the manifest. */
export interface ManifestRow {
  id: string;
  reference: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  participants: number;
  specialRequirements: string | null;
  /** What the party owes, per currency as booked (decision 0038). */
  owed: Money[];
  /** What the booking owes, paid and still owes (domain/payments/booking-account.ts). */
  account: BookingAccount;
  bookedAt: string;
  /** Each traveller's details for the guide (decision 0031). */
  travellers: ManifestTraveller[];
}

/** A traveller slot as the guide reads it on the manifest. */
function manifestTraveller(slot: TravellerSlot): ManifestTraveller {
  const { details } = slot;
  return {
    slot: slot.slot,
    complete: slot.complete,
    fullName: details?.fullName ?? null,
    nationality: details?.nationality ?? null,
    dateOfBirth: details?.dateOfBirth ?? null,
    passportNumber: details?.passportNumber ?? null,
    dietaryNeeds: details?.dietaryNeeds ?? null,
    medicalNotes: details?.medicalNotes ?? null,
    emergencyName: details?.emergencyName ?? null,
    emergencyPhone: details?.emergencyPhone ?? null,
    insuranceProvider: details?.insuranceProvider ?? null,
    insurancePolicy: details?.insurancePolicy ?? null,
    guideFlags: slot.advice?.flagReasons ?? [],
  };
}

export interface Manifest {
  departure: AdminDepartureRow;
  rows: ManifestRow[];
  totals: ManifestTotals;
}

/** The guide's manifest: every booking holding seats on the departure, in booking order. */
export async function departureManifest(
  db: Kysely<Database>,
  id: string,
  today: string,
): Promise<Manifest | undefined> {
  const departure = await findAdminDeparture(db, id, today);
  if (!departure) return undefined;
  const bookings = await db
    .selectFrom("bookings")
    .selectAll()
    .where("departure_id", "=", id)
    .where("booking_status", "in", SEAT_HOLDING_STATUSES)
    .where("is_probe", "=", 0)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const [slots, balances] = await Promise.all([
    travellerSlotsOf(db, bookings),
    balancesOf(db, bookings),
  ]);
  const rows = bookings.map((booking) => ({
    id: booking.id,
    reference: shortReference(booking.id),
    status: booking.booking_status,
    name: booking.client_name,
    email: booking.client_email,
    phone: booking.client_phone,
    participants: booking.number_of_participants,
    specialRequirements: booking.special_requirements,
    owed: balances.get(booking.id)!.owed.parts,
    // Paid and balance from the same account as the booking's page and the traveller's dashboard.
    account: accountOnly(balances.get(booking.id)!),
    bookedAt: booking.created_at,
    travellers: (slots.get(booking.id) ?? []).map(manifestTraveller),
  }));
  return {
    departure,
    rows,
    totals: manifestTotals(
      rows.map((row) => ({
        status: row.status,
        participants: row.participants,
        owed: row.owed,
      })),
    ),
  };
}

/** Other departures of the same trip that could take a party now, soonest first. */
export async function moveTargets(
  db: Kysely<Database>,
  departure: Pick<DepartureView, "id" | "tripSlug">,
  today: string,
): Promise<DepartureView[]> {
  const upcoming = await upcomingDepartures(db, departure.tripSlug, today, 60);
  return upcoming.filter(
    (candidate) =>
      candidate.id !== departure.id && bookingRefusal(candidate.state, 1, today) === null,
  );
}

export type DecisionOutcome =
  | {
      ok: true;
      booking: Booking;
      /** A private trip's new total as the traveller was told it, in what the booking is paid in. */
      totalText?: string;
    }
  | NotOk<"invalid" | "not-found" | "conflict">;

async function seatHoldingBookingOn(
  trx: Kysely<Database>,
  bookingId: string,
  departureId: string,
): Promise<Booking | undefined> {
  return trx
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .where("departure_id", "=", departureId)
    .where("booking_status", "in", SEAT_HOLDING_STATUSES)
    .executeTakeFirst();
}

const NOT_ON_DEPARTURE =
  "This booking is no longer on this departure (it was moved or cancelled). Reload the page.";

/**
 * Decision day, "move": the booking takes seats on another departure of the same trip (claimed
 * with claimSeats in this transaction, so it never oversells), its travel date becomes that
 * departure's, its history says so and the traveller is emailed.
 */
export async function moveBookingToDeparture(
  db: Kysely<Database>,
  input: { bookingId: string; fromDepartureId: string; toDepartureId: string; actor: Actor },
  options: ServiceOptions = {},
): Promise<DecisionOutcome> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  const mailer = options.mailer ?? getMailOutbox();
  if (input.toDepartureId === input.fromDepartureId)
    return notOk("invalid", "Choose another departure to move the booking to.");
  const outcome = await db.transaction().execute(async (trx) => {
    const booking = await seatHoldingBookingOn(trx, input.bookingId, input.fromDepartureId);
    if (!booking || !booking.trip_slug) return notOk("conflict", NOT_ON_DEPARTURE);
    const claim = await claimSeats(trx, {
      departureId: input.toDepartureId,
      tripSlug: booking.trip_slug,
      participants: booking.number_of_participants,
      today,
    });
    if (!claim.ok) return notOk(claim.kind, `Not moved: ${claim.message}`);
    const timestamp = now.toISOString();
    const moved: Booking = {
      ...booking,
      departure_id: claim.departure.id,
      booking_date: claim.departure.date,
      updated_at: timestamp,
    };
    await trx
      .updateTable("bookings")
      .set({
        departure_id: moved.departure_id,
        booking_date: moved.booking_date,
        updated_at: timestamp,
      })
      .where("id", "=", booking.id)
      .execute();
    await recordBookingEvent(trx, {
      bookingId: booking.id,
      fromStatus: booking.booking_status,
      toStatus: booking.booking_status,
      note: `Moved from the departure on ${booking.booking_date} to the departure on ${moved.booking_date}.`,
      actor: input.actor,
      at: timestamp,
    });
    const send = await mailer.queueWithin(trx, [
      {
        to: booking.client_email,
        fromOperator: true,
        ...departureMovedEmail(
          summaryOfBooking(moved),
          booking.booking_date,
          siteContacts().siteUrl,
        ),
      },
    ]);
    return { ok: true as const, booking: moved, send };
  });
  if (!outcome.ok) return outcome;
  // Seats, a status or a departure changed: cached pages and quotes read them again (0023).
  await publish("AvailabilityChanged", { reason: "booking moved to another departure" });
  await outcome.send();
  await noteDepartureChanged(db, input.toDepartureId, { now, mailer });
  return { ok: true, booking: outcome.booking };
}

/** The pricing engine's price for the booking's party on a private date, and what it booked. */
async function privateQuoteOf(
  db: Kysely<Database>,
  booking: Booking,
  trip: NonNullable<ReturnType<typeof findTrip>>,
  now: Date,
) {
  // The party's own categories and children: residents in KES, children at their rate, as booked.
  const booked = (await bookedQuotesOf(db, [booking.id])).get(booking.id)!;
  const quoted = await quoteTripOption(
    db,
    trip,
    {
      ...(booking.tier_id ? { optionId: booking.tier_id } : {}),
      participants: booking.number_of_participants,
      date: booking.booking_date,
      ...(booked.travellers.length
        ? {
            categories: booked.travellers.map((traveller) => traveller.category),
            childAges: bookedChildAges(booked.travellers),
          }
        : {}),
    },
    { now, fresh: true },
  );
  return { booked, quoted };
}

/** The booking's price lines replaced by `lines` (its travellers stay as stored). */
async function replaceLines(
  trx: Kysely<Database>,
  bookingId: string,
  lines: Parameters<typeof storeQuoteOfBooking>[3],
  timestamp: string,
): Promise<void> {
  await trx.deleteFrom("booking_price_lines").where("booking_id", "=", bookingId).execute();
  await storeQuoteOfBooking(
    trx,
    bookingId,
    [],
    lines,
    timestamp,
    (await loadExchangeRate(trx))?.kesMinorPerUsd ?? null,
  );
}

/**
 * Decision day, "private": the party keeps its date as a private trip (no departure, so no
 * seats), at the pricing engine's price for that party on a private date; the history keeps
 * both totals and the traveller is emailed with them.
 */
export async function runBookingAsPrivateTrip(
  db: Kysely<Database>,
  input: { bookingId: string; departureId: string; actor: Actor },
  options: ServiceOptions = {},
): Promise<DecisionOutcome> {
  const now = options.now ?? systemNow();
  const mailer = options.mailer ?? getMailOutbox();
  const booking = await seatHoldingBookingOn(db, input.bookingId, input.departureId);
  if (!booking) return notOk("conflict", NOT_ON_DEPARTURE);
  const trip = booking.trip_slug ? findTrip(booking.trip_slug) : undefined;
  if (!trip) return notOk("invalid", "This booking's trip is no longer offered.");
  const { booked, quoted } = await privateQuoteOf(db, booking, trip, now);
  if (!quoted.ok) return notOk("conflict", `No private price for this party: ${quoted.message}`);
  const { quote } = quoted;
  // A booking with lines is repriced line by line (trip prices and park fees on the private
  // quote; an earlier adjustment was to the departure's price and goes with it); one from
  // before lines keeps owing its total_price, the quote's total (decision 0038).
  const repriced = booked.lines.length > 0;
  const privateTotal = repriced ? dollarLinesTotal(quote.lines) : quote.total;
  const outcome = await db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const before = await amountOwedBy(trx, booking);
    const result = await trx
      .updateTable("bookings")
      .set({ departure_id: null, total_price: privateTotal, updated_at: timestamp })
      .where("id", "=", booking.id)
      .where("departure_id", "=", input.departureId)
      .where("booking_status", "=", booking.booking_status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return notOk("conflict", NOT_ON_DEPARTURE);
    if (repriced) await replaceLines(trx, booking.id, quote.lines, timestamp);
    const updated: Booking = {
      ...booking,
      departure_id: null,
      total_price: privateTotal,
      updated_at: timestamp,
    };
    // Before and after in what the booking is paid in (KES for a party of residents only).
    const after = await amountOwedBy(trx, updated);
    await recordBookingEvent(trx, {
      bookingId: booking.id,
      fromStatus: booking.booking_status,
      toStatus: booking.booking_status,
      note: "Runs as a private trip on the same date: the departure did not reach its minimum.",
      reason: "The private price for this party replaces the departure's price.",
      price: {
        beforeMinor: before.totalMinor,
        afterMinor: after.totalMinor,
        currency: after.currency,
      },
      actor: input.actor,
      at: timestamp,
    });
    const totalText = formatMoney(after.totalMinor, after.currency);
    const send = await mailer.queueWithin(trx, [
      {
        to: booking.client_email,
        fromOperator: true,
        ...privateTripEmail(
          summaryOfBooking(booking),
          { before: formatMoney(before.totalMinor, before.currency), after: totalText },
          siteContacts().siteUrl,
        ),
      },
    ]);
    return { ok: true as const, booking: updated, send, totalText };
  });
  if (!outcome.ok) return outcome;
  // Seats, a status or a departure changed: cached pages and quotes read them again (0023).
  await publish("AvailabilityChanged", {
    reason: "booking taken off its departure as a private trip",
  });
  await outcome.send();
  return { ok: true, booking: outcome.booking, totalText: outcome.totalText };
}

/** The trips the create form and the filter offer: those that could run group departures. */
export function departureTrips(): Array<{ slug: string; title: string }> {
  return publishedTrips().map((trip) => ({ slug: trip.slug, title: trip.title }));
}
