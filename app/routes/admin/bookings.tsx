import { ArrowDown, ArrowUp, Download } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/bookings";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/features/admin/pagination";
import { AdminShell } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { SeatHoldBadge } from "~/features/admin/seat-hold-notice";
import { formatDate } from "~/features/dashboard/dashboard-view";
import { statusTone } from "~/features/dashboard/bookings";
import {
  bookingFiltersToParams,
  type BookingFilters,
  type BookingSortKey,
} from "../../../domain/admin/booking-filters";
import { bookingStatuses } from "../../../domain/booking/booking-status";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Bookings | Admin | ${site.brandName}` }];
}

export { loader } from "./bookings.server";

type BookingRow = Route.ComponentProps["loaderData"]["rows"][number];

/** The table's columns; those with a sort key have a sort link in their header. */
const columns: Array<AdminTableColumn<BookingRow> & { sortKey: BookingSortKey | null }> = [
  {
    key: "traveller",
    label: "Traveller",
    sortKey: "name",
    cell: (row) => (
      <>
        <Link to={`/admin/bookings/${row.id}`} className="font-semibold text-forest-800 underline">
          {row.client_name}
        </Link>
        <div className="break-all">{row.client_email}</div>
      </>
    ),
  },
  { key: "trip", label: "Trip", sortKey: null, cell: (row) => row.adventure_type },
  {
    key: "travel",
    label: "Travel date",
    sortKey: "travel",
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.booking_date)}</span>,
  },
  { key: "people", label: "People", sortKey: null, cell: (row) => row.number_of_participants },
  { key: "total", label: "Total owed", sortKey: "total", cell: (row) => row.owed },
  {
    key: "status",
    label: "Status",
    sortKey: null,
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={statusTone(row.booking_status)}>{row.booking_status}</Badge>
        <SeatHoldBadge booking={row} />
      </span>
    ),
  },
  {
    key: "received",
    label: "Received",
    sortKey: "created",
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span>,
  },
];

function href(filters: BookingFilters, change: Partial<BookingFilters>): string {
  const query = bookingFiltersToParams({ ...filters, ...change }).toString();
  return query ? `?${query}` : "?";
}

const field = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filters, trips, rows, total, pageCount } = loaderData;
  const exportQuery = bookingFiltersToParams({ ...filters, page: 1 }).toString();
  return (
    <AdminShell
      title="Bookings"
      actions={
        <a
          href={`/admin/bookings.csv${exportQuery ? `?${exportQuery}` : ""}`}
          className={buttonClasses("outline")}
          download
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      }
    >
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
        aria-label="Filter bookings"
      >
        <div className="lg:col-span-2">
          <label htmlFor="q" className="block text-sm font-semibold">
            Search name, email or trip
          </label>
          <input id="q" name="q" type="search" defaultValue={filters.q} className={field} />
        </div>
        <div>
          <label htmlFor="status" className="block text-sm font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filters.status} className={field}>
            <option value="">Any status</option>
            {bookingStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="trip" className="block text-sm font-semibold">
            Trip
          </label>
          <select id="trip" name="trip" defaultValue={filters.trip} className={field}>
            <option value="">Any trip</option>
            {trips.map((trip) => (
              <option key={trip.slug} value={trip.slug}>
                {trip.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className="block text-sm font-semibold">
            Travel from
          </label>
          <input id="from" name="from" type="date" defaultValue={filters.from} className={field} />
        </div>
        <div>
          <label htmlFor="to" className="block text-sm font-semibold">
            Travel to
          </label>
          <input id="to" name="to" type="date" defaultValue={filters.to} className={field} />
        </div>
        {/* Phones have cards instead of sortable column headers: the order is chosen here. On
            wider screens these are hidden but still sent, keeping the headers' choice. */}
        <div className="md:hidden">
          <label htmlFor="sort" className="block text-sm font-semibold">
            Sort by
          </label>
          <select id="sort" name="sort" defaultValue={filters.sort} className={field}>
            {columns.flatMap((column) =>
              column.sortKey
                ? [
                    <option key={column.sortKey} value={column.sortKey}>
                      {column.label}
                    </option>,
                  ]
                : [],
            )}
          </select>
        </div>
        <div className="md:hidden">
          <label htmlFor="dir" className="block text-sm font-semibold">
            Order
          </label>
          <select id="dir" name="dir" defaultValue={filters.dir} className={field}>
            <option value="desc">Newest or highest first</option>
            <option value="asc">Oldest or lowest first</option>
          </select>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit">Apply filters</Button>
          <Link to="/admin/bookings" className={buttonClasses("ghost")}>
            Clear
          </Link>
        </div>
      </Form>

      <p className="mt-6" role="status">
        {total} {total === 1 ? "booking" : "bookings"} found
      </p>
      <AdminTable
        minWidth="min-w-[48rem]"
        caption={`Bookings, sorted by ${filters.sort} ${filters.dir === "asc" ? "ascending" : "descending"}`}
        columns={columns.map((column) => {
          const active = column.sortKey !== null && column.sortKey === filters.sort;
          return {
            ...column,
            sort: active ? (filters.dir === "asc" ? "ascending" : "descending") : undefined,
            header: column.sortKey ? (
              <Link
                to={href(filters, {
                  sort: column.sortKey,
                  dir: active && filters.dir === "desc" ? "asc" : "desc",
                  page: 1,
                })}
                className="inline-flex min-h-9 items-center gap-1 font-semibold text-forest-800 underline"
              >
                {column.label}
                {active ? (
                  filters.dir === "asc" ? (
                    <ArrowUp aria-hidden="true" className="size-4" />
                  ) : (
                    <ArrowDown aria-hidden="true" className="size-4" />
                  )
                ) : null}
                <span className="sr-only">, sort</span>
              </Link>
            ) : undefined,
          };
        })}
        rows={rows}
        rowKey={(row) => row.id}
        rowHeader="traveller"
        rowClassName="align-top"
        empty="No bookings match these filters."
      />
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefForPage={(page) => href(filters, { page })}
      />
    </AdminShell>
  );
}
