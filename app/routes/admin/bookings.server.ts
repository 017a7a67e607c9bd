import type { Route } from "./+types/bookings";
import { parseBookingFilters } from "../../../domain/admin/booking-filters";
import { bookedTrips, listAdminBookings, withOwed } from "../../../server/modules/bookings";
import { pick } from "~/lib/pick.server";
import { owedPartsText } from "../../../domain/payments/amount-owed";
import { dbContext } from "../../../server/platform/http/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  const db = context.get(dbContext);
  const [page, trips] = await Promise.all([listAdminBookings(db, filters), bookedTrips(db)]);
  return {
    filters: { ...filters, page: page.page },
    trips,
    total: page.total,
    pageCount: page.pageCount,
    rows: (await withOwed(db, page.rows)).map((row) => ({
      // What it owes, each currency as booked (decision 0038), not the old dollar column.
      owed: owedPartsText(row.owedParts),
      ...pick(row, [
        "id",
        "client_name",
        "client_email",
        "adventure_type",
        "booking_date",
        "number_of_participants",
        "booking_status",
        "created_at",
        // A held booking or a request whose seats were released is marked (decision 0055).
        "hold_expires_at",
        "seats_released_at",
      ]),
    })),
  };
}
