import { publish } from "../../platform/events";
import type { Kysely } from "kysely";
import type { BookingStatus } from "../../../domain/booking/booking-status";
import { checkTransition, type TransitionCheck } from "../../../domain/booking/transitions";
import { isLapsedHold } from "../../../domain/booking/instant-booking";
import { canBeRecordId } from "../../../domain/record-id";
import { businessDay } from "../../../domain/calendar";
import {
  adjustmentLine,
  finalTotalRefusal,
  wholeUnitsOwed,
} from "../../../domain/booking/price-change";
import { amountOwed } from "../../../domain/payments/amount-owed";
import { majorToMinor, type PaymentCurrency } from "../../../domain/money/amount";
import { dollarLinesTotal, type QuoteLine } from "../../../domain/pricing/quote-lines";
import { maxNoteLength, maxReasonLength } from "../../../domain/admin/booking-status-fields";
import type { Booking, BookingEvent, Database } from "../../platform/db/schema";
import { offerSeatsFreedOn, takeDepartureSeats } from "../departures";
import { confirmationPaymentFields } from "../payments";
import { appendBookedLine, bookedQuotesOf } from "./lines";
import { systemNow } from "../../platform/clock";
import type { Actor } from "../../platform/admin-audit";
import { notOk, type NotOk } from "../../platform/refusal";

export type { Actor } from "../../platform/admin-audit";

/**
 * One booking as the operator handles it: the booking, its history, and the status workflow
 * (who moved it, when, why). Every function takes the database or a transaction.
 */

export async function findBooking(db: Kysely<Database>, id: string): Promise<Booking | undefined> {
  if (!canBeRecordId(id)) return undefined;
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function bookingHistory(
  db: Kysely<Database>,
  bookingId: string,
): Promise<BookingEvent[]> {
  return db
    .selectFrom("booking_events")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * The site itself as the actor of an automatic change (a paid hold confirmed, a lapsed hold or an
 * unpaid deposit released): the history reads "by the booking system", never an operator's name.
 */
export const SYSTEM_ACTOR: Actor = { id: "system", email: "the booking system" };

export type TransitionOutcome =
  { ok: true; booking: Booking; event: BookingEvent } | NotOk<"not-found" | "conflict">;

/** What the operator decided (checked by domain/admin/booking-status-form.ts) and who decided it. */
export interface TransitionInput {
  bookingId: string;
  to: string;
  note: string | null;
  /** The cancellation reason, or why the final price differs from the estimate. */
  reason?: string | null;
  /**
   * The final total when confirming, in whole units of the booking's ledger currency
   * (`finalTotalCurrency`, USD when not given): what the booking owes from then on (decision 0038).
   */
  finalTotal?: number | null;
  finalTotalCurrency?: PaymentCurrency;
  /**
   * The booking system confirming a hold that lapsed before its deposit arrived (decision 0055):
   * this once, a cancelled booking may be confirmed, if its seats are still free.
   */
  lapsedHoldPaid?: boolean;
  actor: Actor;
  now?: Date;
}

/** A line of a booking's history, as its writer gives it (the id and empty fields are filled in). */
export interface BookingHistoryEntry {
  bookingId: string;
  fromStatus: BookingStatus;
  toStatus: BookingStatus;
  note?: string | null;
  reason?: string | null;
  price?: { beforeMinor: number; afterMinor: number; currency: PaymentCurrency } | null;
  actor: { id: string | null; email: string };
  at: string;
}

/**
 * Writes one line of a booking's history (`booking_events`): every status change, move, repricing
 * and claim goes through here, so the history reads the same whoever wrote it.
 */
export async function recordBookingEvent(
  db: Kysely<Database>,
  entry: BookingHistoryEntry,
): Promise<BookingEvent> {
  const event: BookingEvent = {
    id: crypto.randomUUID(),
    booking_id: entry.bookingId,
    from_status: entry.fromStatus,
    to_status: entry.toStatus,
    note: entry.note ?? null,
    reason: entry.reason ?? null,
    price_before_minor: entry.price?.beforeMinor ?? null,
    price_after_minor: entry.price?.afterMinor ?? null,
    price_currency: entry.price?.currency ?? null,
    actor_user_id: entry.actor.id,
    actor_email: entry.actor.email,
    created_at: entry.at,
  };
  await db.insertInto("booking_events").values(event).execute();
  return event;
}

/**
 * Moves a booking to `to` if the workflow allows it today, and records who did it, when and why.
 * Confirming with a final total stores that total on the booking and both totals in the history.
 * The update only applies if the status is still what we read, so two operators clicking at
 * once cannot both succeed.
 */
export async function transitionWithin(
  db: Kysely<Database>,
  input: TransitionInput,
): Promise<TransitionOutcome> {
  const clock = input.now ?? systemNow();
  const now = clock.toISOString();
  // Inside a caller's transaction (a booking confirmed as it is made) it joins that one.
  const run = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return run(async (trx) => {
    const booking = await findBooking(trx, input.bookingId);
    if (!booking) return notOk("not-found", "There is no booking with this reference.");
    const check = transitionCheckOf(booking, input, clock);
    if (!check.ok) return notOk("conflict", check.error);
    const to: BookingStatus = check.to;
    // Seats given back (a request left unanswered, a lapsed hold) are taken again if still free.
    const retaken = to === "confirmed" ? await retakeReleasedSeats(trx, booking, clock) : null;
    if (retaken) return notOk("conflict", retaken);
    // Confirming starts the payment plan and locks the operator's USD->KES rate (issue 16).
    const payment = to === "confirmed" ? await confirmationPaymentFields(trx, clock) : null;
    const priced =
      payment && input.finalTotal != null
        ? await finalPriceOf(trx, booking, input, payment.kes_minor_per_usd)
        : null;
    if (priced && "refusal" in priced) return notOk("conflict", priced.refusal);
    const change = priced?.change ?? null;
    const result = await trx
      .updateTable("bookings")
      .set({
        booking_status: to,
        updated_at: now,
        ...(change ? { total_price: change.totalPrice } : {}),
        ...(payment ?? {}),
        // No longer released or held: confirmed (the columns exist from migration 0029 on).
        ...(to === "confirmed" && (booking.seats_released_at || booking.hold_expires_at)
          ? { seats_released_at: null, hold_expires_at: null }
          : {}),
      })
      .where("id", "=", booking.id)
      .where("booking_status", "=", booking.booking_status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      return notOk(
        "conflict",
        "Someone else changed this booking a moment ago. Reload the page and try again.",
      );
    if (change?.line)
      await appendBookedLine(trx, booking.id, change.line, payment?.kes_minor_per_usd ?? null);
    const text = (value: string | null | undefined, max: number) =>
      value?.trim() ? value.trim().slice(0, max) : null;
    const event = await recordBookingEvent(trx, {
      bookingId: booking.id,
      fromStatus: booking.booking_status,
      toStatus: to,
      note: text(input.note, maxNoteLength),
      reason: text(input.reason, maxReasonLength),
      price: change,
      actor: input.actor,
      at: now,
    });
    // Its seats are free again: the departure's waitlist is offered them, in this transaction.
    if (to === "cancelled" && booking.departure_id)
      await offerSeatsFreedOn(trx, booking.departure_id, clock);
    return {
      ok: true,
      booking: {
        ...booking,
        booking_status: to,
        updated_at: now,
        total_price: change?.totalPrice ?? booking.total_price,
        ...(payment ?? {}),
        ...(to === "confirmed" ? { seats_released_at: null, hold_expires_at: null } : {}),
      },
      event,
    } as const;
  });
}

/** The workflow's check, or the booking system's confirmation of a lapsed hold paid late. */
function transitionCheckOf(booking: Booking, input: TransitionInput, clock: Date): TransitionCheck {
  if (input.lapsedHoldPaid && input.to === "confirmed" && isLapsedHold(booking))
    return { ok: true, from: booking.booking_status, to: "confirmed" };
  return checkTransition(booking.booking_status, input.to, {
    travelDate: booking.booking_date,
    today: businessDay(clock),
  });
}

/**
 * Confirming a booking whose seats were given back (a request left unanswered, decision 0055; a
 * hold that lapsed before its late payment) takes them again under the departure's lock: null
 * when they were free (or never given back), else the sentence saying why it cannot be confirmed.
 */
async function retakeReleasedSeats(
  trx: Kysely<Database>,
  booking: Booking,
  now: Date,
): Promise<string | null> {
  const lapsed = isLapsedHold(booking);
  if (!(booking.seats_released_at || lapsed) || !booking.departure_id || !booking.trip_slug)
    return null;
  const seats = await takeDepartureSeats(trx, {
    departureId: booking.departure_id,
    tripSlug: booking.trip_slug,
    participants: booking.number_of_participants,
    today: businessDay(now),
    now,
  });
  if (seats.ok) return null;
  return lapsed
    ? `The seats were given up when the hold ended, and the departure cannot take this booking now: ${seats.message}`
    : `This request's seats were released while it waited for an answer, and the departure cannot take it now: ${seats.message}`;
}

/** A final total applied: the history's before and after, the new `total_price`, the line to add. */
interface FinalPrice {
  beforeMinor: number;
  afterMinor: number;
  currency: PaymentCurrency;
  totalPrice: number;
  /** The adjustment line of a booking with lines; null for a booking from before lines. */
  line: QuoteLine | null;
}

/**
 * What confirming at the operator's final total changes (decision 0038), or null when the total
 * is what the booking owes already. A booking with lines keeps them and gains an adjustment line
 * (the difference, labelled with the reason) in its ledger currency, counted at the rate this
 * confirmation locks, so what it owes (the sum of its lines) becomes the final total. A booking
 * from before lines owes its `total_price`, which the total replaces, in dollars, as before.
 */
async function finalPriceOf(
  trx: Kysely<Database>,
  booking: Booking,
  input: TransitionInput,
  lockedRate: number | null,
): Promise<{ change: FinalPrice | null } | { refusal: string }> {
  const final = {
    amountMinor: majorToMinor(input.finalTotal!),
    currency: input.finalTotalCurrency ?? "USD",
  };
  const { lines } = (await bookedQuotesOf(trx, [booking.id])).get(booking.id)!;
  const owed = amountOwed({
    lines,
    totalPriceUsd: booking.total_price,
    lockedRate: lockedRate ?? booking.kes_minor_per_usd,
    currentRate: null,
  });
  const refusal = finalTotalRefusal(owed, final);
  if (refusal) return { refusal };
  if (input.finalTotal === wholeUnitsOwed({ amountMinor: owed.totalMinor }))
    return { change: null };
  const history = {
    beforeMinor: owed.totalMinor,
    afterMinor: final.amountMinor,
    currency: owed.currency,
  };
  if (lines.length === 0)
    return { change: { ...history, totalPrice: input.finalTotal!, line: null } };
  const chargedIn = lines.find((line) => line.currency === owed.currency) ?? lines[0]!;
  const line = adjustmentLine(
    owed,
    final,
    input.reason?.trim() || "the operator's final price",
    chargedIn.category,
  );
  return { change: { ...history, totalPrice: dollarLinesTotal([...lines, line]), line } };
}

/**
 * Moves a booking (transitionWithin) and, once that is stored, publishes BookingStatusChanged: a
 * confirmed or cancelled booking moves its departure's seats, status and price (decision 0023).
 * Called inside a caller's transaction, the caller publishes after its commit instead.
 */
export async function transitionBooking(
  db: Kysely<Database>,
  input: TransitionInput,
): Promise<TransitionOutcome> {
  const outcome = await transitionWithin(db, input);
  if (outcome.ok && !db.isTransaction)
    await publish("BookingStatusChanged", {
      bookingId: outcome.booking.id,
      tripSlug: outcome.booking.trip_slug,
      to: outcome.booking.booking_status,
    });
  return outcome;
}
