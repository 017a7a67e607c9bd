import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { AdminShell, WhenAndWho } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Pages | Admin | ${site.brandName}` }];
}

export { loader } from "./pages.server";

type Row = Route.ComponentProps["loaderData"]["pages"][number];

function StatusCell({ row }: { row: Row }) {
  return (
    <span>
      {row.sample ? (
        <strong className="text-red-800">Sample: replace before going live</strong>
      ) : (
        "Published"
      )}
      {row.hasDraft ? (
        <span className="block text-sm text-earth-700">Unpublished changes</span>
      ) : null}
    </span>
  );
}

const columns: AdminTableColumn<Row>[] = [
  {
    key: "page",
    label: "Page",
    cell: (row) => (
      <span>
        <Link to={`/admin/pages/${row.key}`} className="font-semibold underline">
          {row.name}
        </Link>
        <span className="block text-sm text-earth-700">{row.path}</span>
      </span>
    ),
  },
  { key: "status", label: "Status", cell: (row) => <StatusCell row={row} /> },
  {
    key: "changed",
    label: "Last change",
    cell: (row) => <WhenAndWho at={row.updatedAt} by={row.updatedBy} />,
  },
  {
    key: "published",
    label: "Last published",
    cell: (row) => <WhenAndWho at={row.publishedAt} by={row.publishedBy} />,
  },
];

/**
 * The pages of the site the content studio edits (decision 0067): the landing page, the team and
 * guides and the trust pages, each with its status and who changed it last.
 */
export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Pages">
      <p className="mt-3 max-w-3xl">
        The words and photos of the site's own pages. A change reaches the site when you publish it;
        until then it waits as a draft.
      </p>
      <h2 id="page-list-heading" className="mt-8 text-xl font-bold">
        {loaderData.pages.length} pages
      </h2>
      <AdminTable
        columns={columns}
        rows={loaderData.pages}
        rowKey={(row) => row.key}
        rowHeader="page"
        labelledBy="page-list-heading"
        minWidth="min-w-[48rem]"
      />
    </AdminShell>
  );
}
