import { Link } from "react-router";
import type { Route } from "./+types/proposals";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { AdminShell } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { formatTravelDate, kenyanTime } from "../../../domain/calendar";
import { totalsText } from "../../../domain/pricing/quote-lines";
import { site } from "../../../domain/site";
import { shortReference } from "../../../domain/booking/reference";

export function meta() {
  return [{ title: `Proposals | Admin | ${site.brandName}` }];
}

export { loader } from "./proposals.server";

type Row = Route.ComponentProps["loaderData"]["proposals"][number];

const stateTones = {
  draft: "neutral",
  sent: "yellow",
  viewed: "green",
  expired: "red",
  accepted: "green",
} as const;

const columns: AdminTableColumn<Row>[] = [
  {
    key: "proposal",
    label: "Proposal",
    cell: (row) => (
      <Link to={`/admin/proposals/${row.id}`} className="font-semibold break-words underline">
        {row.title}
      </Link>
    ),
  },
  {
    key: "client",
    label: "Client",
    cell: (row) => (
      <span className="break-words">
        {row.clientName}
        <span className="block text-sm">{row.clientEmail}</span>
      </span>
    ),
  },
  {
    key: "status",
    label: "Status",
    cell: (row) => (
      <span>
        <Badge tone={stateTones[row.state]}>{row.stateLabel}</Badge>
        {row.acceptedAt ? (
          <span className="mt-1 block text-sm">
            Accepted {kenyanTime(row.acceptedAt)}
            {row.bookingId ? (
              <>
                {": "}
                <Link to={`/admin/bookings/${row.bookingId}`} className="underline">
                  booking {shortReference(row.bookingId)}
                </Link>
              </>
            ) : null}
          </span>
        ) : row.viewedAt ? (
          <span className="mt-1 block text-sm">Opened {kenyanTime(row.viewedAt)}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: "dates",
    label: "Dates",
    cell: (row) =>
      row.firstDay && row.lastDay
        ? `${formatTravelDate(row.firstDay)} to ${formatTravelDate(row.lastDay)}`
        : "No days yet",
  },
  {
    key: "expires",
    label: "Prices hold until",
    cell: (row) => (row.expiresOn ? formatTravelDate(row.expiresOn) : "Not sent"),
  },
  {
    key: "total",
    label: "Total",
    align: "right",
    cell: (row) => (row.totals.length ? totalsText(row.totals) : "No lines yet"),
  },
];

export default function AdminProposals({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      title="Proposals"
      actions={<ButtonLink to="/admin/proposals/new">New proposal</ButtonLink>}
    >
      <p className="mt-3 max-w-3xl">
        Tailor-made trips for one client: the day-by-day plan, the prices and a link the client
        opens without an account. Each “Send” freezes a version; the client always sees the latest,
        with what changed.
      </p>
      <div className="mt-6">
        <AdminTable
          columns={columns}
          rows={loaderData.proposals}
          rowKey={(row) => row.id}
          rowHeader="proposal"
          caption="Proposals"
          minWidth="min-w-[56rem]"
          empty={<p>No proposals yet. “New proposal” starts one from nothing.</p>}
        />
      </div>
    </AdminShell>
  );
}
