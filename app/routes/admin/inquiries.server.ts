import { data } from "react-router";
import type { Route } from "./+types/inquiries";
import type { NoticeData } from "~/features/auth/notice";
import { parseInquiryFilters } from "../../../domain/admin/inquiry-filters";
import { inquiryReplyLinks, inquiryView } from "../../../domain/admin/inquiry-view";
import { inquiryKindLabels } from "../../../domain/inquiries/inquiry-kinds";
import { kenyanTime } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { site } from "../../../domain/site";
import { listInquiries, setInquiryHandled } from "../../../server/modules/inquiries";
import { dbContext } from "../../../server/platform/http/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseInquiryFilters(new URL(request.url).searchParams);
  const page = await listInquiries(context.get(dbContext), filters);
  return {
    filters: { ...filters, page: page.page },
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
        reference: shortReference(row.id),
        // The operator works on Nairobi time (decision 0042), not UTC.
        received: kenyanTime(row.created_at),
        handled_at: row.handled_at,
        replies: row.reply_count,
        // A traveller's change or cancellation request links to the booking it is about.
        booking: row.booking_id
          ? { path: `/admin/bookings/${row.booking_id}`, reference: shortReference(row.booking_id) }
          : null,
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const handled = form.get("handled") === "true";
  const changed = await setInquiryHandled(context.get(dbContext), id, handled);
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
