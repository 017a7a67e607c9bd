import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Notice, type NoticeData } from "~/features/auth/notice";
import { cn } from "~/lib/cn";
import {
  travellerRequestMessageLimits,
  travellerRequestTexts,
  type TravellerRequestKind,
} from "../../../domain/booking/traveller-requests";
import { CancellationRefund, type CancellationRefundView } from "./cancellation-refund";

/** The action's answer to a request form (server/modules/bookings/change-requests.ts). */
export interface RequestAnswer {
  intent: "request";
  status: number;
  bookingId: string | null;
  kind: TravellerRequestKind | null;
  notice: NoticeData;
  message?: string;
}

/**
 * "Request a change" or "Request cancellation" for one booking: a disclosure that opens a short
 * form. Without JavaScript the form posts to the dashboard and the page comes back with the
 * answer (`pageAnswer`); with it, a fetcher posts in place and the dashboard reloads its data, so
 * the acknowledgement appears on the card.
 */
export function BookingRequestForm({
  bookingId,
  kind,
  pageAnswer,
  refund,
}: {
  bookingId: string;
  kind: TravellerRequestKind;
  /** For a cancellation request: what the policy refunds if the traveller asks today. */
  refund?: CancellationRefundView | null;
  /** The answer of a form posted without JavaScript, when it was this form's. */
  pageAnswer?: RequestAnswer;
}) {
  const fetcher = useFetcher<RequestAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const texts = travellerRequestTexts[kind];
  const limits = travellerRequestMessageLimits[kind];
  const messageId = useId();
  const hintId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);
  const refused = answer !== undefined && answer.notice.tone === "error";
  const busy = fetcher.state !== "idle";

  // After a send in place, the button that had focus is gone with the closed form: the answer
  // takes focus, so keyboard and screen-reader users land on what happened. A refusal keeps the
  // form, and the focus, where they are (the alert is announced).
  useEffect(() => {
    if (fetcher.data?.notice.tone === "success") noticeRef.current?.focus();
  }, [fetcher.data]);

  const sent = answer !== undefined && !refused;
  return (
    <div
      className={cn(
        "grid gap-2 has-[details[open]]:basis-full",
        sent || refused ? "basis-full" : "",
      )}
    >
      {answer ? (
        <div ref={noticeRef} tabIndex={-1} className="rounded-lg outline-offset-2">
          <Notice notice={answer.notice} />
        </div>
      ) : null}
      {sent ? null : (
        <details open={refused}>
          <summary
            className={buttonClasses(
              kind === "cancellation-request" ? "ghost" : "outline",
              "md",
              "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            {texts.action}
          </summary>
          <fetcher.Form method="post" className="mt-3 grid gap-2">
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="bookingId" value={bookingId} />
            <input type="hidden" name="kind" value={kind} />
            {refund ? <CancellationRefund view={refund} title="If you cancel today" /> : null}
            <label htmlFor={messageId} className="text-sm font-semibold">
              {texts.messageLabel}
            </label>
            <p id={hintId} className="text-sm">
              {texts.messageHint}
            </p>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              required={limits.min > 0}
              maxLength={limits.max}
              defaultValue={refused ? (answer.message ?? "") : ""}
              aria-describedby={hintId}
              className="rounded-lg border border-earth-700 p-2 text-base"
            />
            <div>
              <Button
                type="submit"
                variant={kind === "cancellation-request" ? "outline" : "primary"}
                disabled={busy}
              >
                {busy ? "Sending..." : texts.submit}
              </Button>
            </div>
          </fetcher.Form>
        </details>
      )}
    </div>
  );
}
