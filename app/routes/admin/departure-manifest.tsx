import { Download, FileText } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/departure-manifest";
import { buttonClasses } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { ManifestTravellerTable } from "~/features/admin/manifest-traveller-table";
import { PrintButton } from "~/features/admin/print-button";
import { formatTravelDate } from "../../../domain/calendar";
import { departureStatusLabels } from "../../../domain/departures/departures";
import { internationalPhone } from "../../../domain/contact/phone";
import { owedPartsText } from "../../../domain/payments/amount-owed";
import { PaidCells } from "~/features/admin/manifest-paid-cells";
import { ScrollRegion } from "~/features/admin/scroll-region";
import { site } from "../../../domain/site";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `Manifest ${loaderData.departure.tripTitle} ${loaderData.departure.date}`
    : "Manifest";
  return [{ title: `${title} | Admin | ${site.brandName}` }];
}

export { loader } from "./departure-manifest.server";

/**
 * The guide's manifest, laid out to print on A4: one real table (every column, no phone cards:
 * paper is wide enough, and the print has no navigation).
 */
export default function DepartureManifest({ loaderData }: Route.ComponentProps) {
  const { departure, rows, totals } = loaderData;
  const base = `/admin/departures/${departure.id}`;
  return (
    <AdminShell
      title={`Manifest: ${departure.tripTitle}`}
      actions={
        <div className="no-print flex flex-wrap gap-2">
          <PrintButton />
          <a href={`${base}/manifest.pdf`} className={buttonClasses("outline")} download>
            <FileText aria-hidden="true" className="size-4" />
            PDF
          </a>
          <a href={`${base}/manifest.csv`} className={buttonClasses("outline")} download>
            <Download aria-hidden="true" className="size-4" />
            CSV
          </a>
        </div>
      }
    >
      <p className="no-print mt-2">
        <Link to={base} className="font-semibold text-forest-800 underline">
          Back to the departure
        </Link>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Date</dt>
        <dd>{formatTravelDate(departure.date)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{departureStatusLabels[departure.status]}</dd>
        <dt className="font-semibold">Guide</dt>
        <dd>{departure.guide ?? "Not assigned"}</dd>
        <dt className="font-semibold">Seats</dt>
        <dd>
          {totals.travellers} of {departure.seats} booked, minimum {departure.minimumToRun}
        </dd>
        {departure.notes ? (
          <>
            <dt className="font-semibold">Notes</dt>
            <dd className="whitespace-pre-wrap">{departure.notes}</dd>
          </>
        ) : null}
      </dl>
      <ScrollRegion
        className="mt-6"
        labelledBy="manifest-caption"
        hint="swipe it to see paid and balance"
      >
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm print:min-w-0 print:text-xs">
          <caption id="manifest-caption" className="mb-2 text-left font-semibold">
            Travellers on this departure
          </caption>
          <thead>
            <tr className="border-b-2 border-earth-900">
              <th scope="col" className="p-2">
                #
              </th>
              <th scope="col" className="p-2">
                Traveller
              </th>
              <th scope="col" className="p-2">
                Phone
              </th>
              <th scope="col" className="p-2 text-right">
                People
              </th>
              <th scope="col" className="p-2">
                Special requirements
              </th>
              <th scope="col" className="p-2">
                Reference
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
              <th scope="col" className="p-2 text-right">
                Total
              </th>
              <th scope="col" className="p-2 text-right">
                Paid
              </th>
              <th scope="col" className="p-2 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={10} className="p-2">
                  Nobody has booked this departure yet.
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id} className="border-b border-sand-200 break-inside-avoid">
                  <td className="p-2">{index + 1}</td>
                  <th scope="row" className="p-2 font-normal">
                    <span className="font-semibold">{row.name}</span>
                    <br />
                    <span className="break-all">{row.email}</span>
                  </th>
                  <td className="p-2 whitespace-nowrap">
                    {row.phone ? internationalPhone(row.phone) : "Not provided"}
                  </td>
                  <td className="p-2 text-right">{row.participants}</td>
                  <td className="p-2 whitespace-pre-wrap">{row.specialRequirements ?? "None"}</td>
                  <td className="p-2">{row.reference}</td>
                  <td className="p-2">{row.status}</td>
                  <td className="p-2 text-right">{owedPartsText(row.owed)}</td>
                  <PaidCells account={row.account} />
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-earth-900 font-semibold">
              <td className="p-2" colSpan={3}>
                Total: {totals.bookings} {totals.bookings === 1 ? "booking" : "bookings"}
              </td>
              <td className="p-2 text-right">{totals.travellers}</td>
              <td className="p-2" colSpan={3}>
                {totals.confirmedTravellers} confirmed, {totals.pendingTravellers} pending
              </td>
              <td className="p-2 text-right">{owedPartsText(totals.owed)}</td>
              <td className="p-2" colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <ManifestTravellerTable rows={rows} />
    </AdminShell>
  );
}
