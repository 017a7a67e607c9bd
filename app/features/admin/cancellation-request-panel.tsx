import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CancellationRefund,
  type CancellationRefundView,
} from "~/features/dashboard/cancellation-refund";
import { formatDate } from "~/features/dashboard/format-date";
import { maxReasonLength } from "../../../domain/admin/booking-status-fields";
import { Field, NoteField, textField } from "./booking-status-panel";

/** The action's intent for approving a traveller's cancellation request. */
export const approveCancellationIntent = "approve-cancellation";

export const defaultCancellationReason = "Cancelled at the traveller's request.";

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
        <Field id="approve-reason" label="Reason (the traveller reads it)" error={error}>
          {(describedBy, invalid) => (
            <textarea
              id="approve-reason"
              name="reason"
              rows={2}
              required
              maxLength={maxReasonLength}
              defaultValue={values.reason ?? defaultCancellationReason}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={textField}
            />
          )}
        </Field>
        <NoteField id="approve-note" value={values.note} />
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
