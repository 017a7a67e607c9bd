import type { Kysely } from "kysely";
import type { BookingStatus } from "../../domain/booking/booking-status";
import { checkTransition } from "../../domain/booking/transitions";
import type { Booking, BookingEvent, Database } from "../db/schema";

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

export type TransitionOutcome =
  | { ok: true; booking: Booking; event: BookingEvent }
  | { ok: false; status: 404 | 409; error: string };

/**
 * Moves a booking to `to` if the workflow allows it, and records who did it, when and why.
 * The update only applies if the status is still what we read, so two operators clicking at
 * once cannot both succeed.
 */
export async function transitionBooking(
  db: Kysely<Database>,
  input: { bookingId: string; to: string; note: string | null; actor: Actor; now?: Date },
): Promise<TransitionOutcome> {
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, input.bookingId);
    if (!booking)
      return { ok: false, status: 404, error: "There is no booking with this reference." } as const;
    const check = checkTransition(booking.booking_status, input.to);
    if (!check.ok) return { ok: false, status: 409, error: check.error } as const;
    const to: BookingStatus = check.to;
    const result = await trx
      .updateTable("bookings")
      .set({ booking_status: to, updated_at: now })
      .where("id", "=", booking.id)
      .where("booking_status", "=", booking.booking_status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      return {
        ok: false,
        status: 409,
        error: "Someone else changed this booking a moment ago. Reload the page and try again.",
      } as const;
    const event: BookingEvent = {
      id: crypto.randomUUID(),
      booking_id: booking.id,
      from_status: booking.booking_status,
      to_status: to,
      note: input.note?.trim() ? input.note.trim().slice(0, 1000) : null,
      actor_user_id: input.actor.id,
      actor_email: input.actor.email,
      created_at: now,
    };
    await trx.insertInto("booking_events").values(event).execute();
    return {
      ok: true,
      booking: { ...booking, booking_status: to, updated_at: now },
      event,
    } as const;
  });
}
