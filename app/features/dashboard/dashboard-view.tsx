import { CalendarDays, Compass, DollarSign, LogOut, Mountain, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Notice, type NoticeData } from "~/features/auth/notice";
import { BookingCard } from "./booking-card";
import type { RequestAnswer } from "./booking-request-form";
import {
  dashboardTabs,
  moneyCardText,
  type DashboardBooking,
  type DashboardSummary,
  type DashboardTab,
} from "./bookings";

// The admin booking page reads the date format from here too.
export { formatDate } from "./format-date";

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
        <div className="flex flex-wrap justify-end gap-2">
          <ButtonLink to="/dashboard/account" variant="outline">
            <UserRound aria-hidden="true" className="size-4" />
            My account
          </ButtonLink>
          <Form method="post">
            <input type="hidden" name="intent" value="signout" />
            <Button type="submit" variant="outline">
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          </Form>
        </div>
        {signOutNotice ? <Notice notice={signOutNotice} /> : null}
      </div>
    </div>
  );
}

/**
 * The spec's three stat cards; the third says what is booked, paid and due per currency (issue
 * 28), added up from the same accounts the booking cards show.
 */
export function StatCards({ total, upcoming, money }: DashboardSummary) {
  const moneyText = moneyCardText(money);
  const cards = [
    { label: "Total Bookings", value: String(total), icon: Mountain, lines: [] },
    { label: "Upcoming Trips", value: String(upcoming), icon: CalendarDays, lines: [] },
    {
      label: "Booked and paid",
      value: moneyText.value,
      icon: DollarSign,
      lines: moneyText.lines,
    },
  ];
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon, lines }) => (
        <li key={label} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">{label}</h2>
            <Icon aria-hidden="true" className="size-5 text-ochre-700" />
          </div>
          <p className="mt-2 text-3xl font-bold text-forest-900">{value}</p>
          {lines.map((line) => (
            <p key={line} className="mt-1 text-sm">
              {line}
            </p>
          ))}
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
  today,
  pageAnswer,
}: {
  bookings: DashboardBooking[];
  emptyText: string;
  today: string;
  /** The answer to a request form posted without JavaScript. */
  pageAnswer?: RequestAnswer;
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
        <BookingCard
          key={booking.id}
          booking={booking}
          today={today}
          pageAnswer={pageAnswer?.bookingId === booking.id ? pageAnswer : undefined}
        />
      ))}
    </ul>
  );
}
