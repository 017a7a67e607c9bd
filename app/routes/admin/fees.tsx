import { Link } from "react-router";
import type { Route } from "./+types/fees";
import { AdminShell } from "~/features/admin/admin-shell";
import { AuditTrail } from "~/features/admin/audit-trail";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { ParkFeeForm } from "~/features/admin/park-fee-form";
import { Notice } from "~/features/auth/notice";
import { formatTravelDate } from "../../../domain/calendar";
import { formatMoney } from "../../../domain/money/format";
import {
  ageGroupLabels,
  describeParkFee,
  feeBasisLabels,
  parks,
  type ParkFee,
} from "../../../domain/pricing/park-fees";
import { categoryLabels } from "../../../domain/pricing/traveller-categories";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Park fees | Admin | ${site.brandName}` }];
}

export { action, loader } from "./fees.server";

const feeColumns: AdminTableColumn<ParkFee>[] = [
  { key: "park", label: "Park", cell: (fee) => parks[fee.park].name },
  { key: "category", label: "Category", cell: (fee) => categoryLabels[fee.category] },
  { key: "ageGroup", label: "Who pays", cell: (fee) => ageGroupLabels[fee.ageGroup] },
  {
    key: "fee",
    label: "Fee",
    align: "right",
    cell: (fee) => `${formatMoney(fee.amountMinor, fee.currency)} ${feeBasisLabels[fee.basis]}`,
  },
  { key: "from", label: "From", cell: (fee) => formatTravelDate(fee.validFrom) },
  {
    key: "until",
    label: "Until",
    cell: (fee) => (fee.validUntil ? formatTravelDate(fee.validUntil) : "Further notice"),
  },
  {
    key: "edit",
    label: "Change",
    cell: (fee) => (
      <Link
        to={`?edit=${fee.id}#fee-form`}
        className="inline-flex min-h-6 items-center underline"
        aria-label={`Change the ${parks[fee.park].name} fee for ${categoryLabels[fee.category]} ${fee.ageGroup === "child" ? "children" : "adults"} from ${fee.validFrom}`}
      >
        Change
      </Link>
    ),
  },
];

type AffectedBooking = NonNullable<
  NonNullable<Route.ComponentProps["actionData"]>["affected"]
>[number];

const affectedColumns: AdminTableColumn<AffectedBooking>[] = [
  {
    key: "reference",
    label: "Booking",
    cell: (row) => (
      <Link to={`/admin/bookings/${row.id}`} className="underline">
        {row.reference}
      </Link>
    ),
  },
  { key: "client", label: "Traveller", cell: (row) => row.clientName },
  { key: "trip", label: "Trip", cell: (row) => row.tripTitle },
  { key: "date", label: "Travels", cell: (row) => formatTravelDate(row.bookingDate) },
  {
    key: "people",
    label: "Travellers of this category",
    align: "right",
    cell: (row) => row.travellers,
  },
  {
    key: "booked",
    label: "Booked fee per unit",
    align: "right",
    cell: (row) =>
      row.bookedUnitMinor === null ? "None" : formatMoney(row.bookedUnitMinor, row.currency),
  },
];

export default function AdminFees({ loaderData, actionData }: Route.ComponentProps) {
  const { fees, editing, trail, payingTrips } = loaderData;
  const id = actionData?.id ?? editing?.id ?? null;
  const values = actionData?.values ?? {
    park: editing?.park ?? "maasai-mara",
    category: editing?.category ?? "non-resident",
    ageGroup: editing?.ageGroup ?? "adult",
    amount: editing ? String(editing.amountMinor / 100) : "",
    basis: editing?.basis ?? "per-day",
    validFrom: editing?.validFrom ?? "",
    validUntil: editing?.validUntil ?? "",
  };
  return (
    <AdminShell title="Park fees">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <p className="mt-4 max-w-3xl">
        Park and conservancy fees are charged on top of the trip price, as their own lines, at the
        fee in force on the travel date. A change applies to new quotes and bookings only: every
        booking keeps the fee lines it was booked with. To change a fee from a date, end the current
        period the day before and add the new fee from that date.
      </p>
      <p className="mt-2 max-w-3xl">
        {payingTrips.length
          ? `Trips that charge park fees: ${payingTrips.join(", ")}.`
          : "No trip charges these fees yet: trip prices still include their park fees. The fees here are ready for when a trip's page shows them as their own lines."}
      </p>

      {actionData?.affected ? (
        <section aria-labelledby="affected-heading" className="mt-6">
          <h2 id="affected-heading" className="text-xl font-bold">
            Unpaid bookings under this fee
          </h2>
          <p className="mt-1 text-sm">
            Pending or confirmed, no payment yet, travelling in the fee's period. They keep the
            price they were booked at; ask the traveller before changing one.
          </p>
          <AdminTable
            columns={affectedColumns}
            rows={actionData.affected}
            rowKey={(row) => row.id}
            rowHeader="reference"
            labelledBy="affected-heading"
            empty="No unpaid booking travels under this fee."
          />
        </section>
      ) : null}

      <section aria-labelledby="fee-form-heading" id="fee-form" className="mt-8">
        <h2 id="fee-form-heading" className="text-xl font-bold">
          {id ? "Change a fee" : "Add a fee"}
        </h2>
        <ParkFeeForm id={id} values={values} errors={actionData?.errors} />
      </section>

      <section aria-labelledby="fees-heading" className="mt-10">
        <h2 id="fees-heading" className="text-xl font-bold">
          Fees on record
        </h2>
        <AdminTable
          columns={feeColumns}
          rows={fees}
          rowKey={(fee) => fee.id}
          rowHeader="park"
          labelledBy="fees-heading"
          minWidth="min-w-[44rem]"
          empty="No fees on record: quotes show no park fee lines."
        />
      </section>

      <section aria-labelledby="fee-trail-heading" className="mt-10">
        <h2 id="fee-trail-heading" className="text-xl font-bold">
          Audit trail
        </h2>
        <AuditTrail
          entries={trail.map((entry) => ({
            id: entry.id,
            at: entry.created_at,
            actorEmail: entry.actor_email,
            changes: entry.before_value
              ? `Before: ${describeParkFee(entry.before_value)}. After: ${describeParkFee(entry.after_value)}.`
              : `Added: ${describeParkFee(entry.after_value)}.`,
          }))}
          empty="No changes yet: the fees are the published ones seeded at install."
        />
      </section>
    </AdminShell>
  );
}
