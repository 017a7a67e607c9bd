import { FieldError } from "~/components/ui/form-field";
import {
  basePriceFieldKey,
  factorFields,
  groupDiscountsField,
  monthFieldKey,
  seasonChoices,
  type PricedTripOptions,
} from "../../../domain/admin/pricing-form";
import { monthNames } from "../../../domain/seasons/calendar";
import { formatUsd } from "../../../domain/money/format";

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";

function describedBy(key: string, errors: Record<string, string>, hint = true): string {
  return [hint ? `${key}-hint` : "", errors[key] ? `${key}-error` : ""].filter(Boolean).join(" ");
}

/**
 * The pricing editor's fields: the season calendar (a season per month), the adjustments in
 * percentages, group discounts, and a base price per trip option. Plain form controls, so the
 * editor works without JavaScript; the server checks every value again.
 */
export function PricingSettingsFields({
  values,
  errors,
  trips,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  trips: readonly PricedTripOptions[];
}) {
  return (
    <>
      <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
        <legend className="px-1 text-xl font-bold">Season calendar</legend>
        <p id="seasonCalendar-hint" className="text-sm">
          The seasonal guide, the home page and the season prices all read these months. Every
          season needs at least one month.
        </p>
        <FieldError id="seasonCalendar" message={errors.seasonCalendar} />
        <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {monthNames.map((month, index) => {
            const key = monthFieldKey(index);
            return (
              <div key={key}>
                <label htmlFor={key} className="block text-sm font-semibold">
                  {month}
                </label>
                <select
                  id={key}
                  name={key}
                  defaultValue={values[key] ?? ""}
                  aria-describedby={describedBy("seasonCalendar", errors)}
                  aria-invalid={errors.seasonCalendar ? true : undefined}
                  className={input}
                >
                  {seasonChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
        <legend className="px-1 text-xl font-bold">Adjustments</legend>
        <p className="text-sm">
          In percent of a trip option&apos;s normal price. Travellers see the price and, when it is
          below the normal price, one reason for the saving.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...factorFields, groupDiscountsField].map((field) => {
            const unit = "unit" in field ? (field.unit === "percent" ? "%" : "days") : null;
            return (
              <div key={field.key}>
                <label htmlFor={field.key} className="block text-sm font-semibold">
                  {field.label}
                  {unit ? <span className="font-normal"> ({unit})</span> : null}
                </label>
                <input
                  id={field.key}
                  name={field.key}
                  defaultValue={values[field.key] ?? ""}
                  inputMode={unit ? "decimal" : "text"}
                  aria-describedby={describedBy(field.key, errors)}
                  aria-invalid={errors[field.key] ? true : undefined}
                  className={input}
                />
                <p id={`${field.key}-hint`} className="mt-1 text-xs">
                  {field.hint}
                </p>
                <FieldError id={field.key} message={errors[field.key]} />
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
        <legend className="px-1 text-xl font-bold">Base prices per person (USD)</legend>
        <p className="text-sm">
          The normal price of each option, before season, date and group. Clear a field to go back
          to the trip&apos;s own price.
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {trips.map((trip) => (
            <fieldset key={trip.slug} className="rounded-lg border border-sand-200 p-3">
              <legend className="px-1 font-semibold">{trip.title}</legend>
              <div className="grid gap-3">
                {trip.options.map((option) => {
                  const key = basePriceFieldKey(`${trip.slug}/${option.id}`);
                  return (
                    <div key={key}>
                      <label htmlFor={key} className="block text-sm">
                        {option.name}
                      </label>
                      <input
                        id={key}
                        name={key}
                        type="number"
                        min={1}
                        step={1}
                        inputMode="numeric"
                        defaultValue={values[key] ?? ""}
                        aria-describedby={describedBy(key, errors)}
                        aria-invalid={errors[key] ? true : undefined}
                        className={input}
                      />
                      <p id={`${key}-hint`} className="mt-1 text-xs">
                        Trip&apos;s own price {formatUsd(option.contentPerPerson)}
                      </p>
                      <FieldError id={key} message={errors[key]} />
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>
    </>
  );
}
