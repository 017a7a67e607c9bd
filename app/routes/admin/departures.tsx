import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/departures";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import {
  DepartureSettingsFields,
  DepartureStatusBadge,
  fieldClasses,
  FormField,
} from "~/features/admin/departure-fields";
import { Notice } from "~/features/auth/notice";
import { formatTravelDate } from "../../../domain/calendar";
import { monthTitle } from "../../../domain/departures/departure-admin";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Departures | Admin | ${site.brandName}` }];
}

export { action, loader } from "./departures.server";

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: AdminTableColumn<Row>[] = [
  {
    key: "date",
    label: "Date",
    cell: (row) => (
      <Link
        to={`/admin/departures/${row.id}`}
        className="font-semibold whitespace-nowrap text-forest-800 underline"
      >
        {formatTravelDate(row.date)}
      </Link>
    ),
  },
  { key: "trip", label: "Trip", cell: (row) => row.tripTitle },
  {
    key: "booked",
    label: "Booked",
    align: "right",
    cell: (row) => `${row.seatsTaken} / ${row.seats}`,
  },
  // Requests hold seats, but only confirmed travellers make a departure run (decision 0040).
  { key: "confirmed", label: "Confirmed", align: "right", cell: (row) => row.seatsConfirmed },
  { key: "minimum", label: "Minimum", align: "right", cell: (row) => row.minimumToRun },
  {
    key: "details",
    label: "Traveller details",
    cell: (row) =>
      row.details.total
        ? `${row.details.complete} of ${row.details.total} complete`
        : "None booked",
  },
  {
    key: "status",
    label: "Status",
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <DepartureStatusBadge status={row.status} />
        {row.needsDecision ? <Badge tone="red">Decide now</Badge> : null}
      </span>
    ),
  },
  { key: "guide", label: "Guide", cell: (row) => row.guide ?? "Not assigned" },
];

export default function AdminDepartures({ loaderData, actionData }: Route.ComponentProps) {
  const { month, previousMonth, nextMonth, tripSlug, trips, rows, feedUrl, today } = loaderData;
  const trip = tripSlug ? `&trip=${tripSlug}` : "";
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <AdminShell title="Departures">
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
        aria-label="Choose the month and trip"
      >
        <div>
          <label htmlFor="month" className="block text-sm font-semibold">
            Month
          </label>
          <input
            id="month"
            name="month"
            type="month"
            defaultValue={month}
            pattern="\d{4}-\d{2}"
            placeholder="2027-01"
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="trip" className="block text-sm font-semibold">
            Trip
          </label>
          <select id="trip" name="trip" defaultValue={tripSlug ?? ""} className={fieldClasses}>
            <option value="">Every trip</option>
            {trips.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Show</Button>
      </Form>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 id="departures-heading" className="text-2xl font-bold">
          {monthTitle(month)}: {rows.length} {rows.length === 1 ? "departure" : "departures"}
        </h2>
        <nav aria-label="Months" className="flex gap-2">
          <Link
            to={`?month=${previousMonth}${trip}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-forest-800 underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {monthTitle(previousMonth)}
          </Link>
          <Link
            to={`?month=${nextMonth}${trip}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-forest-800 underline"
          >
            {monthTitle(nextMonth)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </div>
      <AdminTable
        labelledBy="departures-heading"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHeader="date"
        minWidth="min-w-[56rem]"
        empty="No departures in this month. Add one below."
      />
      <p className="mt-2 text-sm">
        Booked counts pending and confirmed travellers: both hold seats. Guaranteed: the confirmed
        travellers reach the minimum (requests do not). Decide now: the decision day has come
        without the minimum.
      </p>

      <section aria-labelledby="feed-heading" className="mt-10">
        <h2 id="feed-heading" className="text-xl font-bold">
          Calendar feed for the team
        </h2>
        <p className="mt-1 max-w-3xl">
          Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see every
          departure with its head-count and guide. Keep it private: anyone with the address can read
          the feed.
        </p>
        <label htmlFor="feed-url" className="mt-3 block text-sm font-semibold">
          Feed address (select it and copy)
        </label>
        <input
          id="feed-url"
          readOnly
          value={feedUrl}
          className={`${fieldClasses} font-mono text-sm`}
        />
      </section>

      <section aria-labelledby="add-heading" className="mt-10">
        <h2 id="add-heading" className="text-xl font-bold">
          Add a departure
        </h2>
        {actionData?.notice ? <Notice notice={actionData.notice} className="mt-3" /> : null}
        <Form
          method="post"
          className="mt-3 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-labelledby="add-heading"
        >
          <FormField id="new-trip" label="Trip" error={errors.trip}>
            {(described) => (
              <select
                id="new-trip"
                name="trip"
                required
                defaultValue={values.trip ?? tripSlug ?? ""}
                className={fieldClasses}
                {...described}
              >
                <option value="">Choose a trip</option>
                {trips.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="new-date" label="Date" error={errors.date}>
            {(described) => (
              <input
                id="new-date"
                name="date"
                type="date"
                required
                min={today}
                defaultValue={values.date}
                className={fieldClasses}
                {...described}
              />
            )}
          </FormField>
          <DepartureSettingsFields
            prefix="new"
            values={values}
            errors={errors}
            cutoffHint="Empty: 2 for day trips, 7 for longer trips"
          />
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit">Add departure</Button>
          </div>
        </Form>
      </section>
    </AdminShell>
  );
}
