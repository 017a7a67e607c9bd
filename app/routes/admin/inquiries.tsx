import { Mail, MessageCircle } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/inquiries";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/features/admin/pagination";
import { AdminShell } from "~/features/admin/admin-shell";
import { Notice } from "~/features/auth/notice";
import { cn } from "~/lib/cn";
import { inquiryFiltersHref, type InquiryState } from "../../../domain/admin/inquiry-filters";
import { inquiryKindLabels, inquiryKinds } from "../../../domain/inquiries/inquiry-kinds";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Inquiries | Admin | ${site.brandName}` }];
}

export { action, loader } from "./inquiries.server";

const stateLabels: Record<InquiryState, string> = {
  open: "Not handled",
  handled: "Handled",
  all: "All",
};

export default function AdminInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, inquiries, total, pageCount } = loaderData;
  const chip = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
      active
        ? "border-forest-700 bg-forest-700 text-white"
        : "border-sand-200 bg-white text-forest-800 hover:bg-forest-50",
    );
  return (
    <AdminShell title="Inquiries and quotes">
      {actionData?.notice ? <Notice notice={actionData.notice} className="mt-6" /> : null}
      <nav aria-label="Inquiry kind" className="mt-6 flex flex-wrap gap-2">
        <Link
          to={inquiryFiltersHref(filters, { kind: "", page: 1 })}
          className={chip(filters.kind === "")}
          aria-current={filters.kind === "" ? "page" : undefined}
        >
          All kinds
        </Link>
        {inquiryKinds.map((kind) => (
          <Link
            key={kind}
            to={inquiryFiltersHref(filters, { kind, page: 1 })}
            className={chip(filters.kind === kind)}
            aria-current={filters.kind === kind ? "page" : undefined}
          >
            {inquiryKindLabels[kind]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Inquiry state" className="mt-3 flex flex-wrap gap-2">
        {(Object.keys(stateLabels) as InquiryState[]).map((state) => (
          <Link
            key={state}
            to={inquiryFiltersHref(filters, { state, page: 1 })}
            className={chip(filters.state === state)}
            aria-current={filters.state === state ? "page" : undefined}
          >
            {stateLabels[state]}
          </Link>
        ))}
      </nav>
      <p className="mt-6" role="status">
        {total} {total === 1 ? "inquiry" : "inquiries"}
      </p>
      <ul className="mt-3 grid gap-4">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-bold break-words">
                {inquiry.name || inquiry.email}{" "}
                <span className="font-normal">({inquiry.kindLabel})</span>
              </h2>
              <span className="flex flex-wrap gap-2">
                {inquiry.replies > 0 ? (
                  <Badge tone="blue">
                    Replied
                    {inquiry.replies > 1 ? ` (${inquiry.replies})` : ""}
                  </Badge>
                ) : null}
                <Badge tone={inquiry.handled_at ? "green" : "yellow"}>
                  {inquiry.handled_at ? "Handled" : "Not handled"}
                </Badge>
              </span>
            </div>
            <p className="text-sm">
              Received {inquiry.received} · Reference {inquiry.reference}
            </p>
            <dl className="mt-3 grid gap-1">
              {inquiry.rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 sm:grid-cols-4">
                  <dt className="text-sm font-semibold">{label}</dt>
                  <dd className="break-words whitespace-pre-wrap sm:col-span-3">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Link
                className={buttonClasses("primary", "sm")}
                to={`/admin/inquiries/${inquiry.id}`}
              >
                Open and reply
                <span className="sr-only"> to {inquiry.name || inquiry.email}</span>
              </Link>
              {inquiry.booking ? (
                <Link className={buttonClasses("outline", "sm")} to={inquiry.booking.path}>
                  Open booking {inquiry.booking.reference}
                </Link>
              ) : null}
              <a className={buttonClasses("outline", "sm")} href={inquiry.links.mailto}>
                <Mail aria-hidden="true" className="size-4" />
                Reply by email
              </a>
              <Link
                className={buttonClasses("outline", "sm")}
                to={`/admin/proposals/new?inquiry=${encodeURIComponent(inquiry.id)}`}
              >
                Write a proposal
              </Link>
              {inquiry.links.whatsapp ? (
                <a
                  className={buttonClasses("whatsapp", "sm")}
                  href={inquiry.links.whatsapp}
                  target="_blank"
                  rel="noreferrer"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <Form method="post">
                <input type="hidden" name="id" value={inquiry.id} />
                <input type="hidden" name="handled" value={inquiry.handled_at ? "false" : "true"} />
                <Button type="submit" size="sm" variant={inquiry.handled_at ? "ghost" : "primary"}>
                  {inquiry.handled_at ? "Reopen" : "Mark handled"}
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      {inquiries.length === 0 ? <p className="mt-3">No inquiries here.</p> : null}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefForPage={(page) => inquiryFiltersHref(filters, { page })}
      />
    </AdminShell>
  );
}
