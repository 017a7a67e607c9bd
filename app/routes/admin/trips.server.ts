import { data, redirect } from "react-router";
import type { Route } from "./+types/trips";
import type { NoticeData } from "~/features/auth/notice";
import {
  filterTripList,
  pageOf,
  parseTripListFilters,
} from "../../../domain/admin/trip-list-filters";
import { canBeRecordId } from "../../../domain/record-id";
import {
  createTrip,
  duplicateTrip,
  findPublishedTrip,
  listTripsForAdmin,
  moveTrip,
  setTripArchived,
} from "../../../server/modules/catalogue";
import { nextDepartureDates } from "../../../server/modules/departures";
import { listingOfTrip } from "../../../server/modules/pages";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

/**
 * One page of the trips that match the search and status in the URL, in catalogue order, each
 * with its status, category and next departure (the admin layout guards both). Up and Down move
 * a trip in the whole catalogue: the first and last trip of the whole order lose one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const filters = parseTripListFilters(new URL(request.url).searchParams);
  const trips = await listTripsForAdmin(db);
  const matching = filterTripList(trips, filters);
  const { rows: shown, ...place } = pageOf(matching, filters.page);
  const nextDates = await nextDepartureDates(
    db,
    businessToday(),
    shown.map((trip) => trip.slug),
  );
  return {
    trips: shown.map((trip) => ({
      ...trip,
      category: listingOfTrip(findPublishedTrip(trip.slug) ?? trip)?.title ?? null,
      nextDeparture: nextDates.get(trip.slug) ?? null,
    })),
    filters: { ...filters, page: place.page },
    /** How many trips match; `catalogueSize` is every trip. */
    total: matching.length,
    catalogueSize: trips.length,
    ...place,
    firstId: trips[0]?.id ?? null,
    lastId: trips.at(-1)?.id ?? null,
  };
}

export type TripListAnswer = { notice: NoticeData; title?: string; error?: string };

const refused = (title: string, description: string, status = 400) =>
  data<TripListAnswer>({ notice: { tone: "error", title, description } }, { status });

/** The list's buttons: a new trip, and each row's duplicate, archive, restore and move. */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const user = context.get(adminUserContext);
  const form = await request.formData();
  const [intent = "", id = ""] = String(form.get("intent") ?? "").split(":");
  if (intent === "create") {
    const title = String(form.get("title") ?? "").slice(0, 500);
    const created = await createTrip(db, title, user);
    if (created.kind === "invalid")
      return data<TripListAnswer>(
        {
          notice: { tone: "error", title: "Trip not created", description: created.error },
          title,
          error: created.error,
        },
        { status: 400 },
      );
    throw redirect(`/admin/trips/${created.id}`);
  }
  if (!canBeRecordId(id)) return refused("Nothing changed", "There is no such trip.", 404);
  switch (intent) {
    case "duplicate": {
      const copy = await duplicateTrip(db, id, user);
      if (copy.kind === "no-such-trip") return refused("Not copied", "There is no such trip.", 404);
      throw redirect(`/admin/trips/${copy.id}`);
    }
    case "archive":
    case "unarchive": {
      const done = await setTripArchived(db, id, intent === "archive", user);
      if (!done) return refused("Nothing changed", "This trip cannot be moved so.", 409);
      return data<TripListAnswer>({
        notice: {
          tone: "success",
          title: intent === "archive" ? "Trip archived" : "Trip back on the site",
          description:
            intent === "archive"
              ? "It is off the listings, the search and the sitemap, and cannot be booked. Bookings already made keep it."
              : "It is listed and bookable again.",
        },
      });
    }
    case "up":
    case "down":
      await moveTrip(db, id, intent);
      return data<TripListAnswer>({
        notice: {
          tone: "success",
          title: "Order saved",
          description: "Listings show the new order.",
        },
      });
    default:
      return refused("Nothing changed", "That button is not known here.");
  }
}
