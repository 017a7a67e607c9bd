import { pendingAge } from "../../../domain/admin/booking-filters";
import { site } from "../../../domain/site";
import { getDb } from "../../../server/db";
import { adminOverview } from "../../../server/services/admin-overview";
import { departuresNeedingDecision } from "../../../server/services/departure-notices";
import { isoDate } from "../../../domain/calendar";

export async function loader() {
  const now = new Date();
  const [overview, decisions] = await Promise.all([
    adminOverview(getDb().db, now),
    // Departures whose decision day came without their minimum (issue 15).
    departuresNeedingDecision(getDb().db, isoDate(now)),
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
