import { FormField } from "~/components/ui/form-field";
import { Badge } from "~/components/ui/badge";
import { departureStatusLabels, type DepartureStatus } from "../../../domain/departures/departures";
import {
  maxGuideLength,
  maxGuidePhoneLength,
  maxNotesLength,
  maxSalesCutoffDays,
  maxSeats,
  type DepartureFormField,
} from "../../../domain/departures/departure-admin";

export const fieldClasses =
  "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base aria-[invalid=true]:border-red-700";

const statusTones: Record<
  DepartureStatus,
  "green" | "yellow" | "blue" | "gray" | "red" | "neutral"
> = {
  open: "neutral",
  limited: "yellow",
  guaranteed: "green",
  full: "blue",
  closed: "gray",
  cancelled: "red",
};

/** A departure's status as a badge: "Guaranteed", "Limited"... */
export function DepartureStatusBadge({ status }: { status: DepartureStatus }) {
  return <Badge tone={statusTones[status]}>{departureStatusLabels[status]}</Badge>;
}

// Admin pages import it from here too.
export { FormField };

export type DepartureFieldValues = Partial<Record<DepartureFormField, string>>;

/** Seats, minimum, cut-off, guide, price override and notes: shared by the create and edit forms. */
export function DepartureSettingsFields({
  prefix,
  values,
  errors,
  cutoffHint,
}: {
  prefix: string;
  values: DepartureFieldValues;
  errors: Partial<Record<DepartureFormField, string>>;
  cutoffHint: string;
}) {
  return (
    <>
      <FormField id={`${prefix}-seats`} label="Seats" error={errors.seats}>
        {(described) => (
          <input
            id={`${prefix}-seats`}
            name="seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxSeats}
            required
            defaultValue={values.seats}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-minimum`}
        label="Minimum to run"
        hint="Confirmed travellers needed"
        error={errors.minimumToRun}
      >
        {(described) => (
          <input
            id={`${prefix}-minimum`}
            name="minimumToRun"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxSeats}
            required
            defaultValue={values.minimumToRun}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-cutoff`}
        label="Sales close (days before)"
        hint={cutoffHint}
        error={errors.salesCutoffDays}
      >
        {(described) => (
          <input
            id={`${prefix}-cutoff`}
            name="salesCutoffDays"
            type="number"
            inputMode="numeric"
            min={0}
            max={maxSalesCutoffDays}
            defaultValue={values.salesCutoffDays}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-price`}
        label="Price per person (USD)"
        hint="Empty: the usual price for the date"
        error={errors.priceOverride}
      >
        {(described) => (
          <input
            id={`${prefix}-price`}
            name="priceOverride"
            inputMode="numeric"
            defaultValue={values.priceOverride}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField id={`${prefix}-guide`} label="Guide" error={errors.guide}>
        {(described) => (
          <input
            id={`${prefix}-guide`}
            name="guide"
            maxLength={maxGuideLength}
            autoComplete="off"
            defaultValue={values.guide}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-guide-phone`}
        label="Guide's phone"
        hint="Travellers get it 3 days before the trip"
        error={errors.guidePhone}
      >
        {(described) => (
          <input
            id={`${prefix}-guide-phone`}
            name="guidePhone"
            type="tel"
            maxLength={maxGuidePhoneLength}
            autoComplete="off"
            defaultValue={values.guidePhone}
            className={fieldClasses}
            {...described}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-notes`}
        label="Notes for the team"
        error={errors.notes}
        className="sm:col-span-2 lg:col-span-3"
      >
        {(described) => (
          <textarea
            id={`${prefix}-notes`}
            name="notes"
            rows={3}
            maxLength={maxNotesLength}
            defaultValue={values.notes}
            className={`${fieldClasses} py-2`}
            {...described}
          />
        )}
      </FormField>
    </>
  );
}
