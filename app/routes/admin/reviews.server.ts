import { data } from "react-router";
import type { Route } from "./+types/reviews";
import type { NoticeData } from "~/features/auth/notice";
import { parseReply } from "../../../domain/reviews/review-form";
import { listReviews, replyToReview } from "../../../server/modules/reviews";
import { dbContext } from "../../../server/platform/http/request-context";

/** Every review, newest first; the operator replies to any of them (the admin layout guards both). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return listReviews(context.get(dbContext), page);
}

export type ReplyAnswer = {
  notice: NoticeData;
  /** The review the answer is about, and what was typed, so a refused reply is shown again. */
  reviewId: string;
  error?: string;
  value?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const reviewId = String(form.get("reviewId") ?? "").slice(0, 100);
  const sent = String(form.get("reply") ?? "");
  const parsed = parseReply(sent);
  if (!parsed.ok)
    return data<ReplyAnswer>(
      {
        notice: { tone: "error", title: "Reply not saved", description: parsed.error },
        reviewId,
        error: parsed.error,
        value: sent.slice(0, 4000),
      },
      { status: 400 },
    );
  if (!(await replyToReview(context.get(dbContext), reviewId, parsed.reply)))
    return data<ReplyAnswer>(
      {
        notice: {
          tone: "error",
          title: "Reply not saved",
          description: "There is no review with this reference.",
        },
        reviewId,
      },
      { status: 404 },
    );
  return data<ReplyAnswer>({
    notice: {
      tone: "success",
      title: "Reply published",
      description: "Your reply is on the trip's page, under the review.",
    },
    reviewId,
  });
}
