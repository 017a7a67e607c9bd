import type { TripRenameStep } from "../catalogue";

/** A renamed trip's reviews stay with it (decision 0069): its page lists and averages them. */
export const reviewTripRename: TripRenameStep = {
  name: "reviews",
  run: async (trx, oldSlug, newSlug) => {
    await trx
      .updateTable("reviews")
      .set({ trip_slug: newSlug })
      .where("trip_slug", "=", oldSlug)
      .execute();
  },
};
