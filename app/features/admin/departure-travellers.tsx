import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { fieldClasses } from "~/features/admin/departure-fields";
import { formatTravelDate } from "../../../domain/calendar";
import type { ManifestTotals, ManifestTraveller } from "../../../domain/departures/departure-admin";
import { Badge } from "~/components/ui/badge";
import { owedPartsText } from "../../../domain/payments/amount-owed";

export interface TravellerRow {
  id: string;
  reference: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  participants: number;
  specialRequirements: string | null;
  travellers: readonly ManifestTraveller[];
}

/** "1 of 2" complete, and a badge when the readiness answers flagged someone for the guide. */
function DetailsCell({ row }: { row: TravellerRow }) {
  const complete = row.travellers.filter((traveller) => traveller.complete).length;
  const flagged = row.travellers.filter((traveller) => traveller.guideFlags.length).length;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span>
        {complete} of {row.travellers.length} complete
      </span>
      {flagged ? <Badge tone="red">{flagged} flagged for the guide</Badge> : null}
    </span>
  );
}

export interface MoveTarget {
  id: string;
  date: string;
  seatsLeft: number;
}

/** Decision day: move, private trip or cancel, one form each, for one booking. */
function DecisionForms({
  row,
  targets,
  busy,
}: {
  row: TravellerRow;
  targets: readonly MoveTarget[];
  busy: boolean;
}) {
  const fitting = targets.filter((target) => target.seatsLeft >= row.participants);
  const selectId = `move-${row.id}`;
  return (
    <div className="grid gap-2">
      {fitting.length ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="bookingId" value={row.id} />
          <div>
            <label htmlFor={selectId} className="block text-sm font-semibold">
              Move {row.name} to
            </label>
            <select id={selectId} name="to" className={fieldClasses}>
              {fitting.map((target) => (
                <option key={target.id} value={target.id}>
                  {formatTravelDate(target.date)} ({target.seatsLeft} left)
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Move<span className="sr-only"> {row.name}</span>
          </Button>
        </Form>
      ) : (
        <p className="text-sm">No other departure has seats for this party.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="private" />
          <input type="hidden" name="bookingId" value={row.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            Run private<span className="sr-only"> for {row.name}</span>
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-booking" />
          <input type="hidden" name="bookingId" value={row.id} />
          <Button type="submit" variant="danger" disabled={busy}>
            Cancel booking<span className="sr-only"> of {row.name}</span>
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** The departure's travellers (the manifest's rows) with, on decision day, the choices per booking. */
export function DepartureTravellers({
  rows,
  totals,
  deciding,
  targets,
  busy,
}: {
  rows: readonly TravellerRow[];
  totals: ManifestTotals;
  deciding: boolean;
  targets: readonly MoveTarget[];
  busy: boolean;
}) {
  const columns: AdminTableColumn<TravellerRow>[] = [
    {
      key: "traveller",
      label: "Traveller",
      cell: (row) => (
        <>
          <Link
            to={`/admin/bookings/${row.id}`}
            className="font-semibold text-forest-800 underline"
          >
            {row.name}
          </Link>
          <div className="break-all">{row.email}</div>
        </>
      ),
    },
    { key: "reference", label: "Reference", cell: (row) => row.reference },
    { key: "people", label: "People", align: "right", cell: (row) => row.participants },
    { key: "phone", label: "Phone", cell: (row) => row.phone ?? "Not provided" },
    { key: "status", label: "Status", cell: (row) => row.status },
    { key: "details", label: "Traveller details", cell: (row) => <DetailsCell row={row} /> },
    {
      key: "requirements",
      label: "Special requirements",
      cell: (row) => row.specialRequirements ?? "None",
    },
    ...(deciding
      ? [
          {
            key: "decide",
            label: "Decide",
            cell: (row: TravellerRow) => <DecisionForms row={row} targets={targets} busy={busy} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <AdminTable
        labelledBy="travellers-heading"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHeader="traveller"
        minWidth={deciding ? "min-w-[72rem]" : "min-w-[56rem]"}
        empty="Nobody has booked this departure yet."
      />
      <p className="mt-2" aria-live="polite">
        Total: {totals.bookings} {totals.bookings === 1 ? "booking" : "bookings"},{" "}
        {totals.travellers} travellers ({totals.confirmedTravellers} confirmed,{" "}
        {totals.pendingTravellers} pending), {owedPartsText(totals.owed)}.
      </p>
    </>
  );
}
