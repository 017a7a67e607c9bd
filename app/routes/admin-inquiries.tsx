import { Mail, MessageCircle } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-inquiries";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/features/admin/pagination";
import { AdminShell, formatTimestamp, noStore } from "~/features/admin/admin-shell";
import { Notice, type NoticeData } from "~/features/auth/notice";
import { cn } from "~/lib/cn";
import { inquiryKindLabels, inquiryReplyLinks, inquiryView } from "../../domain/admin/inquiry-view";
import { site } from "../../domain/site";
import { requireAdmin } from "../../server/auth/session";
import { getDb } from "../../server/db";
import { inquiryKinds, type InquiryKind } from "../../server/db/schema";
import {
  listInquiries,
  setInquiryHandled,
  type InquiryFilters,
  type InquiryState,
} from "../../server/services/admin-inquiries";

export function meta() {
  return [
    { title: `Inquiries | Admin | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function filtersFrom(params: URLSearchParams): InquiryFilters {
  const kind = params.get("kind") ?? "";
  const state = params.get("state") ?? "open";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    kind: (inquiryKinds as readonly string[]).includes(kind) ? (kind as InquiryKind) : "",
    state: state === "handled" || state === "all" ? (state as InquiryState) : "open",
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function hrefFor(filters: InquiryFilters, change: Partial<InquiryFilters>): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  if (merged.kind) params.set("kind", merged.kind);
  if (merged.state !== "open") params.set("state", merged.state);
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : "/admin/inquiries";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = filtersFrom(new URL(request.url).searchParams);
  const page = await listInquiries(getDb().db, filters);
  return data(
    {
      filters,
      total: page.total,
      pageCount: page.pageCount,
      inquiries: page.rows.map((row) => {
        const view = inquiryView(row.payload);
        const kindLabel = inquiryKindLabels[row.kind];
        return {
          id: row.id,
          kind: row.kind,
          kindLabel,
          email: row.email,
          created_at: row.created_at,
          handled_at: row.handled_at,
          name: view.name,
          rows: view.rows,
          links: inquiryReplyLinks({
            email: row.email,
            name: view.name,
            phoneDigits: view.phoneDigits,
            kindLabel,
            brandName: site.brandName,
          }),
        };
      }),
    },
    { headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const handled = form.get("handled") === "true";
  const changed = await setInquiryHandled(getDb().db, id, handled);
  if (!changed)
    return data(
      {
        notice: {
          tone: "error",
          title: "Not changed",
          description: "There is no inquiry with this reference.",
        } satisfies NoticeData,
      },
      { status: 404 },
    );
  return data({
    notice: {
      tone: "success",
      title: handled ? "Marked handled" : "Reopened",
      description: handled ? "The inquiry is marked handled." : "The inquiry is open again.",
    } satisfies NoticeData,
  });
}

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
          to={hrefFor(filters, { kind: "", page: 1 })}
          className={chip(filters.kind === "")}
          aria-current={filters.kind === "" ? "page" : undefined}
        >
          All kinds
        </Link>
        {inquiryKinds.map((kind) => (
          <Link
            key={kind}
            to={hrefFor(filters, { kind, page: 1 })}
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
            to={hrefFor(filters, { state, page: 1 })}
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
              <Badge tone={inquiry.handled_at ? "green" : "yellow"}>
                {inquiry.handled_at ? "Handled" : "Not handled"}
              </Badge>
            </div>
            <p className="text-sm">Received {formatTimestamp(inquiry.created_at)}</p>
            <dl className="mt-3 grid gap-1">
              {inquiry.rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 sm:grid-cols-4">
                  <dt className="text-sm font-semibold">{label}</dt>
                  <dd className="break-words whitespace-pre-wrap sm:col-span-3">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a className={buttonClasses("outline", "sm")} href={inquiry.links.mailto}>
                <Mail aria-hidden="true" className="size-4" />
                Reply by email
              </a>
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
      <Pagination page={filters.page} pageCount={pageCount} hrefForPage={(page) => hrefFor(filters, { page })} />
    </AdminShell>
  );
}
