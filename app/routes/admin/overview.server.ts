import { pendingAge } from "../../../domain/admin/booking-filters";
import { site } from "../../../domain/site";
import { getDb } from "../../../server/db";
import { adminOverview } from "../../../server/services/admin-overview";

export async function loader() {
  const now = new Date();
  const overview = await adminOverview(getDb().db, now);
  return {
    ...overview,
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
