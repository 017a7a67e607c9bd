import { data } from "react-router";
import type { Route } from "./+types/inquiry";
import { inquiryReplyLinks, inquiryView } from "../../../domain/admin/inquiry-view";
import { kenyanTime } from "../../../domain/calendar";
import { inquiryKindLabels } from "../../../domain/inquiries/inquiry-kinds";
import { inquiryReplyMailLabels } from "../../../domain/inquiries/inquiry-replies";
import { shortReference } from "../../../domain/booking/reference";
import { site } from "../../../domain/site";
import { inquiryWithReplies, replyToInquiry } from "../../../server/modules/inquiries";
import { statusOfRefusal } from "../../../server/platform/http/refusal-status";
import { dbContext, outboxContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

/**
 * One inquiry with its thread (issue 30): what the traveller asked in plain words, the operator's
 * replies oldest first with who wrote each, when (Nairobi time) and whether its mail went out,
 * and the form that writes the next reply. Admins only: the admin area's guard sends an editor
 * away before this runs (travellers' personal data).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await inquiryWithReplies(context.get(dbContext), params.id);
  if (!found)
    throw data("There is no inquiry with this reference: it may have been erased.", {
      status: 404,
    });
  const { inquiry, replies } = found;
  const view = inquiryView(inquiry.payload);
  const kindLabel = inquiryKindLabels[inquiry.kind];
  return {
    inquiry: {
      id: inquiry.id,
      reference: shortReference(inquiry.id),
      kindLabel,
      email: inquiry.email,
      name: view.name,
      rows: view.rows,
      received: kenyanTime(inquiry.created_at),
      handled: inquiry.handled_at ? kenyanTime(inquiry.handled_at) : null,
      booking: inquiry.booking_id
        ? {
            path: `/admin/bookings/${inquiry.booking_id}`,
            reference: shortReference(inquiry.booking_id),
          }
        : null,
      links: inquiryReplyLinks({
        email: inquiry.email,
        name: view.name,
        phoneDigits: view.phoneDigits,
        kindLabel,
        brandName: site.brandName,
      }),
    },
    replies: replies.map((reply) => ({
      id: reply.id,
      author: reply.author_name,
      at: kenyanTime(reply.created_at),
      body: reply.body,
      mailStatus: reply.mail_status,
      mailLabel: inquiryReplyMailLabels[reply.mail_status],
    })),
  };
}

/** "Send reply": kept with the inquiry and mailed; a refusal keeps the text and says why beside it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = String(form.get("reply") ?? "");
  const author = context.get(adminUserContext);
  const outcome = await replyToInquiry(
    context.get(dbContext),
    {
      inquiryId: params.id,
      author: { id: author.id, name: author.name.trim() || author.email },
      text,
    },
    { outbox: context.get(outboxContext) },
  );
  if (outcome.kind !== "stored")
    return data(
      { sent: false as const, problem: outcome.message, text },
      { status: statusOfRefusal(outcome.kind) },
    );
  return data({ sent: true as const, problem: null, text: "" });
}
