import { Form, Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { Button, ButtonLink } from "~/components/ui/button";
import { AdminShell, formatTimestamp } from "~/features/admin/admin-shell";
import { AdminTable, type AdminTableColumn } from "~/features/admin/admin-table";
import { TestimonialSourceText } from "~/features/admin/testimonial-parts";
import { Notice } from "~/features/auth/notice";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Testimonials | Admin | ${site.brandName}` }];
}

export { action, loader } from "./testimonials.server";

type Row = Route.ComponentProps["loaderData"]["testimonials"][number];

/** A quote shortened for the list; the editing page shows it whole. */
function shortQuote(quote: string): string {
  return quote.length > 160 ? `${quote.slice(0, 157).trimEnd()}…` : quote;
}

function statusText(row: Row): string {
  if (row.status === "hidden") return "Hidden, not on the site";
  return row.onLanding ? "On the landing page" : "Published, after the first three";
}

/** A row's buttons, each a small form that works without JavaScript. */
function RowActions({ row, first, last }: { row: Row; first: boolean; last: boolean }) {
  const whose = `${row.name}’s testimonial`;
  const button = (intent: string, label: string, variant: "outline" | "ghost" = "outline") => (
    <Button type="submit" name="intent" value={`${intent}:${row.id}`} size="sm" variant={variant}>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">
        {label}: {whose}
      </span>
    </Button>
  );
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <ButtonLink to={`/admin/testimonials/${row.id}`} size="sm" variant="outline">
        <span aria-hidden="true">{row.source.kind === "sample" ? "Replace" : "Edit"}</span>
        <span className="sr-only">
          {row.source.kind === "sample" ? "Replace" : "Edit"}: {whose}
        </span>
      </ButtonLink>
      {row.status === "published" ? button("hide", "Hide") : button("publish", "Publish")}
      {first ? null : button("up", "Move up", "ghost")}
      {last ? null : button("down", "Move down", "ghost")}
      {button("remove", "Remove", "ghost")}
    </Form>
  );
}

function columnsFor(ends: { firstId?: string; lastId?: string }): AdminTableColumn<Row>[] {
  return [
    {
      key: "testimonial",
      label: "Testimonial",
      cell: (row) => (
        <span className="block max-w-md">
          <span className="block font-semibold break-words">
            {row.name}, {row.origin} · {row.trip}
          </span>
          <span className="mt-1 block break-words">“{shortQuote(row.quote)}”</span>
        </span>
      ),
    },
    {
      key: "source",
      label: "Source",
      cell: (row) => <TestimonialSourceText source={row.source} />,
    },
    { key: "status", label: "Status", cell: statusText },
    {
      key: "changed",
      label: "Last change",
      cell: (row) => (
        <span>
          {formatTimestamp(row.updatedAt)}
          <span className="block text-sm break-words">{row.updatedBy}</span>
        </span>
      ),
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

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const notice = actionData?.notice ?? loaderData.notice;
  const samplesShown = testimonials.filter(
    (row) => row.onLanding && row.source.kind === "sample",
  ).length;
  return (
    <AdminShell
      title="Testimonials"
      actions={<ButtonLink to="/admin/testimonials/new">Add a testimonial</ButtonLink>}
    >
      <p className="mt-3 max-w-3xl">
        The landing page shows the first three published testimonials, in this order. Each says
        where its words come from: a review a traveller wrote on this site shows as a verified
        review with its stars, and a review on another site links to it.
      </p>
      {samplesShown > 0 ? (
        <p className="mt-3 max-w-3xl font-semibold">
          {samplesShown === 1 ? "1 sample is" : `${samplesShown} samples are`} on the landing page
          without a source: replace {samplesShown === 1 ? "it" : "each"} before going live.
        </p>
      ) : null}
      {notice ? <Notice notice={notice} className="mt-4" /> : null}
      <div className="mt-6">
        <AdminTable
          columns={columnsFor({ firstId: testimonials[0]?.id, lastId: testimonials.at(-1)?.id })}
          rows={testimonials}
          rowKey={(row) => row.id}
          rowHeader="testimonial"
          caption="Testimonials, in the landing page's order"
          empty={
            <p>
              No testimonials yet.{" "}
              <Link to="/admin/testimonials/new" className="underline">
                Add one
              </Link>{" "}
              from a review on this site or another.
            </p>
          }
        />
      </div>
    </AdminShell>
  );
}
