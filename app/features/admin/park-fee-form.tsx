import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { fieldClasses } from "~/features/booking/booking-fields";
import {
  ageGroupLabels,
  feeBases,
  feeBasisLabels,
  parkFeeAgeGroups,
  parkFeeFields,
  parkIdList,
  parks,
  type ParkFeeField,
  type ParkFeeInput,
} from "../../../domain/pricing/park-fees";
import { categoryLabels, travellerCategories } from "../../../domain/pricing/traveller-categories";

const labels: Record<ParkFeeField, string> = {
  park: "Park",
  category: "Traveller category",
  ageGroup: "Who pays it",
  amount: "Fee (whole USD for non-residents, whole KES for residents and citizens)",
  basis: "Charged",
  validFrom: "First day in force",
  validUntil: "Last day in force (empty: until further notice)",
};

/**
 * The fee form of /admin/fees: a new fee, or the one being changed. Posts without JavaScript;
 * a refused fee comes back with its values, an error summary linked to each field, and the
 * sentence beside the field.
 */
export function ParkFeeForm({
  id,
  values,
  errors = {},
}: {
  id: string | null;
  values: ParkFeeInput;
  errors?: Partial<Record<ParkFeeField, string>>;
}) {
  const wrong = parkFeeFields.filter((field) => errors[field]);
  const describe = (field: ParkFeeField) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `fee-${field}-error` }
      : {};
  const error = (field: ParkFeeField) =>
    errors[field] ? (
      <p id={`fee-${field}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const select = (field: ParkFeeField, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`fee-${field}`} className="text-sm font-semibold">
        {labels[field]}
      </label>
      <select
        id={`fee-${field}`}
        name={field}
        defaultValue={values[field] ?? ""}
        className={fieldClasses}
        {...describe(field)}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {error(field)}
    </div>
  );
  const input = (field: ParkFeeField, type: "text" | "date", inputMode?: "numeric") => (
    <div>
      <label htmlFor={`fee-${field}`} className="text-sm font-semibold">
        {labels[field]}
      </label>
      <input
        id={`fee-${field}`}
        name={field}
        type={type}
        inputMode={inputMode}
        defaultValue={values[field]}
        required={field !== "validUntil"}
        className={fieldClasses}
        {...describe(field)}
      />
      {error(field)}
    </div>
  );
  return (
    <Form method="post" className="mt-4 grid gap-4" key={`${id}-${JSON.stringify(values)}`}>
      {wrong.length ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <h3 className="font-semibold">
            Correct {wrong.length === 1 ? "this field" : "these fields"}:
          </h3>
          <ul className="mt-1 list-disc pl-5">
            {wrong.map((field) => (
              <li key={field}>
                <a href={`#fee-${field}`} className="underline">
                  {labels[field]}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          "park",
          parkIdList.map((park) => [park, `${parks[park].name} (${parks[park].authority})`]),
        )}
        {select(
          "category",
          travellerCategories.map((category) => [category, categoryLabels[category]]),
        )}
        {select(
          "ageGroup",
          parkFeeAgeGroups.map((group) => [group, ageGroupLabels[group]]),
        )}
        {input("amount", "text", "numeric")}
        {select(
          "basis",
          feeBases.map((basis) => [basis, feeBasisLabels[basis]]),
        )}
        {input("validFrom", "date")}
        {input("validUntil", "date")}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="check" variant="outline">
          Show affected bookings
        </Button>
        <Button type="submit" name="intent" value="save">
          {id ? "Save this fee" : "Add fee"}
        </Button>
        {id ? (
          <ButtonLink to="/admin/fees" variant="outline">
            Cancel
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
