import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CancellationRefund,
  type CancellationRefundView,
} from "~/features/dashboard/cancellation-refund";
import { formatDate } from "~/features/dashboard/format-date";
import { maxNoteLength, maxReasonLength } from "../../../domain/admin/booking-status-fields";

/** The action's intent for approving a traveller's cancellation request. */
export const approveCancellationIntent = "approve-cancellation";

export const defaultCancellationReason = "Cancelled at the traveller's request.";

const textField = "w-full rounded-lg border border-earth-700 bg-white p-2 text-base";

/**
 * A traveller asked to cancel (decision 0028): the refund the policy computes for the day they
 * asked, and one button that cancels the booking with the reason, records the refund in the
 * ledger and mails the traveller. A plain POST form: it works without JavaScript.
 */
export function CancellationRequestPanel({
  requestedOn,
  refund,
  values,
  error,
  busy,
}: {
  requestedOn: string;
  refund: CancellationRefundView;
  values: Record<string, string>;
  error?: string;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="cancellation-request-heading"
      className="mt-3 rounded-xl border border-red-200 bg-white p-4"
    >
      <h3 id="cancellation-request-heading" className="font-bold">
        Cancellation requested on {formatDate(requestedOn)}
      </h3>
      <CancellationRefund view={refund} title="Refund by the policy" className="mt-3" />
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value={approveCancellationIntent} />
        <div className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-sm font-semibold">
            Reason (the traveller reads it)
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={2}
            required
            maxLength={maxReasonLength}
            defaultValue={values.reason ?? defaultCancellationReason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cancel-reason-error" : undefined}
            className={textField}
          />
          {error ? (
            <p id="cancel-reason-error" className="text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor="cancel-note" className="text-sm font-semibold">
            Note for the traveller and the history (optional)
          </label>
          <textarea
            id="cancel-note"
            name="note"
            rows={2}
            maxLength={maxNoteLength}
            defaultValue={values.note}
            className={textField}
          />
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            Approve cancellation and refund {refund.refund}
          </Button>
        </div>
        <p className="text-sm">
          The booking is cancelled and its seats are freed, the refund is recorded in the ledger,
          and the traveller is emailed.
        </p>
      </Form>
    </section>
  );
}
