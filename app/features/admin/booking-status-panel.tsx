import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { formatDate } from "~/features/dashboard/dashboard-view";
import {
  currencyNames,
  maxNoteLength,
  maxReasonLength,
  type StatusFormField,
} from "../../../domain/admin/booking-status-fields";
import type { BookingStatus } from "../../../domain/booking/booking-status";
import { transitionLabels } from "../../../domain/booking/transitions";
import { formatMoney } from "../../../domain/money/format";
import { owedBreakdown, type AmountOwed } from "../../../domain/payments/amount-owed";
import { wholeUnitsOwed } from "../../../domain/booking/price-change";
import { partySizeText } from "../../../domain/booking/party";

export interface StatusPanelBooking {
  id: string;
  booking_status: BookingStatus;
  booking_date: string;
  total_price: number;
  number_of_participants: number;
  client_email: string;
}

type FieldErrors = Partial<Record<StatusFormField, string>>;

export const textField = "w-full rounded-lg border border-earth-700 bg-white p-2 text-base";
const inputField = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

/** A label, its control (given the ids to point at) and the server's complaint about it, if any. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm">
          {hint}
        </p>
      ) : null}
      {children(describedBy.length ? describedBy.join(" ") : undefined, error ? true : undefined)}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function NoteField({ id, value }: { id: string; value?: string }) {
  return (
    <Field id={id} label="Note for the traveller and the history (optional)">
      {(describedBy) => (
        <textarea
          id={id}
          name="note"
          rows={3}
          maxLength={maxNoteLength}
          defaultValue={value}
          aria-describedby={describedBy}
          className={textField}
        />
      )}
    </Field>
  );
}

/**
 * Confirming: what the booking owes now (its lines, in its ledger currency), and the final total
 * the operator may set instead, in that currency, with why (decision 0038).
 */
function ConfirmForm({
  booking,
  owed,
  errors,
  values,
  busy,
}: {
  booking: StatusPanelBooking;
  owed: AmountOwed;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const breakdown = owedBreakdown(owed);
  const currencyName = currencyNames[owed.currency];
  return (
    <Form method="post" className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <h3 className="font-bold">Confirm the booking</h3>
      <p className="text-sm" data-testid="confirm-owed">
        The booking owes <strong>{formatMoney(owed.totalMinor, owed.currency)}</strong> now, for{" "}
        {partySizeText(booking.number_of_participants)}, park fees included.
        {breakdown ? ` ${breakdown}.` : ""}
        {owed.estimate ? " Confirming locks today's exchange rate." : ""}
      </p>
      <Field
        id="final-total"
        label={`Final total in ${currencyName} (${owed.currency})`}
        hint={`For the whole group, in whole ${currencyName}: the booking's payments are in ${owed.currency}. Leave the amount as it is to confirm what the booking owes; a different total is added to the booking's price as an adjustment with your reason.`}
        error={errors.finalTotal}
      >
        {(describedBy, invalid) => (
          <input
            id="final-total"
            name="finalTotal"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={
              values.finalTotal ?? String(wholeUnitsOwed({ amountMinor: owed.totalMinor }))
            }
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputField}
          />
        )}
      </Field>
      <Field
        id="price-reason"
        label="Why the price changed"
        hint="Needed only when you change the total; the traveller reads it in their confirmation email."
        error={errors.reason}
      >
        {(describedBy, invalid) => (
          <textarea
            id="price-reason"
            name="reason"
            rows={2}
            maxLength={maxReasonLength}
            defaultValue={values.reason}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={textField}
          />
        )}
      </Field>
      <NoteField id="confirm-note" value={values.note} />
      <div>
        <Button type="submit" name="to" value="confirmed" disabled={busy}>
          {transitionLabels.confirmed}
        </Button>
      </div>
    </Form>
  );
}

/** Completing: offered from the day after the trip's date (the server refuses it before). */
function CompleteForm({ values, busy }: { values: Record<string, string>; busy: boolean }) {
  return (
    <Form method="post" className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <h3 className="font-bold">The trip has taken place</h3>
      <NoteField id="complete-note" value={values.note} />
      <div>
        <Button type="submit" name="to" value="completed" disabled={busy}>
          {transitionLabels.completed}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The confirmation step of a cancellation, a page of its own (`?step=cancel`) so it works
 * without JavaScript: a required reason, the consequence in words, and an explicit "Yes".
 */
function CancelStep({
  booking,
  errors,
  values,
  busy,
}: {
  booking: StatusPanelBooking;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      aria-labelledby="cancel-heading"
      className="grid gap-3 rounded-xl border border-red-600 bg-red-50 p-4"
    >
      <h3 id="cancel-heading" className="text-lg font-bold text-red-900">
        Cancel this booking?
      </h3>
      <p className="text-sm">
        {booking.client_email} gets an email saying the booking is cancelled, with your reason. A
        cancelled booking cannot be reopened.
      </p>
      <input type="hidden" name="to" value="cancelled" />
      <Field
        id="cancel-reason"
        label="Reason for cancelling (the traveller reads this)"
        error={errors.reason ?? errors.confirm}
      >
        {(describedBy, invalid) => (
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            required
            maxLength={maxReasonLength}
            // The step exists to write this; keyboard and screen-reader users land in it.
            autoFocus
            defaultValue={values.reason}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={textField}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="confirm" value="yes" variant="danger" disabled={busy}>
          Yes, cancel this booking
        </Button>
        <Link to={`/admin/bookings/${booking.id}`} className={buttonClasses("outline")}>
          No, keep the booking
        </Link>
      </div>
    </Form>
  );
}

/** The right-hand "Change status" panel of the admin booking page. */
export function BookingStatusPanel({
  booking,
  owed,
  next,
  cancelling,
  completableFrom,
  errors,
  values,
  busy,
}: {
  booking: StatusPanelBooking;
  /** What the booking owes now (`amountOwed`): the confirm form's starting total and currency. */
  owed: AmountOwed;
  next: readonly BookingStatus[];
  cancelling: boolean;
  completableFrom: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  if (!next.length)
    return <p className="mt-3">This booking is {booking.booking_status}; its status is final.</p>;
  if (cancelling)
    return (
      <div className="mt-3">
        <CancelStep booking={booking} errors={errors} values={values} busy={busy} />
      </div>
    );
  return (
    <div className="mt-3 grid gap-4">
      {next.includes("confirmed") ? (
        <ConfirmForm booking={booking} owed={owed} errors={errors} values={values} busy={busy} />
      ) : null}
      {next.includes("completed") ? <CompleteForm values={values} busy={busy} /> : null}
      {booking.booking_status === "confirmed" && !next.includes("completed") && completableFrom ? (
        <p className="text-sm">
          The trip is on {formatDate(booking.booking_date)}. You can mark it completed from{" "}
          {formatDate(completableFrom)}.
        </p>
      ) : null}
      {next.includes("cancelled") ? (
        <div>
          <Link to="?step=cancel" className={buttonClasses("outline")}>
            {transitionLabels.cancelled}
          </Link>
          <p className="mt-2 text-sm">You will be asked for a reason and to confirm.</p>
        </div>
      ) : null}
      <p className="text-sm">
        The traveller gets an email and sees the new status on their dashboard.
      </p>
    </div>
  );
}
