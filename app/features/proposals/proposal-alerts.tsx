import { FileText } from "lucide-react";
import { Link } from "react-router";
import { formatTravelDate, kenyanTime } from "../../../domain/calendar";

interface Alerts {
  viewed: ReadonlyArray<{
    id: string;
    title: string;
    clientName: string;
    version: number;
    viewedAt: string;
  }>;
  expiring: ReadonlyArray<{ id: string; title: string; clientName: string; expiresOn: string }>;
  accepted: ReadonlyArray<{
    id: string;
    title: string;
    clientName: string;
    version: number;
    acceptedAt: string;
  }>;
}

/**
 * The overview's proposals (issue 30): the proposals accepted and the versions opened this week, the proposals
 * whose prices expire within days, each linking to its editor. Nothing when there are none.
 */
export function ProposalAlerts({ alerts }: { alerts: Alerts }) {
  if (!alerts.viewed.length && !alerts.expiring.length && !alerts.accepted.length) return null;
  return (
    <section
      aria-labelledby="proposal-alerts"
      className="mt-6 rounded-xl border border-forest-100 bg-forest-50 p-4"
    >
      <h2 id="proposal-alerts" className="flex items-center gap-2 text-lg font-bold">
        <FileText aria-hidden="true" className="size-5" /> Proposals
      </h2>
      <ul className="mt-2 grid gap-1">
        {alerts.accepted.map((row) => (
          <li key={`accepted-${row.id}`}>
            <Link to={`/admin/proposals/${row.id}`} className="font-semibold underline">
              {row.title}
            </Link>
            : {row.clientName} accepted version {row.version}, {kenyanTime(row.acceptedAt)}.
          </li>
        ))}
        {alerts.viewed.map((row) => (
          <li key={`viewed-${row.id}-${row.version}`}>
            <Link to={`/admin/proposals/${row.id}`} className="font-semibold underline">
              {row.title}
            </Link>
            : {row.clientName} opened version {row.version}, {kenyanTime(row.viewedAt)}.
          </li>
        ))}
        {alerts.expiring.map((row) => (
          <li key={`expiring-${row.id}`}>
            <Link to={`/admin/proposals/${row.id}`} className="font-semibold underline">
              {row.title}
            </Link>
            : prices for {row.clientName} expire {formatTravelDate(row.expiresOn)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
