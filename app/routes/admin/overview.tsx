import { AlertTriangle, CalendarDays, Clock, Inbox } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { Badge } from "~/components/ui/badge";
import { AdminShell } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { formatDate } from "~/features/dashboard/dashboard-view";
import { DecisionAlerts } from "~/features/admin/decision-alerts";
import { ProposalAlerts } from "~/features/proposals/proposal-alerts";
import { cn } from "~/lib/cn";
import { site } from "../../../domain/site";
import { formatMoney } from "../../../domain/money/format";
import { partySizeText } from "../../../domain/booking/party";

export function meta() {
  return [{ title: `Admin | ${site.brandName}` }];
}

export { loader } from "./overview.server";

type MonthRow = Route.ComponentProps["loaderData"]["months"][number];

const monthColumns: AdminTableColumn<MonthRow>[] = [
  {
    key: "month",
    label: "Month",
    cell: (row) => <span className="font-semibold">{monthLabel(row.month)}</span>,
  },
  { key: "bookings", label: "Bookings", align: "right", cell: (row) => row.bookings },
  // Per currency as booked, never converted (decision 0038): a mixed party counts in both.
  {
    key: "revenue-usd",
    label: "Revenue estimate, USD",
    align: "right",
    cell: (row) => formatMoney(row.revenueUsdMinor, "USD"),
  },
  {
    key: "revenue-kes",
    label: "Revenue estimate, KES",
    align: "right",
    cell: (row) => formatMoney(row.revenueKesMinor, "KES"),
  },
];

function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const {
    pendingCount,
    oldestPending,
    promiseHours,
    upcomingCount,
    upcoming,
    unhandledInquiries,
    months,
    decisions,
    proposals,
  } = loaderData;
  const overdue = oldestPending?.overdue ?? false;
  return (
    <AdminShell title="Admin overview">
      <DecisionAlerts decisions={decisions} />
      <ProposalAlerts alerts={proposals} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        <li
          className={cn(
            "rounded-xl border bg-white p-5 shadow-sm",
            overdue ? "border-red-600 bg-red-50" : "border-sand-200",
          )}
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">Pending requests</h2>
            {overdue ? (
              <AlertTriangle aria-hidden="true" className="size-5 text-red-700" />
            ) : (
              <Clock aria-hidden="true" className="size-5 text-ochre-700" />
            )}
          </div>
          <p className="mt-2 text-3xl font-bold text-forest-900">{pendingCount}</p>
          {oldestPending ? (
            <p className={cn("mt-1 text-sm", overdue && "font-semibold text-red-800")}>
              Oldest waiting {oldestPending.hours} h of the {promiseHours}-hour promise
              {overdue ? ": overdue" : ""}
            </p>
          ) : (
            <p className="mt-1 text-sm">Nothing waiting</p>
          )}
          <Link
            className="mt-2 inline-block text-sm font-semibold text-forest-800 underline"
            to="/admin/bookings?status=pending&sort=created&dir=asc"
          >
            Answer pending requests
          </Link>
        </li>
        <li className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">Upcoming confirmed trips</h2>
            <CalendarDays aria-hidden="true" className="size-5 text-ochre-700" />
          </div>
          <p className="mt-2 text-3xl font-bold text-forest-900">{upcomingCount}</p>
          <Link
            className="mt-2 inline-block text-sm font-semibold text-forest-800 underline"
            to="/admin/bookings?status=confirmed&sort=travel&dir=asc"
          >
            See confirmed trips
          </Link>
        </li>
        <li className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">Inquiries not yet handled</h2>
            <Inbox aria-hidden="true" className="size-5 text-ochre-700" />
          </div>
          <p className="mt-2 text-3xl font-bold text-forest-900">{unhandledInquiries}</p>
          <Link
            className="mt-2 inline-block text-sm font-semibold text-forest-800 underline"
            to="/admin/inquiries"
          >
            Open the inbox
          </Link>
        </li>
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 className="text-xl font-bold">Next confirmed trips</h2>
          {upcoming.length ? (
            <ul className="mt-3 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
              {upcoming.map((booking) => (
                <li
                  key={booking.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-4"
                >
                  <div>
                    <Link
                      to={`/admin/bookings/${booking.id}`}
                      className="font-semibold text-forest-800 underline"
                    >
                      {booking.adventure_type}
                    </Link>
                    <p className="text-sm">
                      {booking.client_name}, {partySizeText(booking.number_of_participants)}
                    </p>
                  </div>
                  <Badge tone="green">{formatDate(booking.booking_date)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">No confirmed trips ahead.</p>
          )}
        </div>
        <div>
          <h2 className="text-xl font-bold" id="months-heading">
            Bookings and revenue estimate per travel month
          </h2>
          <AdminTable
            labelledBy="months-heading"
            columns={monthColumns}
            rows={months}
            rowKey={(row) => row.month}
            rowHeader="month"
            empty="No bookings in these months yet."
          />
          <p className="mt-2 text-sm">
            Pending, confirmed and completed bookings; cancelled ones are left out.
          </p>
        </div>
      </div>
    </AdminShell>
  );
}
