import { data, redirect } from "react-router";
import type { Route } from "./+types/departures";
import type { NoticeData } from "~/features/auth/notice";
import {
  listMonth,
  parseNewDeparture,
  shiftMonth,
  type DepartureFormField,
} from "../../../domain/departures/departure-admin";
import { calendarFeedKey } from "../../../server/platform/secret";
import { siteContacts } from "../../../server/platform/config";
import {
  departuresCalendarPath,
  departuresCalendarToken,
  createDeparture,
} from "../../../server/modules/departures";
import { adminDepartureList, departureTrips } from "../../../server/modules/bookings";
import { completenessByDeparture } from "../../../server/modules/travellers";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";

/** `/admin/departures?month=yyyy-mm&trip=slug`: the month's departures, the feed and the create form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = businessToday();
  const params = new URL(request.url).searchParams;
  const month = listMonth(params.get("month"), today);
  const trips = departureTrips();
  const tripParam = params.get("trip") ?? "";
  const tripSlug = trips.some((trip) => trip.slug === tripParam) ? tripParam : null;
  const db = context.get(dbContext);
  const rows = await adminDepartureList(db, { month, tripSlug }, today);
  // How many travellers holding seats have their details in (decision 0031).
  const details = await completenessByDeparture(
    db,
    rows.map((row) => row.id),
  );
  return {
    today,
    month,
    previousMonth: shiftMonth(month, -1),
    nextMonth: shiftMonth(month, 1),
    tripSlug,
    trips,
    rows: rows.map(({ state: _state, ...row }) => ({
      ...row,
      details: details.get(row.id) ?? { complete: 0, total: 0 },
    })),
    feedUrl: `${siteContacts().siteUrl}${departuresCalendarPath(departuresCalendarToken(calendarFeedKey()))}`,
  };
}

export type CreateErrors = Partial<Record<DepartureFormField, string>>;

/** The create form (works without JavaScript): a new departure, or the form back with its sentences. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  const today = businessToday();
  const refused = (status: number, description: string, errors: CreateErrors = {}) => {
    const notice: NoticeData = { tone: "error", title: "Departure not added", description };
    return data({ notice, errors, values: form }, { status });
  };
  const parsed = parseNewDeparture(
    form,
    departureTrips().map((trip) => trip.slug),
    today,
  );
  if (!parsed.ok) return refused(400, Object.values(parsed.errors).join(" "), parsed.errors);
  const created = await createDeparture(context.get(dbContext), parsed.values);
  if (!created.ok) return refused(statusOfRefusal(created.kind), created.message);
  return redirect(`/admin/departures/${created.id}?added=1`);
}
