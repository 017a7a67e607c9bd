import { FormField } from "~/components/ui/form-field";
import { Button } from "~/components/ui/button";
import { PhotoField } from "~/features/admin/trip-photo-fields";
import { parkIdList, parks } from "../../../domain/pricing/park-fees";
import { categoryLabels, travellerCategories } from "../../../domain/pricing/traveller-categories";
import { lineBases, lineBasisLabels } from "../../../domain/proposals/proposal";
import type {
  DayForm,
  LineForm,
  ProposalErrors,
  ProposalForm,
} from "../../../domain/proposals/proposal-form";

/**
 * The proposal editor's fields (issue 30): each named as the server reads it (`days.2.date`), with
 * the server's sentence beside the field it refused. Plain form controls: the editor works
 * without JavaScript, and every button posts the whole form.
 */

const input = "min-h-11 w-full rounded-lg border border-earth-700 bg-white px-3 text-base";
const area = "w-full rounded-lg border border-earth-700 bg-white px-3 py-2 text-base";

export function TextField({
  name,
  label,
  value,
  errors,
  type = "text",
  hint,
  rows,
  className,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  errors: ProposalErrors;
  type?: "text" | "email" | "tel" | "date";
  hint?: string;
  /** A textarea of this many rows. */
  rows?: number;
  className?: string;
  autoComplete?: string;
}) {
  return (
    <FormField id={name} label={label} hint={hint} error={errors[name]} className={className}>
      {(described) =>
        rows ? (
          <textarea
            id={name}
            name={name}
            rows={rows}
            defaultValue={value}
            className={area}
            {...described}
          />
        ) : (
          <input
            id={name}
            name={name}
            type={type}
            defaultValue={value}
            autoComplete={autoComplete ?? "off"}
            className={input}
            {...described}
          />
        )
      }
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  value,
  errors,
  options,
}: {
  name: string;
  label: string;
  value: string;
  errors: ProposalErrors;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FormField id={name} label={label} error={errors[name]}>
      {(described) => (
        <select id={name} name={name} defaultValue={value} className={input} {...described}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function PartyFields({ form, errors }: { form: ProposalForm; errors: ProposalErrors }) {
  return (
    <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold">The party</legend>
      <p className="text-sm">
        Adults, and each child&apos;s age, for each category: park fees are charged by category and
        age.
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {travellerCategories.map((category) => (
          <div key={category} className="grid gap-2">
            <p className="font-semibold">{categoryLabels[category]}</p>
            <TextField
              name={`party.${category}.adults`}
              label="Adults"
              value={form.party[category].adults}
              errors={errors}
            />
            <TextField
              name={`party.${category}.childAges`}
              label="Children's ages"
              hint="Like 4, 9"
              value={form.party[category].childAges}
              errors={errors}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const parkOptions = [
  { value: "", label: "No park" },
  ...parkIdList.map((park) => ({ value: park, label: parks[park].name })),
];

export function DayFields({
  day,
  index,
  errors,
}: {
  day: DayForm;
  index: number;
  errors: ProposalErrors;
}) {
  const at = (name: keyof DayForm) => `days.${index}.${name}`;
  return (
    <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 font-bold">Day {index + 1}</legend>
      <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
        <TextField name={at("date")} label="Date" type="date" value={day.date} errors={errors} />
        <TextField name={at("title")} label="Title" value={day.title} errors={errors} />
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <TextField
          name={at("description")}
          label="The day"
          rows={4}
          value={day.description}
          errors={errors}
        />
        <TextField
          name={at("activities")}
          label="Activities"
          hint="One a line"
          rows={4}
          value={day.activities}
          errors={errors}
        />
        <TextField
          name={at("accommodation")}
          label="Accommodation"
          value={day.accommodation}
          errors={errors}
        />
        <TextField name={at("meals")} label="Meals" value={day.meals} errors={errors} />
        <SelectField
          name={at("park")}
          label="Park (its fee is charged for this day)"
          value={day.park}
          errors={errors}
          options={parkOptions}
        />
        <PhotoField
          view={{ kind: "photo", name: at("photo"), label: "Photo", value: day.photo }}
          error={errors[at("photo")]}
        />
      </div>
      <Button
        type="submit"
        name="intent"
        value={`remove-day:${index}`}
        variant="ghost"
        size="sm"
        className="mt-3"
      >
        Remove day {index + 1}
      </Button>
    </fieldset>
  );
}

const basisOptions = [
  ...lineBases.map((basis) => ({ value: basis, label: lineBasisLabels[basis] })),
  { value: "discount", label: "Discount (taken off the total)" },
];

export function LineFields({
  line,
  index,
  errors,
}: {
  line: LineForm;
  index: number;
  errors: ProposalErrors;
}) {
  const at = (name: keyof LineForm) => `lines.${index}.${name}`;
  const discount = line.basis === "discount";
  return (
    <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 font-bold">
        {discount ? "Discount" : "Price line"} {index + 1}
      </legend>
      <div className="grid gap-3 md:grid-cols-[2fr_1.4fr]">
        <TextField
          name={at("label")}
          label="What the client reads"
          value={line.label}
          errors={errors}
        />
        <SelectField
          name={at("basis")}
          label="Counted"
          value={line.basis}
          errors={errors}
          options={basisOptions}
        />
      </div>
      {discount ? (
        <div className="mt-3 grid gap-3 md:grid-cols-4">
          <TextField name={at("price")} label="Amount off" value={line.price} errors={errors} />
        </div>
      ) : (
        <div className="mt-3 grid gap-3 md:grid-cols-4">
          <TextField
            name={at("nights")}
            label="Nights"
            hint="Empty: the plan's"
            value={line.nights}
            errors={errors}
          />
          <TextField
            name={at("cost")}
            label="Cost (only you see it)"
            value={line.cost}
            errors={errors}
          />
          <TextField
            name={at("margin")}
            label="Margin (only you see it)"
            value={line.margin}
            errors={errors}
          />
          <TextField
            name={at("price")}
            label="Client's price"
            hint="Cost plus margin"
            value={line.price}
            errors={errors}
          />
        </div>
      )}
      <Button
        type="submit"
        name="intent"
        value={`remove-line:${index}`}
        variant="ghost"
        size="sm"
        className="mt-3"
      >
        Remove {discount ? "discount" : "price line"} {index + 1}
      </Button>
    </fieldset>
  );
}
