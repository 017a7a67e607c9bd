import type { ErasureStep } from "../../platform/data-subject";

/**
 * The review request goes to the booking's address: a review of any booking the account sees was
 * written from its mail, so it goes when the account is deleted, on another account's booking too.
 */
export const reviewErasure: ErasureStep = {
  name: "reviews",
  run: async (trx, subject) => {
    if (subject.bookingIds.length)
      await trx.deleteFrom("reviews").where("booking_id", "in", subject.bookingIds).execute();
  },
};
