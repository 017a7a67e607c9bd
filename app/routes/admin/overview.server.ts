import type { Route } from "./+types/overview";
import { pendingAge } from "../../../domain/admin/booking-filters";
import { site } from "../../../domain/site";
import { adminOverview, departuresNeedingDecision } from "../../../server/modules/bookings";
import { businessDay } from "../../../domain/calendar";
import { proposalAlerts } from "../../../server/modules/proposals";
import { systemNow } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const now = systemNow();
  const [overview, decisions, proposals] = await Promise.all([
    adminOverview(db, now),
    // Departures whose decision day came without their minimum (issue 15).
    departuresNeedingDecision(db, businessDay(now)),
    // Proposals the client opened this week, and those about to expire (issue 30).
    proposalAlerts(db, now),
  ]);
  return {
    ...overview,
    decisions,
    proposals,
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
