import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { WhenAndWho } from "~/features/admin/admin-shell";
import type { AdminTableColumn } from "~/features/admin/admin-table";
import { fieldClasses } from "~/features/booking/booking-fields";
import { formatTravelDate } from "../../../domain/calendar";
import {
  tripListStatuses,
  type TripListFilters,
  type TripListStatus,
} from "../../../domain/admin/trip-list-filters";

/** One row of /admin/trips. */
export interface TripListRow {
  id: string;
  slug: string;
  title: string;
  status: TripListStatus;
  hasDraft: boolean;
  updatedAt: string;
  updatedBy: string;
  category: string | null;
  nextDeparture: string | null;
}

export const tripStatusText: Record<TripListStatus, string> = {
  published: "Published",
  draft: "Draft, not on the site",
  archived: "Archived, off the site",
};

function StatusCell({ row }: { row: TripListRow }) {
  return (
    <span>
      {tripStatusText[row.status]}
      {row.status !== "draft" && row.hasDraft ? (
        <span className="block text-sm text-earth-700">Changes waiting to be published</span>
      ) : null}
    </span>
  );
}

/** Where Up and Down are offered: nowhere while filtered, else not at the catalogue's two ends. */
export interface MoveEnds {
  canMove: boolean;
  firstId: string | null;
  lastId: string | null;
}

function SmallButton({ intent, verb, label }: { intent: string; verb: string; label: string }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant={intent.startsWith("up:") || intent.startsWith("down:") ? "ghost" : "outline"}
    >
      <span aria-hidden="true">{verb}</span>
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** A row's buttons, one small form that works without JavaScript. */
function RowActions({ row, ends }: { row: TripListRow; ends: MoveEnds }) {
  const named = (words: string) => `${words} ${row.title}`;
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <SmallButton intent={`duplicate:${row.id}`} verb="Duplicate" label={named("Duplicate")} />
      {row.status === "published" ? (
        <SmallButton intent={`archive:${row.id}`} verb="Archive" label={named("Archive")} />
      ) : null}
      {row.status === "archived" ? (
        <SmallButton
          intent={`unarchive:${row.id}`}
          verb="Put back"
          label={named("Put back on the site:")}
        />
      ) : null}
      {ends.canMove && row.id !== ends.firstId ? (
        <SmallButton intent={`up:${row.id}`} verb="Up" label={named("Move up:")} />
      ) : null}
      {ends.canMove && row.id !== ends.lastId ? (
        <SmallButton intent={`down:${row.id}`} verb="Down" label={named("Move down:")} />
      ) : null}
    </Form>
  );
}

export function tripListColumns(ends: MoveEnds): AdminTableColumn<TripListRow>[] {
  return [
    {
      key: "trip",
      label: "Trip",
      cell: (row) => (
        <span>
          <Link to={`/admin/trips/${row.id}`} className="font-semibold underline">
            {row.title}
          </Link>
          <span className="block text-sm break-all text-earth-700">/itinerary/{row.slug}</span>
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
    { key: "actions", label: "Actions", cell: (row) => <RowActions row={row} ends={ends} /> },
  ];
}

/** Search by title or address and a status: a GET form, so the list's state is its URL. */
export function TripListFilterForm({ filters }: { filters: TripListFilters }) {
  return (
    <Form
      method="get"
      action="/admin/trips"
      className="mt-6 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
      aria-label="Find trips"
    >
      <div>
        <label htmlFor="trip-search" className="block text-sm font-semibold">
          Search title or web address
        </label>
        <input
          id="trip-search"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q}
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor="trip-status" className="block text-sm font-semibold">
          Status
        </label>
        <select
          id="trip-status"
          name="status"
          defaultValue={filters.status}
          className={fieldClasses}
        >
          <option value="">Any status</option>
          {tripListStatuses.map((status) => (
            <option key={status} value={status}>
              {tripStatusText[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Find trips</Button>
        <Link to="/admin/trips" className={buttonClasses("ghost")}>
          Show all
        </Link>
      </div>
    </Form>
  );
}
