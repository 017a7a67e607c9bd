import type { ErasureStep } from "../../platform/data-subject";

/** The M-Pesa number a payment prompt went to, on the account's own bookings (decision 0032). */
export const paymentContactErasure: ErasureStep = {
  name: "payment phone numbers",
  run: async (trx, subject) => {
    if (!subject.ownBookingIds.length) return;
    await trx
      .updateTable("payment_attempts")
      .set({ phone: null })
      .where("booking_id", "in", subject.ownBookingIds)
      .execute();
  },
};
