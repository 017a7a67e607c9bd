import type { TripRenameStep } from "../catalogue";

/**
 * A renamed trip's departures follow it (decision 0069), with their seats, prices, guides and
 * waiting lists (those hang on the departure's id): the renamed page shows the same dates. A
 * date the new slug has a departure on already (one a process still serving the old catalogue
 * scheduled in its last second) keeps the old slug's departure where it is, rather than
 * breaking the one-departure-a-day rule: its bookings still find their trip by the old slug.
 */
export const departureTripRename: TripRenameStep = {
  name: "departures",
  run: async (trx, oldSlug, newSlug) => {
    await trx
      .updateTable("departures")
      .set({ trip_slug: newSlug })
      .where("trip_slug", "=", oldSlug)
      .where((eb) =>
        eb(
          "date",
          "not in",
          eb
            .selectFrom("departures as taken")
            .select("taken.date")
            .where("taken.trip_slug", "=", newSlug),
        ),
      )
      .execute();
  },
};
