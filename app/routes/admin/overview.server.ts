import { pendingAge } from "../../../domain/admin/booking-filters";
import { site } from "../../../domain/site";
import { getDb } from "../../../server/platform/db";
import { adminOverview, departuresNeedingDecision } from "../../../server/modules/bookings";
import { businessDay } from "../../../domain/calendar";
import { systemNow } from "../../../server/platform/clock";

export async function loader() {
  const now = systemNow();
  const [overview, decisions] = await Promise.all([
    adminOverview(getDb().db, now),
    // Departures whose decision day came without their minimum (issue 15).
    departuresNeedingDecision(getDb().db, businessDay(now)),
  ]);
  return {
    ...overview,
    decisions,
    upcoming: overview.upcoming.map(
      ({ id, client_name, adventure_type, booking_date, number_of_participants }) => ({
        id,
        client_name,
        adventure_type,
        booking_date,
        number_of_participants,
      }),
    ),
    oldestPending: pendingAge(overview.oldestPendingAt, now, site.responsePromiseHours),
    promiseHours: site.responsePromiseHours,
  };
}
