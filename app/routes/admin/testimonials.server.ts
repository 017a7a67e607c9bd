import { data } from "react-router";
import type { Route } from "./+types/testimonials";
import type { NoticeData } from "~/features/auth/notice";
import { canBeRecordId } from "../../../domain/record-id";
import {
  listTestimonialsForAdmin,
  moveTestimonial,
  removeTestimonial,
  setTestimonialStatus,
} from "../../../server/modules/testimonials";
import { dbContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

/** What the editing page's save says once it has sent the operator back here. */
const savedNotices: Record<string, NoticeData> = {
  added: {
    tone: "success",
    title: "Testimonial added",
    description:
      "It is published at the end of the list: move it into the first three to show it on the landing page.",
  },
  changed: {
    tone: "success",
    title: "Testimonial saved",
    description: "The landing page shows the change now.",
  },
};

/** Every testimonial in the operator's order, with its source and status (the admin layout guards both). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    testimonials: await listTestimonialsForAdmin(context.get(dbContext)),
    notice: Object.hasOwn(savedNotices, saved) ? savedNotices[saved]! : null,
  };
}

export type TestimonialListAnswer = { notice: NoticeData };

const answer = (notice: NoticeData, status = 200) =>
  data<TestimonialListAnswer>({ notice }, { status });

const done: Record<string, Omit<NoticeData, "tone">> = {
  publish: { title: "Testimonial published", description: "The landing page shows it now." },
  hide: { title: "Testimonial hidden", description: "The landing page no longer shows it." },
  up: { title: "Order saved", description: "The landing page shows the new order." },
  down: { title: "Order saved", description: "The landing page shows the new order." },
  remove: { title: "Testimonial removed", description: "It is gone from the site and this list." },
};

/** What one button does; false when there is no such testimonial or it cannot move that way. */
async function apply(context: Route.ActionArgs["context"], intent: string, id: string) {
  const db = context.get(dbContext);
  switch (intent) {
    case "publish":
    case "hide": {
      const status = intent === "publish" ? "published" : "hidden";
      return setTestimonialStatus(db, id, status, context.get(adminUserContext));
    }
    case "up":
    case "down":
      return moveTestimonial(db, id, intent);
    default:
      return removeTestimonial(db, id);
  }
}

/** Each row's buttons: publish or hide, move up or down, remove. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const [intent = "", id = ""] = String(form.get("intent") ?? "").split(":");
  if (!Object.hasOwn(done, intent))
    return answer(
      { tone: "error", title: "Nothing changed", description: "That button is not known here." },
      400,
    );
  if (!canBeRecordId(id) || !(await apply(context, intent, id)))
    return answer(
      {
        tone: "error",
        title: "Nothing changed",
        description: "There is no such testimonial here, or it cannot move that way.",
      },
      409,
    );
  return answer({ tone: "success", ...done[intent]! });
}
