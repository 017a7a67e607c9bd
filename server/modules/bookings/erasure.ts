import type { ExpressionBuilder } from "kysely";
import { shortReference } from "../../../domain/booking/reference";
import type { Database } from "../../platform/db/schema";
import { carriedBookingIds, type ErasureStep } from "../../platform/data-subject";

/** The placeholder address a kept booking gets: unique, and under `.invalid`, which no one can own. */
export function erasedEmail(bookingId: string): string {
  return `deleted-${shortReference(bookingId).toLowerCase()}@erased.invalid`;
}

export const ERASED_NAME = "Deleted traveller";

/** The bookings' part of deleting an account (decisions 0032 and 0043), in this order. */
export const bookingErasureSteps: ErasureStep[] = [
  {
    // The account's own bookings stay as accounting records without the person's contact.
    name: "bookings",
    run: async (trx, subject) => {
      for (const id of subject.ownBookingIds)
        await trx
          .updateTable("bookings")
          .set({
            client_name: ERASED_NAME,
            client_email: erasedEmail(id),
            client_phone: null,
            special_requirements: null,
            user_id: null,
            idempotency_key: null,
          })
          .where("id", "=", id)
          .execute();
    },
  },
  {
    // Erin booked, signed in, with Dave's address: Dave's deletion leaves Erin her booking, its
    // travellers, requirements, payments and statement; its contact becomes Erin's account.
    name: "contact on other accounts' bookings",
    run: async (trx, subject) => {
      const carried = carriedBookingIds(subject);
      if (!carried.length) return;
      const booker = (column: "name" | "email") => (eb: ExpressionBuilder<Database, "bookings">) =>
        eb.selectFrom("user").select(`user.${column}`).whereRef("user.id", "=", "bookings.user_id");
      await trx
        .updateTable("bookings")
        .set((eb) => ({
          client_name: booker("name")(eb),
          client_email: booker("email")(eb),
          client_phone: null,
        }))
        .where("id", "in", carried)
        .where("user_id", "is not", null)
        .where("user_id", "!=", subject.userId)
        .execute();
    },
  },
  {
    name: "booking notes",
    run: async (trx, subject) => {
      if (!subject.ownBookingIds.length) return;
      // Notes may quote the traveller; statuses, reasons and price changes stay for the accounts.
      await trx
        .updateTable("booking_events")
        .set({ note: null })
        .where("booking_id", "in", subject.ownBookingIds)
        .execute();
    },
  },
];
