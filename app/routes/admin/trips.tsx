import { Form } from "react-router";
import type { Route } from "./+types/trips";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { Notice } from "~/features/auth/notice";
import { Pagination } from "~/features/admin/pagination";
import { ResponsiveTable } from "~/features/admin/responsive-table";
import { TripListFilterForm, tripListColumns } from "~/features/admin/trip-list";
import { fieldClasses } from "~/features/booking/booking-fields";
import { isFiltered, tripListHref } from "../../../domain/admin/trip-list-filters";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Trips | Admin | ${site.brandName}` }];
}

export { action, loader } from "./trips.server";

/** "500 trips, 1 to 25 shown" or "3 of 500 trips match, 1 to 3 shown". */
function listHeading({
  trips,
  total,
  catalogueSize,
  firstShown,
  filters,
}: Route.ComponentProps["loaderData"]): string {
  const count = isFiltered(filters)
    ? `${total} of ${catalogueSize} trips ${total === 1 ? "matches" : "match"}`
    : `${total} ${total === 1 ? "trip" : "trips"}`;
  return trips.length && trips.length < total
    ? `${count}, ${firstShown} to ${firstShown + trips.length - 1} shown`
    : count;
}

export default function AdminTrips({ loaderData, actionData }: Route.ComponentProps) {
  const { trips, filters, page, pageCount, firstId, lastId } = loaderData;
  const filtered = isFiltered(filters);
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
      <TripListFilterForm filters={filters} />
      <h2 id="trip-list-heading" className="mt-8 text-xl font-bold">
        {listHeading(loaderData)}
      </h2>
      {filtered ? (
        <p className="mt-1 text-sm text-earth-700">
          To change the order of the listings (Up and Down), show all trips.
        </p>
      ) : null}
      <ResponsiveTable
        columns={tripListColumns({ canMove: !filtered, firstId, lastId })}
        rows={trips}
        rowKey={(row) => row.id}
        rowHeader="trip"
        labelledBy="trip-list-heading"
        minWidth="md:min-w-[60rem]"
        empty="No trip matches. Try fewer words, another status, or Show all."
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefForPage={(to) => tripListHref(filters, { page: to })}
        />
      ) : null}
    </AdminShell>
  );
}
