import { Form, Link } from "react-router";
import type { Route } from "./+types/trips";
import { Button } from "~/components/ui/button";
import { AdminShell, WhenAndWho } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { Notice } from "~/features/auth/notice";
import { Pagination } from "~/features/admin/pagination";
import { fieldClasses } from "~/features/booking/booking-fields";
import { formatTravelDate } from "../../../domain/calendar";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Trips | Admin | ${site.brandName}` }];
}

export { action, loader } from "./trips.server";

type Row = Route.ComponentProps["loaderData"]["trips"][number];

const statusText: Record<Row["status"], string> = {
  published: "Published",
  draft: "Draft, not on the site",
  archived: "Archived, off the site",
};

function StatusCell({ row }: { row: Row }) {
  return (
    <span>
      {statusText[row.status]}
      {row.status !== "draft" && row.hasDraft ? (
        <span className="block text-sm text-earth-700">Changes waiting to be published</span>
      ) : null}
    </span>
  );
}

/** A row's buttons, each a small form that works without JavaScript. */
function RowActions({ row, first, last }: { row: Row; first: boolean; last: boolean }) {
  const named = (verb: string) => `${verb} ${row.title}`;
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <Button type="submit" name="intent" value={`duplicate:${row.id}`} size="sm" variant="outline">
        <span aria-hidden="true">Duplicate</span>
        <span className="sr-only">{named("Duplicate")}</span>
      </Button>
      {row.status === "published" ? (
        <Button type="submit" name="intent" value={`archive:${row.id}`} size="sm" variant="outline">
          <span aria-hidden="true">Archive</span>
          <span className="sr-only">{named("Archive")}</span>
        </Button>
      ) : null}
      {row.status === "archived" ? (
        <Button
          type="submit"
          name="intent"
          value={`unarchive:${row.id}`}
          size="sm"
          variant="outline"
        >
          <span aria-hidden="true">Put back</span>
          <span className="sr-only">{named("Put back on the site:")}</span>
        </Button>
      ) : null}
      {first ? null : (
        <Button type="submit" name="intent" value={`up:${row.id}`} size="sm" variant="ghost">
          <span aria-hidden="true">Up</span>
          <span className="sr-only">{named("Move up:")}</span>
        </Button>
      )}
      {last ? null : (
        <Button type="submit" name="intent" value={`down:${row.id}`} size="sm" variant="ghost">
          <span aria-hidden="true">Down</span>
          <span className="sr-only">{named("Move down:")}</span>
        </Button>
      )}
    </Form>
  );
}

function columnsFor(ends: {
  firstId: string | null;
  lastId: string | null;
}): AdminTableColumn<Row>[] {
  return [
    {
      key: "trip",
      label: "Trip",
      cell: (row) => (
        <span>
          <Link to={`/admin/trips/${row.id}`} className="font-semibold underline">
            {row.title}
          </Link>
          <span className="block text-sm text-earth-700">/itinerary/{row.slug}</span>
        </span>
      ),
    },
    { key: "status", label: "Status", cell: (row) => <StatusCell row={row} /> },
    { key: "category", label: "Category", cell: (row) => row.category ?? "Not listed" },
    {
      key: "next",
      label: "Next departure",
      cell: (row) => (row.nextDeparture ? formatTravelDate(row.nextDeparture) : "None scheduled"),
    },
    {
      key: "changed",
      label: "Last change",
      cell: (row) => <WhenAndWho at={row.updatedAt} by={row.updatedBy} />,
    },
    {
      key: "actions",
      label: "Actions",
      cell: (row) => (
        <RowActions row={row} first={row.id === ends.firstId} last={row.id === ends.lastId} />
      ),
    },
  ];
}

export default function AdminTrips({ loaderData, actionData }: Route.ComponentProps) {
  const { trips, total, page, pageCount, firstShown } = loaderData;
  const error = actionData?.error;
  return (
    <AdminShell title="Trips">
      <p className="mt-3 max-w-3xl">
        Every trip of the site, in the order the listings show them. A trip reaches the site when
        you publish it; changes wait as a draft until then.
      </p>
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-4" /> : null}
      <Form
        method="post"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand-200 bg-white p-4"
        aria-labelledby="new-trip-heading"
      >
        <h2 id="new-trip-heading" className="w-full text-lg font-bold">
          New trip
        </h2>
        <div className="min-w-64 flex-1">
          <label htmlFor="new-trip-title" className="block text-sm font-semibold">
            Title
          </label>
          <input
            id="new-trip-title"
            name="title"
            required
            maxLength={120}
            defaultValue={actionData?.title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "new-trip-title-error" : undefined}
            className={fieldClasses}
          />
          {error ? (
            <p id="new-trip-title-error" className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" name="intent" value="create">
          Create draft
        </Button>
      </Form>
      <h2 id="trip-list-heading" className="mt-8 text-xl font-bold">
        {total} {total === 1 ? "trip" : "trips"}
        {pageCount > 1 ? `, ${firstShown} to ${firstShown + trips.length - 1} shown` : ""}
      </h2>
      <AdminTable
        columns={columnsFor(loaderData)}
        rows={trips}
        rowKey={(row) => row.id}
        rowHeader="trip"
        labelledBy="trip-list-heading"
        minWidth="min-w-[60rem]"
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefForPage={(to) => `/admin/trips?page=${to}`}
        />
      ) : null}
    </AdminShell>
  );
}
