import { Mail, MessageCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/inquiry";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { Notice } from "~/features/auth/notice";
import { REPLY_MAX_CHARACTERS } from "../../../domain/inquiries/inquiry-replies";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `${loaderData.inquiry.kindLabel} ${loaderData.inquiry.reference}`
    : "Inquiry";
  return [{ title: `${title} | Admin | ${site.brandName}` }];
}

export { action, loader } from "./inquiry.server";

type Replies = Route.ComponentProps["loaderData"]["replies"];

const mailTones = { queued: "yellow", sent: "green", failed: "red" } as const;

/** The operator's replies, oldest first (newest last, above the form that writes the next). */
function Thread({ replies }: { replies: Replies }) {
  if (replies.length === 0) return <p className="mt-3">No replies yet.</p>;
  return (
    <ol className="mt-3 grid gap-3" aria-label="Replies, oldest first">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-sand-200 bg-forest-50 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              <span className="font-semibold">{reply.author}</span>, {reply.at}
            </p>
            <Badge tone={mailTones[reply.mailStatus]}>{reply.mailLabel}</Badge>
          </div>
          <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}

export default function AdminInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, replies } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const problem = actionData && !actionData.sent ? actionData.problem : null;
  return (
    <AdminShell
      title={`${inquiry.kindLabel} ${inquiry.reference}`}
      actions={
        <Link className={buttonClasses("outline", "sm")} to="/admin/inquiries">
          All inquiries
        </Link>
      }
    >
      <article className="mt-6 rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-bold break-words">{inquiry.name || inquiry.email}</h2>
          <Badge tone={inquiry.handled ? "green" : "yellow"}>
            {inquiry.handled ? "Handled" : "Not handled"}
          </Badge>
        </div>
        <p className="text-sm">Received {inquiry.received}</p>
        <dl className="mt-3 grid gap-1">
          {inquiry.rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 sm:grid-cols-4">
              <dt className="text-sm font-semibold">{label}</dt>
              <dd className="break-words whitespace-pre-wrap sm:col-span-3">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {inquiry.booking ? (
            <Link className={buttonClasses("outline", "sm")} to={inquiry.booking.path}>
              Open booking {inquiry.booking.reference}
            </Link>
          ) : null}
          <a className={buttonClasses("outline", "sm")} href={inquiry.links.mailto}>
            <Mail aria-hidden="true" className="size-4" />
            Write from my mail app
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
        </div>
      </article>

      <section aria-labelledby="replies-heading" className="mt-8">
        <h2 id="replies-heading" className="text-xl font-bold">
          Replies
        </h2>
        <Thread replies={replies} />
        {actionData?.sent ? (
          <Notice
            className="mt-4"
            notice={{
              tone: "success",
              title: "Reply sent",
              description: `Your reply is kept here and mailed to ${inquiry.email}.`,
            }}
          />
        ) : null}
        <Form method="post" className="mt-4 grid gap-2" key={replies.length}>
          <label htmlFor="reply" className="font-semibold">
            Reply to {inquiry.name || inquiry.email}
          </label>
          <p id="reply-hint" className="text-sm">
            Mailed to {inquiry.email} from {site.brandName}; their answer comes back to the bookings
            inbox. At most {REPLY_MAX_CHARACTERS.toLocaleString("en-US")} characters.
          </p>
          <textarea
            id="reply"
            name="reply"
            rows={8}
            defaultValue={problem ? actionData?.text : ""}
            aria-describedby={problem ? "reply-hint reply-problem" : "reply-hint"}
            {...(problem ? { "aria-invalid": true } : {})}
            className="w-full rounded-lg border border-sand-300 bg-white px-3 py-2"
          />
          {problem ? (
            <p id="reply-problem" role="alert" className="text-sm font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send reply"}
            </Button>
          </div>
        </Form>
      </section>
    </AdminShell>
  );
}
