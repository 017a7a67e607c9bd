import { announced } from "./availability-events";
import type { Kysely } from "kysely";
import type { BookingStatus } from "../../domain/booking/booking-status";
import { checkTransition } from "../../domain/booking/transitions";
import { isoDate } from "../../domain/calendar";
import { dollarsToMinor } from "../../domain/booking/price-change";
import { maxNoteLength, maxReasonLength } from "../../domain/admin/booking-status-fields";
import type { Booking, BookingEvent, Database } from "../db/schema";
import { offerSeatsFreedOn } from "./waitlist-offers";
import { confirmationPaymentFields } from "./payments-ledger";

/**
 * One booking as the operator handles it: the booking, its history, and the status workflow
 * (who moved it, when, why). Every function takes the database or a transaction.
 */

export async function findBooking(db: Kysely<Database>, id: string): Promise<Booking | undefined> {
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

export interface Actor {
  id: string;
  email: string;
}

/**
 * The site itself as the actor of an automatic change (a seat on a guaranteed departure is
 * confirmed at once): the history reads "by the booking system", never an operator's name.
 */
export const SYSTEM_ACTOR: Actor = { id: "system", email: "the booking system" };

export type TransitionOutcome =
  | { ok: true; booking: Booking; event: BookingEvent }
  | { ok: false; status: 404 | 409; error: string };

/** What the operator decided (checked by domain/admin/booking-status-form.ts) and who decided it. */
export interface TransitionInput {
  bookingId: string;
  to: string;
  note: string | null;
  /** The cancellation reason, or why the final price differs from the estimate. */
  reason?: string | null;
  /** The final total in whole US dollars, replacing the estimate when confirming. */
  finalTotal?: number | null;
  actor: Actor;
  now?: Date;
}

/**
 * Moves a booking to `to` if the workflow allows it today, and records who did it, when and why.
 * Confirming with a final total stores that total on the booking and both totals in the history.
 * The update only applies if the status is still what we read, so two operators clicking at
 * once cannot both succeed.
 */
async function transitionOnce(
  db: Kysely<Database>,
  input: TransitionInput,
): Promise<TransitionOutcome> {
  const clock = input.now ?? new Date();
  const now = clock.toISOString();
  // Inside a caller's transaction (a booking confirmed as it is made) it joins that one.
  const run = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return run(async (trx) => {
    const booking = await findBooking(trx, input.bookingId);
    if (!booking)
      return { ok: false, status: 404, error: "There is no booking with this reference." } as const;
    const check = checkTransition(booking.booking_status, input.to, {
      travelDate: booking.booking_date,
      today: isoDate(clock),
    });
    if (!check.ok) return { ok: false, status: 409, error: check.error } as const;
    const to: BookingStatus = check.to;
    const finalTotal =
      to === "confirmed" && input.finalTotal != null && input.finalTotal !== booking.total_price
        ? input.finalTotal
        : null;
    // Confirming starts the payment plan and locks the operator's USD->KES rate (issue 16).
    const payment = to === "confirmed" ? await confirmationPaymentFields(trx, clock) : {};
    const result = await trx
      .updateTable("bookings")
      .set({
        booking_status: to,
        updated_at: now,
        ...(finalTotal !== null ? { total_price: finalTotal } : {}),
        ...payment,
      })
      .where("id", "=", booking.id)
      .where("booking_status", "=", booking.booking_status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      return {
        ok: false,
        status: 409,
        error: "Someone else changed this booking a moment ago. Reload the page and try again.",
      } as const;
    const text = (value: string | null | undefined, max: number) =>
      value?.trim() ? value.trim().slice(0, max) : null;
    const event: BookingEvent = {
      id: crypto.randomUUID(),
      booking_id: booking.id,
      from_status: booking.booking_status,
      to_status: to,
      note: text(input.note, maxNoteLength),
      reason: text(input.reason, maxReasonLength),
      price_before_minor: finalTotal !== null ? dollarsToMinor(booking.total_price) : null,
      price_after_minor: finalTotal !== null ? dollarsToMinor(finalTotal) : null,
      price_currency: finalTotal !== null ? "USD" : null,
      actor_user_id: input.actor.id,
      actor_email: input.actor.email,
      created_at: now,
    };
    await trx.insertInto("booking_events").values(event).execute();
    // Its seats are free again: the departure's waitlist is offered them, in this transaction.
    if (to === "cancelled" && booking.departure_id)
      await offerSeatsFreedOn(trx, booking.departure_id, clock);
    return {
      ok: true,
      booking: {
        ...booking,
        booking_status: to,
        updated_at: now,
        total_price: finalTotal ?? booking.total_price,
        ...payment,
      },
      event,
    } as const;
  });
}

/**
 * Moves a booking (transitionOnce) and, once that is stored, announces it: a confirmed or
 * cancelled booking moves its departure's seats, status and price, so cached pages and quotes
 * are read again (decision 0023).
 */
export async function transitionBooking(
  db: Kysely<Database>,
  input: TransitionInput,
): Promise<TransitionOutcome> {
  return announced(transitionOnce(db, input));
}
