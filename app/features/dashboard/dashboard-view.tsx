import { format, parseISO } from "date-fns";
import { CalendarDays, Compass, DollarSign, LogOut, Mountain, Users } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Notice, type NoticeData } from "~/features/auth/notice";
import { dashboardTabs, statusTone, type DashboardBooking, type DashboardTab } from "./bookings";
import { formatUsd } from "../../../domain/pricing/money";

/** Dates on the dashboard read 'MMM dd, yyyy' (e.g. 'Feb 10, 2030'); a malformed stored date is shown as stored rather than crashing the page. */
export function formatDate(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM dd, yyyy");
}

export function DashboardHeader({
  greetingName,
  signOutNotice,
}: {
  greetingName: string;
  signOutNotice?: NoticeData;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">My Adventures</h1>
        <p className="mt-2 text-lg">Welcome back, {greetingName}</p>
      </div>
      <div className="grid justify-items-end gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="signout" />
          <Button type="submit" variant="outline">
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </Form>
        {signOutNotice ? <Notice notice={signOutNotice} /> : null}
      </div>
    </div>
  );
}

export function StatCards({
  total,
  upcoming,
  spent,
}: {
  total: number;
  upcoming: number;
  spent: number;
}) {
  const cards = [
    { label: "Total Bookings", value: String(total), icon: Mountain },
    { label: "Upcoming Trips", value: String(upcoming), icon: CalendarDays },
    { label: "Total Spent", value: formatUsd(spent), icon: DollarSign },
  ];
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">{label}</h2>
            <Icon aria-hidden="true" className="size-5 text-ochre-700" />
          </div>
          <p className="mt-2 text-3xl font-bold text-forest-900">{value}</p>
        </li>
      ))}
    </ul>
  );
}

/** Tabs as links (?tab=...), so they work before hydration and survive a reload. */
export function BookingTabs({
  current,
  counts,
}: {
  current: DashboardTab;
  counts: Record<DashboardTab, number>;
}) {
  return (
    <nav aria-label="Booking filters" className="mt-10">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-sand-100 p-1">
        {dashboardTabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tab.id === "all" ? "/dashboard" : `/dashboard?tab=${tab.id}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold",
                  active
                    ? "bg-white text-forest-900 shadow-sm"
                    : "text-earth-900 hover:bg-white/60",
                )}
              >
                {tab.label}
                <span className="rounded-full bg-sand-200 px-2 text-xs">{counts[tab.id]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function BookingList({
  bookings,
  emptyText,
}: {
  bookings: DashboardBooking[];
  emptyText: string;
}) {
  if (bookings.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-sand-200 bg-white px-6 py-12 text-center">
        <Compass aria-hidden="true" className="mx-auto size-10 text-ochre-600" />
        <p className="mt-4 text-lg font-semibold">{emptyText}</p>
        <ButtonLink to="/#adventures" reloadDocument className="mt-6">
          Browse Adventures
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-4">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-bold">{booking.adventure_type}</h3>
            <Badge tone={statusTone(booking.booking_status)} className="capitalize">
              {booking.booking_status}
            </Badge>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-ochre-700" />
              <dt className="sr-only">Date</dt>
              <dd>{formatDate(booking.booking_date)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-ochre-700" />
              <dt className="sr-only">Participants</dt>
              <dd>
                {booking.number_of_participants}{" "}
                {booking.number_of_participants === 1 ? "participant" : "participants"}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <DollarSign aria-hidden="true" className="size-4 text-ochre-700" />
              <dt className="sr-only">Total price</dt>
              <dd className="font-semibold">{formatUsd(booking.total_price)}</dd>
            </div>
          </dl>
          {booking.special_requirements ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">Special requirements:</span>{" "}
              {booking.special_requirements}
            </p>
          ) : null}
          <p className="mt-3 text-xs">Requested {formatDate(booking.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}
