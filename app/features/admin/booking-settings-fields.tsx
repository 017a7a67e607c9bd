import { FieldError, FormField } from "~/components/ui/form-field";
import {
  holdFields,
  limitFieldKey,
  modeFieldKey,
  type BookableTrip,
} from "../../../domain/admin/booking-settings-form";

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

const invalid = (id: string, errors: Record<string, string>) =>
  errors[id] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/**
 * Each trip with departures and its own way of booking: Default (the choice above), Instant or
 * On request, and the largest party booked instantly. A table from 768 px; on phones each row
 * stacks into a card whose fields carry their own visible labels.
 */
export function TripModesTable({
  trips,
  values,
  errors,
}: {
  trips: readonly BookableTrip[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">Each trip with departures and how it books</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-sand-200">
          <th scope="col" className="py-2 pr-3">
            Trip
          </th>
          <th scope="col" className="py-2 pr-3">
            How it books
          </th>
          <th scope="col" className="py-2">
            Instant up to (travellers)
          </th>
        </tr>
      </thead>
      <tbody>
        {trips.map((trip) => {
          const mode = modeFieldKey(trip.slug);
          const limit = limitFieldKey(trip.slug);
          return (
            <tr
              key={trip.slug}
              className="grid gap-2 border-b border-sand-200 py-3 md:table-row md:py-0"
            >
              <th scope="row" className="font-semibold md:py-2 md:pr-3">
                {trip.title}
                <span className="block text-xs font-normal">{trip.seats} seats a departure</span>
              </th>
              <td className="md:py-2 md:pr-3">
                <label htmlFor={mode} className="block font-semibold md:sr-only">
                  <span className="sr-only">{trip.title}: </span>How it books
                </label>
                <select
                  id={mode}
                  name={mode}
                  defaultValue={values[mode] ?? "default"}
                  className={input}
                  {...invalid(mode, errors)}
                >
                  <option value="default">Default</option>
                  <option value="instant">Instant</option>
                  <option value="request">On request</option>
                </select>
                <FieldError id={mode} message={errors[mode]} />
              </td>
              <td className="md:py-2">
                <label htmlFor={limit} className="block font-semibold md:sr-only">
                  <span className="sr-only">{trip.title}: </span>Instant up to (travellers)
                </label>
                <input
                  id={limit}
                  name={limit}
                  type="number"
                  min={1}
                  max={trip.seats}
                  step={1}
                  inputMode="numeric"
                  placeholder="Any"
                  defaultValue={values[limit] ?? ""}
                  className={input}
                  {...invalid(limit, errors)}
                />
                <FieldError id={limit} message={errors[limit]} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** How long seats are held at checkout and when unpaid or unanswered bookings give them back. */
export function HoldFields({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-3">
      {holdFields.map((field) => (
        <FormField
          key={field.key}
          id={field.key}
          label={field.label}
          hint={`${field.hint} From ${field.range.min} to ${field.range.max}.`}
          error={errors[field.key]}
        >
          {(described) => (
            <input
              id={field.key}
              name={field.key}
              type="number"
              min={field.range.min}
              max={field.range.max}
              step={1}
              inputMode="numeric"
              required
              defaultValue={values[field.key] ?? ""}
              className={input}
              {...described}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
